import { describe, expect, it } from "vitest";
import { formatCount, formatList, formatLongDate, formatNumber, formatUSD, plural } from "./format.ts";

describe("plural", () => {
  it("keeps the noun as it is for one", () => {
    expect(plural(1, "item")).toBe("item");
    expect(plural(1, "category")).toBe("category");
  });

  it("adds an s for none and for more than one", () => {
    expect(plural(0, "part")).toBe("parts");
    expect(plural(2, "item")).toBe("items");
    expect(plural(30, "day")).toBe("days");
  });

  it("turns a consonant and y into ies, but not a vowel and y", () => {
    expect(plural(3, "category")).toBe("categories");
    expect(plural(3, "day")).toBe("days");
  });

  it("uses the plural it is given for an irregular noun", () => {
    expect(plural(2, "child", "children")).toBe("children");
    expect(plural(1, "child", "children")).toBe("child");
  });
});

describe("formatNumber", () => {
  it("groups the digits in threes with commas", () => {
    expect(formatNumber(7)).toBe("7");
    expect(formatNumber(1240)).toBe("1,240");
    expect(formatNumber(1234567)).toBe("1,234,567");
  });
});

describe("formatCount", () => {
  it("writes the count with its noun", () => {
    expect(formatCount(0, "part")).toBe("0 parts");
    expect(formatCount(1, "brand")).toBe("1 brand");
    expect(formatCount(12, "part")).toBe("12 parts");
  });

  it("groups the digits of a large count", () => {
    expect(formatCount(1240, "part")).toBe("1,240 parts");
  });
});

describe("formatLongDate", () => {
  it("writes the US long form", () => {
    expect(formatLongDate("2026-03-14")).toBe("March 14, 2026");
  });

  it("shows the date as written, whatever the visitor's time zone", () => {
    // Midnight UTC would be the 31st in the Americas if read in local time.
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatLongDate("2025-12-31T23:30:00Z")).toBe("December 31, 2025");
  });
});

describe("formatList", () => {
  it("joins a list with commas and a final and", () => {
    expect(formatList(["Tallahassee", "Quincy", "Havana"])).toBe("Tallahassee, Quincy, and Havana");
    expect(formatList(["Quincy", "Havana"])).toBe("Quincy and Havana");
    expect(formatList(["Havana"])).toBe("Havana");
  });
});

describe("money", () => {
  it("is the domain's formatting, from cents or a wire amount", () => {
    expect(formatUSD(123450)).toBe("$1,234.50");
    expect(formatUSD("15.00")).toBe("$15.00");
  });
});
