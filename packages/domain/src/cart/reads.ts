import { cartRecordsOf, type ShopData } from "../shop/index.ts";
import type { CartItemRecord } from "./types.ts";

/**
 * What the cart rules read of the stored carts, as questions (docs/data-engine.md, The live
 * store): the server answers them with SQL, the mocks over the carts in memory (`memoryCartReads`).
 */
export interface CartReads {
  /** A session's lines, oldest first (by the time each was added, then its id). */
  lines(sessionId: string): Promise<CartItemRecord[]>;
  /** Every line of each session whose newest line was added before `before` (an ISO time): abandoned carts. */
  abandoned(before: string): Promise<CartItemRecord[]>;
}

/** The order a session's lines are shown in: by the time each was added, then by id. */
export const byAdded = (a: CartItemRecord, b: CartItemRecord): number => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id);

/** The carts' questions answered over the lines in memory, read at each question. */
export function memoryCartReads(data: Pick<ShopData, "cartItems">): CartReads {
  return {
    lines: (sessionId) => Promise.resolve(cartRecordsOf(data, sessionId)),
    abandoned: (before) => {
      const newest = new Map<string, string>();
      for (const line of data.cartItems) {
        const seen = newest.get(line.sessionId);
        if (seen === undefined || line.addedAt > seen) newest.set(line.sessionId, line.addedAt);
      }
      return Promise.resolve(data.cartItems.filter((line) => (newest.get(line.sessionId) ?? "") < before).sort(byAdded));
    },
  };
}
