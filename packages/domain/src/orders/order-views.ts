import { sameKey } from "../kernel/keys.ts";
import type { EmailRecord } from "../shop/index.ts";
import type { ShopInfo } from "../shop-info/index.ts";
import { lastMove, nextStatuses, orderHistory } from "./order-status.ts";
import { arrivalOf } from "./counter/arrival.ts";
import { orderCodes } from "./counter/order-codes.ts";
import { holdUntil } from "./pickup-hold.ts";
import type { Arrival, CustomerOrderView, OrderRecord, StaffOrderView } from "./types.ts";

/**
 * What the customer and the staff see of an order. The customer's page is reached with the key
 * the server issued for it (an HMAC of the number); a wrong key and an unknown number get the same
 * answer, so the page tells nothing to someone guessing. Staff see everything but the guest session.
 */

/** The one answer for an unknown order and for a wrong key. */
export const ORDER_NOT_FOUND = "Order not found. Check the link in your email, or find your order by its number and your email.";

/** The order the key opens, or undefined for an unknown number (`order` undefined) or a wrong key alike. */
export function orderForKey(
  order: OrderRecord | undefined,
  orderNumber: string,
  key: string | null,
  orderKey: (orderNumber: string) => string,
): OrderRecord | undefined {
  // A key is computed even for a missing order, so both take the same time.
  const expected = orderKey(orderNumber);
  return order && key !== null && sameKey(key, expected) ? order : undefined;
}

/** While ready, when its hold ends: `{ holdUntil }`, else nothing. */
function holdOf(order: OrderRecord, store: Pick<ShopInfo, "pickupHoldDays">): { holdUntil?: string } {
  const until = holdUntil(order, store);
  return until === undefined ? {} : { holdUntil: until };
}

export function customerOrderView(order: OrderRecord, key: string, store: Pick<ShopInfo, "pickupHoldDays">): CustomerOrderView {
  const moved = lastMove(order);
  return {
    orderNumber: order.orderNumber,
    key,
    status: order.status,
    ...(moved?.reason !== undefined ? { cancelReason: moved.reason } : {}),
    name: order.name,
    items: order.items,
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    createdAt: order.createdAt,
    ...(moved ? { updatedAt: moved.at } : {}),
    ...holdOf(order, store),
    // Only an open order is shown at the counter; a closed one has nothing left to scan.
    ...(order.status === "received" || order.status === "ready" ? { codes: orderCodes(order.orderNumber) } : {}),
    ...arrivedOf(order),
  };
}

/** While ready and the customer is here: `{ arrived }`, else nothing. */
function arrivedOf(order: OrderRecord): { arrived?: Arrival } {
  const arrived = arrivalOf(order);
  return arrived ? { arrived } : {};
}

/** The order as staff see it, with the emails sent about it (`OrderReads.emailsAbout`, oldest first). */
export function staffOrderView(order: OrderRecord, emails: readonly EmailRecord[], store: Pick<ShopInfo, "pickupHoldDays">): StaffOrderView {
  // Orders placed before the client's item text was dropped still carry it as `itemLines`: never shown.
  const { sessionId: _s, clientOrderNumber: _c, itemLines: _i, history: _h, ...rest } = order as OrderRecord & { itemLines?: unknown };
  return {
    ...rest,
    history: orderHistory(order),
    next: [...nextStatuses(order)],
    emails: [...emails],
    ...holdOf(order, store),
    ...arrivedOf(order),
  };
}
