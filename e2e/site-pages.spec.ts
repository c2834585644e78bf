import type { APIRequestContext, Page, Route } from "@playwright/test";
import { expect, PHONE, storedRecords, test } from "./fixtures.ts";

/**
 * Site chrome and content: the theme, the phone menu and call bar, the information and local
 * pages, the contact and newsletter forms, the blog, the home page, deep links and the HTTP
 * headers of pages and assets. The shop's facts are the seed's `store` record (db.json).
 */

// Every journey has its own browser context and its own data (unique addresses), so they share the
// two workers. Most run axe twice on one or two pages: on a busy two-core machine that can take
// longer than the default minute.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

const STORE_NAME = "Capital City Appliance & HVAC Parts";
const STORE_PHONE = "(850) 555-0142";
const STORE_TEL = "tel:+18505550142";
const SITE = "https://www.capitalcityparts.com";
const HOURS_SENTENCE = "Mon-Fri 8:00 AM-6:00 PM; Sat 9:00 AM-5:00 PM; Sun 12:00 PM-4:00 PM";

/** A value no other test (or earlier run against the same database) uses. */
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The head tags every indexable page carries. */
async function expectHead(page: Page, head: { title: string; description: string; path: string }) {
  const fullTitle = `${head.title} | ${STORE_NAME}`;
  await expect(page).toHaveTitle(fullTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", head.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${head.path}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", fullTitle);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE}${head.path}`);
}

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
    for (const name of ["Brands", "Appliance Parts", "HVAC Parts", "Blog"]) {
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

type InfoCase = {
  slug: string;
  h1: string;
  description: string;
  /** Texts the page shows (whole elements), read from the store record. */
  facts: string[];
};

const INFO_PAGES: InfoCase[] = [
  {
    slug: "about-us",
    h1: "About Us",
    description: `${STORE_NAME}: a Tallahassee parts counter for appliance and HVAC repairs, with genuine OEM parts and same-day pickup.`,
    facts: [
      "8:00 AM-6:00 PM",
      "9:00 AM-5:00 PM",
      "12:00 PM-4:00 PM",
      `Call ${STORE_PHONE} or write to counter@capitalcityparts.com; a person who knows parts will answer.`,
      "Place your order for pickup. Orders placed by 2:00 PM are ready the same day.",
      "We'll email you when it is ready for pickup, and the order's page says so too. Pay at the counter when you pick up.",
      "Collect your part at 2810 Capital Circle NE, Tallahassee, FL 32308.",
    ],
  },
  {
    slug: "contact",
    h1: "Contact Us",
    description: `Questions about a part or an order? Call ${STORE_NAME} at ${STORE_PHONE}, send us a message, or visit our counter in Tallahassee.`,
    facts: [
      STORE_PHONE,
      "counter@capitalcityparts.com",
      "8:00 AM-6:00 PM",
      "12:00 PM-4:00 PM",
      "Orders placed by 2:00 PM are ready for pickup the same day.",
    ],
  },
  {
    slug: "warranty",
    h1: "Warranty",
    description: `Warranty on parts from ${STORE_NAME}: 1-2 years (typical) on genuine OEM parts, 90 days on aftermarket parts.`,
    facts: [
      "1-2 years (typical)",
      "90 days",
      "1-2 business days",
      `Call ${STORE_PHONE} or send us a message and tell us what the part is doing (or not doing).`,
    ],
  },
  {
    slug: "returns",
    h1: "Returns & Exchanges",
    description: `Returns at ${STORE_NAME}: 30 days to return a part, 60 days to exchange the wrong one for the right one.`,
    facts: [
      "Within 30 days of purchase, with your receipt",
      "Exchanged for the right one within 60 days",
      "25% restocking fee",
      "Back on your card in 3-5 business days",
    ],
  },
  {
    slug: "shipping",
    h1: "Shipping & Delivery",
    description: `Same-day pickup for orders placed by 2:00 PM, local delivery within 25 miles and shipping rates from ${STORE_NAME}.`,
    facts: [
      `Online orders are for store pickup at our counter in Tallahassee, and you pay at the counter when you pick up. Delivery is arranged by phone: call us at ${STORE_PHONE} and we'll deliver locally or ship your parts at the rates below.`,
      "Order by 2:00 PM and your part will be waiting at 2810 Capital Circle NE, Tallahassee, FL 32308 the same day. We'll email you when it's ready.",
      "Next business day delivery within 25 miles of the store for $15.00, free on orders over $100.00. Call (850) 555-0142 to arrange it.",
      "Orders over $500.00 need a signature on delivery.",
      "8:00 AM-6:00 PM",
    ],
  },
];

test.describe("information pages", () => {
  for (const info of INFO_PAGES) {
    test(`/${info.slug} shows its heading, head tags and the store's facts`, async ({ page, expectAccessible }) => {
      await page.goto(`/${info.slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(info.h1);
      await expectHead(page, { title: info.h1, description: info.description, path: `/${info.slug}` });
      for (const fact of info.facts) {
        await expect(main.getByText(fact, { exact: true }).first(), fact).toBeVisible();
      }
      if (info.slug === "contact") {
        await expect(main.getByRole("link", { name: STORE_PHONE })).toHaveAttribute("href", STORE_TEL);
        await expect(main.getByRole("form", { name: "Send us a message" })).toBeVisible();
      }
      if (info.slug === "shipping") {
        const rates = main.getByRole("table", { name: "Shipping rates by order total" });
        await expect(rates.getByRole("row", { name: /^\$0\.00-\$49\.99/ })).toHaveText(/\$8\.95.*\$19\.95.*\$39\.95/);
        await expect(rates.getByRole("row", { name: /^\$200\.00 and up/ })).toHaveText(/Free.*\$19\.95.*\$39\.95/);
      }
      await expectAccessible();
    });
  }
});

type LocalCase = {
  slug: string;
  h1: string;
  breadcrumb: string;
  description: string;
  faqCount: number;
  firstQuestion: string;
  /** A phrase of the first answer (open from the start). */
  firstAnswer: string;
  shop: { name: string; href: string };
};

const LOCAL_PAGES: LocalCase[] = [
  {
    slug: "tallahassee-appliance-parts",
    h1: "Appliance Parts in Tallahassee, FL",
    breadcrumb: "Tallahassee Appliance Parts",
    description: `Genuine OEM appliance parts in Tallahassee. Order by 2:00 PM for same-day pickup, or call ${STORE_PHONE} for help with your model number.`,
    faqCount: 6,
    firstQuestion: "Can I pick up my part today?",
    firstAnswer: "If the part is in stock and you order by 2:00 PM, it will be waiting at our counter the same day",
    shop: { name: "Shop Appliance Parts", href: "/appliance-parts" },
  },
  {
    slug: "leon-county-hvac-parts",
    h1: "HVAC Parts in Leon County, FL",
    breadcrumb: "Leon County HVAC Parts",
    description: "AC, heat pump and furnace parts for Leon County. Capacitors, contactors, motors and thermostats, with same-day pickup for orders by 2:00 PM.",
    faqCount: 5,
    firstQuestion: "Which AC parts fail most often in North Florida?",
    firstAnswer: "Run capacitors and contactors top the list",
    shop: { name: "Shop HVAC Parts", href: "/hvac-parts" },
  },
  {
    slug: "quincy-fl-appliance-repair",
    h1: "Appliance Repair Parts for Quincy, FL",
    breadcrumb: "Quincy Appliance Repair Parts",
    description: `Fixing an appliance in Quincy? Genuine OEM parts from ${STORE_NAME}, with same-day pickup and local delivery. Call ${STORE_PHONE}.`,
    faqCount: 5,
    firstQuestion: "Do you deliver or ship to Quincy?",
    firstAnswer: "Yes. Quincy is part of our service area, along with Tallahassee, Crawfordville, Monticello, Havana, and Midway.",
    shop: { name: "Shop Appliance Parts", href: "/appliance-parts" },
  },
  {
    slug: "havana-fl-hvac-repair",
    h1: "HVAC Repair Parts for Havana, FL",
    breadcrumb: "Havana HVAC Repair Parts",
    description: "AC and heat pump repair parts for Havana, FL: capacitors, contactors, motors and more, ready the same day when you order by 2:00 PM.",
    faqCount: 5,
    firstQuestion: "Do you serve Havana?",
    firstAnswer: "Yes. Havana is part of our service area, along with Tallahassee, Crawfordville, Quincy, Monticello, and Midway.",
    shop: { name: "Shop HVAC Parts", href: "/hvac-parts" },
  },
];

const POPULAR_PART_GROUPS = [
  "Refrigerator water filters",
  "Dryer heating elements",
  "Washer drain pumps",
  "Dishwasher drain pumps",
  "Oven bake elements",
  "Ice makers",
  "Door gaskets",
  "Oven and dryer igniters",
];

test.describe("local landing pages", () => {
  for (const local of LOCAL_PAGES) {
    test(`/${local.slug} shows its breadcrumb, FAQ and call/contact block`, async ({ page, expectAccessible }) => {
      await page.goto(`/${local.slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(local.h1);
      await expectHead(page, { title: local.h1, description: local.description, path: `/${local.slug}` });

      const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(local.breadcrumb);
      await expect(main.getByRole("link", { name: local.shop.name })).toHaveAttribute("href", local.shop.href);

      // The FAQ: native disclosures, the first one open.
      const faq = main.getByRole("region", { name: "Frequently Asked Questions" });
      const questions = faq.locator("details");
      await expect(questions).toHaveCount(local.faqCount);
      await expect(questions.first().locator("summary")).toHaveText(local.firstQuestion);
      await expect(questions.first()).toHaveAttribute("open", "");
      await expect(questions.first().getByText(local.firstAnswer)).toBeVisible();
      const second = questions.nth(1);
      const secondAnswer = second.locator("p");
      await expect(secondAnswer).toBeHidden();
      await second.locator("summary").click();
      await expect(secondAnswer).toBeVisible();

      // Call us and contact us.
      const help = main.getByRole("region", { name: "Talk to the parts counter" });
      await expect(help.getByText(`We're open ${HOURS_SENTENCE}.`, { exact: false })).toBeVisible();
      await expect(help.getByRole("link", { name: `Call ${STORE_PHONE}` })).toHaveAttribute("href", STORE_TEL);
      await expect(help.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

      const partGroups = main.getByRole("region", { name: "Popular appliance parts" });
      if (local.slug === "tallahassee-appliance-parts") {
        // The city page lists eight popular appliance part groups, each a link into the catalogue.
        const links = partGroups.getByRole("link");
        await expect(links).toHaveText(POPULAR_PART_GROUPS);
        await expectAccessible();
        await partGroups.getByRole("link", { name: "Refrigerator water filters" }).click();
        await expect(page).toHaveURL(/\/appliance-parts\/water-filters$/);
        await expect(page.getByRole("heading", { level: 1, name: "Water Filters" })).toBeVisible();
      } else {
        await expect(partGroups).toHaveCount(0);
        await expectAccessible();
        await help.getByRole("link", { name: "Contact Us" }).click();
        await expect(page).toHaveURL(/\/contact$/);
        await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
      }
    });
  }
});

test.describe("forms", () => {
  test("contact form: required fields are checked before sending; a message is sent, thanked for and stored", async ({ page, expectAccessible }) => {
    const contactPosts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") contactPosts.push(request.url());
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    const name = form.getByLabel("Name");
    const email = form.getByLabel("Email");
    const phone = form.getByLabel("Phone");
    const subject = form.getByLabel("Subject");
    const message = form.getByLabel("Message");
    await expect(name).toBeVisible();
    for (const field of [name, email, message]) await expect(field).toHaveJSProperty("required", true);
    for (const field of [phone, subject]) await expect(field).toHaveJSProperty("required", false);

    // Empty: nothing is sent, each required field says what it needs, focus goes to the first.
    const send = form.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please enter your email address.")).toBeVisible();
    await expect(form.getByText("Please enter a message.")).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");

    // A malformed address is refused too.
    await name.fill("Dana Whitfield");
    await email.fill("dana-at-example");
    await message.fill("x");
    await send.click();
    await expect(form.getByText("Please enter an email address like name@example.com.")).toBeVisible();
    await expect(email).toBeFocused();
    await expect(form.getByText("Please enter your name.")).toBeHidden();
    expect(contactPosts, "no POST /api/contact for an invalid form").toEqual([]);

    // A full message goes to the API and lands on the thank-you.
    const token = unique("contact");
    const address = `${token}@example.com`;
    const text = `Looking for a drain pump for a Whirlpool WDT780SAEM1 dishwasher. Ref ${token}`;
    await email.fill(address);
    await phone.fill("(850) 555-0199");
    await subject.fill("Dishwasher drain pump");
    await message.fill(text);
    const posted = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/contact");
    await send.click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: "Dana Whitfield",
      email: address,
      phone: "(850) 555-0199",
      subject: "Dishwasher drain pump",
      message: text,
    });

    await expect(page).toHaveURL(/\/contact\?message=sent$/);
    const thanks = page.getByRole("heading", { level: 2, name: "Thank you, your message was sent" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByRole("main").getByText(`If it's urgent, call the counter at ${STORE_PHONE}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Message sent", { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/contact`);
    expect(contactPosts).toHaveLength(1);

    // It is in the database file, as sent.
    await expect
      .poll(() => storedRecords("contactMessages").filter((record) => record.email === address))
      .toEqual([
        expect.objectContaining({
          name: "Dana Whitfield",
          email: address,
          phone: "(850) 555-0199",
          subject: "Dishwasher drain pump",
          message: text,
          createdAt: expect.any(String),
        }),
      ]);
    await expectAccessible();

    // Reloading the thank-you keeps it (the URL says so) and sends nothing again.
    await page.reload();
    await expect(thanks).toBeVisible();
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("form", { name: "Send us a message" }).getByLabel("Name")).toHaveValue("");
    expect(contactPosts).toHaveLength(1);
  });

  test("contact form: ?subject= fills in the subject", async ({ page }) => {
    await page.goto("/contact?subject=Request%20a%20Quote");
    await expect(page.getByRole("form", { name: "Send us a message" }).getByLabel("Subject")).toHaveValue("Request a Quote");
  });

  test("newsletter: the footer form signs an address up once, however often it is sent", async ({ page }) => {
    const newsletterPosts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/newsletter") newsletterPosts.push(request.url());
    });
    await page.goto("/warranty");
    await expect(page.getByRole("heading", { level: 1, name: "Warranty" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    const form = footer.getByRole("form", { name: "Repair tips and part deals" });
    const email = form.getByLabel("Email address");
    const subscribe = form.getByRole("button", { name: "Subscribe" });
    const toasts = page.getByRole("region", { name: /Notifications/ });

    // The browser checks the field: empty and malformed addresses are never sent.
    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill("not-an-address");
    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(newsletterPosts).toEqual([]);

    // A real address: posted, confirmed, the field cleared, stored (lowercased).
    const address = `${unique("news")}@example.com`;
    await email.fill(address.replace("news", "NEWS"));
    const first = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/newsletter");
    await subscribe.click();
    expect((await first).status()).toBe(201);
    await expect(toasts.getByText("You're subscribed", { exact: true })).toBeVisible();
    await expect(toasts.getByText(`Repair tips and parts deals are on their way to ${address}.`)).toBeVisible();
    await expect(email).toHaveValue("");
    await expect.poll(() => storedRecords("newsletterSignups").filter((record) => record.email === address)).toHaveLength(1);

    // The same address again: a friendly confirmation, not a second sign-up.
    await toasts.getByRole("button", { name: "Close" }).click();
    await expect(toasts.getByText("You're subscribed", { exact: true })).toBeHidden();
    await email.fill(address);
    const second = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/newsletter");
    await subscribe.click();
    const again = await second;
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ email: address, subscribed: true });
    await expect(email).toHaveValue("");
    await expect(toasts.getByText("You're subscribed", { exact: true })).toBeVisible();
    expect(newsletterPosts).toHaveLength(2);
    expect(storedRecords("newsletterSignups").filter((record) => String(record.email).toLowerCase() === address)).toHaveLength(1);
  });
});

const ARTICLE = {
  slug: "test-replace-ac-capacitor",
  title: "How to Test and Replace an AC Capacitor",
  excerpt:
    "When the outdoor unit hums but will not start, the run capacitor is the first part to check. Here is how to test one safely, choose the right replacement and wire it in.",
  date: "May 20, 2025",
  // 610 words at 200 a minute, rounded up.
  readTime: "4 min read",
  category: "Capacitors & Contactors",
  opening: "When the outdoor unit of a central air conditioner or heat pump hums but the fan does not spin",
};

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

/** Every brand from the API by type, sorted by name, to check the home page's grouping against. */
async function brandsByType(request: APIRequestContext): Promise<Record<"appliance" | "hvac", string[]>> {
  const brands = (await (await request.get("/api/brands")).json()) as Array<{ name: string; type: "appliance" | "hvac" }>;
  const names = (type: string) => brands.filter((brand) => brand.type === type).map((brand) => brand.name).sort((a, b) => a.localeCompare(b));
  return { appliance: names("appliance"), hvac: names("hvac") };
}

test.describe("home page", () => {
  test("hero, category tiles, featured parts, brands by type and the blog teaser", async ({ page, request, expectAccessible }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Genuine OEM appliance and HVAC parts");
    await expectHead(page, {
      title: "Genuine OEM Appliance & HVAC Parts in Tallahassee, FL",
      description: "Genuine OEM appliance and HVAC parts, ready for pickup in Tallahassee.",
      path: "/",
    });
    await expect(main.getByText("Order by 2:00 PM for same-day pickup", { exact: true })).toBeVisible();

    // Category tiles in the shop's order (docs/product.md, Pages, Home), each linking to its page.
    const categories = main.getByRole("region", { name: "Shop by Category" });
    const tiles: Array<[string, string]> = [
      ["Refrigerator Parts", "/appliance-parts/refrigerator-parts"],
      ["Washer & Dryer Parts", "/appliance-parts/washer-dryer-parts"],
      ["Dishwasher Parts", "/appliance-parts/dishwasher-parts"],
      ["Range & Oven Parts", "/appliance-parts/range-oven-parts"],
      ["AC Parts", "/hvac-parts/ac-parts"],
      ["Heating Parts", "/hvac-parts/heating-parts"],
      ["Air Quality Parts", "/hvac-parts/air-quality-parts"],
    ];
    const tileLinks = categories.getByRole("listitem").getByRole("link");
    await expect(tileLinks).toHaveText(tiles.map(([name]) => name));
    for (const [index, [, href]] of tiles.entries()) await expect(tileLinks.nth(index)).toHaveAttribute("href", href);
    await expect(categories.getByRole("listitem").first()).toContainText(/\d+ parts?/);

    // Four featured parts, each with its add-to-cart button.
    const featured = main.getByRole("region", { name: "Featured Parts" }).getByRole("article");
    await expect(featured).toHaveCount(4);
    for (const card of await featured.all()) {
      await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/products\/\d+$/);
      await expect(card.getByRole("button", { name: /Add to Cart|Out of Stock/ })).toBeVisible();
    }

    // Brands grouped by type, each linking to its brand page.
    const expected = await brandsByType(request);
    const brandSection = main.getByRole("region", { name: "Shop by Brand" });
    await expect(brandSection.getByText(`Genuine parts from ${expected.appliance.length + expected.hvac.length} brands, for appliances and HVAC systems.`)).toBeVisible();
    const applianceGroup = brandSection.getByRole("group", { name: /^Appliance brands/ });
    const hvacGroup = brandSection.getByRole("group", { name: /^HVAC brands/ });
    await expect(applianceGroup.getByRole("link")).toHaveText(expected.appliance);
    await expect(hvacGroup.getByRole("link")).toHaveText(expected.hvac);
    await expect(applianceGroup).toContainText(`${expected.appliance.length} brands`);
    await expect(applianceGroup.getByRole("link", { name: "Whirlpool", exact: true })).toHaveAttribute("href", "/brands/whirlpool");
    await expect(hvacGroup.getByRole("link", { name: "Carrier", exact: true })).toHaveAttribute("href", "/brands/carrier");
    await expect(brandSection.getByRole("link", { name: "All brands" })).toHaveAttribute("href", "/brands");

    // The blog teaser: the three newest guides.
    const guides = main.getByRole("region", { name: "Repair Guides" });
    await expect(guides.getByRole("article")).toHaveCount(3);
    await expect(guides.getByRole("article").first().getByRole("link")).toHaveText("Hurricane Season Checklist for Your Air Conditioner");
    await expect(guides.getByRole("link", { name: "All repair guides" })).toHaveAttribute("href", "/blog");
    await expectAccessible();

    // A tile leads to its category.
    await tileLinks.filter({ hasText: "Dishwasher Parts" }).click();
    await expect(page).toHaveURL(/\/appliance-parts\/dishwasher-parts$/);
    await expect(main.getByRole("heading", { level: 1, name: "Dishwasher Parts" })).toBeVisible();
  });
});

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
      const recorded = await shifts();
      expect(recorded, "layout shifts while the cart arrived").toEqual([]);
    });
  }
});
