import type { Change } from "../shop/index.ts";
import type { CartItemRecord } from "./types.ts";

/** How many days a cart may go without a part added before it is removed (docs/architecture.md, Abuse limits). */
export const DEFAULT_CART_TTL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The time a cart's newest line must be older than for the cart to be abandoned at `now` (an ISO time, as lines keep theirs). */
export const abandonedBefore = (now: Date, ttlDays: number): string => new Date(now.getTime() - ttlDays * DAY_MS).toISOString();

/**
 * The deletes that remove abandoned carts: every line of each guest session whose newest line was
 * added more than `ttlDays` before `now`. A cart goes whole, never line by line, so a visitor who
 * comes back finds either the cart as left or an empty one. Orders are no cart lines: untouched.
 */
export function expiredCartChanges(cartItems: readonly CartItemRecord[], now: Date, ttlDays: number): Change[] {
  const newest = new Map<string, number>();
  for (const item of cartItems) {
    const added = Date.parse(item.addedAt);
    newest.set(item.sessionId, Math.max(newest.get(item.sessionId) ?? -Infinity, Number.isNaN(added) ? -Infinity : added));
  }
  const cutoff = now.getTime() - ttlDays * DAY_MS;
  return cartItems
    .filter((item) => (newest.get(item.sessionId) ?? -Infinity) < cutoff)
    .map((item) => ({ op: "delete", collection: "cartItems", id: item.id }));
}
