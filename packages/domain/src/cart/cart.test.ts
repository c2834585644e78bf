import { beforeEach, describe, expect, it } from "vitest";
import { applyChanges } from "../shop/index.ts";
import type { ShopData } from "../shop/index.ts";
import { ctx, makeShop, SESSION_A, SESSION_B, shopInfo } from "../testing/index.ts";
import { addToCart, cartView, clearCartChanges, removeCartItem, updateCartItem } from "./cart.ts";

let shop: ShopData;
beforeEach(() => {
  shop = makeShop();
});

function add(productId: number, quantity?: number, session = SESSION_A) {
  const result = addToCart(shop, session, quantity === undefined ? { productId } : { productId, quantity }, ctx);
  if (result.ok) applyChanges(shop, result.changes);
  return result;
}

describe("adding to the cart", () => {
  it("prices the line from the product, not from the client", () => {
    const result = add(1);
    expect(result).toMatchObject({ ok: true, status: 201, value: { productId: 1, quantity: 1, unitPrice: "49.99" } });
    expect(shop.cartItems[0]?.unitPrice).toBe("49.99");
  });

  it("raises the quantity when the product is already in the cart", () => {
    add(1);
    const again = add(1, 3);
    expect(again).toMatchObject({ ok: true, status: 200, value: { quantity: 4 } });
    expect(cartView(shop, SESSION_A)).toHaveLength(1);
  });

  it("refuses to go past 99 of one part and changes nothing", () => {
    // A shop that lets a guest order up to 99 of one part online: the cart's own cap still holds.
    shop.store = shopInfo({ guestOrderLimits: { quantityPerLine: 99, linesPerOrder: 15, openValuePerEmail: "1500.00", openValuePerAddress: "1500.00" } });
    add(1, 98);
    const result = add(1, 2);
    expect(result).toMatchObject({ ok: false, status: 400, error: { field: "quantity" } });
    expect(cartView(shop, SESSION_A)[0]?.quantity).toBe(98);
  });

  it("refuses an unknown product (404) and an out-of-stock one (409)", () => {
    expect(add(999)).toMatchObject({ ok: false, status: 404, error: { field: "productId" } });
    expect(add(3)).toMatchObject({ ok: false, status: 409, error: { message: expect.stringContaining("out of stock") } });
    expect(shop.cartItems).toEqual([]);
  });

  it("refuses a line holding more than is on hand (409), naming the part and how many there are", () => {
    add(2, 6);
    const result = add(2, 3);
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      error: { message: "Only 8 of Defrost Timer (WPW10822278) are in stock", field: "productId" },
    });
    expect(cartView(shop, SESSION_A)[0]?.quantity).toBe(6);
    expect(add(2, 2)).toMatchObject({ ok: true, value: { quantity: 8 } });
  });

  it("always shows the product's current price", () => {
    add(2);
    shop.products = shop.products.map((p) => (p.id === 2 ? { ...p, price: "30.00" } : p));
    expect(cartView(shop, SESSION_A)[0]?.unitPrice).toBe("30.00");
  });
});

describe("changing and removing lines", () => {
  it("sets a new quantity on the session's own line", () => {
    add(1);
    const id = shop.cartItems[0]!.id;
    const result = updateCartItem(shop, SESSION_A, id, 5);
    expect(result).toMatchObject({ ok: true, status: 200, value: { quantity: 5 } });
  });

  it("refuses raising a line past what is on hand, but always lets a line over it come down", () => {
    add(4, 5);
    const id = shop.cartItems[0]!.id;
    expect(updateCartItem(shop, SESSION_A, id, 9)).toMatchObject({
      ok: false,
      status: 409,
      error: { message: "Only 8 of Dual Run Capacitor 45/5 MFD (P291-4554RS) are in stock", field: "productId" },
    });
    shop.products = shop.products.map((p) => (p.id === 4 ? { ...p, quantityOnHand: 1 } : p));
    expect(updateCartItem(shop, SESSION_A, id, 6)).toMatchObject({ ok: false, status: 409, error: { message: expect.stringMatching(/^Only 1 of .* is in stock$/) } });
    expect(updateCartItem(shop, SESSION_A, id, 3)).toMatchObject({ ok: true, value: { quantity: 3 } });
  });

  it("hides a line from every other session, exactly as if it did not exist", () => {
    add(1);
    const id = shop.cartItems[0]!.id;
    expect(cartView(shop, SESSION_B)).toEqual([]);
    expect(updateCartItem(shop, SESSION_B, id, 2)).toEqual(updateCartItem(shop, SESSION_B, "no-such-id", 2));
    expect(updateCartItem(shop, SESSION_B, id, 2)).toMatchObject({ ok: false, status: 404 });
    expect(removeCartItem(shop, SESSION_B, id)).toMatchObject({ ok: false, status: 404 });
  });

  it("removes a line and then no longer finds it", () => {
    add(1);
    const id = shop.cartItems[0]!.id;
    const removed = removeCartItem(shop, SESSION_A, id);
    expect(removed).toMatchObject({ ok: true, status: 204 });
    if (removed.ok) applyChanges(shop, removed.changes);
    expect(removeCartItem(shop, SESSION_A, id)).toMatchObject({ ok: false, status: 404 });
  });

  it("clears one session's cart and leaves the others", () => {
    add(1);
    add(2);
    add(1, 1, SESSION_B);
    applyChanges(shop, clearCartChanges(shop, SESSION_A));
    expect(cartView(shop, SESSION_A)).toEqual([]);
    expect(cartView(shop, SESSION_B)).toHaveLength(1);
  });
});

describe("the guest order limit per line", () => {
  const limited = (quantityPerLine: number) =>
    shopInfo({ guestOrderLimits: { quantityPerLine, linesPerOrder: 15, openValuePerEmail: "1500.00", openValuePerAddress: "1500.00" } });

  it("refuses adding past the store record's quantity per line (409), naming the limit and the shop's phone, and changes nothing", () => {
    shop.store = limited(5);
    expect(add(1, 4)).toMatchObject({ ok: true, value: { quantity: 4 } });
    expect(add(1, 2)).toEqual({
      ok: false,
      status: 409,
      error: {
        message: "Water Filter (EDR1RXD1): at most 5 of one part can be ordered online; call the shop at (850) 555-0100 for more",
        field: "guestOrderLimits.quantityPerLine",
      },
    });
    expect(cartView(shop, SESSION_A)[0]?.quantity).toBe(4);
    expect(add(1, 1)).toMatchObject({ ok: true, value: { quantity: 5 } });
  });

  it("reads a store record without limits with the defaults: 10 of one part", () => {
    expect(shop.store.guestOrderLimits).toBeUndefined();
    expect(add(1, 10)).toMatchObject({ ok: true, value: { quantity: 10 } });
    expect(add(1, 1)).toMatchObject({ ok: false, status: 409, error: { message: expect.stringContaining("at most 10 of one part"), field: "guestOrderLimits.quantityPerLine" } });
  });

  it("refuses raising a line past it, but lets a line over it (the limit lowered since) come down", () => {
    add(1, 6);
    const id = shop.cartItems[0]!.id;
    expect(updateCartItem(shop, SESSION_A, id, 11)).toMatchObject({ ok: false, status: 409, error: { field: "guestOrderLimits.quantityPerLine" } });
    shop.store = limited(3);
    expect(updateCartItem(shop, SESSION_A, id, 7)).toMatchObject({ ok: false, status: 409, error: { message: expect.stringContaining("at most 3 of one part") } });
    expect(updateCartItem(shop, SESSION_A, id, 4)).toMatchObject({ ok: true, value: { quantity: 4 } });
  });
});

describe("applying changes", () => {
  it("keeps every session's lines right through interleaved adds and removals", () => {
    add(1, 1, SESSION_A);
    add(1, 1, SESSION_B);
    add(2, 1, SESSION_A);
    add(4, 1, SESSION_B);
    add(4, 1, SESSION_A);
    const first = cartView(shop, SESSION_A)[0]!;
    const removed = removeCartItem(shop, SESSION_A, first.id);
    if (removed.ok) applyChanges(shop, removed.changes);
    expect(cartView(shop, SESSION_A).map((i) => i.productId)).toEqual([2, 4]);
    expect(cartView(shop, SESSION_B).map((i) => i.productId)).toEqual([1, 4]);
    // The line moved into the gap is still found by id, and still only by its own session.
    const moved = cartView(shop, SESSION_A)[1]!;
    expect(updateCartItem(shop, SESSION_A, moved.id, 7)).toMatchObject({ ok: true, value: { productId: 4, quantity: 7 } });
    expect(updateCartItem(shop, SESSION_B, moved.id, 7)).toMatchObject({ ok: false, status: 404 });
    applyChanges(shop, clearCartChanges(shop, SESSION_B));
    expect(shop.cartItems.map((i) => i.sessionId)).toEqual([SESSION_A, SESSION_A]);
    expect(add(1, 2, SESSION_A)).toMatchObject({ status: 201, value: { quantity: 2 } });
  });

  it("gives the same data when a change is applied twice", () => {
    const result = add(1);
    if (!result.ok) throw new Error("add failed");
    const once = structuredClone(shop.cartItems);
    applyChanges(shop, result.changes);
    expect(shop.cartItems).toEqual(once);
    const removal = clearCartChanges(shop, SESSION_A);
    applyChanges(shop, removal);
    applyChanges(shop, removal);
    expect(shop.cartItems).toEqual([]);
  });
});
