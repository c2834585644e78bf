import { createQueryClient, ErrorState, ShopLayout, Toaster, TooltipProvider, themeInitScript } from "@shop/ui";
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { useState } from "react";
import type * as React from "react";
import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration, useMatches } from "react-router";
import { PageHead } from "./head.tsx";
import stylesheet from "./app.css?url";

/**
 * The document around every page. The stylesheet carries a `precedence`, so React puts it at the
 * top of <head>, ahead of the page's module preloads: it is the one file first paint waits on, and
 * the browser fetches in document order. The theme script runs before <body> is parsed, so dark
 * never flashes light.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Also adds the theme-color tag (the phone's toolbar), in the page's theme. */}
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The build-time answers of a prerendered page (see prefetch.server.ts), when the page has them. */
function usePrerenderedQueries(): DehydratedState | undefined {
  for (const match of useMatches()) {
    const data = match.loaderData as { queryState?: DehydratedState } | undefined;
    if (data?.queryState) return data.queryState;
  }
  return undefined;
}

/**
 * The providers every screen needs: one QueryClient with the shop's call defaults (docs/product.md,
 * Calls, The browser client), seeded with a prerendered page's answers before anything renders (so
 * the header, the footer and the page render from them alike, at build time and in the browser),
 * tooltips and toasts.
 */
function Providers({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const queryState = usePrerenderedQueries();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={queryState}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** Every page inside the shop's frame: header, footer, call bar; the matched route in <main>. */
export default function App() {
  return (
    <Providers>
      <ShopLayout />
    </Providers>
  );
}

/**
 * What index.html holds before the scripts run: the frame of the page (the header's phone strip
 * and bar), so the first paint has the shop's shape and the page does not jump when it starts.
 */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground" aria-busy="true">
      <div className="h-8 bg-primary" />
      <div className="h-16 border-b" />
      <main className="flex-1">
        <p className="sr-only">Loading the shop…</p>
      </main>
    </div>
  );
}

/** A page module that failed to load (a new deploy, a dropped connection) or a render error. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <Providers>
      <ShopLayout>
        <PageHead title="Something went wrong" noindex />
        <div className="mx-auto max-w-7xl px-4 py-12">
          <ErrorState message={detail ?? "This page could not be shown."} onRetry={() => window.location.reload()} />
        </div>
      </ShopLayout>
    </Providers>
  );
}
