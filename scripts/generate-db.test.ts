import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Brand, Category, Part } from "@shop/domain";
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, formatDb, generateShopData } from "./generate-db.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MONEY = /^\d+\.\d{2}$/;

const data = generateShopData({ products: 320 });
const categoryById = new Map<number, Category>(data.categories.map((c) => [c.id, c]));
const brandById = new Map<number, Brand>(data.brands.map((b) => [b.id, b]));

function cents(value: string): number {
  const [whole = "0", fraction = "00"] = value.split(".");
  return Number(whole) * 100 + Number(fraction);
}

function expectUnique(values: readonly unknown[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe("the store record", () => {
  it("holds the shop's facts: address, hours, the 2 PM pickup cut-off, towns, tax and shipping", () => {
    const { store } = data;
    expect(store.name).toBe("Capital City Appliance & HVAC Parts");
    expect(store.phoneE164).toBe("+18505550142");
    expect(store.address).toEqual({ street: "2810 Capital Circle NE", city: "Tallahassee", region: "FL", postalCode: "32308", country: "US" });
    expect(store.hours.map((h) => [h.label, h.opens, h.closes])).toEqual([
      ["Mon-Fri", "08:00", "18:00"],
      ["Sat", "09:00", "17:00"],
      ["Sun", "12:00", "16:00"],
    ]);
    expect(store.hours[0]?.days).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(store.sameDayPickupCutoff).toBe("14:00");
    expect(store.serviceTowns).toEqual(["Tallahassee", "Crawfordville", "Quincy", "Monticello", "Havana", "Midway"]);
    expect(store.taxRate).toBe("0.065");
    expect(store.shipping.methods.map((m) => m.tiers.map((t) => t.price))).toEqual([
      ["8.95", "12.95", "16.95", "0.00"],
      ["19.95", "24.95", "29.95", "19.95"],
      ["39.95", "44.95", "49.95", "39.95"],
    ]);
    expect(store.shipping.methods[0]?.tiers.at(-1)).toEqual({ minTotal: "200.00", maxTotal: null, price: "0.00" });
    expect(store.returns).toEqual({ days: 30, receiptRequired: true, wrongPartExchangeDays: 60, specialOrderRestockingFeePercent: 25, cardRefund: "3-5 business days" });
    expect(store.aggregateRating).toBeUndefined();
  });

  it("starts the run-time collections empty", () => {
    expect(data.cartItems).toEqual([]);
    expect(data.orders).toEqual([]);
    expect(data.contactMessages).toEqual([]);
    expect(data.newsletterSignups).toEqual([]);
  });
});

describe("categories", () => {
  it("has at least 14 of both types, including the seven the pages link to", () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(14);
    const slugs = data.categories.map((c) => c.slug);
    for (const slug of ["refrigerator-parts", "washer-dryer-parts", "dishwasher-parts", "range-oven-parts"]) {
      expect(data.categories.find((c) => c.slug === slug)?.type, slug).toBe("appliance");
    }
    for (const slug of ["ac-parts", "heating-parts", "air-quality-parts"]) {
      expect(data.categories.find((c) => c.slug === slug)?.type, slug).toBe("hvac");
    }
    expect(new Set(data.categories.map((c) => c.type))).toEqual(new Set(["appliance", "hvac"]));
    expect(slugs.every((slug) => SLUG.test(slug))).toBe(true);
    expectUnique(slugs);
    expect(data.categories.map((c) => c.id)).toEqual(data.categories.map((_, i) => i + 1));
    expect(data.categories.every((c) => c.description.length > 40)).toBe(true);
  });
});

describe("brands", () => {
  it("has at least 35, including the twelve the landing pages link to by lowercased name", () => {
    expect(data.brands.length).toBeGreaterThanOrEqual(35);
    const required: [string, string, string][] = [
      ["Whirlpool", "whirlpool", "appliance"],
      ["GE", "ge", "appliance"],
      ["LG", "lg", "appliance"],
      ["Samsung", "samsung", "appliance"],
      ["Frigidaire", "frigidaire", "appliance"],
      ["KitchenAid", "kitchenaid", "appliance"],
      ["Carrier", "carrier", "hvac"],
      ["Trane", "trane", "hvac"],
      ["Lennox", "lennox", "hvac"],
      ["Goodman", "goodman", "hvac"],
      ["Rheem", "rheem", "hvac"],
      ["York", "york", "hvac"],
    ];
    for (const [name, slug, type] of required) {
      const brand = data.brands.find((b) => b.name === name);
      expect(brand, name).toBeDefined();
      expect(brand?.slug).toBe(slug);
      expect(brand?.type).toBe(type);
    }
  });

  it("uses valid, unique slugs and unique names", () => {
    const slugs = data.brands.map((b) => b.slug);
    expect(slugs.filter((slug) => !SLUG.test(slug))).toEqual([]);
    expectUnique(slugs);
    expectUnique(data.brands.map((b) => b.name.toLowerCase()));
    expect(data.brands.find((b) => b.name === "Fisher & Paykel")?.slug).toBe("fisher-paykel");
    expect(data.brands.find((b) => b.name === "Sub-Zero")?.slug).toBe("sub-zero");
  });
});

describe("products", () => {
  const { products } = data;

  it("has the requested number of parts with unique ids and part numbers", () => {
    expect(products.length).toBe(320);
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
    const numbers = products.map((p) => p.partNumber);
    expectUnique(numbers);
    // A superseded number never names another part in the catalogue.
    const superseded = products.flatMap((p) => p.supersedes ?? []);
    expectUnique([...numbers, ...superseded]);
  });

  it("pairs every part with a brand of the same type as its category", () => {
    for (const product of products) {
      const category = categoryById.get(product.categoryId);
      const brand = brandById.get(product.brandId);
      expect(category, `category of ${product.id}`).toBeDefined();
      expect(brand, `brand of ${product.id}`).toBeDefined();
      expect(brand?.type, `product ${product.id}`).toBe(category?.type);
    }
  });

  it("gives every brand and every category at least one part", () => {
    const brandIds = new Set(products.map((p) => p.brandId));
    const categoryIds = new Set(products.map((p) => p.categoryId));
    expect(data.brands.filter((b) => !brandIds.has(b.id)).map((b) => b.name)).toEqual([]);
    expect(data.categories.filter((c) => !categoryIds.has(c.id)).map((c) => c.slug)).toEqual([]);
  });

  it("prices parts as decimal strings, with an original price only above the price", () => {
    for (const product of products) {
      expect(product.price).toMatch(MONEY);
      expect(cents(product.price)).toBeGreaterThan(0);
      if (product.originalPrice !== undefined) {
        expect(product.originalPrice).toMatch(MONEY);
        expect(cents(product.originalPrice)).toBeGreaterThan(cents(product.price));
      }
    }
    const onSale = products.filter((p) => p.originalPrice !== undefined).length / products.length;
    expect(onSale).toBeGreaterThan(0.08);
    expect(onSale).toBeLessThan(0.25);
  });

  it("has between 8% and 18% of parts out of stock", () => {
    const share = products.filter((p) => p.quantityOnHand === 0).length / products.length;
    expect(share).toBeGreaterThanOrEqual(0.08);
    expect(share).toBeLessThanOrEqual(0.18);
  });

  it("gives every part a whole quantity on hand: a few of most, exactly one of some, 20 to 40 of those that sell most", () => {
    for (const product of products) {
      expect(Number.isInteger(product.quantityOnHand), `product ${product.id}`).toBe(true);
      expect(product.quantityOnHand, `product ${product.id}`).toBeGreaterThanOrEqual(0);
      expect(product.quantityOnHand, `product ${product.id}`).toBeLessThanOrEqual(40);
      if (product.isFeatured || product.isPopular) expect(product.quantityOnHand, `product ${product.id}`).toBeGreaterThanOrEqual(20);
    }
    const inStock = products.filter((p) => p.quantityOnHand > 0);
    const ones = inStock.filter((p) => p.quantityOnHand === 1).length / inStock.length;
    expect(ones).toBeGreaterThan(0.05);
    expect(ones).toBeLessThan(0.25);
    expect(inStock.some((p) => p.quantityOnHand > 5)).toBe(true);
  });

  it("features at least 4 parts and marks at least 6 popular, all in stock", () => {
    const featured = products.filter((p) => p.isFeatured);
    const popular = products.filter((p) => p.isPopular);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(popular.length).toBeGreaterThanOrEqual(6);
    expect(featured.every((p) => p.quantityOnHand > 0)).toBe(true);
    expect(popular.every((p) => p.quantityOnHand > 0)).toBe(true);
  });

  it("lists 2 to 8 compatible models per part, some shared by several parts", () => {
    for (const product of products) {
      expect(product.compatibility.length, `product ${product.id}`).toBeGreaterThanOrEqual(2);
      expect(product.compatibility.length, `product ${product.id}`).toBeLessThanOrEqual(8);
      expectUnique(product.compatibility);
    }
    const partsPerModel = new Map<string, number>();
    for (const model of products.flatMap((p) => p.compatibility)) partsPerModel.set(model, (partsPerModel.get(model) ?? 0) + 1);
    expect(partsPerModel.get("WRF555SDFZ") ?? 0).toBeGreaterThanOrEqual(2);
    expect([...partsPerModel.values()].filter((n) => n >= 3).length).toBeGreaterThan(20);
  });

  it("gives about a quarter of the parts 1-3 superseded numbers", () => {
    const withSupersedes = products.filter((p): p is Part & { supersedes: string[] } => p.supersedes !== undefined);
    expect(withSupersedes.length / products.length).toBeGreaterThan(0.15);
    expect(withSupersedes.length / products.length).toBeLessThan(0.35);
    for (const product of withSupersedes) {
      expect(product.supersedes.length).toBeGreaterThanOrEqual(1);
      expect(product.supersedes.length).toBeLessThanOrEqual(3);
    }
  });

  it("gives every part its own bin: its category's aisle and shelf, then its place on that shelf", () => {
    for (const product of products) expect(product.bin, `product ${product.id}`).toMatch(/^[A-F][1-9]-\d{2,}$/);
    expectUnique(products.map((p) => p.bin));
    const shelves = new Map<number, Set<string>>();
    for (const product of products) shelves.set(product.categoryId, (shelves.get(product.categoryId) ?? new Set()).add(product.bin?.split("-")[0] ?? ""));
    expect([...shelves.values()].every((shelf) => shelf.size === 1)).toBe(true);
    expect(new Set([...shelves.values()].flatMap((shelf) => [...shelf])).size).toBe(shelves.size);
  });

  it("describes each part in a sentence or more and carries no image", () => {
    for (const product of products) {
      expect(product.name.length).toBeGreaterThan(3);
      expect(product.description).toMatch(/\.$/);
      expect("image" in product).toBe(false);
    }
  });
});

describe("blog posts", () => {
  const { posts } = data;

  it("has at least 12 posts with unique slugs and some drafts", () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expectUnique(posts.map((p) => p.slug));
    expect(posts.every((p) => SLUG.test(p.slug))).toBe(true);
    const drafts = posts.filter((p) => !p.isPublished).length;
    expect(drafts).toBeGreaterThanOrEqual(2);
    expect(drafts).toBeLessThanOrEqual(3);
  });

  it("writes plain-text articles of 350-900 words in 2025-2026", () => {
    for (const post of posts) {
      const words = post.content.split(/\s+/).filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(350);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      expect(post.content, post.slug).not.toMatch(/<[a-z/][^>]*>|^#/m);
      expect(post.content, post.slug).toContain("\n\n");
      expect(post.publishedAt, post.slug).toMatch(/^202[56]-\d{2}-\d{2}$/);
      expect(post.excerpt.length, post.slug).toBeGreaterThan(40);
      expect(post.author.length, post.slug).toBeGreaterThan(3);
    }
  });

  it("points each guide at an existing category, with one or two general articles", () => {
    const general = posts.filter((p) => p.categoryId === null);
    expect(general.length).toBeGreaterThanOrEqual(1);
    expect(general.length).toBeLessThanOrEqual(2);
    for (const post of posts) {
      if (post.categoryId !== null) expect(categoryById.has(post.categoryId), post.slug).toBe(true);
    }
  });

  it("does not grow with the catalogue", () => {
    expect(generateShopData({ products: 10 }).posts).toEqual(posts);
  });
});

describe("generateShopData", () => {
  it("regenerates the committed db.json byte for byte with the default options", () => {
    const committed = readFileSync(new URL("../db.json", import.meta.url), "utf8");
    const generated = formatDb(generateShopData({ products: DEFAULT_PRODUCT_COUNT, seed: DEFAULT_SEED }));
    expect(generated).toBe(committed);
  });

  it("is deterministic: two calls give deep-equal data", () => {
    expect(generateShopData({ products: 320 })).toEqual(data);
  });

  it("gives different products for a different seed", () => {
    expect(generateShopData({ products: 320, seed: 7 }).products).not.toEqual(data.products);
  });

  it("refuses a count that is not a non-negative integer", () => {
    expect(() => generateShopData({ products: -1 })).toThrow(RangeError);
    expect(() => generateShopData({ products: 1.5 })).toThrow(RangeError);
  });

  // The scale benchmark's catalogues (250,000 parts, about a million fits) are the same rules at a
  // larger size; 5,000 parts is large enough for them and quick to check.
  it("gives a catalogue past 1,000 parts at least 4 model fits per part on average, the same text every time", () => {
    const first = formatDb(generateShopData({ products: 5_000 }));
    expect(formatDb(generateShopData({ products: 5_000 }))).toBe(first);
    const { products } = JSON.parse(first) as { products: Part[] };
    expect(new Set(products.map((p) => p.partNumber)).size).toBe(5_000);
    const fits = products.reduce((sum, p) => sum + p.compatibility.length, 0);
    expect(fits / products.length).toBeGreaterThanOrEqual(4);
    for (const product of products) {
      expect(product.compatibility.length, `product ${product.id}`).toBeGreaterThanOrEqual(2);
      expect(product.compatibility.length, `product ${product.id}`).toBeLessThanOrEqual(8);
      expectUnique(product.compatibility);
    }
    // Each model revision still fits a handful of parts, not one or hundreds.
    const models = new Set(products.flatMap((p) => p.compatibility)).size;
    expect(fits / models).toBeGreaterThan(2);
    expect(fits / models).toBeLessThan(20);
  }, 30_000);

  // Generating 50,000 parts takes a few seconds, more on a busy machine.
  it("keeps 50,000 part numbers unique and scales featured and popular sensibly", () => {
    const large = generateShopData({ products: 50_000 });
    expect(large.products.length).toBe(50_000);
    expect(new Set(large.products.map((p) => p.partNumber)).size).toBe(50_000);
    const featured = large.products.filter((p) => p.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(4);
    expect(featured).toBeLessThanOrEqual(100);
    expect(large.products.filter((p) => p.isPopular).length).toBeGreaterThanOrEqual(6);
  }, 60_000);
});
