import type { RuleResult } from "../kernel/rule-result.ts";
import { pickupHoldDaysOf, type ShopInfo } from "../shop-info/index.ts";
import type { Change } from "../shop/index.ts";
import { changeOrderStatus, isMove, orderHistory } from "./order-status.ts";
import type { OrderEvent, OrderNotification, OrderRecord } from "./types.ts";

/**
 * The pickup hold (docs/product.md, Rules, Pickup hold): an order ready for pickup is kept for the
 * store record's `pickupHoldDays` (`pickupHoldDaysOf`, default 7) from the moment it was marked ready. Two days before
 * the hold ends the customer is reminded once; when it ends, the order is cancelled as not picked
 * up, its stock goes back on the shelf and the customer is told. Both steps are the shop's ("by"
 * `PICKUP_HOLD_BY`) and are kept in the order's history. A hold of two days or less has no reminder:
 * the ready email said it.
 */

/** How long before the hold ends the reminder goes. */
export const PICKUP_REMINDER_DAYS_BEFORE = 2;
/** Who the history names for the hold's steps. */
export const PICKUP_HOLD_BY = "shop";
/** The reason an order is cancelled with at the end of its hold. */
export const NOT_PICKED_UP_REASON = "not picked up";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a ready order was last marked ready: the start of its hold. Undefined for an order not ready. */
function readySince(order: Pick<OrderRecord, "status" | "history" | "createdAt">): string | undefined {
  if (order.status !== "ready") return undefined;
  const history = orderHistory(order);
  for (let at = history.length - 1; at >= 0; at--) {
    const event = history[at]!;
    if (event.status === "ready" && isMove(event)) return event.at;
  }
  return undefined;
}

/** The end of a ready order's hold (ISO time), or undefined for an order not ready. */
export function holdUntil(order: Pick<OrderRecord, "status" | "history" | "createdAt">, store: Pick<ShopInfo, "pickupHoldDays">): string | undefined {
  const since = readySince(order);
  return since === undefined ? undefined : new Date(Date.parse(since) + pickupHoldDaysOf(store) * DAY_MS).toISOString();
}

/** Whether the order's hold reminder has gone (since it was last marked ready; the customer's arrival changes nothing). */
const reminded = (order: Pick<OrderRecord, "history" | "createdAt">) => orderHistory(order).findLast((event) => event.arrived === undefined)?.reminder !== undefined;

/** What the hold asks of a ready order now: a reminder, a release, or nothing (undefined). */
export function pickupHoldStep(order: OrderRecord, store: Pick<ShopInfo, "pickupHoldDays">, now: Date): "remind" | "release" | undefined {
  const until = holdUntil(order, store);
  if (until === undefined) return undefined;
  const end = Date.parse(until);
  if (now.getTime() >= end) return "release";
  const remindable = pickupHoldDaysOf(store) > PICKUP_REMINDER_DAYS_BEFORE;
  return remindable && !reminded(order) && now.getTime() >= end - PICKUP_REMINDER_DAYS_BEFORE * DAY_MS ? "remind" : undefined;
}

/**
 * Takes the hold's next step for a ready order, if one is due: the reminder (an event in its history
 * and the customer's email) or the release (cancelled as not picked up, stock back, the customer
 * told). Undefined when nothing is due.
 */
export function pickupHoldMove(
  order: OrderRecord,
  store: Pick<ShopInfo, "pickupHoldDays">,
  now: Date,
  orderKey: (orderNumber: string) => string,
): (RuleResult<OrderRecord, OrderNotification> & { ok: true }) | undefined {
  const step = pickupHoldStep(order, store, now);
  if (step === "release") {
    const result = changeOrderStatus(order, { status: "cancelled", reason: NOT_PICKED_UP_REASON }, { now, by: PICKUP_HOLD_BY, orderKey });
    return result.ok ? result : undefined;
  }
  if (step !== "remind") return undefined;
  const until = holdUntil(order, store)!;
  const event: OrderEvent = { status: "ready", at: now.toISOString(), by: PICKUP_HOLD_BY, reminder: until };
  const record: OrderRecord = { ...order, history: [...orderHistory(order), event] };
  const changes: Change[] = [{ op: "put", collection: "orders", record }];
  return {
    ok: true,
    status: 200,
    value: record,
    changes,
    notification: { kind: "order-reminder", order: record, key: orderKey(record.orderNumber), holdUntil: until },
  };
}
