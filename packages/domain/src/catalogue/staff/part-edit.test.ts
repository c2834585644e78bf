import { describe, expect, it } from "vitest";
import { applyChanges } from "../../shop/index.ts";
import { sitemapEntries } from "../../site/index.ts";
import { ctx, makeShop } from "../../testing/index.ts";
import { getPart, queryParts, searchByModel } from "../catalogue.ts";
import { parseNewPart, parsePartEdit, parseStaffPartQuery } from "../parse.ts";
import type { PartInput } from "../types.ts";
import { createPart, queryStaffParts, staffPartView, updatePart } from "./part-edit.ts";

const who = { now: ctx.now, by: "counter@parts.test", newId: ctx.newId };

const newPart: PartInput = {
  name: "Door Gasket",
  partNumber: "wp-2188 xyz",
  price: "45.00",
  quantityOnHand: 4,
  description: "Seals the door.",
  compatibility: ["WRF555SDFZ"],
  brandId: 1,
  categoryId: 1,
};

describe("updating a part", () => {
  it("stores the part and one history entry naming each field before and after", () => {
    const shop = makeShop();
    const result = updatePart(shop, 2, { price: "29.99", quantityOnHand: 10 }, who);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.changes).toHaveLength(2);
    applyChanges(shop, result.changes);
    expect(getPart(shop, 2)?.price).toBe("29.99");
    const [entry] = staffPartView(shop, 2)?.history ?? [];
    expect(entry).toMatchObject({
      by: "counter@parts.test",
      subject: "part:2",
      summary: "Price 32.50 -> 29.99; Quantity 8 -> 10",
      fields: [
        { field: "price", before: "32.50", after: "29.99" },
        { field: "quantityOnHand", before: 8, after: 10 },
      ],
    });
  });

  it("stores and records nothing when no field changes", () => {
    const result = updatePart(makeShop(), 2, { price: "32.50" }, who);
    expect(result).toMatchObject({ ok: true, status: 200, changes: [] });
  });

  it("ends a sale when originalPrice is null, and refuses a sale price at or above the list price", () => {
    const shop = makeShop();
    const ended = updatePart(shop, 1, { originalPrice: null }, who);
    expect(ended.ok && ended.value.part.originalPrice).toBeUndefined();
    expect(ended.ok && ended.value.history[0]?.summary).toBe("Price before sale 59.99 -> none");
    expect(updatePart(shop, 1, { originalPrice: "49.99" }, who)).toMatchObject({ ok: false, status: 400, error: { field: "originalPrice" } });
  });

  it("refuses another part's number, whatever its case, dashes or spaces", () => {
    expect(updatePart(makeShop(), 2, { partNumber: "P291 4554RS" }, who)).toMatchObject({ ok: false, status: 409, error: { field: "partNumber" } });
  });

  it("refuses a brand or category that does not exist, and a missing part", () => {
    expect(updatePart(makeShop(), 2, { brandId: 99 }, who)).toMatchObject({ ok: false, status: 400, error: { field: "brandId" } });
    expect(updatePart(makeShop(), 2, { categoryId: 99 }, who)).toMatchObject({ ok: false, status: 400, error: { field: "categoryId" } });
    expect(updatePart(makeShop(), 99, { name: "X" }, who)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("adding a part", () => {
  it("gives it the next id and records it as added", () => {
    const shop = makeShop();
    const parsed = parseNewPart(newPart);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const result = createPart(shop, parsed.value, who);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.status).toBe(201);
    expect(result.value.part).toMatchObject({ id: 5, partNumber: "WP-2188 XYZ", hidden: false, supersedes: [] });
    expect(result.value.history[0]).toMatchObject({ subject: "part:5", summary: "Added" });
    applyChanges(shop, result.changes);
    expect(getPart(shop, 5)?.name).toBe("Door Gasket");
  });

  it("refuses a price of zero", () => {
    const parsed = parseNewPart({ ...newPart, price: "0.00" });
    expect(parsed.ok && createPart(makeShop(), parsed.value, who)).toMatchObject({ ok: false, error: { field: "price" } });
  });
});

describe("part validation", () => {
  it("names the field of each bad value", () => {
    expect(parsePartEdit({ price: "cheap" })).toMatchObject({ ok: false, error: { field: "price" } });
    expect(parsePartEdit({ quantityOnHand: 100_000 })).toMatchObject({ ok: false, error: { field: "quantityOnHand" } });
    expect(parsePartEdit({ quantityOnHand: 1.5 })).toMatchObject({ ok: false, error: { field: "quantityOnHand" } });
    expect(parsePartEdit({ partNumber: "  " })).toMatchObject({ ok: false, error: { field: "partNumber" } });
    expect(parsePartEdit({ id: 3 })).toMatchObject({ ok: false, error: { field: "id" } });
    expect(parseNewPart({ ...newPart, name: undefined })).toMatchObject({ ok: false, error: { message: "name is required", field: "name" } });
  });

  it("trims list entries and drops blanks and repeats", () => {
    expect(parsePartEdit({ compatibility: [" A1 ", "", "A1", "B2"] })).toEqual({ ok: true, value: { compatibility: ["A1", "B2"] } });
  });
});

describe("a part's bin", () => {
  it("is trimmed, and an empty one or null reads as none; over 20 characters, not text or not one plain line is refused naming bin", () => {
    expect(parsePartEdit({ bin: "  A3-12 " })).toEqual({ ok: true, value: { bin: "A3-12" } });
    expect(parsePartEdit({ bin: "   " })).toEqual({ ok: true, value: { bin: null } });
    expect(parsePartEdit({ bin: null })).toEqual({ ok: true, value: { bin: null } });
    expect(parsePartEdit({ bin: "B".repeat(20) })).toMatchObject({ ok: true });
    expect(parsePartEdit({ bin: "AISLE-3-SHELF-12-SLOT-4" })).toEqual({ ok: false, error: { message: "bin must be at most 20 characters", field: "bin" } });
    expect(parsePartEdit({ bin: 12 })).toMatchObject({ ok: false, error: { message: "bin must be text", field: "bin" } });
    expect(parsePartEdit({ bin: "A3\n12" })).toMatchObject({ ok: false, error: { field: "bin" } });
    expect(parseNewPart({ ...newPart, bin: "C2-07" })).toMatchObject({ ok: true, value: { bin: "C2-07" } });
  });

  it("is set, changed and removed with a history entry each, shown to staff and never to the storefront", () => {
    const shop = makeShop();
    const set = updatePart(shop, 2, { bin: "A3-12" }, who);
    if (!set.ok) throw new Error(set.error.message);
    expect(set.value.history[0]?.summary).toBe("Bin none -> A3-12");
    applyChanges(shop, set.changes);
    expect(staffPartView(shop, 2)?.part.bin).toBe("A3-12");
    expect(queryStaffParts(shop, { q: "defrost", limit: 50, offset: 0 }).parts).toMatchObject([{ id: 2, bin: "A3-12" }]);
    expect(getPart(shop, 2)).not.toHaveProperty("bin");
    expect(queryParts(shop, { sort: "popular", limit: 100, offset: 0 }).products.some((p) => "bin" in p)).toBe(false);
    expect(searchByModel(shop, "WRF555SDFZ").some((p) => "bin" in p)).toBe(false);

    // The form sends an emptied field as "": it removes the bin.
    const emptied = parsePartEdit({ bin: "" });
    if (!emptied.ok) throw new Error(emptied.error.message);
    const cleared = updatePart(shop, 2, emptied.value, who);
    if (!cleared.ok) throw new Error(cleared.error.message);
    expect(cleared.value.part).not.toHaveProperty("bin");
    expect(cleared.value.history[0]?.summary).toBe("Bin A3-12 -> none");
    expect(updatePart(shop, 1, { bin: null }, who)).toMatchObject({ ok: true, changes: [] });
  });

  it("is stored with a new part when given, and left out when not", () => {
    const withBin = createPart(makeShop(), { ...newPart, bin: "C2-07" }, who);
    expect(withBin.ok && withBin.value.part.bin).toBe("C2-07");
    const without = createPart(makeShop(), { ...newPart, bin: null }, who);
    expect(without.ok && without.value.part).not.toHaveProperty("bin");
  });
});

describe("hidden parts", () => {
  it("are left out of listings, search, model search, product pages and the sitemap", () => {
    const shop = makeShop();
    const result = updatePart(shop, 1, { hidden: true }, who);
    if (!result.ok) throw new Error(result.error.message);
    applyChanges(shop, result.changes);
    expect(getPart(shop, 1)).toBeUndefined();
    expect(queryParts(shop, { sort: "popular", limit: 100, offset: 0 }).products.map((p) => p.id)).not.toContain(1);
    expect(queryParts(shop, { search: "EDR1RXD1", sort: "popular", limit: 100, offset: 0 }).total).toBe(0);
    expect(searchByModel(shop, "WRF555SDFZ").map((p) => p.id)).toEqual([2]);
    expect(sitemapEntries(shop, [], "2026-11-22", "2026-11-22").map((e) => e.path)).not.toContain("/products/1");
    expect(staffPartView(shop, 1)?.part.hidden).toBe(true);
  });
});

describe("the staff part list", () => {
  it("finds parts by name or part number, hidden ones too, sorted by name", () => {
    const shop = makeShop();
    shop.products[0] = { ...shop.products[0]!, hidden: true };
    const all = (q: string) => {
      const parsed = parseStaffPartQuery(new URLSearchParams(q));
      if (!parsed.ok) throw new Error(parsed.error.message);
      return queryStaffParts(shop, parsed.value);
    };
    expect(all("q=p291-4554").parts.map((p) => p.id)).toEqual([4]);
    expect(all("q=filter").parts).toMatchObject([{ id: 1, hidden: true, brand: { name: "Whirlpool" } }]);
    expect(all("hidden=false").total).toBe(3);
    expect(all("stock=out").parts.map((p) => p.id)).toEqual([3]);
    expect(all("").parts.map((p) => p.name)).toEqual(["Defrost Timer", "Dual Run Capacitor 45/5 MFD", "Ice Maker Assembly", "Water Filter"]);
    expect(parseStaffPartQuery(new URLSearchParams("stock=maybe"))).toMatchObject({ ok: false, error: { field: "stock" } });
  });
});

describe("a part's special order", () => {
  it("is a whole number of business days from 1 to 60, or null for none; anything else is refused naming specialOrderDays", () => {
    expect(parsePartEdit({ specialOrderDays: 5 })).toEqual({ ok: true, value: { specialOrderDays: 5 } });
    expect(parsePartEdit({ specialOrderDays: null })).toEqual({ ok: true, value: { specialOrderDays: null } });
    expect(parsePartEdit({ specialOrderDays: 0 })).toEqual({ ok: false, error: { message: "specialOrderDays must be from 1 to 60 business days", field: "specialOrderDays" } });
    expect(parsePartEdit({ specialOrderDays: 61 })).toMatchObject({ ok: false, error: { field: "specialOrderDays" } });
    expect(parsePartEdit({ specialOrderDays: 2.5 })).toMatchObject({ ok: false, error: { field: "specialOrderDays" } });
    expect(parsePartEdit({ specialOrderDays: "5" })).toMatchObject({ ok: false, error: { field: "specialOrderDays" } });
    expect(parseNewPart({ ...newPart, specialOrderDays: 3 })).toMatchObject({ ok: true, value: { specialOrderDays: 3 } });
  });

  it("is set and removed with a history entry each, and shown on the storefront", () => {
    const shop = makeShop();
    const set = updatePart(shop, 3, { specialOrderDays: 5 }, who);
    if (!set.ok) throw new Error(set.error.message);
    expect(set.value.history[0]?.summary).toBe("Special order (business days) none -> 5");
    applyChanges(shop, set.changes);
    expect(getPart(shop, 3)).toMatchObject({ specialOrderDays: 5, inStock: false });
    expect(queryStaffParts(shop, { q: "ice maker", limit: 50, offset: 0 }).parts).toMatchObject([{ id: 3, specialOrderDays: 5 }]);
    const cleared = updatePart(shop, 3, { specialOrderDays: null }, who);
    if (!cleared.ok) throw new Error(cleared.error.message);
    expect(cleared.value.part).not.toHaveProperty("specialOrderDays");
    expect(cleared.value.history[0]?.summary).toBe("Special order (business days) 5 -> none");
  });
});
