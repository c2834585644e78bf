import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { pagePaths } from "@shop/domain";
import { expect } from "../support/fixtures.ts";
import { signInAsStaff, storedOrders, withOwnShop } from "../support/own-shop.ts";

/**
 * The catalogue and the store's facts kept in the back office (docs/product.md, Back office: Store;
 * Back office: Parts): staff change the tax rate or a part in a form, and the storefront, its carts and its
 * orders use the change at the next request, with no build or restart. Its own server and
 * database, so the tax rate it changes is no other journey's.
 */

const STAFF = { email: "owner@tallahassee-parts.example", password: "compressor-contactor-7" };

const test = withOwnShop({ folderPrefix: "shop-office-e2e-", staff: STAFF });

const signIn = (page: Page) => signInAsStaff(page, STAFF);

const usd = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

test.describe("the back office keeps the shop", () => {
  test("staff set a new tax rate in the store form; a visitor's cart shows it and the order is placed at it", async ({ page, browser, shop, browserErrors }) => {
    browserErrors.allow(/status of 401 .*\/api\/staff\/session/);
    await signIn(page);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Store" }).click();
    const form = page.getByRole("form", { name: "The store's facts" });
    const rate = form.getByRole("textbox", { name: /Sales tax rate/ });
    await expect(rate).toHaveValue(shop.store.data.store.taxRate);
    await rate.fill("0.075");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved. Every page shows the new facts from now on.")).toBeVisible();
    expect(shop.store.data.store.taxRate).toBe("0.075");

    // A visitor, in a browser of their own.
    const part = (await shop.store.reads.catalogue.allRecords()).find((p) => p.quantityOnHand > 2 && !p.hidden && p.originalPrice === undefined);
    if (!part) throw new Error("no part to order");
    const visitor = await browser.newPage();
    const sessionId = randomBytes(16).toString("base64url").slice(0, 21);
    await visitor.addInitScript(([key, id]) => localStorage.setItem(key, id), ["guest-session-id", sessionId] as const);
    expect((await visitor.request.post("/api/cart", { headers: { "session-id": sessionId }, data: { productId: part.id, quantity: 2 } })).status()).toBe(201);
    await visitor.goto("/cart");
    const subtotal = Math.round(Number(part.price) * 100) * 2;
    const tax = Math.round(subtotal * 0.075);
    const summary = visitor.getByRole("form", { name: "Order Summary" });
    await expect(summary).toContainText("7.5%");
    await expect(summary).toContainText(usd(subtotal + tax));
    await summary.getByRole("textbox", { name: "Email" }).fill("pat.lee@example.com");
    await summary.getByRole("textbox", { name: "Name" }).fill("Pat Lee");
    await summary.getByRole("textbox", { name: "Phone" }).fill("(850) 555-0100");
    await summary.getByRole("button", { name: "Place Pickup Order" }).click();
    await expect(visitor).toHaveURL(/\/\?order=TLH-/);
    const order = (await storedOrders(shop)).find((o) => o.sessionId === sessionId);
    expect(order?.tax).toBe((tax / 100).toFixed(2));

    // The store form's history says who changed what.
    await page.reload();
    await expect(page.getByText(/Tax rate 0\.065 -> 0\.075/)).toBeVisible();
    await expect(page.getByText(STAFF.email, { exact: false }).first()).toBeVisible();
    await visitor.context().close();
  });

  test("staff change a part's price and hide another; the storefront shows the price and no longer the hidden part", async ({ page, shop, browserErrors }) => {
    browserErrors.allow(/status of 401 .*\/api\/staff\/session/);
    const [priced, hidden] = (await shop.store.reads.catalogue.allRecords()).filter((p) => !p.hidden && p.quantityOnHand > 0);
    if (!priced || !hidden) throw new Error("no parts to edit");
    await signIn(page);
    await page.goto(`/staff/parts/${priced.id}`);
    const price = page.getByRole("textbox", { name: "Price", exact: true });
    await expect(price).toHaveValue(priced.price);
    await price.fill("12.34");
    await page.getByRole("button", { name: "Save part" }).click();
    await expect(page.getByText(/Price .* -> 12\.34/).first()).toBeVisible();

    await page.goto(`/staff/parts/${hidden.id}`);
    await page.getByRole("checkbox", { name: /^Hidden/ }).check();
    await page.getByRole("button", { name: "Save part" }).click();
    await expect(page.getByText(/Hidden/).last()).toBeVisible();
    await expect.poll(async () => (await shop.store.reads.catalogue.allRecords()).find((p) => p.id === hidden.id)?.hidden).toBe(true);

    // The storefront, at its next request: the new price in the part's page, the hidden part gone.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/products/${priced.id}`);
    await expect(visitor.getByRole("main")).toContainText("$12.34");
    const gone = await visitor.goto(`/products/${hidden.id}`);
    expect(gone?.status()).toBe(404);
    await visitor.context().close();
  });

  test("staff import a CSV that changes a part's price and adds a part; its page and the category page show both at the next request", async ({ page, shop, browserErrors }) => {
    browserErrors.allow(/status of 401 .*\/api\/staff\/session/);
    // The third part on sale nowhere, so the other journeys' parts are not this one's.
    const changed = (await shop.store.reads.catalogue.allRecords()).filter((p) => !p.hidden && p.originalPrice === undefined)[2];
    if (!changed) throw new Error("no part to change");
    const category = shop.store.data.categories.find((c) => c.id === changed.categoryId)!;
    const brand = shop.store.data.brands.find((b) => b.id === changed.brandId)!;
    const csv = [
      "part_number,name,brand,category,price,quantity",
      `${changed.partNumber},"${changed.name}",${brand.name},${category.slug},13.37,${changed.quantityOnHand}`,
      `E2E-CLAMP-0042,Drain hose clamp (import journey),${brand.slug},"${category.name}",0.42,9`,
    ].join("\n");

    await signIn(page);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Catalogue CSV" }).click();
    await page.getByLabel("CSV file").setInputFiles({ name: "counter-export.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(page.getByRole("heading", { name: "Preview of counter-export.csv" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Changed parts (1)" })).toContainText("13.37");
    await expect(page.getByRole("table", { name: "New parts (1)" })).toContainText("E2E-CLAMP-0042");
    // Nothing is stored before the staff apply it.
    expect((await shop.store.reads.catalogue.allRecords()).find((p) => p.id === changed.id)?.price).toBe(changed.price);
    await page.getByRole("button", { name: "Apply 2 changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Imported: 1 new part, 1 changed part" })).toBeVisible();

    const added = (await shop.store.reads.catalogue.allRecords()).find((p) => p.partNumber === "E2E-CLAMP-0042");
    if (!added) throw new Error("the new part was not stored");
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/products/${changed.id}`);
    await expect(visitor.getByRole("main")).toContainText("$13.37");
    await visitor.goto(`/products/${added.id}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Drain hose clamp (import journey)");
    await expect(visitor.getByRole("main")).toContainText("$0.42");
    // The cheapest first: the new part leads its category's page.
    await visitor.goto(`${pagePaths.category(category)}?sort=price-asc`);
    await expect(visitor.getByRole("main").getByRole("link", { name: /Drain hose clamp \(import journey\)/ }).first()).toBeVisible();
    await visitor.context().close();
  });
});
