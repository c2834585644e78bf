import { describe, expect, it } from "vitest";
import { applyChanges } from "../../shop/index.ts";
import { sitemapEntries } from "../../site/index.ts";
import { ctx, makeShop } from "../../testing/index.ts";
import { getBrand, getCategory, listBrands, listCategories } from "../catalogue.ts";
import { createBrand, createCategory, parseNewTaxonomy, parseTaxonomyEdit, staffBrands, staffCategories, staffCategoryView, TAXONOMY_NAME_MAX, updateBrand, updateCategory } from "./taxonomy-edit.ts";

const who = { now: ctx.now, by: "counter@parts.test", newId: ctx.newId };

describe("adding a category", () => {
  it("stores it with the next id and an Added entry, and the storefront finds it with no parts", () => {
    const shop = makeShop();
    const result = createCategory(shop, { name: "Range Parts", slug: "range-parts", type: "appliance" }, who);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.status).toBe(201);
    expect(result.value.category).toMatchObject({ id: 3, description: "", productCount: 0 });
    applyChanges(shop, result.changes);
    expect(getCategory(shop, "range-parts")).toMatchObject({ name: "Range Parts", productCount: 0 });
    expect(listCategories(shop, "appliance").map((c) => c.slug)).toContain("range-parts");
    expect(sitemapEntries(shop, [], "2026-01-01", "2026-01-01").map((e) => e.path)).toContain("/appliance-parts/range-parts");
    expect(staffCategoryView(shop, 3)?.history[0]).toMatchObject({ subject: "category:3", summary: "Added", by: "counter@parts.test" });
  });

  it("refuses a slug another category has, naming the slug field", () => {
    const result = createCategory(makeShop(), { name: "Fridge", slug: "refrigerator-parts", type: "appliance" }, who);
    expect(result).toMatchObject({ ok: false, status: 409, error: { field: "slug" } });
  });

  it("refuses a name another category has in any letter case", () => {
    const result = createCategory(makeShop(), { name: "ac parts", slug: "ac-parts-2", type: "hvac" }, who);
    expect(result).toMatchObject({ ok: false, status: 409, error: { field: "name" } });
  });
});

describe("changing a category or brand", () => {
  it("records each changed field before and after, and the page moves to the new slug", () => {
    const shop = makeShop();
    const result = updateCategory(shop, 1, { name: "Fridge Parts", slug: "fridge-parts", description: "New words" }, who);
    if (!result.ok) throw new Error(result.error.message);
    applyChanges(shop, result.changes);
    expect(getCategory(shop, "fridge-parts")?.name).toBe("Fridge Parts");
    expect(getCategory(shop, "refrigerator-parts")).toBeUndefined();
    expect(result.value.history[0]?.summary).toBe("Name Refrigerator Parts -> Fridge Parts; Slug refrigerator-parts -> fridge-parts; Description changed");
  });

  it("stores and records nothing when nothing differs", () => {
    const result = updateBrand(makeShop(), 1, { name: "Whirlpool" }, who);
    expect(result).toMatchObject({ ok: true, status: 200, changes: [] });
  });

  it("keeps its own slug when saved again and refuses another brand's", () => {
    const shop = makeShop();
    expect(updateBrand(shop, 1, { slug: "whirlpool", name: "Whirlpool Corp" }, who).ok).toBe(true);
    expect(updateBrand(shop, 1, { slug: "carrier" }, who)).toMatchObject({ ok: false, status: 409, error: { field: "slug" } });
  });

  it("answers 404 for a record that does not exist", () => {
    expect(updateCategory(makeShop(), 99, { name: "X" }, who)).toMatchObject({ ok: false, status: 404 });
  });

  it("shows a renamed brand in the storefront's brand list and page", () => {
    const shop = makeShop();
    const result = updateBrand(shop, 2, { name: "Carrier HVAC" }, who);
    if (!result.ok) throw new Error(result.error.message);
    applyChanges(shop, result.changes);
    expect(listBrands(shop).map((b) => b.name)).toContain("Carrier HVAC");
    expect(getBrand(shop, "carrier")?.name).toBe("Carrier HVAC");
  });
});

describe("the staff lists", () => {
  it("name every record by name with its parts counted, hidden parts too", () => {
    const shop = makeShop();
    const first = shop.products[0];
    if (!first) throw new Error("fixture has no parts");
    const before = staffCategories(shop).find((c) => c.id === first.categoryId)?.productCount ?? 0;
    first.hidden = true;
    expect(staffCategories(shop).find((c) => c.id === first.categoryId)?.productCount).toBe(before);
    expect(staffBrands(shop).map((b) => b.name)).toEqual(["Carrier", "Whirlpool"]);
  });

  it("adds a brand the storefront lists", () => {
    const shop = makeShop();
    const result = createBrand(shop, { name: "Lennox", slug: "lennox", type: "hvac", description: "Furnaces" }, who);
    if (!result.ok) throw new Error(result.error.message);
    applyChanges(shop, result.changes);
    expect(listBrands(shop, "hvac").map((b) => b.slug)).toContain("lennox");
  });
});

describe("the bodies", () => {
  it("name the field of each problem", () => {
    expect(parseNewTaxonomy({ slug: "a", type: "hvac" })).toMatchObject({ ok: false, error: { field: "name", message: "name is required" } });
    expect(parseNewTaxonomy({ name: "A", slug: "Bad Slug", type: "hvac" })).toMatchObject({ ok: false, error: { field: "slug" } });
    expect(parseNewTaxonomy({ name: "A", slug: "a", type: "garden" })).toMatchObject({ ok: false, error: { field: "type" } });
    expect(parseNewTaxonomy({ name: "x".repeat(81), slug: "a", type: "hvac" })).toMatchObject({ ok: false, error: { field: "name" } });
    expect(parseTaxonomyEdit({ id: 4 })).toMatchObject({ ok: false, error: { field: "id" } });
  });

  it("trims what is sent", () => {
    expect(parseTaxonomyEdit({ name: "  Range  " })).toEqual({ ok: true, value: { name: "Range" } });
  });
});

describe("the words of a category or brand", () => {
  it("refuse control and bidi characters, keep line breaks in a description, and count bytes", () => {
    expect(parseNewTaxonomy({ name: "Range\u202eParts", type: "appliance" })).toMatchObject({ ok: false, error: { field: "name" } });
    expect(parseTaxonomyEdit({ description: "Knobs\u0007 and igniters" })).toMatchObject({ ok: false, error: { field: "description" } });
    expect(parseTaxonomyEdit({ description: "Knobs,\nigniters\tand grates" }).ok).toBe(true);
    expect(parseTaxonomyEdit({ name: "é".repeat(TAXONOMY_NAME_MAX) })).toMatchObject({ ok: false, error: { field: "name", message: expect.stringContaining("bytes") } });
  });
});
