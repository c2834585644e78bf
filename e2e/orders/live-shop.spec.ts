import { randomBytes } from "node:crypto";
import { expect } from "../support/fixtures.ts";
import { storedOrders, withOwnShop } from "../support/own-shop.ts";

/**
 * The shop changing while a visitor is in it (docs/architecture.md, Live data): the shop's own
 * server, started here in the test's process on a fresh copy of the seed, so the test can commit
 * a change to its live store, as the back office will, between two clicks of a visitor.
 */

const CHECKOUT = "Place Pickup Order";

const test = withOwnShop({ folderPrefix: "shop-live-e2e-" });

test.describe("the live shop", () => {
  test("an order refused because the tax rate changed mid-visit: the cart shows the new total and the next click places it", async ({ page, shop, browserErrors }) => {
    // The refused order is a 409, which the browser logs.
    browserErrors.allow(/status of 409 .*\/api\/orders/);
    const part = (await shop.store.reads.catalogue.allRecords()).find((p) => p.quantityOnHand > 0 && p.originalPrice === undefined);
    if (!part) throw new Error("The seed has no part in stock at its list price");
    const sessionId = randomBytes(16).toString("base64url").slice(0, 21);
    await page.addInitScript(([key, id]) => localStorage.setItem(key, id), ["guest-session-id", sessionId] as const);
    expect((await page.request.post("/api/cart", { headers: { "session-id": sessionId }, data: { productId: part.id, quantity: 2 } })).status()).toBe(201);

    await page.goto("/cart");
    const summary = page.getByRole("form", { name: "Order Summary" });
    const oldRate = Number(shop.store.data.store.taxRate);
    const subtotal = Math.round(Number(part.price) * 100) * 2;
    const usd = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
    await expect(summary).toContainText(usd(subtotal + Math.round(subtotal * oldRate)));
    await summary.getByRole("textbox", { name: "Email" }).fill("pat.lee@example.com");
    await summary.getByRole("textbox", { name: "Name" }).fill("Pat Lee");
    await summary.getByRole("textbox", { name: "Phone" }).fill("(850) 555-0100");

    // The owner changes the tax rate while the visitor's cart is open.
    await shop.store.commit([{ op: "store", record: { ...shop.store.data.store, taxRate: "0.075" } }]);

    await summary.getByRole("button", { name: CHECKOUT }).click();
    await expect(page.getByText(/Prices or the tax rate changed since you opened your cart/)).toBeVisible();
    const newTotal = usd(subtotal + Math.round(subtotal * 0.075));
    await expect(summary).toContainText("Tax (7.5%)");
    await expect(summary).toContainText(newTotal);
    // What the visitor typed is still there.
    await expect(summary.getByRole("textbox", { name: "Name" })).toHaveValue("Pat Lee");
    expect((await storedOrders(shop)).filter((order) => order.sessionId === sessionId)).toHaveLength(0);

    await summary.getByRole("button", { name: CHECKOUT }).click();
    await expect(page).toHaveURL(/\/\?order=/);
    const orders = (await storedOrders(shop)).filter((order) => order.sessionId === sessionId);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.total).toBe((subtotal / 100 + Math.round(subtotal * 0.075) / 100).toFixed(2));
  });

  test("a price committed to the live store shows on the part's page at the next request, in its HTML", async ({ page, shop }) => {
    const part = (await shop.store.reads.catalogue.allRecords()).find((p) => p.originalPrice === undefined && p.price !== "48.75");
    if (!part) throw new Error("The seed has no part at its list price");
    await page.goto(`/products/${part.id}`);
    await expect(page.getByRole("main")).toContainText(`$${part.price}`);
    await shop.store.commit([{ op: "put", collection: "products", record: { ...part, price: "48.75" } }]);
    const html = await (await page.request.get(`/products/${part.id}`)).text();
    expect(html).toContain("$48.75");
    await page.reload();
    await expect(page.getByRole("main")).toContainText("$48.75");
  });
});
