import { describe, expect, it } from "vitest";
import type { ShopData } from "../shop/index.ts";
import { brand, category, part, shopOf } from "../testing/index.ts";
import { queryParts } from "./catalogue.ts";
import { codeMatches, oneTypoAway, searchTerms } from "./search.ts";

const ids = (shop: ShopData, search: string) =>
  queryParts(shop, { search, sort: "name", limit: 50, offset: 0 }).products.map((p) => p.id);

describe("a typo", () => {
  it("is every word one wrong, missing, extra or swapped letter away, and not the word itself", () => {
    const near = oneTypoAway("pump");
    for (const word of ["pimp", "pum", "ump", "pumpp", "apump", "upmp", "pupm"]) expect(near, word).toContain(word);
    expect(near).not.toContain("pump");
    expect(near).not.toContain("pmpu");
  });
});

describe("search terms", () => {
  it("are fuzzy only as words of letters of four or more", () => {
    expect(searchTerms("Valve wp85 fan")).toEqual([
      { term: "valve", code: "VALVE", fuzzy: true },
      { term: "wp85", code: "WP85", fuzzy: false },
      { term: "fan", code: "FAN", fuzzy: false },
    ]);
  });

  it("find a code they begin from two characters, and one they are inside from four", () => {
    expect(codeMatches("WP", ["WP8547174"])).toBe(true);
    expect(codeMatches("854", ["WP8547174"])).toBe(false);
    expect(codeMatches("8547", ["WP8547174"])).toBe(true);
    expect(codeMatches("W", ["WP8547174"])).toBe(false);
  });
});

describe("catalogue search", () => {
  const shop = shopOf({
    categories: [category({ id: 1, name: "Dryer Parts" })],
    brands: [brand({ id: 1, name: "Whirlpool" })],
    products: [
      part({ id: 1, name: "Dryer Idler Pulley", partNumber: "WP8547174", supersedes: ["8547174"], compatibility: ["WED4815EW1"] }),
      part({ id: 2, name: "Drain Pump", partNumber: "W10348269", compatibility: ["WP8547174X"] }),
      part({ id: 3, name: "Water Inlet Valve", partNumber: "W10212596", compatibility: ["WED4815EW1"] }),
    ],
  });

  it("finds a name word with one typo, but a number only as written", () => {
    expect(ids(shop, "pulely")).toEqual([1]);
    expect(ids(shop, "drian pump")).toEqual([2]);
    expect(ids(shop, "vlave")).toEqual([3]);
    expect(ids(shop, "WP8547175")).toEqual([]);
  });

  it("finds a part number by its beginning and by a run of four inside it, not of three", () => {
    expect(ids(shop, "wp-85")).toEqual([2, 1]);
    expect(ids(shop, "1034")).toEqual([2]);
    expect(ids(shop, "034")).toEqual([]);
  });

  it("puts the part numbered as the search first, by its number or one it replaces, then parts fitting a model it names", () => {
    const first = (search: string) => queryParts(shop, { search, sort: "name", limit: 10, offset: 0 }).products.map((p) => p.id);
    // By name, part 2 (Drain Pump) would come first; it only fits a model that begins with the number.
    expect(first("WP8547174")).toEqual([1, 2]);
    expect(first("8547174")).toEqual([1, 2]);
    expect(first("wed4815ew1 whirlpool")).toEqual([1, 3]);
    expect(first("WED4815")).toEqual([1, 3]);
  });
});
