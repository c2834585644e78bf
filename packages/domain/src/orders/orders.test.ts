import { beforeEach, describe, expect, it } from "vitest";
import { addToCart, cartView } from "../cart/index.ts";
import { getPart } from "../catalogue/index.ts";
import { computeTotals, fromCents } from "../kernel/money.ts";
import { applyChanges } from "../shop/index.ts";
import type { ShopData } from "../shop/index.ts";
import type { GuestOrderLimits } from "../shop-info/index.ts";
import { ctx, makeShop, SESSION_A, SESSION_B, shopInfo } from "../testing/index.ts";
import { memoryOrderReads } from "./reads.ts";
import { createOrder, formatOrderNumber, ORDER_NUMBER_PATTERN, orderConflictOf, orderLineText } from "./orders.ts";
import type { CreateOrderInput } from "./types.ts";

let shop: ShopData;
beforeEach(() => {
  shop = makeShop();
});

function fill(session = SESSION_A) {
  for (const [productId, quantity] of [[1, 2], [4, 3]] as const) {
    const r = addToCart(shop, session, { productId, quantity }, ctx);
    if (!r.ok) throw new Error("add failed");
    applyChanges(shop, r.changes);
  }
}

// 2 x 49.99 + 3 x 0.10 = 100.28; tax 6.5% = 6.5182 -> 6.52; total 106.80
const order: CreateOrderInput = {
  email: "pat@example.com",
  name: "Pat Doe",
  phone: "(850) 555-0199",
  subtotal: "100.28",
  tax: "6.52",
  total: "106.80",
  items: ["2 x Water Filter", "3 x Capacitor"],
  orderNumber: "client-1",
};

async function place(input: CreateOrderInput = order, session = SESSION_A, context = ctx) {
  const result = await createOrder(shop, memoryOrderReads(shop), session, input, context);
  if (result.ok) applyChanges(shop, result.changes);
  return result;
}

describe("placing an order", () => {
  it("answers the placed order as its notification, with the key of its page", async () => {
    fill();
    const result = await place();
    if (!result.ok) throw new Error(result.error.message);
    expect(result.notification).toEqual({ kind: "order", order: shop.orders.find((o) => o.orderNumber === result.value.orderNumber), key: result.value.key });
  });

  it("tells nobody again when the same order is posted twice", async () => {
    fill();
    await place();
    const again = await place();
    expect(again.ok && again.notification).toBeFalsy();
  });

  it("recomputes totals from the cart, stores the order with its lines and clears the cart", async () => {
    fill();
    const result = await place();
    expect(result).toMatchObject({ ok: true, status: 201, value: { subtotal: "100.28", tax: "6.52", total: "106.80" } });
    expect(shop.orders).toHaveLength(1);
    expect(shop.orders[0]).toMatchObject({
      email: "pat@example.com",
      clientOrderNumber: "client-1",
      fulfilment: "pickup",
      items: [
        { productId: 1, quantity: 2, unitPrice: "49.99", lineTotal: "99.98" },
        { productId: 4, quantity: 3, unitPrice: "0.10", lineTotal: "0.30" },
      ],
    });
    expect(cartView(shop, SESSION_A)).toEqual([]);
  });

  it("answers with the shop's own order number, not the client's", async () => {
    fill();
    const result = await place();
    expect(result.ok && result.value.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(result.ok && result.value.orderNumber.startsWith("TLH-20261122-")).toBe(true);
    // The receipt carries the key of the order's page.
    expect(result.ok && result.value.key).toBe(ctx.orderKey(result.ok ? result.value.orderNumber : ""));
  });

  it("refuses an empty cart", async () => {
    expect(await place()).toMatchObject({ ok: false, status: 409, error: { field: "items" } });
    expect(shop.orders).toEqual([]);
  });

  it("refuses totals that disagree with the cart and keeps the cart", async () => {
    fill();
    for (const field of ["subtotal", "tax", "total"] as const) {
      const tampered = { ...order, [field]: "1.00" };
      expect(await place(tampered)).toMatchObject({ ok: false, status: 409, error: { field } });
    }
    expect(shop.orders).toEqual([]);
    expect(cartView(shop, SESSION_A)).toHaveLength(2);
  });

  it("refuses a cart holding a part that went out of stock, naming the part (field productId)", async () => {
    fill();
    shop.products = shop.products.map((p) => (p.id === 4 ? { ...p, quantityOnHand: 0 } : p));
    const part = shop.products.find((p) => p.id === 4)!;
    expect(await place()).toMatchObject({
      ok: false,
      status: 409,
      error: { message: `${part.name} (${part.partNumber}) is no longer in stock; remove it to order`, field: "productId" },
    });
    expect(shop.orders).toEqual([]);
  });

  it("refuses a line asking for more than is on hand, naming the part and how many there are, and stores nothing", async () => {
    fill();
    shop.products = shop.products.map((p) => (p.id === 4 ? { ...p, quantityOnHand: 2 } : p));
    expect(await place()).toMatchObject({
      ok: false,
      status: 409,
      error: { message: "Only 2 of Dual Run Capacitor 45/5 MFD (P291-4554RS) are in stock; lower the quantity to order", field: "productId" },
    });
    expect(shop.orders).toEqual([]);
    expect(shop.products.find((p) => p.id === 4)?.quantityOnHand).toBe(2);
  });

  it("takes the order's quantities off the parts in the same changes, leaving other parts as they were", async () => {
    fill();
    const result = await place();
    expect(result).toMatchObject({ ok: true, status: 201 });
    expect(shop.products.map((p) => [p.id, p.quantityOnHand])).toEqual([[1, 118], [2, 8], [3, 0], [4, 5]]);
    expect(getPart(shop, 4)?.inStock).toBe(true);
  });

  it("lets exactly one of two carts holding the last unit order it; the other is told none are left", async () => {
    shop.products = shop.products.map((p) => (p.id === 2 ? { ...p, quantityOnHand: 1 } : p));
    for (const session of [SESSION_A, SESSION_B]) {
      const r = addToCart(shop, session, { productId: 2 }, ctx);
      if (!r.ok) throw new Error("add failed");
      applyChanges(shop, r.changes);
    }
    const last = { ...order, subtotal: "32.50", tax: "2.11", total: "34.61", items: ["1 x Defrost Timer"] };
    expect(await place(last, SESSION_A)).toMatchObject({ ok: true, status: 201 });
    expect(await place({ ...last, orderNumber: "client-b" }, SESSION_B)).toMatchObject({
      ok: false,
      status: 409,
      error: { message: "Defrost Timer (WPW10822278) is no longer in stock; remove it to order", field: "productId" },
    });
    expect(getPart(shop, 2)).toMatchObject({ quantityOnHand: 0, inStock: false });
    expect(shop.orders).toHaveLength(1);
  });

  it("refuses totals computed at a tax rate the store no longer has, and places the order at the new rate", async () => {
    fill();
    shop.store = { ...shop.store, taxRate: "0.075" };
    expect(await place()).toMatchObject({ ok: false, status: 409, error: { field: "tax" } });
    // 100.28 x 7.5% = 7.521 -> 7.52; total 107.80
    expect(await place({ ...order, tax: "7.52", total: "107.80" })).toMatchObject({ ok: true, status: 201, value: { tax: "7.52" } });
  });

  it("refuses totals computed from a price that changed since, naming the subtotal", async () => {
    fill();
    shop.products = shop.products.map((p) => (p.id === 1 ? { ...p, price: "54.99" } : p));
    expect(await place()).toMatchObject({ ok: false, status: 409, error: { field: "subtotal" } });
  });

  it("returns the first order when the same order number is posted again", async () => {
    fill();
    const first = await place();
    const again = await place();
    expect(again).toMatchObject({ ok: true, status: 200 });
    expect(again.ok && first.ok && again.value).toEqual(first.ok && first.value);
    expect(shop.orders).toHaveLength(1);
  });

  it("keeps one session's order numbers apart from another's", async () => {
    fill();
    await place();
    // Session B reuses A's client number with an empty cart: it is not A's order.
    expect(await place(order, SESSION_B)).toMatchObject({ ok: false, status: 409 });
  });

  it("numbers orders so the number tells nothing of how many came before", async () => {
    fill();
    const first = await place();
    fill();
    const second = await place({ ...order, orderNumber: "client-2" });
    const [a, b] = [first, second].map((r) => (r.ok ? r.value.orderNumber : ""));
    expect(a).not.toBe(b);
    for (const n of [a, b]) expect(n).toMatch(ORDER_NUMBER_PATTERN);
    expect(b?.endsWith("00002")).toBe(false);
  });

  it("draws again when a number is already taken that day", async () => {
    const ids = (...seeds: string[]) => ({ ...ctx, newId: () => seeds.shift() ?? "unused" });
    fill();
    const first = await place(order, SESSION_A, ids("seed-1"));
    fill();
    const second = await place({ ...order, orderNumber: "client-2" }, SESSION_A, ids("seed-1", "seed-2"));
    expect(first.ok && first.value.orderNumber).toBe(formatOrderNumber("seed-1", ctx.now, shop.store.timeZone));
    expect(second.ok && second.value.orderNumber).toBe(formatOrderNumber("seed-2", ctx.now, shop.store.timeZone));
  });
});

describe("the guest order limits", () => {
  const DEFAULTS: GuestOrderLimits = { quantityPerLine: 10, linesPerOrder: 15, openValuePerEmail: "1500.00", openValuePerAddress: "1500.00" };
  const limit = (limits: Partial<GuestOrderLimits>) => {
    shop.store = shopInfo({ guestOrderLimits: { ...DEFAULTS, ...limits } });
  };
  let sessions = 0;
  /** A new session's cart of `lines` and the order the storefront would post for it, with `email`. */
  const cartOf = (email: string, ...lines: [productId: number, quantity: number][]) => {
    const session = `session-${String(++sessions).padStart(13, "0")}`;
    for (const [productId, quantity] of lines) {
      const r = addToCart(shop, session, { productId, quantity }, ctx);
      if (!r.ok) throw new Error(r.error.message);
      applyChanges(shop, r.changes);
    }
    const totals = computeTotals(cartView(shop, session), shop.store.taxRate);
    const input: CreateOrderInput = {
      ...order,
      email,
      subtotal: fromCents(totals.subtotal),
      tax: fromCents(totals.tax),
      total: fromCents(totals.total),
      orderNumber: `client-${session}`,
    };
    return { session, input };
  };
  const placeCart = ({ session, input }: ReturnType<typeof cartOf>) => place(input, session);

  it("refuses a line over the quantity per line (the shop lowered it after the cart was filled), naming the limit and the phone, and stores nothing", async () => {
    fill();
    limit({ quantityPerLine: 2 });
    expect(await place()).toEqual({
      ok: false,
      status: 409,
      error: {
        message: "Dual Run Capacitor 45/5 MFD (P291-4554RS): at most 2 of one part can be ordered online; call the shop at (850) 555-0100 for more",
        field: "guestOrderLimits.quantityPerLine",
      },
    });
    expect(shop.orders).toEqual([]);
    expect(cartView(shop, SESSION_A)).toHaveLength(2);
    expect(shop.products.find((p) => p.id === 4)?.quantityOnHand).toBe(8);
  });

  it("refuses an order of more different parts than the lines per order, and places it once a line is removed", async () => {
    limit({ linesPerOrder: 1 });
    const cart = cartOf("pat@example.com", [1, 1], [2, 1]);
    expect(await placeCart(cart)).toEqual({
      ok: false,
      status: 409,
      error: {
        message: "At most 1 part can be ordered online in one order, and the cart holds 2: remove some, or call the shop at (850) 555-0100 for a larger order",
        field: "guestOrderLimits.linesPerOrder",
      },
    });
    limit({ linesPerOrder: 2 });
    expect(await placeCart(cart)).toMatchObject({ ok: true, status: 201 });
  });

  it("reads a store record without limits with the defaults: 15 lines pass, 16 do not", async () => {
    shop.products = Array.from({ length: 16 }, (_, i) => ({ ...shop.products[0]!, id: 100 + i, partNumber: `PN-${i}`, price: "1.00" }));
    const lines = shop.products.map((p): [number, number] => [p.id, 1]);
    expect(await placeCart(cartOf("pat@example.com", ...lines.slice(0, 15)))).toMatchObject({ ok: true });
    expect(await placeCart(cartOf("sam@example.com", ...lines))).toMatchObject({
      ok: false,
      status: 409,
      error: { message: expect.stringContaining("At most 15 different parts"), field: "guestOrderLimits.linesPerOrder" },
    });
  });

  it("refuses an order that takes the open orders of its email past the value per email, in any letter case, and no other email's", async () => {
    limit({ openValuePerEmail: "150.00" });
    // 1 x 49.99 + tax = 53.24 each: two come to 106.48, a third to 159.72.
    expect(await placeCart(cartOf("pat@example.com", [1, 1]))).toMatchObject({ ok: true, status: 201 });
    expect(await placeCart(cartOf("pat@example.com", [1, 1]))).toMatchObject({ ok: true, status: 201 });
    const third = cartOf("PAT@Example.com", [1, 1]);
    expect(await placeCart(third)).toEqual({
      ok: false,
      status: 409,
      error: {
        message: "Online orders not yet picked up may come to at most $150.00 for one email, this one included; call the shop at (850) 555-0100 for a larger order",
        field: "guestOrderLimits.openValuePerEmail",
      },
    });
    expect(shop.orders).toHaveLength(2);
    expect(cartView(shop, third.session)).toHaveLength(1);
    expect(await placeCart(cartOf("sam@example.com", [1, 1]))).toMatchObject({ ok: true, status: 201 });
    // An order over the value on its own is refused too.
    expect(await placeCart(cartOf("lee@example.com", [1, 3]))).toMatchObject({ ok: false, error: { field: "guestOrderLimits.openValuePerEmail" } });
  });

  it("counts only open orders: one picked up or cancelled makes room", async () => {
    limit({ openValuePerEmail: "110.00" });
    expect(await placeCart(cartOf("pat@example.com", [1, 1]))).toMatchObject({ ok: true });
    expect(await placeCart(cartOf("pat@example.com", [1, 1]))).toMatchObject({ ok: true });
    const next = cartOf("pat@example.com", [1, 1]);
    expect(await placeCart(next)).toMatchObject({ ok: false, error: { field: "guestOrderLimits.openValuePerEmail" } });
    const [first, second] = shop.orders;
    applyChanges(shop, [{ op: "put", collection: "orders", record: { ...first!, status: "picked-up" } }]);
    expect(await placeCart(next)).toMatchObject({ ok: true, status: 201 });
    const after = cartOf("pat@example.com", [1, 1]);
    expect(await placeCart(after)).toMatchObject({ ok: false });
    applyChanges(shop, [{ op: "put", collection: "orders", record: { ...second!, status: "cancelled" } }]);
    expect(await placeCart(after)).toMatchObject({ ok: true, status: 201 });
  });

  it("still answers an order already placed when it is posted again", async () => {
    limit({ openValuePerEmail: "60.00" });
    const cart = cartOf("pat@example.com", [1, 1]);
    const first = await placeCart(cart);
    expect(first).toMatchObject({ ok: true, status: 201 });
    expect(await placeCart(cart)).toMatchObject({ ok: true, status: 200, value: first.ok ? first.value : {} });
  });
});

describe("telling order conflicts apart", () => {
  it("reads each refusal of the rule as its conflict", async () => {
    const empty = await place();
    expect(!empty.ok && orderConflictOf(empty.status, empty.error)).toBe("empty-cart");
    fill();
    const tampered = await place({ ...order, total: "1.00" });
    expect(!tampered.ok && orderConflictOf(tampered.status, tampered.error)).toBe("totals-changed");
    shop.products = shop.products.map((p) => (p.id === 4 ? { ...p, quantityOnHand: 0 } : p));
    const soldOut = await place();
    expect(!soldOut.ok && orderConflictOf(soldOut.status, soldOut.error)).toBe("out-of-stock");
    shop.products = shop.products.map((p) => (p.id === 4 ? { ...p, quantityOnHand: 1 } : p));
    const short = await place();
    expect(!short.ok && orderConflictOf(short.status, short.error)).toBe("out-of-stock");
  });

  it("reads no conflict from another status, a body without a field or a field no conflict uses", async () => {
    expect(orderConflictOf(400, { message: "tax must be an amount", field: "tax" })).toBeUndefined();
    expect(orderConflictOf(409, { message: "Conflict" })).toBeUndefined();
    expect(orderConflictOf(409, undefined)).toBeUndefined();
    expect(orderConflictOf(409, { message: "Conflict", field: "email" })).toBeUndefined();
  });
});

describe("order numbers and lines", () => {
  it("uses the day in the store's time zone", async () => {
    // 02:00 UTC on the 23rd is still the 22nd in Tallahassee.
    expect(formatOrderNumber("seed", new Date("2026-11-23T02:00:00Z"), "America/New_York")).toMatch(/^TLH-20261122-/);
  });

  it("writes a line as quantity, name, part number and dollars", async () => {
    expect(orderLineText({ quantity: 2, name: "Water Filter", partNumber: "EDR1RXD1", lineTotal: "99.98" })).toBe(
      "2 x Water Filter (EDR1RXD1) - $99.98",
    );
  });
});
