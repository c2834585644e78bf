import { sameKey } from "../kernel/keys.ts";
import { shopDay } from "../kernel/shop-day.ts";
import { findOrderByNumber } from "../shop/index.ts";
import type { EmailRecord, ShopData } from "../shop/index.ts";
import { lastMove, nextStatuses, orderHistory } from "./order-status.ts";
import { type CustomerOrderView, ORDER_STATUSES, type OrderRecord, type OrderStatus, type StaffOrderList, type StaffOrderQuery, type StaffOrderSummary, type StaffOrderView } from "./types.ts";

/**
 * What the customer and the staff see of an order. The customer's page is reached with the key
 * the server issued for it (an HMAC of the number); a wrong key and an unknown number get the same
 * answer, so the page tells nothing to someone guessing. Staff see everything but the guest session.
 */

/** The one answer for an unknown order and for a wrong key. */
export const ORDER_NOT_FOUND = "Order not found. Check the link in your email, or find your order by its number and your email.";

/** The order the key opens, or undefined for an unknown number or a wrong key alike. */
export function orderForKey(
  data: Pick<ShopData, "orders">,
  orderNumber: string,
  key: string | null,
  orderKey: (orderNumber: string) => string,
): OrderRecord | undefined {
  const order = findOrderByNumber(data, orderNumber);
  // A key is computed even for a missing order, so both take the same time.
  const expected = orderKey(orderNumber);
  return order && key !== null && sameKey(key, expected) ? order : undefined;
}

export function customerOrderView(order: OrderRecord, key: string): CustomerOrderView {
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
  };
}

export function staffOrderSummary(order: OrderRecord): StaffOrderSummary {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    name: order.name,
    phone: order.phone,
    email: order.email,
    lineCount: order.items.length,
    itemCount: order.items.reduce((sum, line) => sum + line.quantity, 0),
    total: order.total,
    createdAt: order.createdAt,
  };
}

export function staffOrderView(order: OrderRecord, emails: readonly EmailRecord[]): StaffOrderView {
  // Orders placed before the client's item text was dropped still carry it as `itemLines`: never shown.
  const { sessionId: _s, clientOrderNumber: _c, itemLines: _i, history: _h, ...rest } = order as OrderRecord & { itemLines?: unknown };
  return {
    ...rest,
    history: orderHistory(order),
    next: [...nextStatuses(order)],
    emails: emails.filter((e) => e.orderNumber === order.orderNumber).sort((a, b) => a.at.localeCompare(b.at)),
  };
}

const digits = (value: string) => value.replace(/\D/g, "");

/** Whether the order matches the inbox search: part of its number, name or email, or the digits of its phone. */
function matchesSearch(order: OrderRecord, q: string): boolean {
  const needle = q.toLowerCase();
  if (order.orderNumber.toLowerCase().includes(needle) || order.name.toLowerCase().includes(needle) || order.email.includes(needle)) {
    return true;
  }
  const phoneDigits = digits(q);
  return phoneDigits.length >= 3 && digits(order.phone).includes(phoneDigits);
}

/** The inbox: newest first, with counts per status over the day and search (before the status filter). */
export function queryStaffOrders(data: Pick<ShopData, "orders" | "store">, query: StaffOrderQuery): StaffOrderList {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  const shown: OrderRecord[] = [];
  for (const order of data.orders) {
    if (query.day && shopDay(new Date(order.createdAt), data.store.timeZone) !== query.day) continue;
    if (query.q && !matchesSearch(order, query.q)) continue;
    counts[order.status]++;
    if (!query.status || order.status === query.status) shown.push(order);
  }
  shown.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return {
    orders: shown.slice(query.offset, query.offset + query.limit).map(staffOrderSummary),
    total: shown.length,
    counts,
  };
}
