import { readOutcome, type ShopState } from "@shop/domain";
import { createQueryClient, readInto, readPage, type PageOutcome } from "@shop/ui";
import { dehydrate } from "@tanstack/react-query";
import type { RouterContextProvider } from "react-router";
import { orderKeyContext, shopDataContext, shopReadsContext, type OrderKeyMaker } from "./shop-data.ts";
import { serializeQueryState, type PageQueryState } from "./query-state.ts";

/**
 * The data of a page, read on the server for its render (docs/architecture.md, Server rendering):
 * every query the page and the shop's frame make (`readPage` in packages/ui), answered in-process
 * by the domain's route rules over the live data (no HTTP hop) and handed to the browser as a
 * dehydrated QueryClient cache, which the root seeds before anything renders.
 */

/** The live data: the server's store, or in `npm run dev:mock` (no server) the mocks' copy of the seed. */
async function shopData(context: Readonly<RouterContextProvider>): Promise<ShopState> {
  const data = context.get(shopDataContext);
  if (data) return data;
  if (import.meta.env.DEV) return (await import("@shop/mocks")).getMockData();
  throw new Error("The page renderer was given no shop data (see entry.server.tsx)");
}

/** The server's order keys: in `npm run dev:mock` the mocks' own; else none opens an order. */
async function orderKeys(context: Readonly<RouterContextProvider>): Promise<OrderKeyMaker> {
  const keys = context.get(orderKeyContext);
  if (keys) return keys;
  if (import.meta.env.DEV) return (await import("@shop/mocks")).mockOrderKey;
  return () => "";
}

export interface PageData {
  outcome: PageOutcome;
  queryState: PageQueryState;
}

/** Reads the page at `request`'s URL from the live data: its queries, and whether it was found. */
export async function loadPageData(request: Request, context: Readonly<RouterContextProvider>): Promise<PageData> {
  const data = await shopData(context);
  const orderKey = await orderKeys(context);
  const client = createQueryClient();
  // Each read answered in-process, as GET of the key's path answers it (the domain's `readOutcome`),
  // with the server's order keys, so an order page's key opens its order here as over HTTP.
  const ctx = {
    now: new Date(),
    newId: () => {
      throw new Error("A page's reads make no records");
    },
    orderKey,
    // Pages only read; no page answer carries an unsubscribe or confirmation key.
    unsubscribeKey: () => "",
    confirmKey: () => "",
    ...(context.get(shopReadsContext) ? { reads: context.get(shopReadsContext) ?? undefined } : {}),
  };
  const outcome = await readPage(readInto(client, (path) => readOutcome(data, path, ctx)), new URL(request.url));
  const state = dehydrate(client, { shouldDehydrateQuery: () => true });
  return { outcome, queryState: serializeQueryState(state) };
}
