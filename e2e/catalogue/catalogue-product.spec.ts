import { test } from "../support/fixtures.ts";
import { brands, categories, cents, expect, expectHead, products, storeInfo, usd } from "../support/catalogue-helpers.ts";

/**
 * A part's product page, and every not-found screen of the catalogue.
 *
 * Every test has its own browser context and only reads the catalogue, so they run in parallel.
 */
// The journeys are long and the machine (two cores) is shared with other suites running at the
// same time: allow twice the default time, for the tests and for each assertion (`expect` is
// catalogue-helpers.ts's).
test.describe.configure({ mode: "parallel", timeout: 120_000 });

// ---------------------------------------------------------------------------------------------
// Product page
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
    const outOfStock = products().find((candidate) => !candidate.inStock && candidate.specialOrderDays === undefined)!;
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
// Not-found screens
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
