import { readOutcome, type ShopData } from "@shop/domain";
import { createQueryClient, readInto, readPage, type PageOutcome } from "@shop/ui";
import { dehydrate } from "@tanstack/react-query";
import type { RouterContextProvider } from "react-router";
import { shopDataContext } from "./shop-data.ts";
import { serializeQueryState, type PageQueryState } from "./query-state.ts";

/**
 * The data of a page, read on the server for its render (docs/architecture.md, Server rendering):
 * every query the page and the shop's frame make (`readPage` in packages/ui), answered in-process
 * by the domain's route rules over the live data (no HTTP hop) and handed to the browser as a
 * dehydrated QueryClient cache, which the root seeds before anything renders.
 */

/** The live data: the server's store, or in `npm run dev:mock` (no server) the mocks' copy of the seed. */
async function shopData(context: Readonly<RouterContextProvider>): Promise<ShopData> {
  const data = context.get(shopDataContext);
  if (data) return data;
  if (import.meta.env.DEV) return (await import("@shop/mocks")).getMockData();
  throw new Error("The page renderer was given no shop data (see entry.server.tsx)");
}

export interface PageData {
  outcome: PageOutcome;
  queryState: PageQueryState;
}

/** Reads the page at `request`'s URL from the live data: its queries, and whether it was found. */
export async function loadPageData(request: Request, context: Readonly<RouterContextProvider>): Promise<PageData> {
  const data = await shopData(context);
  const client = createQueryClient();
  // Each read answered in-process, as GET of the key's path answers it (the domain's `readOutcome`).
  const outcome = readPage(readInto(client, (path) => readOutcome(data, path)), new URL(request.url));
  const state = dehydrate(client, { shouldDehydrateQuery: () => true });
  return { outcome, queryState: serializeQueryState(state) };
}
