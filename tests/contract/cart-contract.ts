import type { CartItem, QuickOrderView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, ids, newSessionId, type Call, type Get, type Shelf } from "./calls.ts";

/**
 * The contract's cases for a guest's cart: the session-id every cart call needs, adding at the
 * server's price, quantities and stock, removing and clearing, each session's lines its own, and
 * bodies refused. Part of `defineContract`; each case uses its own fresh sessions and orders
 * nothing, so stock stays as the run read it.
 */

interface Kit extends Shelf {
  call: Call;
  get: Get;
}

export function defineCartCases({ call, get, allParts, find }: Kit): void {
  describe("cart", () => {
    const inStock = () => find("in stock, 3 or more", (p) => p.quantityOnHand >= 3);
    const inStockAt = async (n: number) => {
      const list = (await allParts()).filter((p) => p.inStock);
      if (list.length <= n) throw new Error("The seed has too few products in stock");
      return list[n]!;
    };
    const add = (session: string, json: unknown) => call<CartItem>("POST", "/cart", { session, json });
    const cartOf = async (session: string) => expectOk(await get<CartItem[]>("/cart", { session }));

    const sessionCalls: [string, string, unknown][] = [
      ["GET", "/cart", undefined],
      ["POST", "/cart", { productId: 1, quantity: 1 }],
      ["DELETE", "/cart", undefined],
      ["PUT", "/cart/some-id", { quantity: 1 }],
      ["DELETE", "/cart/some-id", undefined],
      ["POST", "/cart/quick-order", { lines: [{ partNumber: "X1", quantity: 1 }] }],
      ["POST", "/orders", { email: "a@b.co" }],
    ];
    it.each(sessionCalls)("refuses %s %s without a valid session-id with 400 naming the header", async (method, path, json) => {
      const bad = [undefined, "", "short", `${newSessionId()}x`, `${newSessionId().slice(0, 20)}!`, `${newSessionId().slice(0, 20)} `];
      for (const session of bad) {
        const reply = await call(method, path, { session, json });
        const body = expectError(reply, 400, "session-id");
        expect(body.message).toContain("session-id");
      }
    });

    it("adds a product at the server's price (201)", async () => {
      const session = newSessionId();
      const product = await inStock();
      const item = expectOk(await add(session, { productId: product.id }), 201);
      expect(item).toMatchObject({ id: expect.any(String), productId: product.id, quantity: 1, unitPrice: product.price });
      expect(item.product).toMatchObject({ id: product.id, name: product.name, partNumber: product.partNumber, price: product.price });
      expect(await cartOf(session)).toEqual([item]);
    });

    it("raises the quantity when the same product is added again (200)", async () => {
      const session = newSessionId();
      const product = await inStock();
      const first = expectOk(await add(session, { productId: product.id, quantity: 1 }), 201);
      const again = expectOk(await add(session, { productId: product.id, quantity: 1 }));
      expect(again).toMatchObject({ id: first.id, quantity: 2, unitPrice: product.price });
      const cart = await cartOf(session);
      expect(cart).toHaveLength(1);
      expect(cart[0]).toMatchObject({ id: first.id, quantity: 2 });
    });

    it("refuses to go past what is on hand (409), naming the part and how many there are, and keeps the line", async () => {
      const session = newSessionId();
      const product = await inStock();
      const n = product.quantityOnHand;
      expectOk(await add(session, { productId: product.id, quantity: n - 1 }), 201);
      const body = expectError(await add(session, { productId: product.id, quantity: 2 }), 409, "productId");
      expect(body.message).toBe(`Only ${n} of ${product.name} (${product.partNumber}) are in stock`);
      expect((await cartOf(session))[0]).toMatchObject({ quantity: n - 1, product: { quantityOnHand: n, inStock: true } });
    });

    it("refuses raising a line past what is on hand (409) and keeps it as it was", async () => {
      const session = newSessionId();
      const product = await inStock();
      const item = expectOk(await add(session, { productId: product.id, quantity: 1 }), 201);
      const body = expectError(
        await call("PUT", `/cart/${item.id}`, { session, json: { quantity: product.quantityOnHand + 1 } }),
        409,
        "productId",
      );
      expect(body.message).toContain(`Only ${product.quantityOnHand} of ${product.name}`);
      expect((await cartOf(session))[0]?.quantity).toBe(1);
    });

    it.each([0, 100, 1.5, "2", -1, null])("refuses quantity %j on add and update with 400 naming quantity", async (quantity) => {
      const session = newSessionId();
      const product = await inStock();
      expectError(await add(session, { productId: product.id, quantity }), 400, "quantity");
      expect(await cartOf(session)).toEqual([]);
      const item = expectOk(await add(session, { productId: product.id }), 201);
      expectError(await call("PUT", `/cart/${item.id}`, { session, json: { quantity } }), 400, "quantity");
      expect((await cartOf(session))[0]?.quantity).toBe(1);
    });

    it.each(["unitPrice", "price"])("refuses a client-sent %s with 400 naming it", async (field) => {
      const session = newSessionId();
      const product = await inStock();
      expectError(await add(session, { productId: product.id, quantity: 1, [field]: "0.01" }), 400, field);
      expect(await cartOf(session)).toEqual([]);
    });

    it.each([
      [{ quantity: 1 }, "productId"],
      [{ productId: "1" }, "productId"],
      [{ productId: -3 }, "productId"],
    ])("refuses body %j with 400 naming %s", async (json, field) => {
      expectError(await add(newSessionId(), json), 400, field);
    });

    it("answers 404 for a product that does not exist", async () => {
      const session = newSessionId();
      expectError(await add(session, { productId: 999_999_999 }), 404, "productId");
      expect(await cartOf(session)).toEqual([]);
    });

    it("answers 409 for a product that is out of stock", async () => {
      const session = newSessionId();
      const product = await find("out of stock, no special order", (p) => !p.inStock && p.specialOrderDays === undefined);
      const body = expectError(await add(session, { productId: product.id }), 409, "productId");
      expect(body.message).toContain("out of stock");
      expect(await cartOf(session)).toEqual([]);
    });

    it("changes a line's quantity (200)", async () => {
      const session = newSessionId();
      const product = await inStock();
      const item = expectOk(await add(session, { productId: product.id }), 201);
      const updated = expectOk(await call<CartItem>("PUT", `/cart/${item.id}`, { session, json: { quantity: 7 } }));
      expect(updated).toMatchObject({ id: item.id, productId: product.id, quantity: 7, unitPrice: product.price });
      expect(await cartOf(session)).toEqual([updated]);
    });

    it("answers 404 when updating a line that does not exist", async () => {
      const body = expectError(await call("PUT", "/cart/no-such-line", { session: newSessionId(), json: { quantity: 2 } }), 404);
      expect(body.message).toBe("Cart item not found");
    });

    it("removes a line (204), then no longer finds it (404)", async () => {
      const session = newSessionId();
      const [a, b] = [await inStockAt(0), await inStockAt(1)];
      const first = expectOk(await add(session, { productId: a.id }), 201);
      const second = expectOk(await add(session, { productId: b.id }), 201);
      const removed = await call("DELETE", `/cart/${first.id}`, { session });
      expect(removed.status).toBe(204);
      expect(removed.text).toBe("");
      expectError(await call("DELETE", `/cart/${first.id}`, { session }), 404);
      expectError(await call("PUT", `/cart/${first.id}`, { session, json: { quantity: 2 } }), 404);
      expect(ids((await cartOf(session)).map((i) => ({ id: i.productId })))).toEqual([second.productId]);
    });

    it("clears the cart (204), also when it is already empty", async () => {
      const session = newSessionId();
      expectOk(await add(session, { productId: (await inStockAt(0)).id }), 201);
      expectOk(await add(session, { productId: (await inStockAt(1)).id }), 201);
      const cleared = await call("DELETE", "/cart", { session });
      expect(cleared.status).toBe(204);
      expect(cleared.text).toBe("");
      expect(await cartOf(session)).toEqual([]);
      expect((await call("DELETE", "/cart", { session })).status).toBe(204);
    });

    it("keeps each session's lines to itself", async () => {
      const owner = newSessionId();
      const other = newSessionId();
      const item = expectOk(await add(owner, { productId: (await inStock()).id, quantity: 3 }), 201);
      expect(await cartOf(other)).toEqual([]);
      const update = expectError(await call("PUT", `/cart/${item.id}`, { session: other, json: { quantity: 5 } }), 404);
      const missing = expectError(await call("PUT", "/cart/no-such-line", { session: other, json: { quantity: 5 } }), 404);
      expect(update).toEqual(missing);
      expectError(await call("DELETE", `/cart/${item.id}`, { session: other }), 404);
      expect((await call("DELETE", "/cart", { session: other })).status).toBe(204);
      expect(await cartOf(owner)).toEqual([item]);
    });

    it("refuses a body that is not declared JSON with 415", async () => {
      const session = newSessionId();
      const raw = JSON.stringify({ productId: (await inStock()).id });
      expectError(await call("POST", "/cart", { session, raw, contentType: "text/plain" }), 415);
      expectError(await call("POST", "/cart", { session, raw }), 415);
      expect(await cartOf(session)).toEqual([]);
    });

    it("refuses malformed JSON with 400", async () => {
      expectError(await call("POST", "/cart", { session: newSessionId(), raw: '{"productId": 1,', contentType: "application/json" }), 400);
    });

    it("refuses an empty JSON body with 400", async () => {
      expectError(await call("POST", "/cart", { session: newSessionId(), raw: "", contentType: "application/json" }), 400);
    });

    it("refuses a JSON array body with 400", async () => {
      expectError(await call("POST", "/cart", { session: newSessionId(), json: [{ productId: 1 }] }), 400);
    });

    describe("quick order", () => {
      const quick = (session: string, json: unknown) => call<QuickOrderView>("POST", "/cart/quick-order", { session, json });

      it("puts the lines found into the cart in one call, matching numbers in any case and with dashes", async () => {
        const session = newSessionId();
        const [first, second] = [await inStockAt(0), await inStockAt(1)];
        const typed = first.partNumber.toLowerCase();
        const dashed = `${second.partNumber.slice(0, 3)}-${second.partNumber.slice(3)}`;
        const answer = expectOk(await quick(session, { lines: [{ partNumber: typed, quantity: 2 }, { partNumber: dashed, quantity: 1 }] }));
        expect(answer.problems).toEqual([]);
        expect(answer.added).toMatchObject([
          { line: 1, partNumber: typed, quantity: 2, item: { productId: first.id, quantity: 2, unitPrice: first.price } },
          { line: 2, partNumber: dashed, quantity: 1, item: { productId: second.id, quantity: 1, unitPrice: second.price } },
        ]);
        expect((await cartOf(session)).map((line) => [line.productId, line.quantity])).toEqual([
          [first.id, 2],
          [second.id, 1],
        ]);
      });

      it("finds an older number's replacement and says which number it replaces", async () => {
        const part = await find("in stock, replacing an older number", (p) => p.inStock && (p.supersedes ?? []).length > 0);
        const older = part.supersedes![0]!;
        const answer = expectOk(await quick(newSessionId(), { lines: [{ partNumber: older, quantity: 1 }] }));
        expect(answer.added).toMatchObject([{ line: 1, replaces: older, item: { productId: part.id } }]);
      });

      it("lists the lines it could not add with the reason and adds the rest", async () => {
        const session = newSessionId();
        const out = await find("out of stock, no special order", (p) => !p.inStock && p.specialOrderDays === undefined);
        const few = await find("in stock, 1 to 50 on hand", (p) => p.inStock && p.quantityOnHand < 50);
        const good = await inStockAt(2);
        const answer = expectOk(
          await quick(session, {
            lines: [
              { partNumber: "NO-SUCH-PART-0000", quantity: 1 },
              { partNumber: out.partNumber, quantity: 1 },
              { partNumber: few.partNumber, quantity: few.quantityOnHand + 1 },
              { partNumber: good.partNumber, quantity: 1 },
            ],
          }),
        );
        expect(answer.problems).toMatchObject([
          { line: 1, reason: "not-found", message: expect.stringContaining("No part is numbered NO-SUCH-PART-0000") },
          { line: 2, reason: "out-of-stock", part: { id: out.id } },
          { line: 3, reason: "short", part: { id: few.id }, message: expect.stringContaining(`Only ${few.quantityOnHand} of`) },
        ]);
        expect(answer.added).toMatchObject([{ line: 4, item: { productId: good.id } }]);
        expect((await cartOf(session)).map((line) => line.productId)).toEqual([good.id]);
      });

      it("offers the closest match to a number that finds none", async () => {
        const part = await inStockAt(3);
        const cut = part.partNumber.slice(0, -1);
        const answer = expectOk(await quick(newSessionId(), { lines: [{ partNumber: cut, quantity: 1 }] }));
        expect(answer.added).toEqual([]);
        expect(answer.problems).toMatchObject([{ line: 1, reason: "not-found", part: { partNumber: expect.stringMatching(new RegExp(`^${cut}`)) } }]);
        expect(answer.problems[0]?.message).toBe(`No part is numbered ${cut}; the closest match is ${answer.problems[0]?.part?.partNumber}`);
      });

      it.each([
        ["no lines", {}, "lines"],
        ["an empty list", { lines: [] }, "lines"],
        ["51 lines", { lines: Array.from({ length: 51 }, () => ({ partNumber: "A1", quantity: 1 })) }, "lines"],
        ["an empty number", { lines: [{ partNumber: "", quantity: 1 }] }, "lines.0.partNumber"],
        ["a quantity of 0", { lines: [{ partNumber: "A1", quantity: 0 }] }, "lines.0.quantity"],
        ["a quantity of 1.5", { lines: [{ partNumber: "A1", quantity: 1 }, { partNumber: "A2", quantity: 1.5 }] }, "lines.1.quantity"],
        ["no quantity", { lines: [{ partNumber: "A1" }] }, "lines.0.quantity"],
        ["text for lines", { lines: "A1 2" }, "lines"],
      ])("refuses %s with 400 naming the field, and changes nothing", async (_what, json, field) => {
        const session = newSessionId();
        expectError(await quick(session, json), 400, field);
        expect(await cartOf(session)).toEqual([]);
      });
    });

    it("refuses a body over 100 KB with 413", async () => {
      const session = newSessionId();
      const json = { productId: (await inStock()).id, note: "x".repeat(101 * 1024) };
      expectError(await call("POST", "/cart", { session, json }), 413);
      expect(await cartOf(session)).toEqual([]);
    });
  });
}
