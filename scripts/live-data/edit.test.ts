import { describe, expect, it } from "vitest";
import { applyChanges, type Part, type ShopData } from "@shop/domain";
import { makeShop } from "@shop/domain/testing";
import { edit, parseAddress, show, type Address } from "./edit.ts";

function address(data: ShopData, text: string): Address {
  const parsed = parseAddress(data, text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

/** Applies an edit the way the command commits it, or returns the refusal. */
function apply(data: ShopData, text: string, value: string | undefined): string | null {
  const result = edit(data, address(data, text), value);
  if (!result.ok) return result.message;
  applyChanges(data, [result.value.change]);
  return null;
}

describe("addresses", () => {
  it("name the store record, a part by part number and a category or brand by slug", () => {
    const shop = makeShop();
    expect(address(shop, "store")).toEqual({ kind: "store", key: "", path: [] });
    expect(address(shop, "store.hours.0.closes")).toEqual({ kind: "store", key: "", path: ["hours", "0", "closes"] });
    expect(address(shop, "part:edr1rxd1.price")).toEqual({ kind: "part", key: "edr1rxd1", path: ["price"] });
    expect(address(shop, "category:ac-parts.name")).toEqual({ kind: "category", key: "ac-parts", path: ["name"] });
    expect(parseAddress(shop, "product:1.price")).toMatchObject({ ok: false, message: expect.stringContaining("not an address") });
  });

  it("show a record or one field, and say what is missing", () => {
    const shop = makeShop();
    expect(show(shop, address(shop, "store.taxRate"))).toEqual({ ok: true, value: "0.065" });
    expect(show(shop, address(shop, "part:EDR1RXD1"))).toMatchObject({ ok: true, value: { id: 1, price: "49.99" } });
    expect(show(shop, address(shop, "part:NOPE.price"))).toEqual({ ok: false, message: 'No part with part number "NOPE"' });
    expect(show(shop, address(shop, "store.nothing"))).toEqual({ ok: false, message: "store.nothing is no field" });
  });
});

describe("edits", () => {
  it("set the store record's tax rate and phone as the shop's rules allow", () => {
    const shop = makeShop();
    expect(apply(shop, "store.taxRate", "0.075")).toBeNull();
    expect(apply(shop, "store.phone", "(850) 555-0199")).toBeNull();
    expect(shop.store).toMatchObject({ taxRate: "0.075", phone: "(850) 555-0199" });
    expect(apply(shop, "store.taxRate", "7.5%")).toMatch(/decimal fraction/);
    expect(apply(shop, "store.taxRate", "1.2")).toMatch(/decimal fraction/);
    expect(apply(shop, "store.phone", "call us")).toMatch(/phone number/);
    expect(apply(shop, "store.email", "not-an-email")).toMatch(/valid email/);
    expect(shop.store.taxRate).toBe("0.075");
  });

  it("set a part's price, refusing one that is no amount or not below the price before a sale", () => {
    const shop = makeShop();
    expect(apply(shop, "part:WPW10822278.price", "54.99")).toBeNull();
    expect(shop.products.find((p) => p.id === 2)?.price).toBe("54.99");
    expect(apply(shop, "part:WPW10822278.price", "54.999")).toMatch(/amount like/);
    // Part 1 is on sale from 59.99.
    expect(apply(shop, "part:EDR1RXD1.price", "64.99")).toMatch(/must be below originalPrice 59.99/);
    expect(apply(shop, "part:EDR1RXD1.originalPrice", undefined)).toBeNull();
    expect(apply(shop, "part:EDR1RXD1.price", "64.99")).toBeNull();
    expect(shop.products.find((p) => p.id === 1)).not.toHaveProperty("originalPrice");
  });

  it("set a part's quantity on hand to a whole number of 0 or more, and refuse inStock, which follows from it", () => {
    const shop = makeShop();
    expect(apply(shop, "part:W10190965.quantityOnHand", "7")).toBeNull();
    expect(shop.products.find((p) => p.id === 3)?.quantityOnHand).toBe(7);
    expect(apply(shop, "part:W10190965.quantityOnHand", "-1")).toMatch(/whole number, 0 or more/);
    expect(apply(shop, "part:W10190965.quantityOnHand", "2.5")).toMatch(/whole number, 0 or more/);
    expect(apply(shop, "part:W10190965.inStock", "false")).toMatch(/set part:W10190965.quantityOnHand instead/);
    expect(shop.products.find((p) => p.id === 3)?.quantityOnHand).toBe(7);
  });

  it("take values of the field's own type and refuse ids, lists and unknown records", () => {
    const shop = makeShop();
    expect(apply(shop, "part:W10190965.isPopular", "true")).toBeNull();
    expect(shop.products.find((p) => p.id === 3)?.isPopular).toBe(true);
    expect(apply(shop, "part:W10190965.isPopular", "yes")).toMatch(/true or false/);
    expect(apply(shop, "part:W10190965.categoryId", "99")).toMatch(/no category 99/);
    expect(apply(shop, "part:W10190965.id", "7")).toMatch(/cannot be changed/);
    expect(apply(shop, "part:W10190965.compatibility", "X")).toMatch(/is a list/);
    expect(apply(shop, "store.name", undefined)).toMatch(/cannot be removed/);
    expect(apply(shop, "category:ac-parts.slug", "refrigerator-parts")).toMatch(/is taken/);
    expect(apply(shop, "store.hours.0.closes", "19:00")).toBeNull();
    expect(shop.store.hours[0]?.closes).toBe("19:00");
  });

  it("change a category's name as one change to the whole record", () => {
    const shop = makeShop();
    const result = edit(shop, address(shop, "category:ac-parts.name"), "Air Conditioner Parts");
    expect(result).toMatchObject({
      ok: true,
      value: { before: "AC Parts", after: "Air Conditioner Parts", change: { op: "put", collection: "categories", record: { id: 2, slug: "ac-parts" } } },
    });
    // Nothing changes until the change is committed.
    expect(shop.categories[1]?.name).toBe("AC Parts");
    const part = shop.products[0] as Part;
    expect(edit(shop, address(shop, `part:${part.partNumber}.name`), "  ")).toMatchObject({ ok: false, message: expect.stringMatching(/must not be empty/) });
  });
});
