import { describe, expect, it } from "vitest";
import { getGuide, listGuides } from "../guides/index.ts";
import { makeShop } from "../testing/index.ts";
import { getBrand, getCategory, getPart, listBrands, listCategories, queryParts, searchByModel } from "./catalogue.ts";
import type { PartQuery } from "./types.ts";

const shop = makeShop();
const query = (q: Partial<PartQuery> = {}) => queryParts(shop, { sort: "popular", limit: 20, offset: 0, ...q });
const ids = (q: Partial<PartQuery>) => query(q).products.map((p) => p.id);

describe("catalogue query", () => {
  it("answers a page and the total of the whole result", () => {
    const page = query({ limit: 2, offset: 1 });
    expect(page.total).toBe(4);
    expect(page.products).toHaveLength(2);
  });

  it("filters by type, category, brand, stock, featured and popular", () => {
    expect(ids({ type: "hvac" })).toEqual([4]);
    expect(ids({ categoryId: 1, sort: "name" })).toEqual([2, 3, 1]);
    expect(ids({ brandId: 2 })).toEqual([4]);
    expect(ids({ inStock: true, categoryId: 1 }).includes(3)).toBe(false);
    expect(ids({ isFeatured: true })).toEqual([1]);
    expect(ids({ isPopular: true, sort: "price-asc" })).toEqual([4, 1]);
  });

  it("searches name, part number, brand, compatible model and superseded numbers", () => {
    expect(ids({ search: "water filter" })).toEqual([1]);
    expect(ids({ search: "edr1rxd1" })).toEqual([1]);
    expect(ids({ search: "carrier" })).toEqual([4]);
    expect(ids({ search: "25HCB636" })).toEqual([4]);
    expect(ids({ search: "W10295370A" })).toEqual([1]);
    expect(ids({ search: "w10-295-370a" })).toEqual([1]);
  });

  it("never matches a term across two codes of one product", () => {
    // Product 1's codes are EDR1RXD1, W10295370A, WRF555SDFZ...: "RXD1W102" spans two of them.
    expect(ids({ search: "RXD1W102" })).toEqual([]);
    expect(ids({ search: "EDR1RXD1|W10295370A" })).toEqual([]);
  });

  it("requires every search term to match", () => {
    expect(ids({ search: "whirlpool timer" })).toEqual([2]);
    expect(ids({ search: "carrier timer" })).toEqual([]);
  });

  it("sorts the whole result before paging", () => {
    expect(ids({ sort: "price-asc" })).toEqual([4, 2, 1, 3]);
    expect(ids({ sort: "price-desc" })).toEqual([3, 1, 2, 4]);
    expect(ids({ sort: "price-desc", limit: 2, offset: 2 })).toEqual([2, 4]);
    expect(ids({ sort: "name" })).toEqual([2, 4, 3, 1]);
  });

  it("puts popular parts first, then featured, then those in stock", () => {
    expect(ids({ sort: "popular" })).toEqual([1, 4, 2, 3]);
  });

  it("names each product's brand and category", () => {
    expect(query({ search: "capacitor" }).products[0]).toMatchObject({
      brand: { name: "Carrier", slug: "carrier" },
      category: { slug: "ac-parts", type: "hvac" },
    });
  });

  it("answers an empty page past the end", () => {
    expect(query({ offset: 40 })).toEqual({ products: [], total: 4 });
  });
});

describe("model search", () => {
  it("finds exact models first, then longer models that start with the input", () => {
    expect(searchByModel(shop, "wrf 555-sdfz").map((p) => p.id)).toEqual([1, 2]);
  });

  it("narrows to one side of the shop", () => {
    expect(searchByModel(shop, "25HCB636A003", "appliance")).toEqual([]);
    expect(searchByModel(shop, "25HCB636A003", "hvac").map((p) => p.id)).toEqual([4]);
  });

  it("answers nothing for an unknown model", () => {
    expect(searchByModel(shop, "NOPE1234")).toEqual([]);
  });
});

describe("look-ups", () => {
  it("counts parts per category and brand", () => {
    expect(listCategories(shop).map((c) => [c.slug, c.productCount])).toEqual([
      ["refrigerator-parts", 3],
      ["ac-parts", 1],
    ]);
    expect(listBrands(shop, "hvac").map((b) => [b.slug, b.productCount])).toEqual([["carrier", 1]]);
  });

  it("finds categories, brands and products by slug or id, and nothing for unknown ones", () => {
    expect(getCategory(shop, "ac-parts")?.name).toBe("AC Parts");
    expect(getCategory(shop, "nope")).toBeUndefined();
    expect(getBrand(shop, "whirlpool")?.productCount).toBe(3);
    expect(getBrand(shop, "nope")).toBeUndefined();
    expect(getPart(shop, 2)?.partNumber).toBe("WPW10822278");
    expect(getPart(shop, 99)).toBeUndefined();
  });
});

describe("blog", () => {
  it("lists published posts only, newest first", () => {
    const list = listGuides(shop, { limit: 10, offset: 0 }, "2026-11-24");
    expect(list.total).toBe(2);
    expect(list.posts.map((p) => p.slug)).toEqual(["replace-water-filter", "find-model-number"]);
    expect(list.posts[0]?.category?.slug).toBe("refrigerator-parts");
    expect(list.posts[1]?.category).toBeNull();
  });

  it("searches title, excerpt and content", () => {
    expect(listGuides(shop, { search: "tag", limit: 10, offset: 0 }, "2026-11-24").posts.map((p) => p.id)).toEqual([1]);
  });

  it("never serves a draft", () => {
    expect(getGuide(shop, "draft-capacitors", "2026-11-24")).toBeUndefined();
    expect(listGuides(shop, { search: "capacitors", limit: 10, offset: 0 }, "2026-11-24").total).toBe(0);
    expect(getGuide(shop, "find-model-number", "2026-11-24")?.title).toBe("Find your model number");
  });
});
