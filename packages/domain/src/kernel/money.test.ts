import { describe, expect, it } from "vitest";
import { computeTotals, formatRate, formatUSD, fromCents, isMoney, taxCents, toCents } from "./money.ts";

describe("money in cents", () => {
  it("reads decimal strings into whole cents", () => {
    expect(toCents("12.50")).toBe(1250);
    expect(toCents("12.5")).toBe(1250);
    expect(toCents("12")).toBe(1200);
    expect(toCents("0.07")).toBe(7);
  });

  it("refuses anything that is not a plain non-negative amount", () => {
    for (const bad of ["-1.00", "1.234", "1e3", "", " 1.00", "01.00", "1,000.00", "abc", "NaN"]) {
      expect(isMoney(bad), bad).toBe(false);
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
  });

  it("writes cents back as two-decimal strings", () => {
    expect(fromCents(1250)).toBe("12.50");
    expect(fromCents(7)).toBe("0.07");
    expect(fromCents(0)).toBe("0.00");
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it("adds prices without floating-point drift", () => {
    // 0.10 + 0.20 in floats is 0.30000000000000004; in cents it is exactly 30.
    expect(computeTotals([{ unitPrice: "0.10", quantity: 1 }, { unitPrice: "0.20", quantity: 1 }], "0.065").subtotal).toBe(30);
    expect(computeTotals([{ unitPrice: "19.99", quantity: 3 }], "0.065").subtotal).toBe(5997);
  });
});

describe("sales tax", () => {
  it("is 6.5% of the subtotal rounded half-up to the cent", () => {
    expect(taxCents(10000, "0.065")).toBe(650);
    // 10 cents * 6.5% = 0.65 cents -> rounds up to 1
    expect(taxCents(10, "0.065")).toBe(1);
    // 7 cents * 6.5% = 0.455 -> 0
    expect(taxCents(7, "0.065")).toBe(0);
    // 1 dollar * 6.5% = 6.5 cents: exactly half, rounds up to 7
    expect(taxCents(100, "0.065")).toBe(7);
    // 4999 * 0.065 = 324.935 -> 325
    expect(taxCents(4999, "0.065")).toBe(325);
  });

  it("is rounded once, on the subtotal, not per line", () => {
    // Each line alone: 100 cents -> 6.5 -> 7; twice is 14. On the subtotal: 200 -> 13.
    const totals = computeTotals([{ unitPrice: "1.00", quantity: 1 }, { unitPrice: "1.00", quantity: 1 }], "0.065");
    expect(totals).toEqual({ subtotal: 200, tax: 13, total: 213 });
  });

  it("reads the rate from the store record's decimal string", () => {
    expect(taxCents(10000, "0.07")).toBe(700);
    expect(formatRate("0.065")).toBe("6.5%");
    expect(() => taxCents(100, "6.5")).toThrow(RangeError);
  });
});

describe("formatting", () => {
  it("shows US dollars with two decimals", () => {
    expect(formatUSD(123450)).toBe("$1,234.50");
    expect(formatUSD("5")).toBe("$5.00");
    expect(formatUSD(0)).toBe("$0.00");
  });
});
