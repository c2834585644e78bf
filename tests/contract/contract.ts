import {
  computeTotals,
  fromCents,
  lineTotalCents,
  ORDER_NUMBER_PATTERN,
  orderLineText,
  toCents,
  type CartItem,
  type CategoryView,
  type OrderReceipt,
  type ProductList,
  type ProductView,
  type StoreRecord,
} from "@shop/domain";
import { describe, expect, it } from "vitest";
import { defineCartCases } from "./cart-contract.ts";
import { defineCatalogueCases } from "./catalogue-contract.ts";
import { client, expectError, expectOk, ids, newSessionId, type CallOptions } from "./calls.ts";
import { defineImportCases } from "./import-contract.ts";
import { defineMessageCases } from "./messages-contract.ts";
import { defineModelCases } from "./models-contract.ts";
import { defineGuideCases, defineGuideReadCases } from "./guides-contract.ts";
import { definePartCases } from "./parts-contract.ts";
import { definePhotoCases } from "./photos-contract.ts";
import { defineSavedCases } from "./saved-contract.ts";
import { defineOrderAndStaffCases, type StaffCredentials } from "./staff-contract.ts";
import { defineStoreCases, defineStoreReadCases } from "./store-contract.ts";
import { defineTaxonomyCases } from "./taxonomy-contract.ts";

/**
 * The /api contract: the same HTTP cases run against every implementation of the API (the MSW
 * mocks and the real server). A case that passes on one and fails on the other is a bug.
 *
 * Each test makes its own guest sessions, so tests are independent and may run in any order; the
 * data behind one run is shared, so a test never assumes a write of another did or did not happen.
 * Catalogue values are taken from the API's own answers, never hard-coded.
 */

// ---- The contract -------------------------------------------------------------------------------

/** `staff` is an account the adapter under test lets sign in to the back office. */
/**
 * `unsubscribeKey` is the implementation's own key for an address's unsubscribe link (the server's
 * HMAC, the mocks' function), as a subscriber's email would carry it.
 */
export function defineContract(name: string, getBaseUrl: () => string, staff: StaffCredentials, unsubscribeKey: (email: string) => string): void {
  const call = client(getBaseUrl);
  const get = <T,>(path: string, options?: CallOptions) => call<T>("GET", path, options);

  /** Every product, paged through 100 at a time; fetched once per run. */
  let everyProduct: Promise<ProductView[]> | undefined;
  const allProducts = () =>
    (everyProduct ??= (async () => {
      const all: ProductView[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = expectOk(await get<ProductList>(`/products?limit=100&offset=${offset}&sort=name`));
        all.push(...page.products);
        if (page.products.length < 100) {
          expect(all).toHaveLength(page.total);
          return all;
        }
      }
    })());

  const find = async (what: string, test: (p: ProductView) => boolean): Promise<ProductView> => {
    const product = (await allProducts()).find(test);
    if (!product) throw new Error(`The seed has no product that is ${what}`);
    return product;
  };

  /**
   * Tests that place orders take stock off the parts they order, while the list above is read once
   * per run. So each such test orders parts no other test has used: it claims them here, from the
   * end of the list (cart-only tests use parts from its start), and their stock is still as listed.
   * Each orders less than it claimed, so no part sells out and the in-stock counts hold throughout.
   */
  const claimed = new Set<number>();
  const claimInStock = async (minimum: number, fits: (p: ProductView) => boolean = () => true): Promise<ProductView> => {
    const product = (await allProducts()).findLast((p) => !claimed.has(p.id) && p.quantityOnHand >= minimum && fits(p));
    if (!product) throw new Error(`The seed has too few unclaimed parts with ${minimum} or more on hand`);
    claimed.add(product.id);
    return product;
  };

  describe(name, () => {
    defineStoreReadCases({ get });

    defineCatalogueCases({ get, allProducts, find });

    defineModelCases({ get, allProducts, find });

    defineGuideReadCases({ get });

    defineCartCases({ call, get, allProducts, find });

    describe("POST /api/orders", () => {
      const customer = { email: "Pat.Doe@Example.com", name: "Pat Doe", phone: "(850) 555-0199" };

      /** Fills a new session's cart and works out what the order must say. */
      const filledCart = async (lines: { product: ProductView; quantity: number }[]) => {
        const session = newSessionId();
        for (const { product, quantity } of lines) {
          expectOk(await call("POST", "/cart", { session, json: { productId: product.id, quantity } }), 201);
        }
        const cart = expectOk(await get<CartItem[]>("/cart", { session }));
        const { taxRate } = expectOk(await get<StoreRecord>("/store"));
        const totals = computeTotals(cart, taxRate);
        const order = {
          ...customer,
          subtotal: fromCents(totals.subtotal),
          tax: fromCents(totals.tax),
          total: fromCents(totals.total),
          items: cart.map((i) =>
            orderLineText({ ...i.product, quantity: i.quantity, lineTotal: fromCents(lineTotalCents(i.unitPrice, i.quantity)) }),
          ),
          orderNumber: `web-${newSessionId()}`,
        };
        return { session, cart, totals, order };
      };
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
        expect(expectOk(await get<ProductView>(`/products/${product.id}`))).toMatchObject({
          quantityOnHand: product.quantityOnHand - 2,
          inStock: true,
        });
      });

      it("refuses an order for more than is on hand (409 naming the part and how many are left) and keeps the cart", async () => {
        const product = await claimInStock(2);
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
        expect(expectOk(await get<ProductView>(`/products/${product.id}`)).quantityOnHand).toBe(n - 1);
      });

      it("rounds 6.5% tax half-up to the cent", async () => {
        // A subtotal of 100 cents modulo 200 makes the tax end in exactly half a cent.
        const halfCentQuantity = (product: ProductView) =>
          Array.from({ length: product.quantityOnHand - 1 }, (_, i) => i + 1).find((q) => (toCents(product.price) * q) % 200 === 100);
        const product = await claimInStock(2, (p) => halfCentQuantity(p) !== undefined);
        const pick = { product, quantity: halfCentQuantity(product)! };
        const { session, order, totals } = await filledCart([pick]);
        expect(totals.tax * 1000).toBe(totals.subtotal * 65 + 500);
        const receipt = expectOk(await post(session, order), 201);
        expect(toCents(receipt.tax)).toBe(totals.tax);
        expect(toCents(receipt.total)).toBe(totals.subtotal + totals.tax);
      });
    });

    describe("POST /api/contact", () => {
      const message = { name: "Pat Doe", email: "pat@example.com", message: "Do you have a WPW10321304 in stock?" };

      it("stores a message (201)", async () => {
        const body = expectOk(await call<{ id: string; createdAt: string }>("POST", "/contact", { json: { ...message, subject: "Stock" } }), 201);
        expect(body.id).toEqual(expect.any(String));
        expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
      });

      it.each(["name", "email", "message"])("refuses a message without %s with 400 naming it", async (field) => {
        const { [field as keyof typeof message]: _dropped, ...rest } = message;
        expectError(await call("POST", "/contact", { json: rest }), 400, field);
      });

      it("refuses a bad email with 400", async () => {
        expectError(await call("POST", "/contact", { json: { ...message, email: "pat@" } }), 400, "email");
      });

      it.each([
        ["name", "Eve\r\nBcc: victim@example.com"],
        ["subject", "Stock\u202e"],
        ["phone", "850\t555 0199"],
      ])("refuses a %s with control or bidi characters with 400 naming it", async (field, value) => {
        expectError(await call("POST", "/contact", { json: { ...message, [field]: value } }), 400, field);
      });

      it("keeps the line breaks of a message", async () => {
        expectOk(await call("POST", "/contact", { json: { ...message, message: "Line one\r\nLine two" } }), 201);
      });

      it("refuses a body that is not declared JSON with 415", async () => {
        expectError(await call("POST", "/contact", { raw: JSON.stringify(message), contentType: "text/plain" }), 415);
      });
    });

    describe("POST /api/newsletter", () => {
      it("signs up an address (201), and the same address again in other case is no new sign-up (200)", async () => {
        const email = `reader-${newSessionId().toLowerCase()}@example.com`;
        const first = expectOk(await call("POST", "/newsletter", { json: { email } }), 201);
        expect(first).toEqual({ email, subscribed: true });
        const again = expectOk(await call("POST", "/newsletter", { json: { email: email.toUpperCase() } }));
        expect(again).toEqual({ email, subscribed: true });
      });

      it.each(["not-an-email", "", 42])("refuses email %j with 400", async (email) => {
        expectError(await call("POST", "/newsletter", { json: { email } }), 400, "email");
      });
    });

    describe("HTTP details", () => {
      it("answers HEAD like GET, without a body", async () => {
        const found = await call("HEAD", "/store");
        expect(found.status).toBe(200);
        expect(found.headers.get("content-type") ?? "").toMatch(/^application\/json/);
        expect(found.text).toBe("");
        expect((await call("HEAD", "/products/999999999")).status).toBe(404);
      });

      it("accepts a trailing slash", async () => {
        const store = expectOk(await get<StoreRecord>("/store/"));
        expect(store).toEqual(expectOk(await get<StoreRecord>("/store")));
        const { id } = (await allProducts())[0]!;
        expect(expectOk(await get<ProductView>(`/products/${id}/`)).id).toBe(id);
      });

      it.each(["/products/search-by-model/%E0%A4%A", "/products/%E0%A4%A", "/blog/%E0%A4%A", "/categories/%ZZ"])(
        "refuses a path parameter that is not valid percent-encoding (%s) with 400",
        async (path) => {
          expectError(await get(path), 400);
        },
      );

      it("decodes percent-encoded path parameters", async () => {
        const product = (await allProducts()).find((p) => p.compatibility.length > 0)!;
        const model = product.compatibility[0]!;
        const encoded = model.split("").map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
        const found = expectOk(await get<ProductView[]>(`/products/search-by-model/${encoded}`));
        expect(ids(found)).toContain(product.id);
        expect(expectOk(await get<CategoryView>("/categories/refrigerator%2Dparts")).slug).toBe("refrigerator-parts");
      });

      it("answers an unknown path with a bad escape as any unknown path", async () => {
        expectError(await get("/nope/%E0%A4%A"), 404);
      });
    });

    describe("unknown calls", () => {
      it.each([
        ["GET", ""],
        ["GET", "/"],
        ["GET", "/nope"],
        ["GET", "/stores"],
        ["GET", "//store"],
        ["GET", "/products/1/reviews"],
        ["POST", "/products"],
        ["PATCH", "/cart"],
        ["GET", "/orders"],
        ["GET", "/cartItems"],
        ["GET", "/contactMessages"],
        ["GET", "/newsletterSignups"],
        ["GET", "/db"],
      ])("answers %s /api%s with a JSON 404", async (method, path) => {
        const body = expectError(await call(method, path, { session: newSessionId() }), 404);
        expect(body.message).toContain(`/api${path}`);
      });
    });

    defineOrderAndStaffCases({ call, get, claimInStock, staff });
    definePartCases({ call, get, staff });
    definePhotoCases({ call, get, staff });
    defineStoreCases({ call, get, staff });
    defineTaxonomyCases({ call, get, staff });
    defineImportCases({ call, get, staff });
    defineMessageCases({ call, get, staff, unsubscribeKey });
    defineGuideCases({ call, get, staff });
    defineSavedCases({ get });
  });
}
