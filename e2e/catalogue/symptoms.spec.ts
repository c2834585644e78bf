import type { SymptomView } from "@shop/domain";
import { expect, test } from "../support/fixtures.ts";

/**
 * Symptom pages (docs/product.md, Symptom pages): from the home page's "What's wrong?" entry to a
 * symptom, its parts narrowed to a model typed into its box; the page's content, its FAQ data and
 * its place in the sitemap are in what the server sends.
 */

const PATH = "/symptoms/refrigerator/not-cooling";

test("a symptom page reached from home narrows its parts to the model typed", async ({ page, request, expectAccessible }) => {
  const whole = (await (await request.get(`/api${PATH}`)).json()) as SymptomView;
  const model = whole.checks[0]!.parts[0]!.compatibility[0]!;
  const narrowed = (await (await request.get(`/api${PATH}?model=${encodeURIComponent(model)}`)).json()) as SymptomView;
  const fitting = narrowed.checks.flatMap((check) => check.parts);
  expect(fitting.length).toBeGreaterThan(0);
  expect(fitting.length).toBeLessThan(whole.checks.flatMap((check) => check.parts).length);

  await page.goto("/");
  const entry = page.getByRole("region", { name: "What's wrong with it?" });
  await entry.getByRole("link", { name: "All symptoms" }).click();
  await expect(page).toHaveURL(/\/symptoms$/);
  await expect(page.getByRole("heading", { level: 1, name: "What's wrong with it?" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("region", { name: "Refrigerator" }).getByRole("link", { name: whole.title }).click();

  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await expect(page.getByRole("heading", { level: 1, name: whole.title })).toBeVisible();
  const checks = page.locator("[data-slot=symptom-check]");
  await expect(checks).toHaveCount(whole.checks.length);
  await expect(checks.getByRole("article")).toHaveCount(whole.checks.flatMap((check) => check.parts).length);
  await expectAccessible();

  const box = page.getByRole("textbox", { name: /Refrigerator model number/ });
  // Typed again should the page not have hydrated yet when first typed (the form would then ask the server itself, which also works).
  await box.fill(model.toLowerCase());
  await page.getByRole("button", { name: "Show parts that fit" }).click();
  await expect(page).toHaveURL((url) => url.pathname === PATH && url.searchParams.get("model")?.toUpperCase() === model.toUpperCase());
  await expect(page.getByText(new RegExp(`Showing the parts that fit model ${model}`, "i"))).toBeVisible();
  await expect(checks.getByRole("article")).toHaveCount(fitting.length);
  for (const part of fitting) await expect(checks.getByRole("link", { name: part.name }).first()).toBeVisible();

  await page.getByRole("link", { name: "Show all parts" }).click();
  await expect(checks.getByRole("article")).toHaveCount(whole.checks.flatMap((check) => check.parts).length);
});

test("the server sends a symptom page's content and FAQ data, and lists every symptom page in the sitemap", async ({ request }) => {
  const view = (await (await request.get(`/api${PATH}`)).json()) as SymptomView;
  const html = await (await request.get(PATH)).text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(view.title);
  expect(html).toContain(view.body.split("\n\n")[0]!.slice(0, 80));
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain(view.faq[0]!.q.replaceAll("'", "&#x27;").slice(0, 20));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${PATH}"`));
  const narrowed = await (await request.get(`${PATH}?model=ZZ1`)).text();
  expect(narrowed).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${PATH}"`));

  const missing = await request.get("/symptoms/refrigerator/flying");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Symptom Not Found");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const index = sitemap.includes("<sitemapindex") ? await Promise.all([...sitemap.matchAll(/<loc>[^<]*(\/sitemap-\d+\.xml)<\/loc>/g)].map(async (m) => (await request.get(m[1]!)).text())) : [sitemap];
  const all = index.join("\n");
  expect(all).toContain(`${PATH}</loc>`);
  expect(all).toContain("/symptoms/heat-pump/");
  expect(all).toContain("/symptoms</loc>");
});
