import type { ShopState, ShopReads } from "@shop/domain";
import { createContext } from "react-router";

/**
 * The live data the server renders pages from, handed to the root loader by whoever serves the
 * app: packages/server sets it from its store on every request (see entry.server.tsx, which
 * exports this key for it). Unset in `npm run dev:mock`, where the mocks' data stands in.
 */
export const shopDataContext = createContext<ShopState | null>(null);

/**
 * Where the server answers the rules' questions (its database), set beside the data; unset, they
 * are answered over the data in memory (`npm run dev:mock`).
 */
export const shopReadsContext = createContext<ShopReads | null>(null);

/** Makes the key of an order's page (`/orders/{orderNumber}?key=`) from its number. */
export type OrderKeyMaker = (orderNumber: string) => string;

/**
 * The server's order key maker (its HMAC), set beside the data, so the order page's in-process
 * read opens the order its key belongs to (docs/architecture.md, Order page keys). Unset, no order
 * page opens; in `npm run dev:mock` the mocks' keys stand in.
 */
export const orderKeyContext = createContext<OrderKeyMaker | null>(null);
