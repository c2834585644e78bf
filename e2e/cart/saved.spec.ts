import { formatUSD, type PartList, type PartView } from "@shop/domain";
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "../support/fixtures.ts";

/**
 * Saved parts across a reload (docs/product.md, Saved parts): two parts hearted on their pages,
 * the header's count, the list kept by the browser through a reload, /saved with today's prices,
 * one added to the cart and the other removed, the count following. Adds to its own session's cart.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Presses a part page's heart, again if the page was not hydrated yet and the press was lost. */
async function heart(page: Page, part: PartView): Promise<void> {
  await page.goto(`/products/${part.id}`);
  await expect(page.getByRole("heading", { level: 1, name: part.name })).toBeVisible();
  const button = page.getByRole("button", { name: `Save ${part.name} to wishlist` });
  await expect(async () => {
    if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass();
}

test("two hearted parts stay saved across a reload, and /saved adds one to the cart and removes the other", async ({ page, request, expectAccessible }) => {
  // Two parts on the shelf with names no other part has, so each row is found by name.
  const list = (await (await request.get("/api/products?inStock=true&limit=100&sort=name")).json()) as PartList;
  const unique = list.products.filter((part) => part.quantityOnHand >= 3 && list.products.filter((other) => other.name === part.name).length === 1);
  const [first, second] = unique;
  if (!first || !second) throw new Error("the catalogue has too few parts in stock");

  await heart(page, first);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Saved parts (1)" })).toBeVisible();
  await heart(page, second);
  await expect(header.getByRole("link", { name: "Saved parts (2)" })).toBeVisible();

  await page.reload();
  await expect(header.getByRole("link", { name: "Saved parts (2)" })).toBeVisible();
  await header.getByRole("link", { name: "Saved parts (2)" }).click();

  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole("heading", { level: 1, name: "Saved parts" })).toBeVisible();
  const firstRow = page.getByRole("group", { name: first.name });
  const secondRow = page.getByRole("group", { name: second.name });
  await expect(firstRow.getByText(formatUSD(first.price))).toBeVisible();
  await expect(secondRow.getByText(formatUSD(second.price))).toBeVisible();
  await expectAccessible();

  await firstRow.getByRole("button", { name: "Add to Cart" }).click();
  await expect(header.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await secondRow.getByRole("button", { name: `Remove ${second.name}` }).click();
  await expect(secondRow).toHaveCount(0);
  await expect(firstRow).toBeVisible();
  await expect(header.getByRole("link", { name: "Saved parts (1)" })).toBeVisible();

  // The list is the browser's: a reload shows the same one part.
  await page.reload();
  await expect(page.getByRole("group", { name: first.name })).toBeVisible();
  await expect(page.getByRole("group", { name: second.name })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Saved parts (1)" })).toBeVisible();
});
