import { describe, expect, it } from "vitest";
import { expiredCartChanges } from "./cart-expiry.ts";
import type { CartItemRecord } from "./types.ts";

describe("abandoned carts", () => {
  const line = (id: string, sessionId: string, addedAt: string): CartItemRecord => ({ id, sessionId, productId: 1, quantity: 1, unitPrice: "1.00", addedAt });
  const now = new Date("2026-12-01T00:00:00Z");

  it("removes a whole cart once its newest line is older than the days allowed, and keeps a cart added to since", () => {
    const items = [
      line("a1", "old", "2026-10-01T00:00:00Z"),
      line("a2", "old", "2026-10-20T00:00:00Z"),
      line("b1", "kept", "2026-09-01T00:00:00Z"),
      line("b2", "kept", "2026-11-20T00:00:00Z"),
    ];
    expect(expiredCartChanges(items, now, 30)).toEqual([
      { op: "delete", collection: "cartItems", id: "a1" },
      { op: "delete", collection: "cartItems", id: "a2" },
    ]);
    expect(expiredCartChanges(items, now, 90)).toEqual([]);
  });
});
