import { describe, expect, it } from "vitest";
import { shopInfo, store } from "../testing/index.ts";
import { DEFAULT_GUEST_ORDER_LIMITS, guestLimitOf, guestOrderLimitsOf, openValueRefusal } from "./guest-order-limits.ts";

describe("the guest order limits", () => {
  it("reads a store record without them with the defaults, and one with them as it is", () => {
    expect(guestOrderLimitsOf(store)).toEqual({ quantityPerLine: 10, linesPerOrder: 15, openValuePerEmail: "1500.00", openValuePerAddress: "1500.00" });
    const own = { quantityPerLine: 4, linesPerOrder: 8, openValuePerEmail: "500.00", openValuePerAddress: "2500.00" };
    expect(guestOrderLimitsOf(shopInfo({ guestOrderLimits: own }))).toEqual(own);
    expect(DEFAULT_GUEST_ORDER_LIMITS).toEqual(guestOrderLimitsOf(store));
  });

  it("refuses the value per address times the server's factor, and names the limit it was over", () => {
    // $1,500.00 from one address: $1,400 open and a $100.01 order pass it, unless the factor raises it.
    expect(openValueRefusal(store, "address", 140_000, 10_000)).toBeUndefined();
    const refused = openValueRefusal(store, "address", 140_000, 10_001);
    expect(refused).toEqual({
      message: "Online orders not yet picked up may come to at most $1,500.00 from one address, this one included; call the shop at (850) 555-0100 for a larger order",
      field: "guestOrderLimits.openValuePerAddress",
    });
    expect(openValueRefusal(store, "address", 140_000, 10_001, 2)).toBeUndefined();
    expect(openValueRefusal(store, "address", 290_000, 10_001, 2)?.message).toContain("at most $3,000.00 from one address");
  });

  it("tells a refusal over a limit from every other answer", () => {
    expect(guestLimitOf(409, { message: "...", field: "guestOrderLimits.quantityPerLine" })).toBe("quantityPerLine");
    expect(guestLimitOf(409, { message: "...", field: "guestOrderLimits.openValuePerAddress" })).toBe("openValuePerAddress");
    expect(guestLimitOf(400, { message: "...", field: "guestOrderLimits.linesPerOrder" })).toBeUndefined();
    expect(guestLimitOf(409, { message: "...", field: "guestOrderLimits.somethingElse" })).toBeUndefined();
    expect(guestLimitOf(409, { message: "...", field: "productId" })).toBeUndefined();
    expect(guestLimitOf(409, { message: "..." })).toBeUndefined();
    expect(guestLimitOf(409, undefined)).toBeUndefined();
  });
});
