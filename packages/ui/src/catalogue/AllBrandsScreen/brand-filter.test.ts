import type { BrandView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { filterBrands, matchesBrandSearch, readBrandTab, withBrandFilters } from "./brand-filter.ts";

const brand = (id: number, name: string, type: BrandView["type"]): BrandView => ({
  id,
  name,
  slug: name.toLowerCase(),
  type,
  description: "",
  productCount: 1,
});

const brands = [brand(1, "Whirlpool", "appliance"), brand(2, "Fisher & Paykel", "appliance"), brand(3, "Carrier", "hvac"), brand(4, "Trane", "hvac")];

describe("matchesBrandSearch", () => {
  it("ignores case, spaces and punctuation", () => {
    expect(matchesBrandSearch(brands[1]!, "fisher paykel")).toBe(true);
    expect(matchesBrandSearch(brands[1]!, "FISHER&")).toBe(true);
    expect(matchesBrandSearch(brands[0]!, "whirl")).toBe(true);
    expect(matchesBrandSearch(brands[0]!, "trane")).toBe(false);
  });

  it("matches everything with an empty or blank search", () => {
    expect(matchesBrandSearch(brands[0]!, "   ")).toBe(true);
  });
});

describe("filterBrands", () => {
  it("counts each tab under the search and keeps the total of every brand", () => {
    const result = filterBrands(brands, "r", "hvac");
    expect(result.shown.map((b) => b.name)).toEqual(["Carrier", "Trane"]);
    expect(result.counts).toEqual({ all: 4, appliance: 2, hvac: 2 });
    expect(result.total).toBe(4);
  });

  it("narrows the counts as the search narrows", () => {
    const result = filterBrands(brands, "car", "all");
    expect(result.shown.map((b) => b.name)).toEqual(["Carrier"]);
    expect(result.counts).toEqual({ all: 1, appliance: 0, hvac: 1 });
  });
});

describe("the URL", () => {
  it("reads an unknown type as all", () => {
    expect(readBrandTab("hvac")).toBe("hvac");
    expect(readBrandTab("boats")).toBe("all");
    expect(readBrandTab(null)).toBe("all");
  });

  it("leaves defaults out and keeps other keys", () => {
    const params = new URLSearchParams("type=hvac&search=tr&ref=home");
    expect(withBrandFilters(params, { tab: "all" }).toString()).toBe("search=tr&ref=home");
    expect(withBrandFilters(params, { search: " " }).toString()).toBe("type=hvac&ref=home");
    expect(withBrandFilters(new URLSearchParams(), { search: "ge", tab: "appliance" }).toString()).toBe("search=ge&type=appliance");
  });
});
