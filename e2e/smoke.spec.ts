import { expect, test } from "./fixtures.ts";

test("home page renders with the store's name", async ({ page, expectAccessible }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible();
});
