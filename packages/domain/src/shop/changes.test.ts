import { describe, expect, it } from "vitest";
import type { CartItemRecord } from "../cart/index.ts";
import { getCategory, getPart, listCategories, type Part, queryParts } from "../catalogue/index.ts";
import type { OrderRecord } from "../orders/index.ts";
import { makeShop, store } from "../testing/index.ts";
import { applyChanges, type Change, findOrderByNumber, findOrdersByEmail, findRecord, generationOf, touchesCatalogue } from "./changes.ts";

const everything = { sort: "popular", limit: 100, offset: 0 } as const;

const productPut = (over: Partial<Part> & { id: number }): Change => {
  const base = makeShop().products.find((p) => p.id === over.id);
  if (!base) throw new Error(`no product ${over.id}`);
  return { op: "put", collection: "products", record: { ...base, ...over } };
};

const cartLine: CartItemRecord = {
  id: "line-1",
  sessionId: "aaaaaaaaaaaaaaaaaaaaa",
  productId: 1,
  quantity: 1,
  unitPrice: "49.99",
  addedAt: "2026-01-01T00:00:00.000Z",
};

describe("catalogue changes", () => {
  it("show a part's new price in every derived answer, even after the catalogue was read", () => {
    const shop = makeShop();
    expect(getPart(shop, 2)?.price).toBe("32.50");
    expect(queryParts(shop, { ...everything, sort: "price-asc" }).products.map((p) => p.id)).toEqual([4, 2, 1, 3]);

    applyChanges(shop, [productPut({ id: 2, price: "54.99" })]);

    expect(getPart(shop, 2)?.price).toBe("54.99");
    expect(queryParts(shop, { ...everything, sort: "price-asc" }).products.map((p) => p.id)).toEqual([4, 1, 2, 3]);
  });

  it("change the collection in place and move its generation once per call, so the derived catalogue is made again", () => {
    const shop = makeShop();
    const before = shop.products;
    const brands = shop.brands;
    const generation = generationOf(shop.products);
    expect(queryParts(shop, { search: "plus", sort: "popular", limit: 10, offset: 0 }).total).toBe(0);
    applyChanges(shop, [productPut({ id: 1, name: "Water Filter Plus" }), productPut({ id: 3, quantityOnHand: 4 })]);

    expect(shop.products).toBe(before);
    expect(generationOf(shop.products)).toBe(generation + 1);
    expect(generationOf(shop.brands)).toBe(generationOf(brands));
    expect(shop.products.find((p) => p.id === 1)?.name).toBe("Water Filter Plus");
    expect(shop.products.find((p) => p.id === 3)?.quantityOnHand).toBe(4);
    expect(queryParts(shop, { search: "plus", sort: "popular", limit: 10, offset: 0 }).products.map((p) => p.id)).toEqual([1]);
    expect(getPart(shop, 3)?.quantityOnHand).toBe(4);
  });

  it("rename a category in its listing and in the parts that name it", () => {
    const shop = makeShop();
    expect(getPart(shop, 1)?.category.name).toBe("Refrigerator Parts");
    const [fridge] = shop.categories;
    if (!fridge) throw new Error("no category");
    applyChanges(shop, [{ op: "put", collection: "categories", record: { ...fridge, name: "Fridge Parts" } }]);

    expect(listCategories(shop).map((c) => c.name)).toEqual(["Fridge Parts", "AC Parts"]);
    expect(getCategory(shop, "refrigerator-parts")?.productCount).toBe(3);
    expect(getPart(shop, 1)?.category.name).toBe("Fridge Parts");
  });

  it("add a part at the end and remove one keeping the order of the rest, with look-ups by id in step", () => {
    const shop = makeShop();
    const added = { ...(shop.products[0] as Part), id: 9, partNumber: "NEW-9" };
    applyChanges(shop, [
      { op: "put", collection: "products", record: added },
      { op: "delete", collection: "products", id: 2 },
    ]);

    expect(shop.products.map((p) => p.id)).toEqual([1, 3, 4, 9]);
    for (const product of shop.products) expect(findRecord(shop.products, product.id)).toBe(product);
    expect(findRecord(shop.products, 2)).toBeUndefined();
    expect(getPart(shop, 2)).toBeUndefined();
    expect(getPart(shop, 9)?.partNumber).toBe("NEW-9");
  });

  it("give the same data when applied twice, as a replayed journal does", () => {
    const once = makeShop();
    const twice = makeShop();
    const changes: Change[] = [
      productPut({ id: 4, price: "0.20" }),
      { op: "delete", collection: "posts", id: 1 },
      { op: "store", record: { ...store, taxRate: "0.075" } },
    ];
    applyChanges(once, changes);
    applyChanges(twice, changes);
    applyChanges(twice, changes);
    expect(twice).toEqual(once);
    expect(twice.posts.map((p) => p.id)).toEqual([2, 3]);
  });

  it("replace the store record as a whole", () => {
    const shop = makeShop();
    applyChanges(shop, [{ op: "store", record: { ...store, taxRate: "0.075", phone: "(850) 555-0199" } }]);
    expect(shop.store).toMatchObject({ taxRate: "0.075", phone: "(850) 555-0199", name: store.name });
    expect(store.taxRate).toBe("0.065");
  });

  it("keep writing carts in place", () => {
    const shop = makeShop();
    const lines = shop.cartItems;
    applyChanges(shop, [{ op: "put", collection: "cartItems", record: cartLine }]);
    expect(shop.cartItems).toBe(lines);
    expect(lines).toEqual([cartLine]);
  });
});

describe("touchesCatalogue", () => {
  it("is true for a change to a catalogue collection or to the store record", () => {
    expect(touchesCatalogue([productPut({ id: 1, price: "1.00" })])).toBe(true);
    expect(touchesCatalogue([{ op: "delete", collection: "brands", id: 2 }])).toBe(true);
    expect(touchesCatalogue([{ op: "delete", collection: "posts", id: 1 }])).toBe(true);
    expect(touchesCatalogue([{ op: "store", record: store }])).toBe(true);
    expect(touchesCatalogue([{ op: "put", collection: "cartItems", record: cartLine }, productPut({ id: 1 })])).toBe(true);
  });

  it("is false for carts, orders, messages and sign-ups, and for no changes", () => {
    expect(touchesCatalogue([])).toBe(false);
    expect(touchesCatalogue([{ op: "put", collection: "cartItems", record: cartLine }])).toBe(false);
    expect(touchesCatalogue([{ op: "delete", collection: "cartItems", id: "line-1" }])).toBe(false);
    expect(touchesCatalogue([{ op: "delete", collection: "orders", id: 1 }])).toBe(false);
    expect(
      touchesCatalogue([
        { op: "put", collection: "contactMessages", record: { id: "m", name: "A", email: "a@b.co", message: "Hi", createdAt: "2026-01-01" } },
        { op: "put", collection: "newsletterSignups", record: { id: "n", email: "a@b.co", createdAt: "2026-01-01" } },
      ]),
    ).toBe(false);
  });
});

describe("findOrderByNumber", () => {
  const order = (id: number, orderNumber: string): OrderRecord => ({
    id,
    orderNumber,
    clientOrderNumber: `c${id}`,
    sessionId: "aaaaaaaaaaaaaaaaaaaaa",
    email: "pat@example.com",
    name: "Pat",
    phone: "(850) 555-0199",
    items: [],
    subtotal: "0.00",
    tax: "0.00",
    total: "0.00",
    fulfilment: "pickup",
    status: "received",
    createdAt: "2026-11-23T14:05:00.000Z",
  });

  it("finds the order as it is now when the array changed behind its index (another copy of the module wrote it)", () => {
    const shop = makeShop();
    shop.orders.push(order(1, "TLH-20261123-AAAAA"));
    expect(findOrderByNumber(shop, "TLH-20261123-AAAAA")?.status).toBe("received");
    // As the server's applyChanges writes the live arrays the page render's own copy has indexed.
    shop.orders[0] = { ...order(1, "TLH-20261123-AAAAA"), status: "ready" };
    shop.orders.push(order(2, "TLH-20261123-BBBBB"));
    expect(findOrderByNumber(shop, "TLH-20261123-AAAAA")?.status).toBe("ready");
    expect(findOrderByNumber(shop, "TLH-20261123-BBBBB")?.id).toBe(2);
    shop.orders.splice(0, 2, order(2, "TLH-20261123-BBBBB"));
    expect(findOrderByNumber(shop, "TLH-20261123-AAAAA")).toBeUndefined();
    expect(findOrderByNumber(shop, "TLH-20261123-BBBBB")?.id).toBe(2);
  });

  it("keeps up with the changes applyChanges makes", () => {
    const shop = makeShop();
    applyChanges(shop, [{ op: "put", collection: "orders", record: order(1, "TLH-20261123-AAAAA") }]);
    expect(findOrderByNumber(shop, "TLH-20261123-AAAAA")?.id).toBe(1);
    applyChanges(shop, [{ op: "put", collection: "orders", record: order(2, "TLH-20261123-BBBBB") }]);
    applyChanges(shop, [{ op: "delete", collection: "orders", id: 1 }]);
    expect(findOrderByNumber(shop, "TLH-20261123-AAAAA")).toBeUndefined();
    expect(findOrderByNumber(shop, "TLH-20261123-BBBBB")?.id).toBe(2);
  });

  it("finds a customer's orders by email in any letter case, in step with the changes applyChanges makes", () => {
    const shop = makeShop();
    const numbers = (email: string) => findOrdersByEmail(shop, email).map((o) => o.orderNumber).sort();
    shop.orders.push(order(1, "TLH-20261123-AAAAA"));
    expect(numbers("PAT@example.com")).toEqual(["TLH-20261123-AAAAA"]);
    applyChanges(shop, [
      { op: "put", collection: "orders", record: order(2, "TLH-20261123-BBBBB") },
      { op: "put", collection: "orders", record: { ...order(3, "TLH-20261123-CCCCC"), email: "sam@example.com" } },
      { op: "put", collection: "orders", record: { ...order(1, "TLH-20261123-AAAAA"), status: "picked-up" } },
    ]);
    expect(numbers("pat@example.com")).toEqual(["TLH-20261123-AAAAA", "TLH-20261123-BBBBB"]);
    expect(findOrdersByEmail(shop, "pat@example.com").find((o) => o.id === 1)?.status).toBe("picked-up");
    expect(numbers("sam@example.com")).toEqual(["TLH-20261123-CCCCC"]);
    applyChanges(shop, [{ op: "delete", collection: "orders", id: 2 }]);
    expect(numbers("pat@example.com")).toEqual(["TLH-20261123-AAAAA"]);
    // An order added behind the index's back (another copy of the module) is found too.
    shop.orders.push(order(4, "TLH-20261123-DDDDD"));
    expect(numbers("pat@example.com")).toEqual(["TLH-20261123-AAAAA", "TLH-20261123-DDDDD"]);
    expect(numbers("nobody@example.com")).toEqual([]);
  });
});
