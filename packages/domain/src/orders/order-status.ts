import { releaseStockChanges } from "../catalogue/index.ts";
import { fromCents, toCents } from "../kernel/money.ts";
import type { RuleResult } from "../kernel/rule-result.ts";
import type { Change } from "../shop/index.ts";
import { waitingRefusal } from "./special-order.ts";
import type { OrderEvent, OrderNotification, OrderRecord, OrderStatus, OrderStatusInput } from "./types.ts";

/**
 * Pickup statuses (docs/product.md, Orders): Received -> Ready for pickup -> Picked up, and
 * Received or Ready for pickup -> Cancelled with a reason. Nothing else moves. Each move records
 * who made it and when; a cancel puts the order's quantities back on the shelf; a pickup records
 * how it was paid at the counter.
 */

/** The statuses each status may move to. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  received: ["ready", "cancelled"],
  ready: ["picked-up", "cancelled"],
  "picked-up": [],
  cancelled: [],
};

/** How a status reads to people: "Ready for pickup". */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  received: "Received",
  ready: "Ready for pickup",
  "picked-up": "Picked up",
  cancelled: "Cancelled",
};

/** The action that moves an order to a status, as its button says. */
export const ORDER_STATUS_ACTIONS: Readonly<Record<Exclude<OrderStatus, "received">, string>> = {
  ready: "Mark ready for pickup",
  "picked-up": "Mark picked up",
  cancelled: "Cancel order",
};

/** The statuses an order may move to now: not ready while a line waits for the distributor (special-order.ts). */
export const nextStatuses = (order: Pick<OrderRecord, "status" | "items">): readonly OrderStatus[] =>
  waitingRefusal(order) ? ORDER_TRANSITIONS[order.status].filter((status) => status !== "ready") : ORDER_TRANSITIONS[order.status];

/** The order's history; an order stored before statuses existed reads as placed and received. */
export function orderHistory(order: Pick<OrderRecord, "history" | "createdAt">): OrderEvent[] {
  return order.history?.length ? order.history : [{ status: "received", at: order.createdAt, by: "customer" }];
}

/** Whether a history event moved the order: a hold's reminder and the customer's arrival are no moves. */
export const isMove = (event: OrderEvent): boolean => event.reminder === undefined && event.arrived === undefined;

/** The last move to the order's current status, if it has moved since it was placed (a hold's reminder is no move). */
export function lastMove(order: Pick<OrderRecord, "history" | "createdAt" | "status">): OrderEvent | undefined {
  const last = orderHistory(order).findLast(isMove);
  return last && last.status === order.status && last.status !== "received" ? last : undefined;
}

/** Who moves an order, and when. */
export interface OrderMoveContext {
  now: Date;
  /** The staff member's email. */
  by: string;
  /**
   * The key of the order's page, for the customer's link in the ready or cancelled email. A caller
   * that sends no email (a test, a script) may leave it out: the rule then tells nobody.
   */
  orderKey?: (orderNumber: string) => string;
}

/**
 * Moves an order (as read: undefined when there is none) to `input.status` for the staff member
 * `by`, or refuses with 404, 400 or 409.
 * Ready and cancelled tell the customer (the answer's notification).
 */
export function changeOrderStatus(
  order: OrderRecord | undefined,
  input: OrderStatusInput,
  ctx: OrderMoveContext,
): RuleResult<OrderRecord, OrderNotification> {
  if (!order) return { ok: false, status: 404, error: { message: "Order not found" } };
  if (!ORDER_TRANSITIONS[order.status].includes(input.status)) {
    const from = ORDER_STATUS_LABELS[order.status];
    const to = ORDER_STATUS_LABELS[input.status];
    const message =
      order.status === input.status
        ? `Order ${order.orderNumber} is already ${from.toLowerCase()}`
        : `Order ${order.orderNumber} is ${from.toLowerCase()}: it cannot be marked ${to.toLowerCase()}`;
    return { ok: false, status: 409, error: { message, field: "status" } };
  }
  const waiting = input.status === "ready" ? waitingRefusal(order) : undefined;
  if (waiting) return { ok: false, status: 409, error: waiting };
  const reason = input.reason?.trim();
  if (input.status === "cancelled" && !reason) {
    return { ok: false, status: 400, error: { message: "reason is required to cancel an order", field: "reason" } };
  }
  if (input.status === "picked-up" && !input.payment) {
    return { ok: false, status: 400, error: { message: "payment is required to mark an order picked up: how it was paid and the amount", field: "payment" } };
  }
  const event: OrderEvent = {
    status: input.status,
    at: ctx.now.toISOString(),
    by: ctx.by,
    ...(input.status === "cancelled" ? { reason } : {}),
    ...(input.status === "picked-up" && input.payment ? { payment: { method: input.payment.method, amount: fromCents(toCents(input.payment.amount)) } } : {}),
  };
  const record: OrderRecord = { ...order, status: input.status, history: [...orderHistory(order), event] };
  const changes: Change[] = [{ op: "put", collection: "orders", record }];
  if (input.status === "cancelled") changes.push(...releaseStockChanges(order.items));
  // The customer hears of ready and cancelled, and gets a receipt for what they paid at pickup.
  const { orderKey } = ctx;
  const tell = orderKey !== undefined;
  return {
    ok: true,
    status: 200,
    value: record,
    changes,
    ...(tell ? { notification: { kind: "order-status" as const, order: record, key: orderKey(record.orderNumber) } } : {}),
  };
}

/** Sets or clears (empty text) the staff's note on an order. */
export function setOrderNote(order: OrderRecord | undefined, note: string): RuleResult<OrderRecord> {
  if (!order) return { ok: false, status: 404, error: { message: "Order not found" } };
  const { note: _old, ...rest } = order;
  const record: OrderRecord = note.trim() ? { ...rest, note: note.trim() } : rest;
  return { ok: true, status: 200, value: record, changes: [{ op: "put", collection: "orders", record }] };
}
