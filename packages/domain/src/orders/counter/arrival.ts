import { z } from "zod";
import { parseWith, type Parsed } from "../../kernel/parse.ts";
import type { RuleResult } from "../../kernel/rule-result.ts";
import { optionalText } from "../../kernel/text-rules.ts";
import { ORDER_STATUS_LABELS, orderHistory } from "../order-status.ts";
import type { Arrival, OrderEvent, OrderRecord } from "../types.ts";

/**
 * "I'm at the store" (docs/product.md, Rules, Arrivals): the customer of a ready order says they
 * are at the counter, or outside with a car described for curbside. It is kept in the order's
 * history as an event of its own (no move: the status stays ready, the hold runs on), and the
 * back office shows the order as "Customer is here" until it is picked up or cancelled.
 */

/** POST /api/orders/{orderNumber}/arrived?key=: where the customer is; no `curbside` means at the counter. */
export interface ArrivalInput {
  curbside?: string;
}

/** The longest description of a car: "Red Ford F-150, second row by the door" and then some. */
export const CURBSIDE_MAX = 120;

const arrivalSchema = z.strictObject({ curbside: optionalText("curbside", CURBSIDE_MAX, "one") });

export const parseArrival = (body: unknown): Parsed<ArrivalInput> => parseWith(arrivalSchema, body ?? {});

/** The customer's arrival on a ready order, or undefined while they have not said they are here. */
export function arrivalOf(order: Pick<OrderRecord, "status" | "history" | "createdAt">): Arrival | undefined {
  if (order.status !== "ready") return undefined;
  const history = orderHistory(order);
  // Since it was (last) marked ready: an arrival before a later "ready" belongs to an earlier visit.
  const event = history.findLast((e) => e.arrived !== undefined || (e.status === "ready" && e.reminder === undefined));
  return event?.arrived ? { at: event.at, ...(event.arrived.curbside ? { curbside: event.arrived.curbside } : {}) } : undefined;
}

/**
 * Records that the customer is here. 409 (field status) unless the order is ready; saying it again
 * with the same words changes nothing, with another car replaces the arrival (no history grows).
 */
export function markArrived(order: OrderRecord, input: ArrivalInput, now: Date): RuleResult<OrderRecord> {
  if (order.status !== "ready") {
    const message =
      order.status === "received"
        ? `Order ${order.orderNumber} is not ready for pickup yet: we will email you when it is`
        : `Order ${order.orderNumber} is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}`;
    return { ok: false, status: 409, error: { message, field: "status" } };
  }
  const curbside = input.curbside?.trim() || undefined;
  const already = arrivalOf(order);
  if (already && already.curbside === curbside) return { ok: true, status: 200, value: order, changes: [] };
  const event: OrderEvent = { status: "ready", at: now.toISOString(), by: "customer", arrived: curbside ? { curbside } : {} };
  // A new car replaces the arrival it corrects, so however often it is said, one visit is one event.
  const history = orderHistory(order);
  const replaced = already ? history.findLastIndex((e) => e.arrived !== undefined) : -1;
  const kept = history.filter((_e, index) => index !== replaced);
  const record: OrderRecord = { ...order, history: [...kept, event] };
  return { ok: true, status: 200, value: record, changes: [{ op: "put", collection: "orders", record, live: "arrived" }] };
}
