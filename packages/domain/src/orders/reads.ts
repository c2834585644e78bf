import { shopDay } from "../kernel/shop-day.ts";
import { findOrderByClientNumber, findOrderByNumber, findOrdersByEmail, type EmailRecord, type ShopData } from "../shop/index.ts";
import { isOpenOrder } from "./orders.ts";
import { ORDER_STATUSES, type OrderRecord, type OrderStatus, type StaffOrderList, type StaffOrderQuery, type StaffOrderSummary } from "./types.ts";
import { closingEvent, dayWindow } from "./counter/day-report.ts";

/**
 * What the order rules read of the stored orders and the emails sent about them, as questions
 * (docs/data-engine.md, The live store): the server answers them with SQL, the mocks over the
 * orders in memory (`memoryOrderReads`). No rule reads every order.
 */
export interface OrderReads {
  /** The order with this number, if there is one. */
  byNumber(orderNumber: string): Promise<OrderRecord | undefined>;
  /** The order a session placed under this client order number (a retried post), if any. */
  byClientNumber(sessionId: string, clientOrderNumber: string): Promise<OrderRecord | undefined>;
  /**
   * The open orders (received or ready: `isOpenOrder`) placed with this email in any letter case,
   * by number and total, in no particular order: what the guest order limit per email sums.
   */
  openOfEmail(email: string): Promise<OpenOrder[]>;
  /** The open orders among these numbers, by number and total, in no particular order: the limit per address's sum. */
  openAmong(orderNumbers: readonly string[]): Promise<OpenOrder[]>;
  /** The id the next new order takes: one past the highest so far. */
  nextId(): Promise<number>;
  /** The back office's inbox page (`staffOrderList`'s answer), the day in the shop's time zone. */
  staffList(query: StaffOrderQuery, timeZone: string): Promise<StaffOrderList>;
  /** The emails sent (or being sent) about an order, oldest first. */
  emailsAbout(orderNumber: string): Promise<EmailRecord[]>;
  /** The orders ready for pickup, in no particular order: what the pickup hold's sweep looks at. */
  ready(): Promise<OrderRecord[]>;
  /**
   * The orders placed or closed (picked up, cancelled) within `dayWindow(day)`, in no particular
   * order: a superset of the day's in any time zone, which the day report tells exactly.
   */
  dayActivity(day: string): Promise<OrderRecord[]>;
}

/** An open order as the guest order limits count it. */
export type OpenOrder = Pick<OrderRecord, "orderNumber" | "total">;

const openOf = (orders: Iterable<OrderRecord | undefined>): OpenOrder[] => {
  const open: OpenOrder[] = [];
  for (const order of orders) if (order && isOpenOrder(order)) open.push({ orderNumber: order.orderNumber, total: order.total });
  return open;
};

const digits = (value: string) => value.replace(/\D/g, "");

/**
 * Whether the order matches the inbox search: part of its number or name (any letter case), part
 * of its email (stored lower case; the search is lowered), or 3 or more digits of its phone.
 */
function matchesOrderSearch(order: Pick<OrderRecord, "orderNumber" | "name" | "email" | "phone">, q: string): boolean {
  const needle = q.toLowerCase();
  if (order.orderNumber.toLowerCase().includes(needle) || order.name.toLowerCase().includes(needle) || order.email.includes(needle)) {
    return true;
  }
  const phoneDigits = digits(q);
  return phoneDigits.length >= 3 && digits(order.phone).includes(phoneDigits);
}

/** The inbox's order: newest first, then the higher id. */
export const newestFirst = (a: Pick<OrderRecord, "createdAt" | "id">, b: Pick<OrderRecord, "createdAt" | "id">): number =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

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

/** No order in any status yet. */
export const noOrderCounts = (): Record<OrderStatus, number> => Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;

/**
 * The inbox over `orders`: newest first, with counts per status over the day and the search
 * (before the status filter), and the page the query asks for.
 */
export function staffOrderList(orders: Iterable<OrderRecord>, query: StaffOrderQuery, timeZone: string): StaffOrderList {
  const counts = noOrderCounts();
  const shown: OrderRecord[] = [];
  for (const order of orders) {
    if (query.day && shopDay(new Date(order.createdAt), timeZone) !== query.day) continue;
    if (query.q && !matchesOrderSearch(order, query.q)) continue;
    counts[order.status]++;
    if (!query.status || order.status === query.status) shown.push(order);
  }
  shown.sort(newestFirst);
  return {
    orders: shown.slice(query.offset, query.offset + query.limit).map(staffOrderSummary),
    total: shown.length,
    counts,
  };
}

/** The emails' order: by the time each was sent, then by id. */
export const bySentTime = (a: EmailRecord, b: EmailRecord): number => a.at.localeCompare(b.at) || a.id.localeCompare(b.id);

/** The orders' questions answered over the orders and emails in memory, read at each question. */
export function memoryOrderReads(data: Pick<ShopData, "orders" | "emails">): OrderReads {
  return {
    byNumber: (orderNumber) => Promise.resolve(findOrderByNumber(data, orderNumber)),
    byClientNumber: (sessionId, clientOrderNumber) => Promise.resolve(findOrderByClientNumber(data, sessionId, clientOrderNumber)),
    openOfEmail: (email) => Promise.resolve(openOf(findOrdersByEmail(data, email))),
    openAmong: (orderNumbers) => Promise.resolve(openOf(orderNumbers.map((orderNumber) => findOrderByNumber(data, orderNumber)))),
    nextId: () => Promise.resolve(data.orders.reduce((highest, order) => Math.max(highest, order.id), 0) + 1),
    staffList: (query, timeZone) => Promise.resolve(staffOrderList(data.orders, query, timeZone)),
    emailsAbout: (orderNumber) => Promise.resolve(data.emails.filter((email) => email.orderNumber === orderNumber).sort(bySentTime)),
    ready: () => Promise.resolve(data.orders.filter((order) => order.status === "ready")),
    dayActivity: (day) => {
      const { from, to } = dayWindow(day);
      const within = (at: string | undefined) => at !== undefined && at >= from && at < to;
      return Promise.resolve(data.orders.filter((order) => within(order.createdAt) || within(closingEvent(order)?.at)));
    },
  };
}
