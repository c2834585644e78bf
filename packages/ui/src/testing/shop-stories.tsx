import type { Decorator } from "@storybook/react-vite";
import { withLocationDisplay } from "./story-helpers.tsx";

/**
 * The storefront's screen stories open full screen at the screen's route, as the shop shows them
 * (shopScreen, for the meta); the back office has its own (staff-stories.tsx).
 */

/** Where a story's router starts: the route pattern and the URL it opens, or one path for both. */
type ShopRoute = string | { path?: string; initialEntry?: string };

/**
 * A storefront screen's meta: full screen, at `route` (a story may open another URL with its own
 * `parameters.route`). `url` shows the router's URL under the screen, for stories that check
 * what a link or a filter wrote.
 */
export function shopScreen({ route, url = false }: { route?: ShopRoute; url?: boolean }) {
  const decorators: Decorator[] = url ? [withLocationDisplay] : [];
  const at = typeof route === "string" ? { path: route, initialEntry: route } : route;
  return { decorators, parameters: { layout: "fullscreen", ...(at && { route: at }) } };
}
