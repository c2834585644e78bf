import type { APIRequestContext, Page } from "@playwright/test";
import type { CategoryView, PartList, PartView } from "@shop/domain";
import { expect, test } from "../support/fixtures.ts";

/**
 * The pages as a crawler that runs no JavaScript sees them (docs/architecture.md, Server
 * rendering): every page the sitemap lists (from the live data) answers HTML that already holds its
 * heading and text, its title, meta description and canonical link, and structured data that
 * parses and carries what its type requires; a listing's HTML holds the parts its URL asks for;
 * a page that does not exist answers 404.
 */

type Ld = Record<string, unknown> & { "@type": string };

const SITE = "https://www.capitalcityparts.com";
const STORE_NAME = "Capital City Appliance & HVAC Parts";

/**
 * The properties each type of block must carry: Google's required ones, and no invented rating
 * (docs/product.md, Decisions).
 */
function expectValidBlock(block: Ld, where: string) {
  const at = `${block["@type"]} on ${where}`;
  switch (block["@type"]) {
    case "HardwareStore": {
      expect(block.name, at).toBe(STORE_NAME);
      expect(block.telephone, at).toMatch(/^\+1\d{10}$/);
      expect(block.address, at).toMatchObject({ streetAddress: expect.any(String), addressLocality: "Tallahassee", addressRegion: "FL" });
      expect((block.openingHoursSpecification as unknown[]).length, at).toBeGreaterThan(0);
      expect((block.areaServed as unknown[]).length, at).toBeGreaterThan(1);
      expect(block, at).not.toHaveProperty("aggregateRating");
      break;
    }
    case "BreadcrumbList": {
      const items = block.itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(items.length, at).toBeGreaterThanOrEqual(2);
      items.forEach((item, index) => {
        expect(item.position, at).toBe(index + 1);
        expect(item.name, at).not.toBe("");
        expect(item.item, at).toMatch(new RegExp(`^${SITE}/`));
      });
      expect(items[0], at).toMatchObject({ name: "Home", item: `${SITE}/` });
      expect(items.at(-1)?.item, at).toBe(`${SITE}${where}`);
      break;
    }
    case "BlogPosting": {
      expect(block.headline, at).toEqual(expect.any(String));
      expect(block.datePublished, at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(block.author, at).toMatchObject({ "@type": "Person", name: expect.any(String) });
      expect(block.mainEntityOfPage, at).toBe(`${SITE}${where}`);
      break;
    }
    case "Product": {
      const offer = block.offers as Record<string, unknown>;
      expect(block.name, at).toEqual(expect.any(String));
      expect(block.sku, at).toEqual(expect.any(String));
      expect(offer, at).toMatchObject({ "@type": "Offer", priceCurrency: "USD", price: expect.stringMatching(/^\d+\.\d{2}$/) });
      expect(offer.availability, at).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|BackOrder)$/);
      break;
    }
    case "ItemList": {
      const items = block.itemListElement as Array<{ position: number; name: string; url: string }>;
      expect(items.length, at).toBeGreaterThan(0);
      expect(block.numberOfItems, at).toBe(items.length);
      items.forEach((item, index) => {
        expect(item.position, at).toBe(index + 1);
        expect(item.name, at).not.toBe("");
        expect(item.url, at).toMatch(new RegExp(`^${SITE}/products/\\d+$`));
      });
      break;
    }
    case "FAQPage": {
      const questions = block.mainEntity as Array<{ "@type": string; name: string; acceptedAnswer: { text: string } }>;
      // The local pages ask three or more; a symptom page two or three.
      expect(questions.length, at).toBeGreaterThanOrEqual(2);
      for (const question of questions) {
        expect(question["@type"], at).toBe("Question");
        expect(question.name, at).not.toBe("");
        expect(question.acceptedAnswer.text, at).not.toBe("");
      }
      break;
    }
    default:
      throw new Error(`Unexpected structured data type ${block["@type"]} on ${where}`);
  }
}

const isCategoryPage = (path: string) => /^\/(appliance|hvac)-parts\/./.test(path);

/** The types a page must carry, beyond what it may. */
function requiredTypes(path: string): string[] {
  if (path === "/") return ["HardwareStore"];
  const types = ["BreadcrumbList"];
  if (path.startsWith("/blog/")) types.push("BlogPosting");
  if (path.startsWith("/products/")) types.push("Product");
  if (path.startsWith("/models/")) types.push("ItemList");
  if (path.startsWith("/symptoms/")) types.push("FAQPage");
  if (/^\/(tallahassee|leon-county|quincy-fl|havana-fl)-/.test(path)) types.push("HardwareStore", "FAQPage");
  if (path === "/about-us" || path === "/contact") types.push("HardwareStore");
  return types;
}

/** The paths sitemap.xml lists, as paths: the fixed pages and every category, brand, article, part and model. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test.describe("pages without JavaScript", () => {
  // What a crawler that runs no scripts sees: the HTML as served.
  test.use({ javaScriptEnabled: false });

  test("the sitemap lists home, information, local, type landing, category, brand, article, part and symptom pages", async ({ request }) => {
    const paths = await sitemapPaths(request);
    const required = ["/", "/about-us", "/contact", "/warranty", "/returns", "/shipping", "/appliance-parts", "/hvac-parts", "/brands"];
    const local = ["/tallahassee-appliance-parts", "/leon-county-hvac-parts", "/quincy-fl-appliance-repair", "/havana-fl-hvac-repair"];
    const deep = ["/appliance-parts/refrigerator-parts", "/hvac-parts/thermostats", "/brands/whirlpool", "/blog/furnace-flame-sensor", "/products/12", "/symptoms", "/symptoms/furnace/not-heating"];
    for (const path of [...required, ...local, ...deep]) expect(paths).toContain(path);
    expect(paths).not.toContain("/cart");
  });

  // One test per kind of page, each page a step: a browser context per page would cost more than
  // the checks.
  const kinds: Array<[string, (path: string) => boolean]> = [
    ["fixed pages", (path) => !isCategoryPage(path) && !/^\/(brands|blog|products|models|symptoms)\/./.test(path)],
    ["category pages", isCategoryPage],
    ["brand pages", (path) => path.startsWith("/brands/")],
    ["articles", (path) => path.startsWith("/blog/")],
    // Every part would be hundreds of pages: the first dozen the sitemap lists.
    ["part pages", (path) => path.startsWith("/products/")],
    ["model pages", (path) => path.startsWith("/models/")],
    ["symptom pages", (path) => path.startsWith("/symptoms/")],
  ];
  for (const [kind, isKind] of kinds) {
    test(`${kind} hold their text, head tags and structured data`, async ({ page, request }) => {
      test.slow(); // dozens of pages in one test
      for (const path of (await sitemapPaths(request)).filter(isKind).slice(0, 40)) {
        await test.step(path, () => expectRendered(page, path));
      }
    });
  }

  test("a part's page holds its name, part number, price, stock, models and a live Offer", async ({ page, request }) => {
    const part = await api<PartView>(request, "/api/products/12");
    await page.goto("/products/12");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(part.name);
    await expect(main).toContainText(part.partNumber);
    await expect(main).toContainText(`$${part.price}`);
    await expect(main).toContainText(part.inStock ? "In Stock" : part.specialOrderDays !== undefined ? "Special Order" : "Out of Stock");
    if (part.compatibility[0]) await expect(main).toContainText(part.compatibility[0]);
    await expect(page.getByRole("navigation", { name: /breadcrumb/i })).toContainText(part.category.name);
  });

  test("a category page holds the parts its URL asks for: brand filter, sort and page", async ({ page, request }) => {
    const categories = await api<CategoryView[]>(request, "/api/categories?type=appliance");
    const big = categories.find((category) => category.productCount > 20);
    if (!big) throw new Error("The seed needs a category with more than 20 parts");
    const second = await api<PartList>(request, `/api/products?categoryId=${big.id}&sort=price-asc&limit=20&offset=20`);
    await page.goto(`/appliance-parts/${big.slug}?sort=price-asc&page=2`);
    const grid = page.getByRole("main").getByRole("list").filter({ has: page.getByRole("article") }).first();
    for (const part of second.products) await expect(grid).toContainText(part.name);

    const [brand] = await api<Array<{ id: number; slug: string }>>(request, "/api/brands?type=appliance");
    if (!brand) throw new Error("The seed has no appliance brands");
    const filtered = await api<PartList>(request, `/api/products?categoryId=${big.id}&brandId=${brand.id}&sort=price-desc&limit=20&offset=0`);
    await page.goto(`/appliance-parts/${big.slug}?brand=${brand.slug}&sort=price-desc`);
    await expect(page.getByRole("main")).toContainText(`${filtered.total} part`);
    for (const part of filtered.products) await expect(page.getByRole("main")).toContainText(part.name);
  });

  test("a brand page and /search?q= hold their parts", async ({ page, request }) => {
    const brandParts = await api<PartList>(request, "/api/products?brandId=1&limit=20&offset=0&sort=popular");
    const brand = await api<{ slug: string }>(request, `/api/brands/${(brandParts.products[0] as PartView).brand.slug}`);
    await page.goto(`/brands/${brand.slug}`);
    for (const part of brandParts.products.slice(0, 5)) await expect(page.getByRole("main")).toContainText(part.name);

    const results = await api<PartList>(request, "/api/products?search=filter&limit=20&offset=0&sort=popular");
    expect(results.total).toBeGreaterThan(0);
    await page.goto("/search?q=filter");
    await expect(page.getByRole("main")).toContainText(`${results.total} part`);
    for (const part of results.products.slice(0, 5)) await expect(page.getByRole("main")).toContainText(part.name);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("home holds its featured and popular parts", async ({ page, request }) => {
    const featured = await api<PartList>(request, "/api/products?isFeatured=true&limit=4");
    const popular = await api<PartList>(request, "/api/products?isPopular=true&limit=6");
    await page.goto("/");
    for (const part of [...featured.products, ...popular.products]) await expect(page.getByRole("main")).toContainText(part.name);
  });

  for (const [path, title] of [
    ["/products/999999", "Part Not Found"],
    ["/appliance-parts/no-such-category", "Category Not Found"],
    ["/brands/no-such-brand", "Brand Not Found"],
    ["/blog/no-such-guide", "Not Found"],
    ["/symptoms/washer/no-such-symptom", "Symptom Not Found"],
    ["/no/such/page", "404 Page Not Found"],
  ] as const) {
    test(`${path} answers HTTP 404 with its not-found page, unindexed`, async ({ page, browserErrors }) => {
      browserErrors.allow(/status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await page.title()).toContain(title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText("Not Found");
    });
  }
});

async function expectRendered(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);

  expect(await page.title()).toMatch(new RegExp(` \\| ${STORE_NAME}$`));
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  expect(description.length).toBeGreaterThan(40);
  expect(description.length).toBeLessThanOrEqual(160);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", path === "/" ? `${SITE}/` : `${SITE}${path}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const main = page.getByRole("main");
  const heading = (await main.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(heading).not.toBe("");
  expect((await main.textContent())?.replace(/\s+/g, " ").length ?? 0).toBeGreaterThan(200);
  // The frame too: the phone number in the header, the address in the footer.
  await expect(page.getByRole("banner")).toContainText("(850) 555-0142");
  await expect(page.getByRole("contentinfo")).toContainText("2810 Capital Circle NE");

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => {
    const block = JSON.parse(text) as Ld;
    expect(block["@context"]).toBe("https://schema.org");
    return block;
  });
  for (const block of blocks) expectValidBlock(block, path);
  const types = blocks.map((block) => block["@type"]);
  for (const type of requiredTypes(path)) expect(types, `structured data on ${path}`).toContain(type);
}
