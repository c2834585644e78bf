import { createQueryClient, ErrorState, PAGE_END_ID, ShopLayout, ToasterOnDemand, themeInitScript } from "@shop/ui";
import { HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type * as React from "react";
import { isStaffPath } from "@shop/domain";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from "react-router";
import { PageHead } from "./head.tsx";
import { loadPageData } from "./page-data.server.ts";
import { reviveQueryState } from "./query-state.ts";
import stylesheet from "./app.css?url";

/**
 * On the server only: everything the requested page renders, read from the live data
 * (page-data.server.ts), with HTTP 404 for a path that is no page or a record that does not exist.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadPageData(request, context);
  return data({ queryState: page.queryState }, { status: page.outcome === "not-found" ? 404 : 200 });
}

/**
 * The server's answers seed the first page only. From then on the browser asks /api itself for
 * what the next page needs (and keeps what it already has), so moving between pages never waits
 * on the server rendering a page it will not show.
 */
export const shouldRevalidate = () => false;

/**
 * The document around every page. The stylesheet carries a `precedence`, so React puts it at the
 * top of <head>, ahead of the page's module preloads: it is the one file first paint waits on, and
 * the browser fetches in document order. The theme script runs before <body> is parsed, so dark
 * never flashes light. The `expect` link holds the first paint until the shop's layout is parsed
 * (Chromium 124+, Safari 18.2+; others ignore it): a busy phone otherwise paints a page parsed
 * halfway, and the header's search box moves when the cart link after it arrives.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
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

/** The first page's answers from the server (absent under the error boundary when the loader failed). */
function useServerQueries() {
  const state = useRouteLoaderData<typeof loader>("root")?.queryState;
  return useMemo(() => (state ? reviveQueryState(state) : undefined), [state]);
}

/**
 * The providers every screen needs: one QueryClient with the shop's call defaults (docs/product.md,
 * Calls, The browser client), seeded with the server's answers before anything renders (so the
 * header, the footer and the page render from them alike, on the server and in the browser),
 * and the toasts (their code loads with the first one). No TooltipProvider: each TooltipOnDemand
 * brings its own with its code, on first hover or focus. A query the server answered with an error (the record of a not-found page)
 * is not asked again when its screen mounts: the not-found screen stays as the server drew it.
 */
function Providers({ children }: { children: React.ReactNode }) {
  // Once the page has hydrated, <html data-app="ready"> says its controls answer (the browser
  // journeys wait for it before they press anything; a press before hydration is lost).
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
    return client;
  });
  const queryState = useServerQueries();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={queryState}>
        {children}
        <ToasterOnDemand />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/**
 * Every storefront page inside the shop's frame: header, footer, call bar; the matched route in
 * <main>. The back office's pages bring their own frame (routes/staff-layout.tsx), so the
 * storefront's is not drawn, nor its data asked for, there.
 */
export default function App() {
  const { pathname } = useLocation();
  return <Providers>{isStaffPath(pathname) ? <Outlet /> : <ShopLayout />}</Providers>;
}

/** A page module that failed to load (a new deploy, a dropped connection) or a render error. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  const { pathname } = useLocation();
  if (isStaffPath(pathname)) {
    // Not the storefront's frame, and not the back office's either: its module may be what failed to load.
    return (
      <Providers>
        <PageHead title="Something went wrong" noindex />
        <main className="mx-auto max-w-3xl px-4 py-12">
          <ErrorState message={detail ?? "This page could not be shown."} onRetry={() => window.location.reload()} />
        </main>
      </Providers>
    );
  }
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
