import { test } from "../support/fixtures.ts";
import { brandBySlug, brands, categories, type Category, categoryBySlug, cents, expect, expectHead, expectQuery, listedNames, listing, products, storeInfo, tabName, tabText } from "../support/catalogue-helpers.ts";

/**
 * The catalogue's pages: category, brand and all-brands pages, and the type landing pages.
 * Expected counts and orders come from the live database (`storedRecords`) or, for the server's
 * own orderings, from the same API call the page makes; the page is checked against them.
 *
 * Every test has its own browser context and only reads the catalogue, so they run in parallel.
 */
// The journeys are long and the machine (two cores) is shared with other suites running at the
// same time: allow twice the default time, for the tests and for each assertion (`expect` is
// catalogue-helpers.ts's).
test.describe.configure({ mode: "parallel", timeout: 120_000 });

// ---------------------------------------------------------------------------------------------
// Category page
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
// Brand page
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
// All brands page
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
// Type landing pages
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
