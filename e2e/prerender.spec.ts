import { prerenderPaths } from "../packages/app/prerender.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The prerendered pages as a crawler that runs no JavaScript sees them (docs/architecture.md, The
 * storefront app: prerendering at build time): each answers HTML that already holds its heading and
 * text, its title, meta description and canonical link, and structured data that parses and carries
 * what its type requires.
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
    case "FAQPage": {
      const questions = block.mainEntity as Array<{ "@type": string; name: string; acceptedAnswer: { text: string } }>;
      expect(questions.length, at).toBeGreaterThanOrEqual(3);
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
  if (/^\/(tallahassee|leon-county|quincy-fl|havana-fl)-/.test(path)) types.push("HardwareStore", "FAQPage");
  if (path === "/about-us" || path === "/contact") types.push("HardwareStore");
  return types;
}

test.describe("prerendered pages without JavaScript", () => {
  // What a crawler that runs no scripts sees: the HTML as served.
  test.use({ javaScriptEnabled: false });
  const paths = prerenderPaths();

  test("the list covers home, information, local, type landing, category, brand and article pages", () => {
    const required = ["/", "/about-us", "/contact", "/warranty", "/returns", "/shipping", "/appliance-parts", "/hvac-parts", "/brands"];
    const local = ["/tallahassee-appliance-parts", "/leon-county-hvac-parts", "/quincy-fl-appliance-repair", "/havana-fl-hvac-repair"];
    const deep = ["/appliance-parts/refrigerator-parts", "/hvac-parts/thermostats", "/brands/whirlpool", "/blog/furnace-flame-sensor"];
    for (const path of [...required, ...local, ...deep]) expect(paths).toContain(path);
    expect(paths).not.toContain("/cart");
  });

  // One test per kind of page, each page a step: a browser context per page would cost more than
  // the checks.
  const kinds: Array<[string, (path: string) => boolean]> = [
    ["fixed pages", (path) => !isCategoryPage(path) && !path.startsWith("/brands/") && !path.startsWith("/blog/")],
    ["category pages", isCategoryPage],
    ["brand pages", (path) => path.startsWith("/brands/")],
    ["articles", (path) => path.startsWith("/blog/")],
  ];
  for (const [kind, isKind] of kinds) {
    test(`${kind} hold their text, head tags and structured data`, async ({ page }) => {
      test.slow(); // dozens of pages in one test
      for (const path of paths.filter(isKind)) {
        await test.step(path, () => expectPrerendered(page, path));
      }
    });
  }
});

async function expectPrerendered(page: Page, path: string) {
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
