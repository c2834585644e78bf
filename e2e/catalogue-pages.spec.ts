import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, storedRecords, test } from "./fixtures.ts";

/**
 * The catalogue journeys: model search from the home hero, the header search, type landing,
 * category, brand, all-brands and product pages, and every not-found screen. Expected counts and
 * orders come from the live database (`storedRecords`) or, for the server's own orderings, from
 * the same API call the page makes; the page is checked against them.
 *
 * Every test has its own browser context and only reads the catalogue, so they run in parallel.
 */
// The journeys are long and the machine (two cores) is shared with other suites running at the
// same time: allow twice the default time, for the tests and for each assertion.
test.describe.configure({ mode: "parallel", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

type Product = {
  id: number;
  name: string;
  partNumber: string;
  price: string;
  originalPrice?: string;
  /** Derived, as the API derives it: stored parts carry `quantityOnHand`. */
  inStock: boolean;
  brandId: number;
  categoryId: number;
  compatibility: string[];
};
type Category = { id: number; name: string; slug: string; type: "appliance" | "hvac" };
type Brand = { id: number; name: string; slug: string; type: "appliance" | "hvac" };
type Store = { name: string; url: string };

const products = () =>
  (storedRecords("products") as unknown as Array<Omit<Product, "inStock"> & { quantityOnHand: number }>).map((product) => ({
    ...product,
    inStock: product.quantityOnHand > 0,
  }));
const categories = () => storedRecords("categories") as unknown as Category[];
const brands = () => storedRecords("brands") as unknown as Brand[];

function categoryBySlug(slug: string): Category {
  const found = categories().find((category) => category.slug === slug);
  if (!found) throw new Error(`no category ${slug} in the database`);
  return found;
}

function brandBySlug(slug: string): Brand {
  const found = brands().find((brand) => brand.slug === slug);
  if (!found) throw new Error(`no brand ${slug} in the database`);
  return found;
}

const cents = (price: string) => Math.round(Number(price) * 100);
const usd = (price: string) => `$${(cents(price) / 100).toFixed(2)}`;

async function storeInfo(request: APIRequestContext): Promise<Store> {
  const response = await request.get("/api/store");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Store;
}

/** The names of the parts GET /api/products answers for a listing query: what the page must show, in order. */
async function listedNames(request: APIRequestContext, query: Record<string, string | number>): Promise<string[]> {
  const params = new URLSearchParams(Object.entries({ sort: "popular", limit: 20, offset: 0, ...query }).map(([k, v]) => [k, String(v)]));
  const response = await request.get(`/api/products?${params.toString()}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: { name: string }[] };
  return body.products.map((product) => product.name);
}

/** The title, canonical link and robots tag a page puts in its head. */
async function expectHead(page: Page, store: Store, title: string, indexed: { canonicalPath: string } | "noindex") {
  await expect(page).toHaveTitle(`${title} | ${store.name}`);
  const canonical = page.locator('head link[rel="canonical"]');
  const robots = page.locator('head meta[name="robots"]');
  if (indexed === "noindex") {
    await expect(canonical).toHaveCount(0);
    await expect(robots).toHaveAttribute("content", "noindex");
  } else {
    await expect(canonical).toHaveAttribute("href", new URL(indexed.canonicalPath, store.url).href);
    await expect(robots).toHaveCount(0);
  }
}

/** The listing of a category, brand or search page: its filter bar, count, parts and page controls. */
function listing(page: Page) {
  const region = page.getByRole("region", { name: "Parts", exact: true });
  const cards = region.getByRole("article");
  return {
    region,
    cards,
    /** Each card's name link (the only link of a card). */
    names: cards.getByRole("link"),
    brandsOnCards: cards.locator("[data-slot=product-card-brand]"),
    count: region.locator("[data-slot=catalogue-count]"),
    search: region.getByRole("searchbox"),
    brand: region.getByRole("combobox", { name: "Brand", exact: true }),
    category: region.getByRole("combobox", { name: "Category", exact: true }),
    sort: region.getByRole("combobox", { name: "Sort by" }),
    inStock: region.getByRole("switch", { name: "In Stock Only" }),
    pages: region.getByRole("navigation", { name: "Pagination" }),
    /** The prices the cards show, as cents. */
    prices: async () => (await cards.locator("[data-slot=product-card-price] data").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("value") ?? ""))).map(cents),
  };
}

/** The query of the page's URL, as a plain object (for exact comparisons). */
function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function expectQuery(page: Page, expected: Record<string, string>) {
  await expect.poll(() => queryOf(page)).toEqual(expected);
}

/** An all-brands tab's accessible name: "HVAC, 20 brands" (the count is announced with what it counts). */
const tabName = (label: string, count: number) => new RegExp(`^${label}\\s*, ${count} ${count === 1 ? "brand" : "brands"}$`);

/** An all-brands tab's visible text: its label, then its count in a badge. */
const tabText = (label: string, count: number) => new RegExp(`^${label}${count}\\D`);

const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

// ---------------------------------------------------------------------------------------------
// 1. Model search on the home hero
// ---------------------------------------------------------------------------------------------

test.describe("model search on the home hero", () => {
  test("an empty or blank model number asks for one and searches nothing", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/products/search-by-model")) lookups.push(request.url());
    });
    await page.goto("/");
    const hero = page.getByRole("search", { name: "Model number" });
    const field = hero.getByRole("textbox", { name: "Model number" });
    const toasts = notifications(page);

    await hero.getByRole("button", { name: "Search" }).click();
    await expect(toasts.getByText("Enter model number", { exact: true })).toBeVisible();
    await expect(toasts.getByText("Please enter a model number to search for compatible parts.", { exact: true })).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill("   ");
    await field.press("Enter");
    await expect(toasts.getByText("Enter model number", { exact: true })).toBeVisible();
    await expect(hero.getByRole("button", { name: "Search" })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(new URL(page.url()).search).toBe("");
    expect(lookups).toEqual([]);
  });

  test("a model typed with spaces and dashes finds its parts and opens the appliance landing page", async ({ page, expectAccessible }) => {
    const model = "WRF555SDFZ";
    const typed = "WRF 555-SDFZ";
    const fitting = products().filter((product) => product.compatibility.includes(model));
    expect(fitting.length).toBeGreaterThan(1);

    // Hold the lookup until the searching state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      "**/api/products/search-by-model/**",
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );

    await page.goto("/");
    const hero = page.getByRole("search", { name: "Model number" });
    await hero.getByRole("textbox", { name: "Model number" }).fill(`  ${typed} `);
    await hero.getByRole("button", { name: "Search" }).click();
    await expect(hero.getByRole("button", { name: "Searching..." })).toBeDisabled();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    release();

    const toasts = notifications(page);
    await expect(toasts.getByText("Parts found!", { exact: true })).toBeVisible();
    await expect(toasts.getByText(`Found ${fitting.length} compatible parts for model ${typed}.`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/appliance-parts" && url.searchParams.get("search") === typed);

    const results = page.getByRole("region", { name: `Parts for model ${typed}` });
    await expect(results.getByText(`${fitting.length} compatible parts`, { exact: true })).toBeVisible();
    await expect(results.getByRole("article").getByRole("link")).toHaveText(
      // Any order: the page lists what fits, the test only knows which parts those are.
      fitting.map(() => new RegExp(fitting.map((product) => product.name).join("|"))),
    );
    const shown = await results.getByRole("article").getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(shown.sort()).toEqual(fitting.map((product) => `/products/${product.id}`).sort());
    // The landing page's own content is still there below the results.
    await expect(page.getByRole("heading", { level: 2, name: "Shop by Category" })).toBeVisible();
    // The hero's own search box on the landing page holds the model.
    await expect(page.getByRole("search", { name: "Model number" }).getByRole("textbox")).toHaveValue(typed);
    await expectAccessible();

    await results.getByRole("button", { name: "Clear model search" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/appliance-parts" && url.search === "");
    await expect(results).toHaveCount(0);
  });

  test("an HVAC model goes to the HVAC landing page", async ({ page }) => {
    const model = "ML14XC1-036-230";
    const fitting = products().filter((product) => product.compatibility.includes(model));
    const hvacIds = new Set(categories().filter((category) => category.type === "hvac").map((category) => category.id));
    expect(fitting.length).toBeGreaterThan(1);
    expect(fitting.every((product) => hvacIds.has(product.categoryId))).toBe(true);

    await page.goto("/");
    const hero = page.getByRole("search", { name: "Model number" });
    await hero.getByRole("textbox", { name: "Model number" }).fill(model.toLowerCase());
    await hero.getByRole("button", { name: "Search" }).click();
    await expect(notifications(page).getByText("Parts found!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/hvac-parts" && url.searchParams.get("search") === model.toLowerCase());
    await expect(page.getByRole("heading", { level: 1, name: "HVAC Parts" })).toBeVisible();
    const results = page.getByRole("region", { name: `Parts for model ${model.toLowerCase()}` });
    await expect(results.getByText(`${fitting.length} compatible parts`, { exact: true })).toBeVisible();
    await expect(results.getByRole("article")).toHaveCount(fitting.length);
  });

  test("an unknown model says no parts were found and stays on the home page", async ({ page }) => {
    const model = "ZZZ999NOPE";
    await page.goto("/");
    const hero = page.getByRole("search", { name: "Model number" });
    await hero.getByRole("textbox", { name: "Model number" }).fill(model);
    const lookup = page.waitForResponse((response) => response.url().includes(`/api/products/search-by-model/${model}`));
    await hero.getByRole("button", { name: "Search" }).click();
    expect((await lookup).status()).toBe(200);
    const toasts = notifications(page);
    await expect(toasts.getByText("No parts found", { exact: true })).toBeVisible();
    await expect(
      toasts.getByText(`No compatible parts found for model ${model}. Try a different model number or browse our catalog.`, { exact: true }),
    ).toBeVisible();
    await expect(hero.getByRole("button", { name: "Search" })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(new URL(page.url()).search).toBe("");
    await expect(hero.getByRole("textbox", { name: "Model number" })).toHaveValue(model);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Header search
// ---------------------------------------------------------------------------------------------

test("header search lists matching parts on /search, and the page's own box searches again", async ({ page, request, expectAccessible }) => {
  const store = await storeInfo(request);
  await page.goto("/");
  const header = page.getByRole("search", { name: "Parts", exact: true });
  await header.getByRole("searchbox", { name: "Search parts" }).fill("water filter");
  await header.getByRole("searchbox", { name: "Search parts" }).press("Enter");

  await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "water filter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Search results for\W+water filter\W*$/);
  const parts = listing(page);
  const expected = await listedNames(request, { search: "water filter" });
  expect(expected.length).toBeGreaterThan(1);
  await expect(parts.names).toHaveText(expected);
  await expect(parts.count).toHaveText(`${expected.length} parts found`);
  for (const name of expected) expect(name).toMatch(/water filter/i);
  // The header box keeps the query; the page's box shows it too.
  await expect(header.getByRole("searchbox")).toHaveValue("water filter");
  await expect(parts.search).toHaveValue("water filter");
  await expectHead(page, store, 'Parts matching "water filter"', "noindex");
  await expectAccessible();

  // A compatible model number is a search term too (docs/product.md, Rules: product search).
  const model = "WRF555SDFZ";
  const fitting = products().filter((product) => product.compatibility.includes(model));
  await parts.search.fill(model);
  await parts.search.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === model);
  await expect(parts.count).toHaveText(`${fitting.length} parts found`);
  await expect(parts.cards).toHaveCount(fitting.length);

  // Back returns to the first query.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "water filter");
  await expect(parts.names).toHaveText(expected);
});

// ---------------------------------------------------------------------------------------------
// 3. Category page
// ---------------------------------------------------------------------------------------------

test.describe("category page", () => {
  const slug = "refrigerator-parts";
  const path = `/appliance-parts/${slug}`;

  test("pages 20 at a time, sorts by price on the server, keeps it all in the URL through reload and Back", async ({ page, request, expectAccessible }) => {
    const store = await storeInfo(request);
    const category = categoryBySlug(slug);
    const inCategory = products().filter((product) => product.categoryId === category.id);
    expect(inCategory.length).toBeGreaterThan(20);
    expect(inCategory.length).toBeLessThanOrEqual(40);
    const pricesAscending = inCategory.map((product) => cents(product.price)).sort((a, b) => a - b);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Appliance Parts" })).toHaveAttribute("href", "/appliance-parts");
    const parts = listing(page);
    const popular1 = await listedNames(request, { categoryId: category.id });
    const popular2 = await listedNames(request, { categoryId: category.id, offset: 20 });
    await expect(parts.names).toHaveText(popular1);
    expect(popular1).toHaveLength(20);
    await expect(parts.count).toHaveText(`${inCategory.length} parts found`);
    await expect(parts.sort).toHaveValue("popular");
    await expect(parts.pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(parts.pages.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expectHead(page, store, `${category.name} | Appliance Parts`, { canonicalPath: path });
    await expectAccessible();

    // Page 2: the rest of the parts, and page=2 in the URL.
    await parts.pages.getByRole("button", { name: "Page 2" }).click();
    await expectQuery(page, { page: "2" });
    await expect(parts.names).toHaveText(popular2);
    expect(popular2).toHaveLength(inCategory.length - 20);
    await expect(parts.pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(parts.pages.getByRole("button", { name: "Next" })).toBeDisabled();
    // The canonical URL leaves paging out.
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", new URL(path, store.url).href);

    // Sorting from page 2 goes back to page 1 and orders the whole category, not one page.
    await parts.sort.selectOption({ label: "Price: Low to High" });
    await expectQuery(page, { sort: "price-asc" });
    await expect.poll(parts.prices).toEqual(pricesAscending.slice(0, 20));
    await expect(parts.pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await parts.pages.getByRole("button", { name: "Next" }).click();
    await expectQuery(page, { sort: "price-asc", page: "2" });
    await expect.poll(parts.prices).toEqual(pricesAscending.slice(20));

    // A reload keeps sort and page.
    await page.reload();
    await expect(parts.sort).toHaveValue("price-asc");
    await expect(parts.pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect.poll(parts.prices).toEqual(pricesAscending.slice(20));

    // Back walks through the same states.
    await page.goBack();
    await expectQuery(page, { sort: "price-asc" });
    await expect.poll(parts.prices).toEqual(pricesAscending.slice(0, 20));
    await expect(parts.sort).toHaveValue("price-asc");
    await page.goBack();
    await expectQuery(page, { page: "2" });
    await expect(parts.sort).toHaveValue("popular");
    await expect(parts.names).toHaveText(popular2);
    await page.goBack();
    await expectQuery(page, {});
    await expect(parts.names).toHaveText(popular1);
  });

  test("brand filter and In Stock Only narrow the parts, reset the page, survive a reload; Clear All Filters resets", async ({ page, request }) => {
    const category = categoryBySlug(slug);
    const inCategory = products().filter((product) => product.categoryId === category.id);
    const inStock = inCategory.filter((product) => product.inStock);
    // A brand with several parts here, at least one of them in stock.
    const brandCounts = new Map<number, number>();
    for (const product of inStock) brandCounts.set(product.brandId, (brandCounts.get(product.brandId) ?? 0) + 1);
    const [brandId] = [...brandCounts].sort((a, b) => b[1] - a[1])[0]!;
    const brand = brands().find((candidate) => candidate.id === brandId)!;
    const brandInStock = inStock.filter((product) => product.brandId === brand.id);
    expect(inStock.length).toBeLessThan(inCategory.length);
    expect(inStock.length).toBeGreaterThan(20);

    await page.goto(`${path}?page=2`);
    const parts = listing(page);
    await expect(parts.pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(parts.cards).toHaveCount(inCategory.length - 20);

    // In Stock Only: page 1 again, no out-of-stock part anywhere.
    await parts.inStock.click();
    await expectQuery(page, { inStock: "true" });
    await expect(parts.inStock).toBeChecked();
    await expect(parts.count).toHaveText(`${inStock.length} parts found`);
    await expect(parts.cards).toHaveCount(20);
    await expect(parts.region.getByText("Out of Stock", { exact: true })).toHaveCount(0);
    await expect(parts.pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    // The brand filter lists the brands of this side and narrows to one.
    await expect(parts.brand.getByRole("option").first()).toHaveText("All Brands");
    await parts.pages.getByRole("button", { name: "Page 2" }).click();
    await expectQuery(page, { inStock: "true", page: "2" });
    await parts.brand.selectOption({ label: brand.name });
    await expectQuery(page, { inStock: "true", brand: brand.slug });
    await expect(parts.count).toHaveText(`${brandInStock.length} ${brandInStock.length === 1 ? "part" : "parts"} found`);
    await expect(parts.brandsOnCards).toHaveText(brandInStock.map(() => brand.name));
    await expect(parts.names).toHaveText(await listedNames(request, { categoryId: category.id, brandId: brand.id, inStock: "true" }));
    await expect(parts.pages).toHaveCount(0);

    // A reload keeps the filters.
    await page.reload();
    await expect(parts.brand.locator("option:checked")).toHaveText(brand.name);
    await expect(parts.inStock).toBeChecked();
    await expect(parts.count).toHaveText(`${brandInStock.length} ${brandInStock.length === 1 ? "part" : "parts"} found`);

    // Nothing matches: No Parts Found, and Clear All Filters resets search, brand and in-stock.
    await parts.search.fill("zzqx-no-such-part");
    await parts.search.press("Enter");
    await expectQuery(page, { inStock: "true", brand: brand.slug, search: "zzqx-no-such-part" });
    const empty = parts.region.locator("[data-slot=empty-state]");
    await expect(empty.getByRole("heading", { name: "No Parts Found" })).toBeVisible();
    await expect(parts.cards).toHaveCount(0);
    await expect(parts.count).toHaveText("0 parts found");
    await empty.getByRole("button", { name: "Clear All Filters" }).click();
    await expectQuery(page, {});
    await expect(parts.count).toHaveText(`${inCategory.length} parts found`);
    await expect(parts.cards).toHaveCount(20);
    await expect(parts.search).toHaveValue("");
    await expect(parts.brand.locator("option:checked")).toHaveText("All Brands");
    await expect(parts.inStock).not.toBeChecked();
    await expect(parts.region.getByRole("button", { name: "Clear All Filters" })).toHaveCount(0);

    // Back undoes the clearing.
    await page.goBack();
    await expectQuery(page, { inStock: "true", brand: brand.slug, search: "zzqx-no-such-part" });
    await expect(parts.region.getByRole("heading", { name: "No Parts Found" })).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Brand page
// ---------------------------------------------------------------------------------------------

test("brand page: title, parts available, category filter", async ({ page, request, expectAccessible }) => {
  const store = await storeInfo(request);
  const brand = brandBySlug("ge");
  const ofBrand = products().filter((product) => product.brandId === brand.id);
  const sideCategories = categories().filter((category) => category.type === brand.type);
  const category = categoryBySlug("refrigerator-parts");
  const inCategory = ofBrand.filter((product) => product.categoryId === category.id);
  expect(inCategory.length).toBeGreaterThan(1);

  await page.goto(`/brands/${brand.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `${brand.name} Parts` })).toBeVisible();
  await expect(page.getByRole("main").getByText("Appliance", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "All Brands", exact: true })).toHaveAttribute("href", "/brands");
  const parts = listing(page);
  await expect(parts.count).toHaveText(`${ofBrand.length} parts available`);
  await expect(parts.cards).toHaveCount(Math.min(20, ofBrand.length));
  await expect(parts.brandsOnCards).toHaveText(Array.from({ length: Math.min(20, ofBrand.length) }, () => brand.name));
  await expect(parts.category.getByRole("option")).toHaveText(["All Categories", ...sideCategories.map((c) => c.name)]);
  await expectHead(page, store, `${brand.name} Parts`, { canonicalPath: `/brands/${brand.slug}` });
  await expectAccessible();

  await parts.category.selectOption({ label: category.name });
  await expectQuery(page, { category: category.slug });
  await expect(parts.count).toHaveText(`${inCategory.length} parts available`);
  await expect(parts.names).toHaveText(await listedNames(request, { brandId: brand.id, categoryId: category.id }));
  await expect(parts.brandsOnCards).toHaveText(inCategory.map(() => brand.name));

  await page.reload();
  await expect(parts.category.locator("option:checked")).toHaveText(category.name);
  await expect(parts.count).toHaveText(`${inCategory.length} parts available`);

  await page.goBack();
  await expectQuery(page, {});
  await expect(parts.count).toHaveText(`${ofBrand.length} parts available`);
  await expect(parts.category.locator("option:checked")).toHaveText("All Categories");
});

// ---------------------------------------------------------------------------------------------
// 5. All brands page
// ---------------------------------------------------------------------------------------------

test("all brands page: tabs with counts, search, Most Popular Brands links", async ({ page, request, expectAccessible }) => {
  const store = await storeInfo(request);
  const all = brands();
  const appliance = all.filter((brand) => brand.type === "appliance");
  const hvac = all.filter((brand) => brand.type === "hvac");

  await page.goto("/brands");
  await expect(page.getByRole("heading", { level: 1, name: "All Brands" })).toBeVisible();
  await expect(page.getByText(`Genuine OEM parts from ${all.length} appliance and HVAC manufacturers.`)).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Brand type" });
  await expect(tabs.getByRole("tab")).toHaveText([tabText("All", all.length), tabText("Appliance", appliance.length), tabText("HVAC", hvac.length)]);
  // Each tab's name says what its number counts: "HVAC, 20 brands".
  await expect(tabs.getByRole("tab", { name: tabName("All", all.length) })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.getByRole("tab", { name: tabName("Appliance", appliance.length) })).toHaveAttribute("aria-selected", "false");
  await expect(tabs.getByRole("tab", { name: tabName("HVAC", hvac.length) })).toHaveAttribute("aria-selected", "false");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("status")).toHaveText(`Showing ${all.length} of ${all.length} brands`);
  await expect(panel.getByRole("article")).toHaveCount(all.length);
  await expectHead(page, store, "All Brands", { canonicalPath: "/brands" });
  await expectAccessible();

  // HVAC tab.
  await tabs.getByRole("tab", { name: /^HVAC/ }).click();
  await expectQuery(page, { type: "hvac" });
  await expect(tabs.getByRole("tab", { name: /^HVAC/ })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("status")).toHaveText(`Showing ${hvac.length} of ${all.length} brands`);
  await expect(panel.getByRole("article")).toHaveCount(hvac.length);
  await expect(panel.getByRole("link", { name: "Carrier", exact: true })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Whirlpool", exact: true })).toHaveCount(0);

  // Search narrows every tab's count; the URL keeps it.
  const search = page.getByRole("searchbox", { name: "Search brands" });
  await search.fill("whirl");
  await expectQuery(page, { type: "hvac", search: "whirl" });
  await expect(tabs.getByRole("tab")).toHaveText([tabText("All", 1), tabText("Appliance", 1), tabText("HVAC", 0)]);
  await expect(panel.getByRole("heading", { name: "No brands match “whirl”" })).toBeVisible();
  await tabs.getByRole("tab", { name: /^Appliance/ }).click();
  await expectQuery(page, { type: "appliance", search: "whirl" });
  await expect(panel.getByRole("status")).toHaveText(`Showing 1 of ${all.length} brands`);
  await expect(panel.getByRole("article").getByRole("link")).toHaveText(["Whirlpool"]);
  await expect(panel.getByRole("article").getByRole("link")).toHaveAttribute("href", "/brands/whirlpool");

  // A reload keeps both.
  await page.reload();
  await expect(search).toHaveValue("whirl");
  await expect(tabs.getByRole("tab", { name: /^Appliance/ })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("status")).toHaveText(`Showing 1 of ${all.length} brands`);

  // Clearing the search (in the HVAC tab, where nothing matched) shows the whole tab again.
  await tabs.getByRole("tab", { name: /^HVAC/ }).click();
  await panel.getByRole("button", { name: "Clear search" }).click();
  await expectQuery(page, { type: "hvac" });
  await expect(search).toHaveValue("");
  await expect(panel.getByRole("status")).toHaveText(`Showing ${hvac.length} of ${all.length} brands`);

  // Most Popular Brands: fixed names, each linking to its brand page.
  const popular = page.getByRole("region", { name: "Most Popular Brands" });
  const popularNames = ["Whirlpool", "GE", "LG", "Samsung", "Carrier", "Trane"];
  await expect(popular.getByRole("link")).toHaveText(popularNames);
  for (const name of popularNames) {
    await expect(popular.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/brands/${brandBySlug(name.toLowerCase()).slug}`);
  }
  await popular.getByRole("link", { name: "Trane", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/brands/trane");
  await expect(page.getByRole("heading", { level: 1, name: "Trane Parts" })).toBeVisible();
  const trane = brandBySlug("trane");
  await expect(listing(page).count).toHaveText(`${products().filter((p) => p.brandId === trane.id).length} parts available`);
});

// ---------------------------------------------------------------------------------------------
// 6. Product page
// ---------------------------------------------------------------------------------------------

test.describe("product page", () => {
  test("shows the part in full, with links to its brand and category", async ({ page, request, expectAccessible }) => {
    const store = await storeInfo(request);
    const product = products().find((candidate) => candidate.inStock && candidate.originalPrice === undefined && candidate.compatibility.length > 2)!;
    const brand = brands().find((candidate) => candidate.id === product.brandId)!;
    const category = categories().find((candidate) => candidate.id === product.categoryId)!;
    const sidePath = `/${category.type}-parts`;

    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(`Part number ${product.partNumber}`, { exact: true })).toBeVisible();
    await expect(page.locator("[data-slot=product-price]")).toHaveText(`Price${usd(product.price)}`);
    await expect(page.getByRole("main").getByText("In Stock", { exact: true })).toBeVisible();
    await expect(page.getByText("Ready for pickup at the store")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", category.type === "hvac" ? "HVAC Parts" : "Appliance Parts", category.name]);
    await expect(crumbs.getByRole("link", { name: category.name })).toHaveAttribute("href", `${sidePath}/${category.slug}`);
    await expect(crumbs.getByText(product.name, { exact: true })).toHaveAttribute("aria-current", "page");

    const brandLinks = page.getByRole("main").getByRole("link", { name: brand.name, exact: true });
    await expect(brandLinks.first()).toHaveAttribute("href", `/brands/${brand.slug}`);
    const models = page.getByRole("region", { name: "Compatible models" });
    await expect(models.getByRole("listitem")).toHaveText(product.compatibility);
    await expect(models.getByText(`This part fits ${product.compatibility.length} models.`)).toBeVisible();
    await expectHead(page, store, `${product.name} (${product.partNumber})`, { canonicalPath: `/products/${product.id}` });
    await expectAccessible();

    // The brand link leads to the brand page; Back, then the category link to the category page.
    await brandLinks.first().click();
    await expect(page).toHaveURL((url) => url.pathname === `/brands/${brand.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `${brand.name} Parts` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await page.getByRole("main").getByRole("definition").getByRole("link", { name: category.name }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${sidePath}/${category.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();
  });

  test("an out-of-stock part cannot be added to the cart; a part on sale shows both prices", async ({ page }) => {
    const outOfStock = products().find((candidate) => !candidate.inStock)!;
    await page.goto(`/products/${outOfStock.id}`);
    await expect(page.getByRole("heading", { level: 1, name: outOfStock.name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await expect(page.getByText("Call us for availability")).toBeVisible();

    const onSale = products().find((candidate) => candidate.inStock && candidate.originalPrice !== undefined)!;
    const was = cents(onSale.originalPrice!);
    const saved = was - cents(onSale.price);
    await page.goto(`/products/${onSale.id}`);
    await expect(page.getByRole("heading", { level: 1, name: onSale.name })).toBeVisible();
    await expect(page.locator("[data-slot=product-price]")).toHaveText(`Sale price${usd(onSale.price)}Original price ${usd(onSale.originalPrice!)}`);
    await expect(page.getByText(`Save $${(saved / 100).toFixed(2)} (${Math.round((saved / was) * 100)}%)`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });
});

// ---------------------------------------------------------------------------------------------
// 7. Not-found screens
// ---------------------------------------------------------------------------------------------

test.describe("not-found screens", () => {
  // `axe`: the first path of each screen is checked for accessibility; the others show the same screen.
  for (const { path, axe } of [
    { path: "/no-such-page", axe: true },
    { path: "/a/b/c", axe: false },
  ]) {
    test(`unknown path ${path} answers HTTP 404 with '404 Page Not Found'`, async ({ page, request, browserErrors, expectAccessible }) => {
      const store = await storeInfo(request);
      browserErrors.allow(new RegExp(path.replaceAll("/", "\\/")));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(/^\s*404\s*Page Not Found\s*$/);
      await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("main").getByRole("link", { name: "Browse All Brands" })).toHaveAttribute("href", "/brands");
      await expectHead(page, store, "404 Page Not Found", "noindex");
      if (axe) await expectAccessible();
      await page.getByRole("main").getByRole("link", { name: "Browse All Brands" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "All Brands" })).toBeVisible();
    });
  }

  const screens = [
    { path: "/appliance-parts/no-such-category", api: /\/api\/categories\/no-such-category/, title: "Category Not Found", link: ["Back to Home", "/"], axe: true },
    // A category of the other side is not found either.
    { path: "/hvac-parts/refrigerator-parts", api: null, title: "Category Not Found", link: ["Back to Home", "/"], axe: false },
    { path: "/brands/no-such-brand", api: /\/api\/brands\/no-such-brand/, title: "Brand Not Found", link: ["Back to All Brands", "/brands"], axe: true },
    { path: "/blog/no-such-post", api: /\/api\/blog\/no-such-post/, title: "Article Not Found", link: ["Back to Blog", "/blog"], axe: true },
    { path: "/products/999999", api: /\/api\/products\/999999/, title: "Part Not Found", link: ["Back to Home", "/"], axe: true },
    { path: "/products/abc", api: null, title: "Part Not Found", link: ["Back to Home", "/"], axe: false },
  ] as const;

  for (const screen of screens) {
    test(`${screen.path} shows '${screen.title}'`, async ({ page, request, browserErrors, expectAccessible }) => {
      const store = await storeInfo(request);
      // The document itself answers 404, which the browser logs.
      browserErrors.allow(/status of 404/);
      const asked: string[] = [];
      page.on("request", (sent) => {
        if (screen.api?.test(sent.url())) asked.push(sent.url());
      });
      const response = await page.goto(screen.path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: screen.title })).toBeVisible();
      const [label, href] = screen.link;
      await expect(page.getByRole("main").getByRole("link", { name: label })).toHaveAttribute("href", href);
      await expectHead(page, store, screen.title, "noindex");
      // The server's answer came with the page: the browser does not ask for the missing record again.
      expect(asked).toEqual([]);
      if (screen.axe) await expectAccessible();
      await page.getByRole("main").getByRole("link", { name: label }).click();
      await expect(page).toHaveURL((url) => url.pathname === href);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// 8. Type landing pages
// ---------------------------------------------------------------------------------------------

test.describe("type landing pages", () => {
  const sides = [
    { type: "appliance", path: "/appliance-parts", title: "Appliance Parts", popular: ["Whirlpool", "GE", "LG", "Samsung", "Frigidaire", "KitchenAid"] },
    { type: "hvac", path: "/hvac-parts", title: "HVAC Parts", popular: ["Carrier", "Trane", "Lennox", "Goodman", "Rheem", "York"] },
  ] as const;

  for (const side of sides) {
    test(`${side.path}: Shop by Category and Popular Brands`, async ({ page, request, expectAccessible }) => {
      const store = await storeInfo(request);
      const sideCategories = categories().filter((category) => category.type === side.type);
      const all = products();
      const countIn = (category: Category) => all.filter((product) => product.categoryId === category.id).length;
      const total = sideCategories.reduce((sum, category) => sum + countIn(category), 0);

      await page.goto(side.path);
      await expect(page.getByRole("heading", { level: 1, name: side.title })).toBeVisible();
      await expect(page.getByText(`${total} parts in ${sideCategories.length} categories`, { exact: true })).toBeVisible();

      const tiles = page.getByRole("region", { name: "Shop by Category" });
      await expect(tiles.getByRole("link")).toHaveText(sideCategories.map((category) => category.name));
      for (const category of sideCategories) {
        const tile = tiles.getByRole("listitem").filter({ has: page.getByRole("link", { name: category.name, exact: true }) });
        await expect(tile.getByRole("link")).toHaveAttribute("href", `${side.path}/${category.slug}`);
        await expect(tile).toContainText(`${countIn(category)} parts`);
      }

      const popular = page.getByRole("region", { name: "Popular Brands" });
      const cards = popular.getByRole("article");
      await expect(cards.getByRole("link")).toHaveText([...side.popular]);
      for (const name of side.popular) {
        const brand = brandBySlug(name.toLowerCase());
        const count = all.filter((product) => product.brandId === brand.id).length;
        const card = cards.filter({ has: page.getByRole("link", { name, exact: true }) });
        await expect(card.getByRole("link")).toHaveAttribute("href", `/brands/${brand.slug}`);
        await expect(card).toContainText(`${count} parts`);
      }
      await expect(popular.getByRole("link", { name: "All brands" })).toHaveAttribute("href", "/brands");
      await expect(page.getByRole("link", { name: "Contact Our Experts" })).toHaveAttribute("href", "/contact");
      await expectHead(page, store, side.title, { canonicalPath: side.path });
      await expectAccessible();

      // A tile opens its category page; a brand card its brand page.
      const first = sideCategories[0]!;
      await tiles.getByRole("link", { name: first.name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${side.path}/${first.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
      await expect(listing(page).count).toHaveText(`${countIn(first)} parts found`);
      await page.goBack();
      await popular.getByRole("link", { name: side.popular[1], exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: `${side.popular[1]} Parts` })).toBeVisible();
    });
  }
});
