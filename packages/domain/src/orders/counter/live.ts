import type { Change } from "../../shop/index.ts";

/**
 * The back office's live inbox (docs/architecture.md, Several processes): GET /api/staff/events is a stream
 * of Server-Sent Events, one `order` event for each commit that put an order, so the counter
 * hears of a new order or a customer at the store at once instead of at the next poll.
 *
 * - Each event's `id` is its place in the shop's told changes (shop_changes.seq), the same in every
 *   process on the database; a browser that reconnects sends the last one (Last-Event-ID) and gets
 *   what it missed, as long as it is kept (a day).
 * - The first event on every connection is `hello`: the client reads its lists again, since it
 *   cannot know what changed while it was away.
 * - An event names the order and what happened, nothing personal: the lists it makes the client
 *   read again say who.
 */

/** What the inbox hears of an order: a new one, the customer's arrival, or any other change (a move, a note, the hold's steps). */
export type OrderLiveKind = "placed" | "arrived" | "changed";

/** The stream's address under /api. */
export const STAFF_EVENTS_PATH = "/staff/events";

/** The data of an `order` event. */
export interface OrderLiveEvent {
  kind: OrderLiveKind;
  orderNumber: string;
}

/** The data of the `hello` event that opens every connection: `resumed` when the events since the client's Last-Event-ID followed it. */
export interface StaffEventsHello {
  resumed: boolean;
}

/** The orders a write's changes put, each with what the inbox hears of it. */
export function orderLiveEvents(changes: readonly Change[]): OrderLiveEvent[] {
  const events: OrderLiveEvent[] = [];
  for (const change of changes) {
    if (change.op === "put" && change.collection === "orders") events.push({ kind: change.live ?? "changed", orderNumber: change.record.orderNumber });
  }
  return events;
}

const KINDS = new Set<string>(["placed", "arrived", "changed"]);

/** The data of an `order` event as the client reads it; undefined for anything else. */
export function parseOrderLiveEvent(data: string): OrderLiveEvent | undefined {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== "object" || value === null) return undefined;
    const { kind, orderNumber } = value as Record<string, unknown>;
    return typeof kind === "string" && KINDS.has(kind) && typeof orderNumber === "string" ? { kind: kind as OrderLiveKind, orderNumber } : undefined;
  } catch {
    return undefined;
  }
}
