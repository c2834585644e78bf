import { test } from "../support/fixtures.ts";
import { categories, expect, expectHead, listedNames, listing, notifications, products, storeInfo } from "../support/catalogue-helpers.ts";

/**
 * The catalogue's searches: the model search from the home hero and the header search. Expected
 * parts come from the live database (`storedRecords`) or from the same API call the page makes.
 *
 * Every test has its own browser context and only reads the catalogue, so they run in parallel.
 */
// The journeys are long and the machine (two cores) is shared with other suites running at the
// same time: allow twice the default time, for the tests and for each assertion (`expect` is
// catalogue-helpers.ts's).
test.describe.configure({ mode: "parallel", timeout: 120_000 });

// ---------------------------------------------------------------------------------------------
// Model search on the home hero
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
// Header search
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
