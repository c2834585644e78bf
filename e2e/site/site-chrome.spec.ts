import type { Page, Route } from "@playwright/test";
import { expect, PHONE, test } from "../support/fixtures.ts";
import { STORE_PHONE, STORE_TEL } from "../support/site-helpers.ts";

/**
 * Site chrome: the theme (dark or light, kept across reloads, right from the first paint) and, at
 * phone width, the slide-out menu and the call bar.
 */

// Every journey has its own browser context and its own data (unique addresses), so they share the
// two workers. Most run axe twice on one or two pages: on a busy two-core machine that can take
// longer than the default minute.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

/** The lightness (0 black .. 1 white) of a computed CSS colour: oklch(), oklab(), rgb() or rgba(). */
function lightness(color: string): number {
  const ok = /^okl(?:ch|ab)\(\s*([\d.]+)(%?)/.exec(color);
  if (ok) return Number(ok[1]) / (ok[2] === "%" ? 100 : 1);
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(color);
  if (rgb) return (0.2126 * Number(rgb[1]) + 0.7152 * Number(rgb[2]) + 0.0722 * Number(rgb[3])) / 255;
  throw new Error(`Unexpected colour format: ${color}`);
}

/** `#rrggbb` as `rgb(r, g, b)`, for lightness(). */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

type FirstPaint = { dark: boolean; colorScheme: string; background: string; themeColors: string[]; appStarted: boolean };

/** The content of every theme-color tag (the phone's toolbar colour; the first one counts). */
const themeColors = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute("content") ?? ""));

/**
 * Reloads the page while every JavaScript module of the app is held back at the network, and
 * reports what the document looks like then: the state of the first paint, before any app code
 * ran. The scripts are released afterwards and the app starts normally.
 */
async function reloadWithScriptsHeld(page: Page): Promise<FirstPaint> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const hold = async (route: Route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  };
  // Routing also turns off the HTTP cache, so the immutable assets are really asked for again.
  await page.route("**/assets/*.js", hold);
  try {
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect.poll(() => held.length, { message: "the app's modules are requested (and held)" }).toBeGreaterThan(0);
    return await page.evaluate(() => ({
      dark: document.documentElement.classList.contains("dark"),
      colorScheme: document.documentElement.style.colorScheme,
      background: getComputedStyle(document.body).backgroundColor,
      themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute("content") ?? ""),
      // React marks the root it hydrates (here the document) when it starts; the server's HTML
      // already holds the page, so its presence says nothing about whether app code ran.
      appStarted: Object.keys(document).some((key) => key.startsWith("_reactListening")),
    }));
  } finally {
    release();
    // Wait for the held requests to go on before the route goes (unrouting would answer them itself).
    await page.unrouteAll({ behavior: "wait" });
  }
}

test.describe("theme", () => {
  test("dark theme is kept across reloads and applies before any app script runs", async ({ page, request }) => {
    // The document's head runs the theme script before <body> is parsed, so the first paint is
    // right; the stylesheet is in the head and no module preload competes with it (the server
    // takes them out: the first paint waits on the HTML and the stylesheet alone).
    const html = await (await request.get("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const themeScript = head.indexOf('localStorage.getItem(k)');
    expect(themeScript, "inline theme script in <head>").toBeGreaterThan(-1);
    expect(head).toContain('var k="theme"');
    const stylesheet = head.indexOf('rel="stylesheet"');
    expect(stylesheet, "stylesheet in <head>").toBeGreaterThan(-1);
    expect(html, "no module preloads").not.toContain('rel="modulepreload"');

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(lightness(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeLessThan(0.4);
    const liveColors = await themeColors(page);
    expect(liveColors).toHaveLength(1);
    expect(lightness(hexToRgb(liveColors[0]!)), "theme-color once toggled").toBeLessThan(0.4);

    // Reload with the app's JavaScript held back: the page is already dark, so it never flashes light.
    const firstPaint = await reloadWithScriptsHeld(page);
    expect(firstPaint.appStarted, "no app code has run yet").toBe(false);
    expect(firstPaint.dark).toBe(true);
    expect(firstPaint.colorScheme).toBe("dark");
    expect(lightness(firstPaint.background), `first paint background ${firstPaint.background}`).toBeLessThan(0.4);
    // The phone's toolbar is dark from the first paint too.
    expect(firstPaint.themeColors).toHaveLength(1);
    expect(lightness(hexToRgb(firstPaint.themeColors[0]!)), `theme-color ${firstPaint.themeColors[0]}`).toBeLessThan(0.4);

    // Once the app starts, the toggle agrees with the page, and the toolbar colour stays.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await themeColors(page)).toEqual(firstPaint.themeColors);

    // Back to light: that choice survives a reload too, again from the first paint.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    const lightPaint = await reloadWithScriptsHeld(page);
    expect(lightPaint.appStarted).toBe(false);
    expect(lightPaint.dark).toBe(false);
    expect(lightness(lightPaint.background), `first paint background ${lightPaint.background}`).toBeGreaterThan(0.8);
    expect(lightPaint.themeColors).toHaveLength(1);
    expect(lightness(hexToRgb(lightPaint.themeColors[0]!)), `theme-color ${lightPaint.themeColors[0]}`).toBeGreaterThan(0.8);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("without a stored choice the system preference applies; a stored choice wins over it", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();

    await toggle.click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: PHONE });

  test("the slide-out menu opens, navigates and closes; the call bar dials the store", async ({ page, expectAccessible }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();

    // The call bar, fixed at the bottom, with a tel: link to the store.
    const callBar = page.getByRole("navigation", { name: "Call or visit the store" });
    await expect(callBar).toBeVisible();
    const call = callBar.getByRole("link", { name: `Call ${STORE_PHONE}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", STORE_TEL);
    await expect(callBar.getByRole("link", { name: /^Directions/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
    const barBox = await callBar.boundingBox();
    expect(barBox && Math.round(barBox.y + barBox.height)).toBe(PHONE.height);

    // The desktop navigation is folded into the menu.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const openMenu = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    // Open (again, if the page was not hydrated yet when first pressed).
    await expect(async () => {
      await openMenu.click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const menuNav = menu.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Brands", "Appliance Parts", "HVAC Parts", "Quick Order", "Blog"]) {
      await expect(menuNav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menuNav.getByRole("link", { name: /^Cart/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: `Call ${STORE_PHONE}` })).toHaveAttribute("href", STORE_TEL);
    await expectAccessible();

    // A link navigates and closes the menu.
    await menuNav.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Repair Guides & Tips" })).toBeVisible();

    // Escape closes it.
    await openMenu.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(openMenu).toBeFocused();

    // So does a click on the backdrop beside the panel, and the close button.
    await openMenu.click();
    await expect(menu).toBeVisible();
    const panel = await menu.boundingBox();
    expect(panel && panel.x + panel.width).toBeLessThan(PHONE.width - 40);
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/blog$/);
    await openMenu.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    // At desktop width the call bar and the menu button go; the header navigation shows.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(callBar).toBeHidden();
    await expect(openMenu).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});
