import { describe, expect, it } from "vitest";
import { mostOf, readQuantity } from "./quantity.ts";

describe("typed quantity", () => {
  it("takes a whole number within 1 and the most as it is", () => {
    expect(readQuantity("7", 99)).toEqual({ quantity: 7 });
    expect(readQuantity(" 12 ", 20)).toEqual({ quantity: 12 });
  });

  it("clamps above what is on hand to the stock and says so", () => {
    expect(readQuantity("9", 3)).toEqual({ quantity: 3, note: "Only 3 in stock" });
  });

  it("clamps above 99 to 99 when the stock is not the limit", () => {
    expect(readQuantity("250", mostOf(500))).toEqual({ quantity: 99, note: "At most 99" });
  });

  it("raises zero to one", () => {
    expect(readQuantity("0", 99)).toEqual({ quantity: 1, note: "At least 1" });
  });

  it("refuses empty, decimal, signed and lettered text so the field can restore itself", () => {
    for (const text of ["", "  ", "2.5", "-3", "+4", "two", "1e2", "1234567"]) expect(readQuantity(text, 99)).toBeUndefined();
  });

  it("limits a line to the lower of 99 and the stock, never below 1", () => {
    expect(mostOf(undefined)).toBe(99);
    expect(mostOf(140)).toBe(99);
    expect(mostOf(4)).toBe(4);
    expect(mostOf(0)).toBe(1);
  });
});
