import type { CartReads } from "../cart/index.ts";
import type { CatalogueReads } from "../catalogue/index.ts";
import type { InboxReads } from "../inbox/index.ts";
import type { OrderReads } from "../orders/index.ts";
import type { HistoryReads } from "./history.ts";

/**
 * The questions the rules ask of the shop's data, feature by feature (docs/data-engine.md, The
 * live store). The server answers them from its database, the mocks from the shop in memory.
 * Rules not yet moved onto them still read the whole shop (ShopData) they are given.
 */
export interface ShopReads {
  catalogue: CatalogueReads;
  carts: CartReads;
  orders: OrderReads;
  inbox: InboxReads;
  history: HistoryReads;
}
