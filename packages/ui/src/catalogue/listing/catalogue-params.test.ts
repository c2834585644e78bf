import { describe, expect, it } from "vitest";
import {
  catalogueHasFilters,
  readCatalogueParams,
  withFilters,
  withoutFilters,
  withPage,
} from "./catalogue-params.ts";

const q = (text: string) => new URLSearchParams(text);

describe("readCatalogueParams", () => {
  it("reads the defaults from an empty query", () => {
    expect(readCatalogueParams(q(""))).toEqual({
      search: "",
      brand: null,
      category: null,
      sort: "popular",
      inStock: false,
      page: 1,
    });
  });

  it("reads every filter, the sort and the page", () => {
    expect(readCatalogueParams(q("search=%20pump%20&brand=ge&category=dishwasher-parts&sort=price-asc&inStock=true&page=3"))).toEqual({
      search: "pump",
      brand: "ge",
      category: "dishwasher-parts",
      sort: "price-asc",
      inStock: true,
      page: 3,
    });
  });

  it("reads the search text from q on the search page", () => {
    expect(readCatalogueParams(q("q=WRF555SDFZ&search=other"), "q").search).toBe("WRF555SDFZ");
  });

  it("reads nonsense as the defaults", () => {
    const state = readCatalogueParams(q("sort=cheapest&page=-2&inStock=yes&brand=%20"));
    expect(state).toMatchObject({ sort: "popular", page: 1, inStock: false, brand: null });
    expect(readCatalogueParams(q("page=2.5")).page).toBe(1);
    expect(readCatalogueParams(q("page=0")).page).toBe(1);
    expect(readCatalogueParams(q("page=99999999999999999999")).page).toBe(1);
  });
});

describe("withFilters", () => {
  it("goes back to page 1 when a filter changes", () => {
    expect(withFilters(q("page=3&brand=ge"), { brand: "lg" }).toString()).toBe("brand=lg");
  });

  it("goes back to page 1 when the sort changes", () => {
    expect(withFilters(q("page=2"), { sort: "name" }).toString()).toBe("sort=name");
  });

  it("leaves defaults out of the URL", () => {
    expect(withFilters(q("sort=name&inStock=true&brand=ge&search=pump"), { sort: "popular", inStock: false, brand: null, search: "  " }).toString()).toBe("");
  });

  it("keeps other filters and unrelated keys", () => {
    const next = withFilters(q("search=pump&order=TLH-1&page=4"), { inStock: true });
    expect(next.get("search")).toBe("pump");
    expect(next.get("order")).toBe("TLH-1");
    expect(next.get("inStock")).toBe("true");
    expect(next.has("page")).toBe(false);
  });

  it("writes the search text under q on the search page", () => {
    expect(withFilters(q("q=old&page=2"), { search: " new " }, "q").toString()).toBe("q=new");
  });

  it("does not change the params it was given", () => {
    const params = q("page=2");
    withFilters(params, { brand: "ge" });
    expect(params.toString()).toBe("page=2");
  });
});

describe("withPage", () => {
  it("sets the page and keeps the filters", () => {
    expect(withPage(q("brand=ge&sort=name"), 2).toString()).toBe("brand=ge&sort=name&page=2");
  });

  it("leaves page 1 out of the URL", () => {
    expect(withPage(q("brand=ge&page=3"), 1).toString()).toBe("brand=ge");
    expect(withPage(q("page=3"), 0).toString()).toBe("");
  });
});

describe("withoutFilters", () => {
  it("clears search, brand, category and in-stock, and keeps the sort", () => {
    expect(withoutFilters(q("search=x&brand=ge&category=c&inStock=true&sort=name&page=2")).toString()).toBe("sort=name");
  });

  it("keeps the search text when asked (the search page)", () => {
    expect(withoutFilters(q("q=pump&brand=ge&inStock=true"), "q", { keepSearch: true }).toString()).toBe("q=pump");
  });
});

describe("catalogueHasFilters", () => {
  it("is false for the defaults, whatever the sort and page", () => {
    expect(catalogueHasFilters(readCatalogueParams(q("sort=name&page=2")))).toBe(false);
  });

  it("is true for any filter", () => {
    for (const text of ["search=x", "brand=ge", "category=c", "inStock=true"]) {
      expect(catalogueHasFilters(readCatalogueParams(q(text)))).toBe(true);
    }
  });

  it("can leave the search text out (the search page)", () => {
    expect(catalogueHasFilters(readCatalogueParams(q("q=pump"), "q"), { ignoreSearch: true })).toBe(false);
  });
});
