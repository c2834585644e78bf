import { describe, expect, it } from "vitest";
import { LISTING_DEFAULTS, listingApiQuery, listingOf } from "./listing.ts";
import { parsePartQuery } from "./parse.ts";

/** The API form as a query string, as the client sends it (undefined values left out). */
const asSent = (params: object) =>
  new URLSearchParams(Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));

describe("listingApiQuery", () => {
  it("asks for one page: limit and offset from the page, the sort always, in-stock only when on", () => {
    expect(listingApiQuery({ categoryId: 4, page: 3, inStock: false })).toEqual({
      type: undefined,
      categoryId: 4,
      brandId: undefined,
      search: undefined,
      inStock: undefined,
      sort: "popular",
      limit: 20,
      offset: 40,
    });
    expect(listingApiQuery({ page: 0, pageSize: 5, search: "  ", inStock: true })).toMatchObject({ offset: 0, limit: 5, inStock: true, search: undefined });
  });

  it("is read back by the server as the same listing", () => {
    const sent = listingApiQuery({ type: "hvac", brandId: 2, search: " filter ", inStock: true, sort: "price-desc", page: 2 });
    expect(parsePartQuery(asSent(sent), 20)).toEqual({
      ok: true,
      value: { type: "hvac", brandId: 2, search: "filter", inStock: true, sort: "price-desc", limit: 20, offset: 20 },
    });
  });
});

describe("listingOf", () => {
  it("joins the page's scope, the visitor's choices and the filter found for the URL's slug", () => {
    const state = { ...LISTING_DEFAULTS, brand: "whirlpool", search: "valve", page: 2 };
    expect(listingOf({ categoryId: 7 }, state, { by: "brand", id: 3 })).toEqual({
      categoryId: 7,
      brandId: 3,
      search: "valve",
      inStock: false,
      sort: "popular",
      page: 2,
    });
  });

  it("lists the whole scope while the filter's slug is unknown", () => {
    expect(listingOf({ brandId: 3 }, { ...LISTING_DEFAULTS, category: "nope" })).toEqual({
      brandId: 3,
      search: "",
      inStock: false,
      sort: "popular",
      page: 1,
    });
  });
});
