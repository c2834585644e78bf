import type { Part } from "../catalogue/index.ts";
import type { RuleResult } from "../kernel/rule-result.ts";
import { shopDay } from "../kernel/shop-day.ts";
import type { ShopInfo, Weekday } from "../shop-info/index.ts";
import type { OnOrder, OrderLine, OrderRecord } from "./types.ts";

/**
 * Special orders (docs/product.md, Rules, Special orders): a part marked with a lead time can be ordered
 * with none on hand. The units the shelf lacks are ordered from the distributor, and the line
 * promises a day: the lead time counted in the shop's business days from the day it is placed.
 * Staff mark the units arrived; the order may be ready only once no line waits.
 */

/** What the business days are counted from: the store's hours (which weekdays it opens) and its clock. */
export type SpecialOrderStore = Pick<ShopInfo, "hours" | "timeZone">;

const WEEKDAYS: readonly Weekday[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * Whether a weekday is a business day: never Sunday, and only a day the store's hours name (a
 * weekday no hours name is a closed day). A record that names no hours at all skips Sundays alone.
 */
function isBusinessDay(store: Pick<ShopInfo, "hours">, weekday: Weekday): boolean {
  if (weekday === "Sunday") return false;
  return store.hours.length === 0 || store.hours.some((hours) => hours.days.includes(weekday));
}

/**
 * The shop day ("2026-12-04") `days` business days after the shop's today at `now`: today itself
 * never counts, so an order placed on a Saturday with a lead time of 1 is ready on Monday.
 */
export function specialOrderReadyDay(store: SpecialOrderStore, now: Date, days: number): string {
  const [year, month, day] = shopDay(now, store.timeZone).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  let counted = 0;
  // A week always has a business day (Monday to Saturday are one when no hours are listed), so this ends.
  for (let step = 0; counted < days && step < days * 7 + 7; step += 1) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isBusinessDay(store, WEEKDAYS[date.getUTCDay()] as Weekday)) counted += 1;
  }
  return date.toISOString().slice(0, 10);
}

/** A shop day as the pages and emails say it: "Fri, Dec 4". */
export function readyDayText(day: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The promise as every page and email says it: "Special order: ready for pickup in about 5 business days (by Fri, Dec 4)". */
export function specialOrderText(days: number, readyDay: string): string {
  return `Special order: ready for pickup in about ${days} business ${days === 1 ? "day" : "days"} (by ${readyDayText(readyDay)})`;
}

/**
 * An order line's special order as the order page, the emails and the pick list say it: the
 * promise while its units are on their way (with how many of the line's, when not all), or that
 * they arrived; undefined for a line that came off the shelf.
 */
export function onOrderLineText(line: Pick<OrderLine, "quantity" | "onOrder">): string | undefined {
  const { onOrder } = line;
  if (!onOrder) return undefined;
  if (onOrder.arrivedAt !== undefined) return "Special order: arrived at the store";
  const part = onOrder.quantity < line.quantity ? ` (${onOrder.quantity} of ${line.quantity} on order)` : "";
  return `${specialOrderText(onOrder.days, onOrder.readyBy)}${part}`;
}

/** The store record's restocking fee as the part page, the cart and the checkout say it before an order is placed. */
export function restockingFeeText(store: Pick<ShopInfo, "returns">): string {
  return `Special orders carry a ${store.returns.specialOrderRestockingFeePercent}% restocking fee if returned.`;
}

/** How many of `quantity` units of a part would be ordered from the distributor: what the shelf lacks, for a special order. */
export function onOrderQuantity(part: Pick<Part, "quantityOnHand" | "specialOrderDays">, quantity: number): number {
  return part.specialOrderDays === undefined ? 0 : Math.max(0, quantity - Math.max(0, part.quantityOnHand));
}

/** The line's units on their way from the distributor, not yet marked arrived. */
export const isWaiting = (line: Pick<OrderLine, "onOrder">): line is { onOrder: OnOrder } =>
  line.onOrder !== undefined && line.onOrder.arrivedAt === undefined;

/** How many of an order's lines still wait for the distributor. */
export const waitingLines = (order: Pick<OrderRecord, "items">): number => order.items.filter(isWaiting).length;

/** The refusal of marking an order ready while lines wait, or undefined when every line is on hand. */
export function waitingRefusal(order: Pick<OrderRecord, "items">): { message: string; field: string } | undefined {
  const waiting = waitingLines(order);
  if (waiting === 0) return undefined;
  const lines = waiting === 1 ? "1 line is" : `${waiting} lines are`;
  return { message: `${lines} still on order from the distributor: mark them arrived before the order is ready`, field: "status" };
}

/**
 * Marks the units of an open order's line arrived from the distributor, at `now`. The line is
 * found by its part; 404 for no such order or line, 409 for a line with nothing on order or an
 * order already closed. A line already marked arrived answers as it is, changing nothing, so a
 * second click does no harm.
 */
export function markOnOrderArrived(order: OrderRecord | undefined, productId: number, now: Date): RuleResult<OrderRecord> {
  if (!order) return { ok: false, status: 404, error: { message: "Order not found" } };
  const index = order.items.findIndex((line) => line.productId === productId);
  const line = order.items[index];
  if (!line) return { ok: false, status: 404, error: { message: `Order ${order.orderNumber} has no line for product ${productId}`, field: "productId" } };
  if (!line.onOrder) {
    return { ok: false, status: 409, error: { message: `${line.name} (${line.partNumber}) has nothing on order: it came off the shelf`, field: "productId" } };
  }
  if (line.onOrder.arrivedAt !== undefined) return { ok: true, status: 200, value: order, changes: [] };
  if (order.status !== "received" && order.status !== "ready") {
    return { ok: false, status: 409, error: { message: `Order ${order.orderNumber} is ${order.status}: its lines cannot be marked arrived`, field: "status" } };
  }
  const items = order.items.map((item, i) => (i === index ? { ...item, onOrder: { ...line.onOrder!, arrivedAt: now.toISOString() } } : item));
  const record: OrderRecord = { ...order, items };
  return { ok: true, status: 200, value: record, changes: [{ op: "put", collection: "orders", record }] };
}
