import { QueryClientProvider } from "@tanstack/react-query";
import type { Decorator } from "@storybook/react-vite";
import { createContext, use, useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { createQueryClient, Toaster, TooltipProvider } from "../packages/ui/src/index.ts";

/** `parameters.route`: where the story's memory router starts. */
export interface RouteParameter {
  /** The route pattern the story renders at, e.g. "/products/:id" (for `useParams`). Default: any path. */
  path?: string;
  /** The URL the router starts at, e.g. "/products/12?tab=fit". Default "/". */
  initialEntry?: string;
}

/** The values of the toolbar's `theme` global. */
type ThemeGlobal = "light" | "dark" | "side-by-side";

/**
 * Light or dark puts the `dark` class on <html>, as the app does, so portals (sheets, toasts,
 * tooltips) follow it. Side by side renders the story twice, the second copy inside a `dark`
 * wrapper; portals then stay light.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? "light") as ThemeGlobal;
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme === "dark" ? "dark" : "light";
  if (theme !== "side-by-side") return <Story />;
  return (
    <div data-theme-preview="side-by-side" className="grid min-h-screen grid-cols-1 md:grid-cols-2">
      <div data-theme-preview="light" className="bg-background p-4 text-foreground">
        <Story />
      </div>
      <div data-theme-preview="dark" className="dark bg-background p-4 text-foreground">
        <Story />
      </div>
    </div>
  );
};

const StoryElement = createContext<ReactNode>(null);

function StorySlot() {
  return use(StoryElement);
}

/** Shown when a story navigates away from `parameters.route.path`, so a play function can see where it went. */
function NavigatedAway() {
  const location = useLocation();
  return (
    <p data-slot="story-navigated-away" className="text-sm text-muted-foreground">
      Navigated to {location.pathname}
      {location.search}
    </p>
  );
}

function StoryRouter({ route, children }: { route: RouteParameter; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      route.path && route.path !== "*"
        ? [
            { path: route.path, element: <StorySlot /> },
            { path: "*", element: <NavigatedAway /> },
          ]
        : [{ path: "*", element: <StorySlot /> }],
      { initialEntries: [route.initialEntry ?? "/"] },
    ),
  );
  // The story element changes with args; the router is made once, so it reads the story through
  // context rather than from its route table.
  return (
    <StoryElement value={children}>
      <RouterProvider router={router} />
    </StoryElement>
  );
}

/** A memory router from `parameters.route` (`{ path?, initialEntry? }`), new for each story. */
export const withRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route ?? {}) as RouteParameter;
  return (
    <StoryRouter key={context.id} route={route}>
      <Story />
    </StoryRouter>
  );
};

function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A fresh QueryClient per story with the shop's defaults (staleTime Infinity, no refetch on
 * focus, no retry), so no cached answer leaks from one story into the next.
 */
export const withQueryClient: Decorator = (Story, context) => (
  <StoryQueryClient key={context.id}>
    <Story />
  </StoryQueryClient>
);

/** What the app mounts at its root: the tooltip provider (700/300 ms) and the toaster. */
export const withAppProviders: Decorator = (Story) => (
  <TooltipProvider>
    <Story />
    <Toaster />
  </TooltipProvider>
);
