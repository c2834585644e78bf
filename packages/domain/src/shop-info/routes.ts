import { defineRoute } from "../http/route.ts";
import type { CatalogueChange } from "../shop/index.ts";
import type { StoreEditInput } from "./shop-info-edit.ts";
import type { ShopInfo } from "./types.ts";

/** The shop info's calls: the store record (its wire name) for every page, and its back-office form and history. */

/** The store record, read by every page. */
export const shopInfoRoutes = {
  store: defineRoute<{ response: ShopInfo }>()("GET", "/store", "store"),
};

/** The back office's shop-info form and its history. */
export const shopInfoStaffRoutes = {
  /** The store record, for the back office's form. */
  staffStore: defineRoute<{ response: ShopInfo }>()("GET", "/staff/store", "staff", { staff: true }),
  /** Edits the store's facts (docs/product.md, Back office: Store); answers the new record. */
  staffStoreEdit: defineRoute<{ body: StoreEditInput; response: ShopInfo }>()("PUT", "/staff/store", "staff", { staff: true }),
  /** The store record's last changes, newest first. */
  staffStoreHistory: defineRoute<{ response: CatalogueChange[] }>()("GET", "/staff/store/history", "staff", { staff: true }),
};
