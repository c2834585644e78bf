import { describe, expect, it } from "vitest";
import { makeShop } from "../testing/index.ts";
import { getPart, summarizePart } from "./catalogue.ts";
import { applyChanges } from "../shop/index.ts";
import { isInStock, releaseStockChanges, reserveStockChanges, shortageMessage, stockShortage, upgradePartRecord } from "./stock.ts";

const part = { name: "Dryer Idler Pulley", partNumber: "WP8547174", quantityOnHand: 2 };

describe("stock on hand", () => {
  it("counts a part in stock while at least one is on hand, in the product view and its summary", () => {
    const shop = makeShop();
    expect(isInStock({ quantityOnHand: 1 })).toBe(true);
    expect(isInStock({ quantityOnHand: 0 })).toBe(false);
    expect(getPart(shop, 3)).toMatchObject({ quantityOnHand: 0, inStock: false });
    expect(summarizePart(getPart(shop, 2)!)).toMatchObject({ quantityOnHand: 8, inStock: true });
  });

  it("names the part and how many there are when asked for more", () => {
    expect(shortageMessage(part)).toBe("Only 2 of Dryer Idler Pulley (WP8547174) are in stock");
    expect(shortageMessage({ ...part, quantityOnHand: 1 })).toBe("Only 1 of Dryer Idler Pulley (WP8547174) is in stock");
    expect(stockShortage(part, 2)).toBeUndefined();
    expect(stockShortage(part, 3)).toEqual({ message: "Only 2 of Dryer Idler Pulley (WP8547174) are in stock", field: "productId" });
  });

  it("takes each ordered line's quantity off its part, twice-listed parts by both; a part that is gone is left alone", () => {
    const shop = makeShop();
    const changes = reserveStockChanges([
      { productId: 2, quantity: 3 },
      { productId: 2, quantity: 1 },
      { productId: 99, quantity: 1 },
    ]);
    expect(changes).toEqual([
      { op: "stock", collection: "products", id: 2, by: -3 },
      { op: "stock", collection: "products", id: 2, by: -1 },
      { op: "stock", collection: "products", id: 99, by: -1 },
    ]);
    expect(shop.products.find((p) => p.id === 2)?.quantityOnHand).toBe(8);
    applyChanges(shop, changes);
    expect(shop.products.find((p) => p.id === 2)?.quantityOnHand).toBe(4);
    expect(shop.products.some((p) => p.id === 99)).toBe(false);
    expect(() => applyChanges(shop, [{ op: "stock", collection: "products", id: 2, by: -5 }])).toThrow(/fewer than the 5 taken/);
    applyChanges(shop, releaseStockChanges([{ productId: 2, quantity: 4 }]));
    expect(shop.products.find((p) => p.id === 2)?.quantityOnHand).toBe(8);
  });

  it("gives a record stored with only inStock a quantity of 1 or 0 and drops the flag; a record with a quantity stays", () => {
    expect(upgradePartRecord({ id: 1, inStock: true })).toEqual({ id: 1, quantityOnHand: 1 });
    expect(upgradePartRecord({ id: 2, inStock: false })).toEqual({ id: 2, quantityOnHand: 0 });
    const current = { id: 3, quantityOnHand: 7 };
    expect(upgradePartRecord(current)).toBe(current);
  });
});
