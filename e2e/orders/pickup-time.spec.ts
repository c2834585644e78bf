import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/**
 * The pickup time on the shop's clock (docs/product.md, Pickup time): the cached, hydrated pages
 * carry the time-free order-by rule in their HTML, and the browser puts the live line in its
 * place, with no hydration error. The browser's clock is pinned to a Tuesday morning in New York
 * (9:45:30 AM, UTC-5; the minutes left are rounded down), while the visitor's own time zone is somewhere else entirely.
 */

const TUESDAY_MORNING = new Date("2026-11-24T14:45:30Z");
const RULE = "Order by 2:00 PM for same-day pickup";

test.use({ timezoneId: "Asia/Tokyo" });

/** The first part in stock, read from the API, so the spec does not depend on one seed row. */
async function inStockPartId(request: APIRequestContext): Promise<number> {
  for (let id = 1; id <= 50; id += 1) {
    const response = await request.get(`/api/products/${id}`);
    if (response.ok() && (await response.json()).inStock) return id;
  }
  throw new Error("no part in stock among the first 50");
}

test("the part page, header and cart say the live pickup time on the shop's clock", async ({ page, request }) => {
  const id = await inStockPartId(request);

  // The server's HTML is cached, so it says only what is always true.
  const html = await (await request.get(`/products/${id}`)).text();
  expect(html).toContain(RULE);
  expect(html).not.toContain("for pickup today");
  expect(html).not.toContain("Open today");

  await page.clock.install({ time: TUESDAY_MORNING });
  await page.goto(`/products/${id}`);
  const main = page.getByRole("main");
  await expect(main.getByText("Order in the next 4 h 14 min for pickup today", { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Open today 8:00 AM – 6:00 PM", { exact: true })).toBeVisible();

  // A minute later the countdown follows.
  await page.clock.runFor(60_000);
  await expect(main.getByText("Order in the next 4 h 13 min for pickup today", { exact: true })).toBeVisible();

  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" }).first()).toBeVisible();
  await page.goto("/cart");
  const summary = page.getByRole("form", { name: "Order Summary" });
  await expect(summary.getByText(/^Order in the next 4 h 1[23] min for pickup today$/)).toBeVisible();
  await expect(summary.getByText("Pay at the counter when you pick up.", { exact: true })).toBeVisible();
  await expect(page.getByText(/card payment provider/)).toHaveCount(0);
});

test("the phone menu lists Contact and today's hours", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install({ time: new Date("2026-11-24T23:30:00Z") });
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  // Open (again, if the page was not hydrated yet when first pressed).
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(menu.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact");
  await expect(menu.getByText("Today 8:00 AM – 6:00 PM", { exact: true })).toBeVisible();
  await expect(menu.getByText("Closed now, opens tomorrow 8:00 AM", { exact: true })).toBeVisible();
});
