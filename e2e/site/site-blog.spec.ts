import { expect, test } from "../support/fixtures.ts";
import { ARTICLE, expectHead, SITE, STORE_NAME, STORE_PHONE, STORE_TEL } from "../support/site-helpers.ts";

/**
 * The blog (repair guides): the list with its search and pages, and an article with its head tags
 * and related articles.
 */

// Every journey has its own browser context and its own data (unique addresses), so they share the
// two workers. Most run axe twice on one or two pages: on a busy two-core machine that can take
// longer than the default minute.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

/** A description above 160 characters is cut to 157 plus an ellipsis (docs/product.md, Rules: Blog). */
const metaDescription = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text);

test.describe("blog", () => {
  test("the list searches, counts and pages through the articles; a card opens its article", async ({ page, expectAccessible }) => {
    await page.goto("/blog");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Repair Guides & Tips");
    await expectHead(page, {
      title: "Repair Guides & Tips",
      description:
        "Step-by-step help for fixing appliances and heating and cooling equipment, written at our parts counter from the questions we hear every day.",
      path: "/blog",
    });

    // 13 published posts (the two drafts are not listed): 10 on page one, 3 on page two.
    const results = main.getByRole("region", { name: "Articles" });
    const cards = results.getByRole("article");
    await expect(results.getByText("13 articles", { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByRole("heading")).toHaveText("Hurricane Season Checklist for Your Air Conditioner");
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", "/blog/hurricane-season-ac-checklist");
    await expect(cards.first().locator("time")).toHaveText("May 12, 2026");
    await expect(cards.first()).toContainText(/\d+ min read/);
    const pages = main.getByRole("navigation", { name: "Article pages" });
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("button", { name: /^Page / })).toHaveCount(2);
    await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(main.getByRole("heading", { name: "Popular Topics" })).toBeVisible();
    await expectAccessible();

    await pages.getByRole("button", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards).toHaveCount(3);
    await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(cards.last().getByRole("heading")).toHaveText("How to Find Your Appliance or HVAC Model Number");
    // Paging is a view of the same page: the canonical URL has no query.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/blog`);

    // A search goes back to page 1 and counts what it found.
    await main.getByRole("searchbox", { name: "Search articles" }).fill("capacitor");
    await main.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?search=capacitor$/);
    await expect(results.getByText("2 articles matching “capacitor”", { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(pages).toHaveCount(0);

    // A card opens its article.
    await cards.getByRole("link", { name: ARTICLE.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${ARTICLE.slug}$`));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(ARTICLE.title);
    await expect(page).toHaveTitle(`${ARTICLE.title} | ${STORE_NAME}`);
  });

  test("an article shows its title, date, read time, content, help block and related articles", async ({ page, expectAccessible }) => {
    await page.goto(`/blog/${ARTICLE.slug}`);
    const main = page.getByRole("main");
    const article = main.getByRole("article", { name: ARTICLE.title });
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(ARTICLE.title);
    await expectHead(page, { title: ARTICLE.title, description: metaDescription(ARTICLE.excerpt), path: `/blog/${ARTICLE.slug}` });
    await expect(article.getByText(ARTICLE.excerpt, { exact: true })).toBeVisible();
    await expect(article.locator("time")).toHaveText(ARTICLE.date);
    await expect(article.locator("time")).toHaveAttribute("datetime", "2025-05-20");
    await expect(article.getByText(ARTICLE.readTime, { exact: true })).toBeVisible();
    await expect(article.getByText("Repair Guide", { exact: true })).toBeVisible();
    await expect(article.getByText(ARTICLE.category, { exact: true })).toBeVisible();
    await expect(article.getByText(ARTICLE.opening)).toBeVisible();
    await expect(article.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(article.getByRole("link", { name: `Call ${STORE_PHONE}` })).toHaveAttribute("href", STORE_TEL);
    await expect(article.getByRole("link", { name: `Shop ${ARTICLE.category}` })).toHaveAttribute("href", "/hvac-parts/capacitors-contactors");
    await expect(main.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");

    // Three related articles, never the article itself.
    const related = main.getByRole("region", { name: "Related articles" });
    const relatedLinks = related.getByRole("article").getByRole("link");
    await expect(relatedLinks).toHaveCount(3);
    for (const href of await relatedLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      expect(href).not.toBe(`/blog/${ARTICLE.slug}`);
    }
    await expectAccessible();

    const next = relatedLinks.first();
    const nextTitle = (await next.textContent()) ?? "";
    const nextHref = (await next.getAttribute("href")) ?? "";
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(nextTitle);
    await expect(page).toHaveTitle(`${nextTitle} | ${STORE_NAME}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${nextHref}`);
  });
});
