import { formatUSD, listBrands, listCategories, listGuides, queryParts, shopToday, type ShopData, type ShopInfo } from "@shop/domain";
import { describe, expect, it } from "vitest";
import seed from "../../../../db.json";
import { formatTime } from "../shell/store-text.ts";
import { contactPageCopy, infoPages, type InfoPage, serviceTownsText, shippingRateTable, tierRangeText } from "../shop-info/index.ts";
import { localPageCopy, localPages, POPULAR_APPLIANCE_PART_GROUPS, type LocalPage } from "./local-pages.ts";
import { articlePageCopy, blogPageCopy, brandsPageCopy, POPULAR_BRANDS } from "../shell/page-copy.ts";

const data = seed as unknown as ShopData;
const real = data.store;

/** A store record whose every fact differs from the seed's, so a typed-in fact stands out. */
const sentinel: ShopInfo = {
  ...real,
  name: "Sentinel Parts Depot",
  tagline: "A made-up shop for tests.",
  url: "https://sentinel.example",
  phone: "(555) 010-9999",
  phoneE164: "+15550109999",
  email: "desk@sentinel.example",
  address: { street: "1 Sentinel Way", city: "Testville", region: "ZZ", postalCode: "00001", country: "US" },
  hours: [
    { label: "Weekdays", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:15", closes: "19:45" },
    { label: "Saturday", days: ["Saturday"], opens: "10:30", closes: "13:15" },
  ],
  sameDayPickupCutoff: "11:30",
  serviceTowns: ["Alphaville", "Betaburg", "Quincy", "Havana"],
  serviceRadiusMiles: 77,
  shipping: {
    localDelivery: { price: "11.11", freeOver: "222.22", radiusMiles: 33, delivery: "Within a fortnight" },
    methods: [
      {
        name: "Ground",
        delivery: "4-9 business days",
        tiers: [
          { minTotal: "0.00", maxTotal: "44.44", price: "3.33" },
          { minTotal: "44.45", maxTotal: null, price: "0.00" },
        ],
      },
      {
        name: "Rocket",
        delivery: "Same hour",
        tiers: [
          { minTotal: "0.00", maxTotal: "44.44", price: "66.66" },
          { minTotal: "44.45", maxTotal: null, price: "77.70" },
        ],
      },
    ],
    signatureRequiredOver: "777.77",
    processing: "7-8 business days",
    specialOrderProcessing: "9-11 business days",
  },
  returns: { days: 41, receiptRequired: true, wrongPartExchangeDays: 71, specialOrderRestockingFeePercent: 17, cardRefund: "6-8 business days" },
  warranty: { oem: "3 years (sentinel)", aftermarket: "123 days", claimResolution: "4-6 business days" },
};

function infoPageText(page: InfoPage, store: ShopInfo): string[] {
  const out = [page.title, page.description(store), page.intro(store)];
  for (const section of page.sections) {
    out.push(section.heading);
    for (const block of section.blocks) {
      if (block.kind === "paragraph") out.push(block.text(store));
      if (block.kind === "list") out.push(...block.items(store));
      if (block.kind === "facts") out.push(...block.items(store).flatMap((f) => [f.term, f.detail]));
      if (block.kind === "table") {
        const table = block.table(store);
        out.push(table.caption, ...table.columns, ...table.rows.flat());
      }
    }
  }
  return out;
}

function localPageText(page: LocalPage, store: ShopInfo): string[] {
  return [
    page.title,
    page.breadcrumb,
    page.description(store),
    ...page.intro.map((paragraph) => paragraph(store)),
    ...page.faqs(store).flatMap((faq) => [faq.question, faq.answer]),
    ...(page.partGroups ?? []).map((group) => group.name),
    ...page.guides.map((guide) => guide.label),
  ];
}

/** Everything the information and local pages and the screens' copy say, given a store record. */
function allCopy(store: ShopInfo): { info: string; local: string } {
  const info = [
    ...Object.values(infoPages).flatMap((page) => infoPageText(page, store)),
    contactPageCopy.pickupNote(store),
    contactPageCopy.thankYouBody(store),
  ];
  const local = [
    ...Object.values(localPages).flatMap((page) => localPageText(page, store)),
    localPageCopy.helpBody(store),
    localPageCopy.call(store),
    articlePageCopy.call(store),
    brandsPageCopy.quoteBody,
    blogPageCopy.intro,
  ];
  return { info: info.join("\n"), local: local.join("\n") };
}

const matches = (text: string, pattern: RegExp) => [...new Set(text.match(pattern) ?? [])];

describe("page copy", () => {
  const { info, local } = allCopy(sentinel);
  const everything = `${info}\n${local}`;

  it("types none of the shop's facts: with another store record, none of the seed's shows", () => {
    const seedFacts = [
      real.name,
      real.phone,
      real.email,
      real.address.street,
      real.address.postalCode,
      ...real.serviceTowns.filter((town) => !["Tallahassee", "Quincy", "Havana"].includes(town)),
      ...real.hours.flatMap((h) => [formatTime(h.opens), formatTime(h.closes)]),
      formatTime(real.sameDayPickupCutoff),
      real.warranty.oem,
      real.shipping.processing,
    ];
    for (const fact of seedFacts) expect(everything, fact).not.toContain(fact);
    // The city is the store's: information pages say it only through the record.
    expect(info).not.toMatch(/Tallahassee/);
  });

  it("quotes amounts, times, durations and percentages only from the record", () => {
    const amounts = new Set(
      [
        sentinel.shipping.localDelivery.price,
        sentinel.shipping.localDelivery.freeOver,
        sentinel.shipping.signatureRequiredOver,
        ...sentinel.shipping.methods.flatMap((m) => m.tiers.flatMap((t) => [t.minTotal, t.maxTotal ?? "0.00", t.price])),
      ].map((amount) => formatUSD(amount)),
    );
    for (const amount of matches(everything, /\$[\d,]+(\.\d\d)?/g)) expect(amounts, amount).toContain(amount);

    const times = new Set([
      ...sentinel.hours.flatMap((h) => [formatTime(h.opens), formatTime(h.closes)]),
      formatTime(sentinel.sameDayPickupCutoff),
    ]);
    for (const time of matches(everything, /\b\d{1,2}(:\d\d)? ?[AP]M\b/g)) expect(times, time).toContain(time);

    const durations = ["41 days", "71 days", "123 days", "77 miles", "33 miles", "3 years", "4-9 business days", "7-8 business days", "9-11 business days", "6-8 business days", "4-6 business days"];
    for (const duration of matches(everything, /\b\d+(-\d+)? (business )?(days?|miles?|years?|hours?)\b/g)) {
      expect(durations, duration).toContain(duration);
    }
    for (const percent of matches(everything, /\d+(\.\d+)?%/g)) expect(percent).toBe("17%");
  });

  it("does quote the record's facts where the pages promise them", () => {
    for (const fact of ["(555) 010-9999", "desk@sentinel.example", "1 Sentinel Way", "11:30 AM", "7:15 AM-7:45 PM", "$777.77", "$11.11", "$222.22", "41 days", "71 days", "17%", "6-8 business days", "3 years (sentinel)", "123 days", "4-6 business days", "77 miles", "33 miles", "Alphaville, Betaburg, Quincy, and Havana"]) {
      expect(everything, fact).toContain(fact);
    }
  });

  it("keeps every meta description within 160 characters with the seed facts", () => {
    for (const page of [...Object.values(infoPages), ...Object.values(localPages)]) {
      expect(page.description(real).length, page.slug).toBeLessThanOrEqual(160);
    }
  });
});

describe("local pages", () => {
  it("each answers four to six questions", () => {
    for (const page of Object.values(localPages)) {
      const count = page.faqs(real).length;
      expect(count, page.slug).toBeGreaterThanOrEqual(4);
      expect(count, page.slug).toBeLessThanOrEqual(6);
    }
  });

  it("lists eight popular appliance part groups on the city page, each leading to parts", () => {
    expect(localPages["tallahassee-appliance-parts"].partGroups).toHaveLength(8);
    const categories = listCategories(data);
    for (const group of POPULAR_APPLIANCE_PART_GROUPS) {
      const url = new URL(group.to, "http://shop.test");
      const category = /^\/(appliance|hvac)-parts\/([^/]+)$/.exec(url.pathname);
      if (category) {
        expect(categories.some((c) => c.type === category[1] && c.slug === category[2] && c.productCount > 0), group.to).toBe(true);
      } else {
        expect(url.pathname).toBe("/search");
        const q = url.searchParams.get("q") ?? "";
        expect(queryParts(data, { search: q, sort: "popular", limit: 1, offset: 0 }).total, group.to).toBeGreaterThan(0);
      }
    }
  });

  it("links only to published guides", () => {
    const published = new Set(listGuides(data, { limit: 100, offset: 0 }, shopToday(new Date(), data.store)).posts.map((post) => post.slug));
    for (const page of Object.values(localPages)) {
      for (const guide of page.guides) expect(published, `${page.slug}: ${guide.slug}`).toContain(guide.slug);
    }
  });

  it("says a town outside the service area is served within the radius instead of saying yes", () => {
    const elsewhere = { ...sentinel, serviceTowns: ["Alphaville"] };
    const answer = localPages["quincy-fl-appliance-repair"].faqs(elsewhere)[0]!.answer;
    expect(answer).not.toMatch(/^Yes/);
    expect(answer).toContain("anyone within 77 miles");
    expect(localPages["quincy-fl-appliance-repair"].faqs(sentinel)[0]!.answer).toMatch(/^Yes\. Quincy is part of our service area, along with Alphaville, Betaburg, and Havana\./);
  });
});

describe("listing copy", () => {
  it("links the popular brands to brands of their own side that exist", () => {
    const brands = listBrands(data);
    for (const [type, popular] of Object.entries(POPULAR_BRANDS)) {
      for (const brand of popular) expect(brands.find((b) => b.slug === brand.slug)?.type, brand.name).toBe(type);
    }
  });

  it("shows the top four appliance and top two HVAC brands in the all-brands row", () => {
    expect(brandsPageCopy.popularBrands.map((brand) => brand.name)).toEqual(["Whirlpool", "GE", "LG", "Samsung", "Carrier", "Trane"]);
  });

  it("points every popular topic at a search that finds a published guide", () => {
    for (const topic of blogPageCopy.topics) {
      expect(listGuides(data, { search: topic.search, limit: 1, offset: 0 }, shopToday(new Date(), data.store)).total, topic.label).toBeGreaterThan(0);
    }
  });

  it("counts brands in the claim instead of typing a number", () => {
    expect(brandsPageCopy.intro(42)).toContain("42 appliance and HVAC manufacturers");
    expect(brandsPageCopy.intro(1)).toContain("1 appliance and HVAC manufacturer.");
  });
});

describe("store facts", () => {
  it("builds the shipping table from the record's tiers, with free bands said as Free", () => {
    const table = shippingRateTable(real);
    expect(table.columns).toEqual([
      "Order total",
      "Standard (3-7 business days)",
      "Expedited (2 business days)",
      "Overnight (Next business day)",
    ]);
    expect(table.rows).toEqual([
      ["$0.00-$49.99", "$8.95", "$19.95", "$39.95"],
      ["$50.00-$99.99", "$12.95", "$24.95", "$44.95"],
      ["$100.00-$199.99", "$16.95", "$29.95", "$49.95"],
      ["$200.00 and up", "Free", "$19.95", "$39.95"],
    ]);
  });

  it("shows a dash where a method has no price for a band", () => {
    const table = shippingRateTable({
      shipping: {
        ...real.shipping,
        methods: [
          { name: "A", delivery: "1 day", tiers: [{ minTotal: "0.00", maxTotal: null, price: "5.00" }] },
          { name: "B", delivery: "2 days", tiers: [{ minTotal: "0.00", maxTotal: "9.99", price: "1.00" }] },
        ],
      },
    });
    expect(table.rows).toEqual([
      ["$0.00-$9.99", "-", "$1.00"],
      ["$0.00 and up", "$5.00", "-"],
    ]);
  });

  it("names ranges and towns as a person would", () => {
    expect(tierRangeText({ minTotal: "200.00", maxTotal: null })).toBe("$200.00 and up");
    expect(serviceTownsText(real)).toBe("Tallahassee, Crawfordville, Quincy, Monticello, Havana, and Midway");
  });
});
