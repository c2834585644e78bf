import type { PartList, PartView } from "@shop/domain";
import type { APIRequestContext } from "@playwright/test";
import { expectCartCount } from "../support/cart-helpers.ts";
import { expect as baseExpect, test } from "../support/fixtures.ts";

/**
 * The quick-order pad (docs/product.md, Quick order): a technician reaches it from the header,
 * pastes ten lines written every way a list comes (lower case, dashes, tabs, commas, "x2", an older
 * number), and the good ones fill the cart in one press while the bad ones (a number no part has, a
 * part sold out, more than the shelf holds) are listed with why and stay in the box. Then a CSV
 * file. Adds to its own session's cart only; orders nothing.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function shelf(request: APIRequestContext) {
  const all: PartView[] = [];
  for (const offset of [0, 100, 200, 300]) {
    const list = (await (await request.get(`/api/products?limit=100&offset=${offset}&sort=name`)).json()) as PartList;
    all.push(...list.products);
  }
  // Enough on hand that other journeys' orders running beside this one cannot empty them, and no
  // two with one name, so each is found by name in the cart.
  const plenty = all.filter((part) => part.quantityOnHand >= 8);
  const replacing = plenty.find((part) => (part.supersedes ?? []).length > 0);
  const good: PartView[] = [];
  for (const part of plenty) {
    if (good.length < 6 && part !== replacing && part.name !== replacing?.name && !good.some((other) => other.name === part.name)) good.push(part);
  }
  const soldOut = all.find((part) => !part.inStock && part.specialOrderDays === undefined);
  const few = all.find((part) => part.inStock && part.quantityOnHand < 90 && !good.includes(part) && part !== replacing);
  if (!replacing || good.length < 6 || !soldOut || !few) throw new Error("the seed lacks the parts this journey needs");
  return { good, replacing, soldOut, few };
}

test("ten pasted lines fill the cart in one press and the bad ones are listed with why; a CSV file too", async ({ page, request, expectAccessible }) => {
  const { good, replacing, soldOut, few } = await shelf(request);
  const [a, b, c, d, e, f] = good as [PartView, PartView, PartView, PartView, PartView, PartView];
  const dashed = (number: string) => `${number.slice(0, 3)}-${number.slice(3)}`;
  const pasted = [
    `${a.partNumber} 2`,
    `${b.partNumber.toLowerCase()}, 1`,
    `${dashed(c.partNumber)}\t3`,
    `${d.partNumber} x2`,
    `${e.partNumber} x 1`,
    f.partNumber,
    `${replacing.supersedes![0]} 1`,
    "NOSUCHPART-42 1",
    `${soldOut.partNumber} 1`,
    `${few.partNumber} 99`,
  ].join("\n");

  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Quick Order" }).click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quick Order" })).toBeVisible();
  await expectAccessible();

  const box = page.getByRole("textbox", { name: "Part numbers and quantities" });
  await box.fill(pasted);
  await page.getByRole("button", { name: "Add to Cart" }).click();

  const added = page.getByRole("region", { name: "7 lines added to your cart" });
  await expect(added).toBeVisible();
  for (const part of [a, b, c, d, e, f, replacing]) await expect(added.locator(`a[href="/products/${part.id}"]`)).toBeVisible();
  await expect(added.getByText(`${replacing.supersedes![0]} is replaced by this part.`)).toBeVisible();

  const problems = page.getByRole("region", { name: "3 lines need attention" });
  await expect(problems.locator("[data-slot=quick-order-problem]")).toHaveCount(3);
  await expect(problems.getByText("No part is numbered NOSUCHPART-42", { exact: false })).toBeVisible();
  await expect(problems.getByText("Out of stock", { exact: true })).toBeVisible();
  await expect(problems.getByText(`Only ${few.quantityOnHand} of ${few.name} (${few.partNumber})`, { exact: false })).toBeVisible();
  // The box keeps only what still needs attention, so pressing again adds nothing twice.
  await expect(box).toHaveValue(`NOSUCHPART-42 1\n${soldOut.partNumber} 1\n${few.partNumber} 99`);
  await expectCartCount(page, 2 + 1 + 3 + 2 + 1 + 1 + 1);
  await expectAccessible();

  // A CSV file, header and all, read into the box.
  await box.fill("");
  await page.getByLabel("Choose a CSV file").setInputFiles({
    name: "van-restock.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`part_number,quantity\r\n${a.partNumber},1\r\n"${b.partNumber}",2\r\n`),
  });
  await expect(page.getByText("Read van-restock.csv: 2 lines.")).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("region", { name: "2 lines added to your cart" })).toBeVisible();
  await expectCartCount(page, 11 + 3);

  await page.getByRole("link", { name: "View Cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox", { name: `Quantity of ${a.name}` })).toHaveValue("3");
  await expect(page.getByText("7 items")).toBeVisible();
});
