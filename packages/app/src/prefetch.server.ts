import { apiQueries, createQueryClient } from "@shop/ui";
import { dehydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";

/**
 * Build-time data for prerendered pages. A page's `loader` runs only while `react-router build`
 * prerenders it; it asks for the same queries the page's screen makes, answered by the MSW
 * handlers over the seed db.json (the same domain rules as the server), and hands them to the
 * page as a dehydrated QueryClient cache. The root hydrates it before rendering, so the HTML
 * carries the page's text; the browser then reuses those answers instead of asking again.
 * Live data (product lists with prices and stock, the cart) is left out and fetched in the browser.
 * The mocks intercept this build process's own requests only; nothing else runs in it.
 */

let mocks: Promise<void> | undefined;

function startMocks(): Promise<void> {
  mocks ??= import("@shop/mocks/node").then(({ server }) => {
    server.listen({ onUnhandledRequest: "error" });
  });
  return mocks;
}

/** What every page's frame reads: the store record (header, footer), all categories and brands (footer). */
const layoutQueries = (client: QueryClient) => [
  client.prefetchQuery(apiQueries.store()),
  client.prefetchQuery(apiQueries.categories()),
  client.prefetchQuery(apiQueries.brands()),
];

/**
 * Loader data: the frame's queries and the page's own (`client.prefetchQuery(apiQueries.x())`
 * for each), answered and dehydrated. A query that fails is left for the browser to ask again.
 */
export async function prefetch(
  pageQueries: (client: QueryClient) => Array<Promise<void>> = () => [],
): Promise<{ queryState: DehydratedState | undefined }> {
  // The dev server renders pages with these loaders too, but its process also proxies /api to the
  // real server (npm run dev), which mocks started here would intercept. In dev, pages load their
  // data in the browser.
  if (import.meta.env.DEV) return { queryState: undefined };
  await startMocks();
  const client = createQueryClient();
  await Promise.all([...layoutQueries(client), ...pageQueries(client)]);
  return { queryState: dehydrate(client) };
}
