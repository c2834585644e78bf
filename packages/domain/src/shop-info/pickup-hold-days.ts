import type { ShopInfo } from "./types.ts";

/**
 * The store record's pickup hold (docs/product.md, Rules, Pickup hold): how many days an order
 * ready for pickup is kept before it is cancelled as not picked up. The steps themselves are the
 * order rules' (`pickupHoldMove`, orders/pickup-hold.ts).
 */

/** How long a ready order is held when the store record sets nothing: a week covers a contractor's round of jobs. */
export const DEFAULT_PICKUP_HOLD_DAYS = 7;
/** The longest hold the store editor takes: stock held longer is stock not sold. */
export const MAX_PICKUP_HOLD_DAYS = 60;

/** The store record's hold in days; one stored before it existed reads the default. */
export const pickupHoldDaysOf = (store: Pick<ShopInfo, "pickupHoldDays">): number => store.pickupHoldDays ?? DEFAULT_PICKUP_HOLD_DAYS;
