import type { CartItem, OrderReceipt, PartView, ShopInfo } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, fillCart, newSessionId, type Call, type Get, type Shelf } from "./calls.ts";
import { staffSignIn, type StaffCredentials } from "./staff-contract.ts";

/**
 * The contract's cases for the guest order limits the store record sets (docs/product.md, Rules,
 * Guest order limits): a cart line past the quantity per line, an order past it or past the lines
 * per order, and an order taking its email's open orders past their value, each refused with 409
 * naming the limit and the shop's phone. The limit per address is the server's alone
 * (packages/server/test/http/abuse-limits.test.ts). Part of `defineContract`: each case sets the
 * limits it needs through the back office and puts the defaults back, since other cases order.
 */

interface Kit extends Shelf {
  call: Call;
  get: Get;
  /** A part no other case orders, with at least `minimum` on hand (and passing `fits`). */
  claimInStock(minimum: number, fits?: (p: PartView) => boolean): Promise<PartView>;
  staff: StaffCredentials;
}

const DEFAULTS = { quantityPerLine: 10, linesPerOrder: 15, openValuePerEmail: "1500.00", openValuePerAddress: "1500.00" };

export function defineOrderLimitCases({ call, get, allParts, claimInStock, staff }: Kit): void {
  describe("guest order limits", () => {
    /** Runs `test` with the store record's limits set to `limits` (the rest at the defaults), then puts the defaults back. */
    const withLimits = async (limits: Partial<typeof DEFAULTS>, test: (phone: string) => Promise<void>) => {
      const { write } = await staffSignIn(call, staff);
      const set = (guestOrderLimits: typeof DEFAULTS) => call<ShopInfo>("PUT", "/staff/store", { headers: write, json: { guestOrderLimits } });
      const record = expectOk(await set({ ...DEFAULTS, ...limits }));
      expect(record.guestOrderLimits).toEqual({ ...DEFAULTS, ...limits });
      try {
        await test(record.phone);
      } finally {
        expectOk(await set(DEFAULTS));
      }
    };
    /** In-stock parts the cart-only cases may use: carts take no stock. */
    const inStock = async (count: number, minimum = 1) => {
      const parts = (await allParts()).filter((p) => p.quantityOnHand >= minimum);
      if (parts.length < count) throw new Error(`The seed has fewer than ${count} parts with ${minimum} or more on hand`);
      return parts.slice(0, count);
    };
    const order = (session: string, json: unknown) => call<OrderReceipt>("POST", "/orders", { session, json });
    const cartOf = async (session: string) => expectOk(await get<CartItem[]>("/cart", { session }));

    it("refuse adding or raising a cart line past the quantity per line (409 naming the limit and the shop's phone), and keep the line", async () => {
      await withLimits({ quantityPerLine: 3 }, async (phone) => {
        const [part] = await inStock(1, 5);
        const session = newSessionId();
        const line = expectOk(await call<CartItem>("POST", "/cart", { session, json: { productId: part!.id, quantity: 2 } }), 201);
        const added = expectError(await call("POST", "/cart", { session, json: { productId: part!.id, quantity: 2 } }), 409, "guestOrderLimits.quantityPerLine");
        expect(added.message).toBe(`${part!.name} (${part!.partNumber}): at most 3 of one part can be ordered online; call the shop at ${phone} for more`);
        expectError(await call("PUT", `/cart/${line.id}`, { session, json: { quantity: 4 } }), 409, "guestOrderLimits.quantityPerLine");
        expect((await cartOf(session)).map((i) => i.quantity)).toEqual([2]);
        expectOk(await call("PUT", `/cart/${line.id}`, { session, json: { quantity: 3 } }));
      });
    });

    it("refuse an order holding more of one part than the quantity per line, lowered after the cart was filled, and keep the cart", async () => {
      const product = await claimInStock(4);
      const customer = { email: `limits-line-${newSessionId()}@example.com`, name: "Lee Line", phone: "(850) 555-0177" };
      const { session, order: body, cart } = await fillCart(call, get, customer, [{ product, quantity: 3 }]);
      await withLimits({ quantityPerLine: 2 }, async (phone) => {
        const refused = expectError(await order(session, body), 409, "guestOrderLimits.quantityPerLine");
        expect(refused.message).toContain(`call the shop at ${phone}`);
        expect(await cartOf(session)).toEqual(cart);
        expect(expectOk(await get<PartView>(`/products/${product.id}`)).quantityOnHand).toBe(product.quantityOnHand);
      });
    });

    it("refuse an order of more different parts than the lines per order, naming the limit and the shop's phone", async () => {
      await withLimits({ linesPerOrder: 2 }, async (phone) => {
        const parts = await inStock(3);
        const customer = { email: `limits-lines-${newSessionId()}@example.com`, name: "Lee Lines", phone: "(850) 555-0177" };
        const { session, order: body, cart } = await fillCart(call, get, customer, parts.map((product) => ({ product, quantity: 1 })));
        const refused = expectError(await order(session, body), 409, "guestOrderLimits.linesPerOrder");
        expect(refused.message).toBe(
          `At most 2 different parts can be ordered online in one order, and the cart holds 3: remove some, or call the shop at ${phone} for a larger order`,
        );
        expect(await cartOf(session)).toEqual(cart);
      });
    });

    it("refuse an order taking its email's open orders past their value (in any letter case), and let another email order", async () => {
      const product = await claimInStock(3);
      const email = `limits-email-${newSessionId()}@example.com`;
      const customer = { email, name: "Lee Email", phone: "(850) 555-0177" };
      const first = await fillCart(call, get, customer, [{ product, quantity: 1 }]);
      // Room for exactly one such order per email.
      await withLimits({ openValuePerEmail: first.order.total }, async (phone) => {
        expectOk(await order(first.session, first.order), 201);
        const second = await fillCart(call, get, { ...customer, email: email.toUpperCase() }, [{ product, quantity: 1 }]);
        const refused = expectError(await order(second.session, second.order), 409, "guestOrderLimits.openValuePerEmail");
        expect(refused.message).toMatch(new RegExp(`^Online orders not yet picked up may come to at most \\$[\\d,.]+ for one email, this one included; call the shop at ${phone.replace(/[()]/g, "\\$&")} for a larger order$`));
        expect(await cartOf(second.session)).toEqual(second.cart);
        const other = await fillCart(call, get, { ...customer, email: `other-${email}` }, [{ product, quantity: 1 }]);
        expectOk(await order(other.session, other.order), 201);
        expect(expectOk(await get<PartView>(`/products/${product.id}`)).quantityOnHand).toBe(product.quantityOnHand - 2);
      });
    });
  });
}
