import type { Page } from "@playwright/test";
import { expect, storedRecords, test } from "../support/fixtures.ts";

/**
 * Model pages (docs/product.md, Model pages): from the home hero's model search to the model's
 * own page, and a part from there into the cart.
 */

type Part = { id: number; name: string; partNumber: string; quantityOnHand: number; compatibility: string[]; hidden?: boolean };

const parts = () => (storedRecords("products") as unknown as Part[]).filter((part) => !part.hidden);
const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart(, .+)?$/ });

test("a model searched on the home page leads to its page, and a part from there goes into the cart", async ({ page, expectAccessible }) => {
  const model = "WRF555SDFZ";
  const fitting = parts().filter((part) => part.compatibility.includes(model));
  const inStock = fitting.filter((part) => part.quantityOnHand > 0);
  expect(inStock.length).toBeGreaterThan(0);

  await page.goto("/");
  const hero = page.getByRole("search", { name: "Model number" });
  await hero.getByRole("textbox", { name: "Model number" }).fill("wrf 555-sdfz");
  await hero.getByRole("button", { name: "Search" }).click();

  // The home search keeps its way: the toast, then the appliance landing page's results.
  await expect(notifications(page).getByText("Parts found!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/appliance-parts" && url.searchParams.get("search") === "wrf 555-sdfz");
  const results = page.getByRole("region", { name: "Parts for model wrf 555-sdfz" });
  await results.getByRole("link", { name: `See every part for ${model}` }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/models/${model}`);
  await expect(page.getByRole("heading", { level: 1, name: `Parts for ${model}` })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(fitting.length);
  await expect(page.getByRole("link", { name: "Ask about a part" })).toHaveAttribute(
    "href",
    `/contact?${new URLSearchParams({ subject: `Part for model ${model}` }).toString()}`,
  );
  await expectAccessible();

  const part = inStock[0]!;
  // By its part number: two parts of one name may fit (one in stock, one a special order).
  const card = cards.filter({ has: page.getByRole("heading", { name: part.name, exact: true }) }).filter({ hasText: part.partNumber });
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(notifications(page).getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await cartLink(page).click();
  await expect(page.getByRole("link", { name: part.name }).first()).toBeVisible();
});

test("a model page works without JavaScript, and an unknown model is its own not-found page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const model = "WRF555SDFZ";
  const response = await page.goto(`/models/${model.toLowerCase()}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: `Parts for ${model}` })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/models/${model}$`));
  for (const part of parts().filter((p) => p.compatibility.includes(model))) {
    await expect(page.getByRole("article").getByRole("link", { name: part.name, exact: true }).and(page.locator(`[href="/products/${part.id}"]`))).toBeVisible();
  }
  const missing = await page.goto("/models/QQZZ99887766XX");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Model Not Found" })).toBeVisible();
  await context.close();
});
