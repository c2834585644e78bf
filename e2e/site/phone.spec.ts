import { randomBytes } from "node:crypto";
import type { Request } from "@playwright/test";
import { expect as baseExpect, PHONE, test } from "../support/fixtures.ts";

/**
 * Phone-first listings (docs/product.md, Listing on a phone; Typed quantity): on a phone a
 * category page's first screen shows parts, its filters open in a sheet behind 'Filters (n)', and
 * a quantity typed in a cart row updates the line and the summary with one write.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: PHONE });
const expect = baseExpect.configure({ timeout: 20_000 });

const usd = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
const cents = (price: string) => Math.round(Number(price) * 100);

test("a category page on a phone shows parts first and filters in a sheet that follows the URL", async ({ page, expectAccessible }) => {
  const path = "/appliance-parts/refrigerator-parts";
  await page.goto(path);
  const main = page.getByRole("main");

  // The first screen: parts, with the Filters button and the sort above them, no form.
  await expect(main.getByRole("article").first()).toBeInViewport();
  await expect(main.getByRole("search", { name: "Filter parts" })).toBeHidden();
  await expect(main.getByRole("combobox", { name: "Sort by" })).toBeInViewport();
  const filters = main.getByRole("button", { name: "Filters", exact: true });
  await expect(filters).toBeInViewport();

  // Open (again, if the page was not hydrated yet when first pressed).
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(async () => {
    await filters.click();
    await expect(sheet).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expectAccessible();

  const brandSelect = sheet.getByRole("combobox", { name: "Brand", exact: true });
  const firstBrand = brandSelect.getByRole("option").nth(1);
  const brandName = (await firstBrand.textContent()) ?? "";
  await brandSelect.selectOption({ label: brandName });
  await expect(page).toHaveURL(/\?brand=[a-z0-9-]+$/);
  const show = sheet.getByRole("button", { name: /^Show \d+ parts?$/ });
  await expect(show).toBeVisible();
  const shown = Number(/\d+/.exec((await show.textContent()) ?? "")?.[0]);

  await show.click();
  await expect(sheet).toBeHidden();
  const counted = main.getByRole("button", { name: "Filters (1)" });
  await expect(counted).toBeFocused();
  await expect(main.locator("[data-slot=catalogue-count]")).toHaveText(`${shown} ${shown === 1 ? "part" : "parts"} found`);
  for (const brand of await main.locator("[data-slot=product-card-brand]").allTextContents()) expect(brand).toBe(brandName);

  // Escape closes too, and focus comes back to the button.
  await counted.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(counted).toBeFocused();
});

test("a quantity typed in a cart row updates the line total and the summary with one write", async ({ page }) => {
  type Part = { id: number; name: string; price: string; quantityOnHand: number };
  const part = (await (await page.request.get("/api/products/1")).json()) as Part;
  expect(part.quantityOnHand, `${part.name} has at least 3 on hand`).toBeGreaterThanOrEqual(3);

  // A guest session with one of the part in its cart, put there through the API.
  const sessionId = randomBytes(16).toString("base64url").slice(0, 21);
  await page.addInitScript((id) => {
    if (!localStorage.getItem("guest-session-id")) localStorage.setItem("guest-session-id", id);
  }, sessionId);
  const added = await page.request.post("/api/cart", { headers: { "session-id": sessionId }, data: { productId: part.id, quantity: 1 } });
  expect(added.status()).toBe(201);

  const puts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname.startsWith("/api/cart/")) puts.push(request);
  });
  await page.goto("/cart");
  const row = page.getByRole("main").getByRole("group", { name: part.name, exact: true });
  const field = row.getByRole("textbox", { name: `Quantity of ${part.name}` });
  await expect(field).toHaveValue("1");

  await field.fill("3");
  await field.press("Enter");
  await expect(field).toHaveValue("3");
  await expect(row.getByText(usd(cents(part.price) * 3), { exact: true })).toBeVisible();
  const summary = page.getByRole("form", { name: "Order Summary" });
  await expect(summary.getByRole("term").first()).toHaveText("Subtotal (3 items)");
  expect(puts.map((request) => request.postDataJSON())).toEqual([{ quantity: 3 }]);

  // Text that is not a number puts the field back and writes nothing.
  await field.fill("x");
  await field.press("Enter");
  await expect(field).toHaveValue("3");
  expect(puts).toHaveLength(1);
});
