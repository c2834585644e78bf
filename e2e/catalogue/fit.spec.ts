import type { Locator, Page } from "@playwright/test";
import { checkModelFit, normalizeModelNumber as normal } from "@shop/domain";
import { expect as baseExpect, storedRecords, test } from "../support/fixtures.ts";

/**
 * "Does this fit my model?" (docs/product.md, Pages: the part page's fit check): the three answers
 * on a part page, the model remembered for the visit and shown on a category page's cards, and
 * removed. Only reads the catalogue.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

type Part = { id: number; name: string; partNumber: string; compatibility: string[] };

const parts = () => storedRecords("products") as unknown as Part[];

/** Types a model and presses Check, again if the page was not hydrated yet and the form went to the server. */
async function check(page: Page, model: string, answer: Locator): Promise<void> {
  await expect(async () => {
    await page.getByLabel("Your model number").fill(model);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(answer).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

test("the fit check answers yes, a close match and not listed, and the model follows the visitor to the cards", async ({ page, expectAccessible }) => {
  // The first part of a category page, and a model it lists.
  await page.goto("/appliance-parts/refrigerator-parts");
  const firstCard = page.getByRole("article").first();
  const name = (await firstCard.getByRole("heading").textContent()) ?? "";
  // Names repeat across brands; the link names the part's id.
  const href = (await firstCard.getByRole("link", { name }).getAttribute("href")) ?? "";
  const part = parts().find((candidate) => `/products/${candidate.id}` === href);
  if (!part) throw new Error(`no part at ${href}`);
  // A listed model whose last character left off is a close match for itself.
  const typoOf = (model: string) => normal(model).slice(0, -1).toLowerCase();
  const listed = part.compatibility.find((model) => {
    const answer = checkModelFit(part.compatibility, typoOf(model));
    return answer.answer === "close" && answer.model === model;
  });
  if (!listed) throw new Error(`${part.partNumber} lists no model to check`);

  await firstCard.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const fit = page.getByRole("region", { name: "Does this fit my model?" });

  // Not listed: the phone and a contact link naming the part and the model.
  await check(page, "QQ000000QQ", fit.getByText("QQ000000QQ is not on our list for this part"));
  await expect(fit.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  const contact = new URL((await fit.getByRole("link", { name: "send us a message" }).getAttribute("href")) ?? "", page.url());
  expect(contact.pathname).toBe("/contact");
  expect(contact.searchParams.get("subject")).toBe(`Does part ${part.partNumber} fit model QQ000000QQ?`);
  await expectAccessible();

  // Close: the last character left off; the suggestion checks the listed model.
  await check(page, typoOf(listed), fit.getByRole("button", { name: `Did you mean ${listed}?` }));
  await fit.getByRole("button", { name: `Did you mean ${listed}?` }).click();

  // Yes, with the listed form, and remembered.
  await expect(fit.getByText(`Fits your ${listed}`)).toBeVisible();
  await expect(fit.getByText("Your model:")).toHaveText(`Your model: ${listed}`);

  // Moving on: the category page's cards say which parts fit.
  await page.goto("/appliance-parts/refrigerator-parts");
  await expect(page.getByText("Your model:")).toHaveText(`Your model: ${listed}`);
  await expect(page.getByRole("article").first().getByText("Fits your model")).toBeVisible();
  await expectAccessible();
  // A card of the same page whose part does not list the model says nothing.
  const hrefs = await page.locator("[data-slot=product-card-link]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const otherHref = hrefs.find((other) => {
    const found = parts().find((candidate) => `/products/${candidate.id}` === other);
    return found && !found.compatibility.some((model) => normal(model) === normal(listed));
  });
  if (!otherHref) throw new Error("every part on the page lists the model");
  const otherCard = page.getByRole("article").filter({ has: page.locator(`a[href="${otherHref}"]`) });
  await expect(otherCard.getByRole("heading")).toBeVisible();
  await expect(otherCard.getByText("Fits your model")).toHaveCount(0);

  // Removed: gone from the line and the cards.
  await page.getByRole("button", { name: `Remove your model ${listed}` }).click();
  await expect(page.getByText("Your model:")).toHaveCount(0);
  await expect(page.getByText("Fits your model")).toHaveCount(0);
});
