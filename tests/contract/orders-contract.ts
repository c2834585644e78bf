import { fromCents, guestOrderLimitsOf, lineTotalCents, ORDER_NUMBER_PATTERN, toCents, type CartItem, type OrderReceipt, type PartView, type ShopInfo } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, fillCart, newSessionId, type Call, type Get } from "./calls.ts";

/**
 * The contract's cases for placing an order (POST /api/orders): the customer's fields, totals that
 * must agree with the cart, the server's order number, a repeated post, stock taken off and a
 * shortage refused, tax rounded half-up. Part of `defineContract`; each case orders parts it
 * claimed for itself, so no other case sees their stock change.
 */

interface Kit {
  call: Call;
  get: Get;
  /** Every product, as the run read it once. */
  allParts: () => Promise<PartView[]>;
  /** A part no other case orders, with at least `minimum` on hand (and passing `fits`). */
  claimInStock(minimum: number, fits?: (p: PartView) => boolean): Promise<PartView>;
}

export function defineOrderCases({ call, get, allParts, claimInStock }: Kit): void {
  describe("POST /api/orders", () => {
    const customer = { email: "Pat.Doe@Example.com", name: "Pat Doe", phone: "(850) 555-0199" };

    /**
     * Fills a new session's cart and works out what the order must say, with an email of its own:
     * the orders one email may have open come to a limited value (order-limits-contract.ts).
     */
    const filledCart = (lines: { product: PartView; quantity: number }[]) =>
      fillCart(call, get, { ...customer, email: `Pat.Doe.${newSessionId()}@Example.com` }, lines);
    /** The most of one part a cart line may hold: the store record's quantity per line. */
    const perLine = async () => guestOrderLimitsOf(expectOk(await get<ShopInfo>("/store"))).quantityPerLine;
    const twoLines = async () =>
      filledCart([
        { product: await claimInStock(3), quantity: 2 },
        { product: await claimInStock(2), quantity: 1 },
      ]);
    const post = (session: string, json: unknown) => call<OrderReceipt>("POST", "/orders", { session, json });

    it.each(["email", "name", "phone"])("refuses an order without %s with 400 naming it", async (field) => {
      const { session, order, cart } = await twoLines();
      const { [field as keyof typeof order]: _dropped, ...rest } = order;
      expectError(await post(session, rest), 400, field);
      expect(await get<CartItem[]>("/cart", { session }).then(expectOk)).toEqual(cart);
    });

    it.each([
      ["email", "not-an-email"],
      ["phone", "call me"],
      ["name", "   "],
      ["subtotal", "12.345"],
      ["orderNumber", "has spaces in it"],
    ])("refuses a bad %s with 400 naming it", async (field, value) => {
      const { session, order } = await twoLines();
      expectError(await post(session, { ...order, [field]: value }), 400, field);
    });

    it("refuses an order from an empty cart with 409", async () => {
      const body = expectError(
        await post(newSessionId(), { ...customer, subtotal: "0.00", tax: "0.00", total: "0.00", items: [], orderNumber: "web-empty" }),
        409,
      );
      expect(body.message).toMatch(/empty/i);
    });

    it.each(["subtotal", "tax", "total"] as const)("refuses a %s that disagrees with the cart (409) and stores nothing", async (field) => {
      const { session, order, cart } = await twoLines();
      const tampered = { ...order, [field]: fromCents(toCents(order[field]) + 1) };
      expectError(await post(session, tampered), 409, field);
      const lower = { ...order, [field]: fromCents(toCents(order[field]) - 1) };
      expectError(await post(session, lower), 409, field);
      expect(await get<CartItem[]>("/cart", { session }).then(expectOk)).toEqual(cart);
      // Nothing was stored under the client's number: the honest post is a new order.
      expectOk(await post(session, order), 201);
    });

    it("places the order (201) with the server's number and totals, and empties the cart", async () => {
      const { session, order, totals, cart } = await twoLines();
      const receipt = expectOk(await post(session, order), 201);
      expect(receipt.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
      expect(receipt.orderNumber).not.toBe(order.orderNumber);
      expect(receipt).toMatchObject({ subtotal: fromCents(totals.subtotal), tax: fromCents(totals.tax), total: fromCents(totals.total) });
      expect(receipt.items).toEqual(
        cart.map((i) => ({
          productId: i.productId,
          partNumber: i.product.partNumber,
          name: i.product.name,
          quantity: i.quantity,
          unitPrice: i.unitPrice,
          lineTotal: fromCents(lineTotalCents(i.unitPrice, i.quantity)),
        })),
      );
      expect(await get<CartItem[]>("/cart", { session }).then(expectOk)).toEqual([]);
    });

    it("answers the same order (200) when the same order is posted again", async () => {
      const { session, order } = await twoLines();
      const first = expectOk(await post(session, order), 201);
      const again = expectOk(await post(session, order));
      expect(again).toEqual(first);
    });

    it("does not let another session reuse a client order number", async () => {
      const { session, order } = await twoLines();
      expectOk(await post(session, order), 201);
      expectError(await post(newSessionId(), order), 409);
    });

    it("takes the order's quantities off the parts, as a following product read shows", async () => {
      const product = await claimInStock(3);
      const { session, order } = await filledCart([{ product, quantity: 2 }]);
      expectOk(await post(session, order), 201);
      expect(expectOk(await get<PartView>(`/products/${product.id}`))).toMatchObject({
        quantityOnHand: product.quantityOnHand - 2,
        inStock: true,
      });
    });

    it("refuses an order for more than is on hand (409 naming the part and how many are left) and keeps the cart", async () => {
      // The second cart holds all that is on hand, so no more than a line may hold.
      const most = await perLine();
      const product = await claimInStock(2, (p) => p.quantityOnHand <= most);
      const n = product.quantityOnHand;
      // Both carts hold what was on hand when they were filled; the first order takes one.
      const first = await filledCart([{ product, quantity: 1 }]);
      const second = await filledCart([{ product, quantity: n }]);
      expectOk(await post(first.session, first.order), 201);
      const body = expectError(await post(second.session, second.order), 409, "productId");
      expect(body.message).toBe(`Only ${n - 1} of ${product.name} (${product.partNumber}) ${n - 1 === 1 ? "is" : "are"} in stock; lower the quantity to order`);
      expect(await get<CartItem[]>("/cart", { session: second.session }).then(expectOk)).toEqual(second.cart.map((i) => ({
        ...i,
        product: { ...i.product, quantityOnHand: n - 1 },
      })));
      expect(expectOk(await get<PartView>(`/products/${product.id}`)).quantityOnHand).toBe(n - 1);
    });

    it("orders a special-order part with none on hand: the line is on order with its ready day, and stock stays at zero", async () => {
      const special = await claimInStock(0, (p) => !p.inStock && p.specialOrderDays !== undefined);
      const { session, order } = await filledCart([{ product: special, quantity: 2 }]);
      const receipt = expectOk(await post(session, order), 201);
      expect(receipt.items).toEqual([
        expect.objectContaining({ productId: special.id, quantity: 2, onOrder: { quantity: 2, days: special.specialOrderDays, readyBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } }),
      ]);
      expect(expectOk(await get<PartView>(`/products/${special.id}`))).toMatchObject({ quantityOnHand: 0, inStock: false, specialOrderDays: special.specialOrderDays });
    });

    it("rounds 6.5% tax half-up to the cent", async () => {
      // A subtotal of 100 cents modulo 200 makes the tax end in exactly half a cent. Two lines, as
      // one line of a part may hold no more than the quantity per line, too few for most prices.
      const most = await perLine();
      const quantities = (p: PartView) => Array.from({ length: Math.min(p.quantityOnHand - 1, most) }, (_, i) => i + 1);
      const halfCent = (a: PartView, b: PartView): [number, number] | undefined => {
        for (const qa of quantities(a)) {
          const qb = quantities(b).find((q) => (toCents(a.price) * qa + toCents(b.price) * q) % 200 === 100);
          if (qb !== undefined) return [qa, qb];
        }
        return undefined;
      };
      const parts = await allParts();
      const first = await claimInStock(2, (a) => parts.some((b) => b.id !== a.id && b.quantityOnHand >= 2 && halfCent(a, b)));
      const second = await claimInStock(2, (b) => b.id !== first.id && halfCent(first, b) !== undefined);
      const [qa, qb] = halfCent(first, second)!;
      const { session, order, totals } = await filledCart([
        { product: first, quantity: qa },
        { product: second, quantity: qb },
      ]);
      expect(totals.tax * 1000).toBe(totals.subtotal * 65 + 500);
      const receipt = expectOk(await post(session, order), 201);
      expect(toCents(receipt.tax)).toBe(totals.tax);
      expect(toCents(receipt.total)).toBe(totals.subtotal + totals.tax);
    });
  });
}
