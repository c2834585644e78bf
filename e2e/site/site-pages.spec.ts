import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { expectHead, HOURS_SENTENCE, STORE_NAME, STORE_PHONE, STORE_TEL } from "../support/site-helpers.ts";

/**
 * The site's pages: the information pages and the local landing pages with the store's facts, and
 * the home page. The shop's facts are the seed's `store` record (db.json). The theme and phone
 * menu, the forms, the blog and the HTTP details are in the other site-*.spec.ts files.
 */

// Every journey has its own browser context and its own data (unique addresses), so they share the
// two workers. Most run axe twice on one or two pages: on a busy two-core machine that can take
// longer than the default minute.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

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
