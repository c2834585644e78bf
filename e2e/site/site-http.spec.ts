import type { Page } from "@playwright/test";
import { expect, PHONE, test } from "../support/fixtures.ts";
import { ARTICLE, STORE_NAME } from "../support/site-helpers.ts";

/**
 * Deep links and reloads that keep a page's query state, the HTTP headers of pages and assets
 * (revalidation, immutable hashed assets, compression), and a layout that does not move while the
 * visitor's cart arrives.
 */

// Every journey has its own browser context and its own data (unique addresses), so they share the
// two workers. Most run axe twice on one or two pages: on a busy two-core machine that can take
// longer than the default minute.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

test.describe("deep links and HTTP headers", () => {
  test("deep links and reloads keep the page and its query state", async ({ page }) => {
    const brandUrl = "/brands/whirlpool?sort=price-asc&inStock=true";
    const response = await page.goto(brandUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    const main = page.getByRole("main");
    const checkBrandPage = async () => {
      await expect(main.getByRole("heading", { level: 1 })).toContainText("Whirlpool");
      await expect(main.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
      await expect(main.getByRole("switch", { name: "In Stock Only" })).toBeChecked();
      await expect(main.getByText(/\d+ parts? available/)).toBeVisible();
    };
    await checkBrandPage();
    await page.reload();
    await expect(page).toHaveURL(brandUrl);
    await checkBrandPage();

    await page.goto(`/blog/${ARTICLE.slug}`);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(ARTICLE.title);
    await page.reload();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(ARTICLE.title);
    await expect(page).toHaveTitle(`${ARTICLE.title} | ${STORE_NAME}`);

    await page.goto("/blog?page=2");
    await page.reload();
    await expect(main.getByRole("navigation", { name: "Article pages" }).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await page.goto("/havana-fl-hvac-repair");
    await page.reload();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("HVAC Repair Parts for Havana, FL");
  });

  test("pages are revalidated, hashed assets are immutable and compressed", async ({ request }) => {
    const paths = [
      "/",
      "/about-us",
      "/contact?message=sent",
      "/shipping",
      "/tallahassee-appliance-parts",
      "/blog",
      `/blog/${ARTICLE.slug}`,
      "/brands/whirlpool?sort=price-asc",
      "/appliance-parts/water-filters",
      "/cart",
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      expect(response.headers()["cache-control"], path).toBe("no-cache");
    }
    const missing = await request.get("/no-such-page/at-all");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-cache");

    const html = await (await request.get("/")).text();
    const named = (text: string) => [...text.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)].map((match) => match[1]!);
    // The page names its stylesheet and its module script's imports; React Router's manifest (one
    // of them) names every script the page loads, the framework chunk among them.
    const manifest = named(html).find((asset) => /\/manifest-[\w-]+\.js$/.test(asset));
    expect(manifest, "React Router's manifest, imported by the page").toBeDefined();
    const assets = [...new Set([...named(html), ...named(await (await request.get(manifest!)).text())])];
    expect(assets.filter((asset) => asset.endsWith(".js")).length).toBeGreaterThan(2);
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    let compressed = 0;
    let largest = { asset: "", bytes: 0, encoding: "", type: "" };
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status(), asset).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, asset).toMatch(/max-age=31536000/);
      expect(cacheControl, asset).toContain("immutable");
      // Files under 1 kB have no compressed copy and compression() leaves them alone; everything
      // bigger goes out gzipped (its copy written at build time).
      const bytes = (await response.body()).length;
      if (bytes > 1024) {
        expect(response.headers()["content-encoding"], asset).toBe("gzip");
        compressed += 1;
      }
      if (asset.endsWith(".js") && bytes > largest.bytes) {
        largest = { asset, bytes, encoding: response.headers()["content-encoding"] ?? "", type: response.headers()["content-type"] ?? "" };
      }
    }
    expect(compressed).toBeGreaterThan(0);
    // The biggest script (React and the router) is served as JavaScript, gzipped.
    expect(largest.bytes, largest.asset).toBeGreaterThan(50_000);
    expect(largest.encoding, largest.asset).toBe("gzip");
    expect(largest.type, largest.asset).toMatch(/javascript/);
  });
});

test.describe("layout stability", () => {
  /** Records the page's layout shifts (the browser's own measure, as CLS sums them) from the first paint. */
  async function recordLayoutShifts(page: Page) {
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; nodes: string[] }> = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, nodes: entry.sources.map((source) => source.node?.nodeName ?? "?") });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    return () => page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number; nodes: string[] }> }).layoutShifts);
  }

  for (const [width, label] of [[PHONE.width, "phone"], [1280, "desktop"]] as const) {
    test(`the page does not move while the visitor's cart arrives after the server's HTML (${label} width)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // A phone's slow processor: its parser yields halfway through the page, and without the root's
      // `rel="expect"` link Chromium paints what it has (a header whose cart link is still to come).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      const shifts = await recordLayoutShifts(page);
      // The cart is the one thing the server cannot draw (it is the visitor's): hold it until the
      // server's page has been painted.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/cart", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/cart");
      // The header comes whole in the HTML: the shop's facts, no stand-in.
      await expect(page.getByRole("banner")).not.toHaveAttribute("aria-busy");
      await expect(page.getByRole("search", { name: "Parts" })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      release();
      await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // The score is the moved area's share of the viewport times the distance's share of it: an
      // icon-sized box settling by a pixel scores about 5e-7 (seen now and then on the desktop
      // width, from an svg whose source is not yet found); the header moving by one pixel scores
      // about 8e-5, and anything bigger more. Only those fail.
      const visible = (await shifts()).filter((shift) => shift.value >= 1e-5);
      expect(visible, "layout shifts while the cart arrived").toEqual([]);
    });
  }
});
