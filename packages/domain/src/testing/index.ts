/**
 * The shop's one fixture builder, for domain, server and ui tests, the mocks and the stories.
 * Record builders (`shopInfo`, `category`, `brand`, `part`, `guide`, `orderLine`, `orderRecord`,
 * `cartLine`) give a valid record whose every field can be overridden; `shopOf` makes a whole shop
 * from parts of one, `shopFromSeed` a whole shop from a seed (db.json) that may leave out the
 * run-time collections. `makeShop` and `store` are the hand-made shop the domain's rules are
 * tested on.
 */
import { summarizePart, type Brand, type Category, type Part } from "../catalogue/index.ts";
import type { CartItem } from "../cart/index.ts";
import type { Guide } from "../guides/index.ts";
import { computeTotals, fromCents, lineTotalCents } from "../kernel/index.ts";
import type { OrderLine, OrderRecord } from "../orders/index.ts";
import type { ShopInfo } from "../shop-info/index.ts";
import { emptyCollections, withRunTimeCollections, type ShopData, type ShopSeed } from "../shop/index.ts";

/** A valid shop record (Tallahassee, 6.5% tax); `overrides` replace whole fields. */
export function shopInfo(overrides: Partial<ShopInfo> = {}): ShopInfo {
  return {
    name: "Test Parts",
    tagline: "Parts for tests",
    url: "https://parts.test",
    phone: "(850) 555-0100",
    phoneE164: "+18505550100",
    email: "counter@parts.test",
    address: { street: "1 Main St", city: "Tallahassee", region: "FL", postalCode: "32301", country: "US" },
    geo: { latitude: 30.44, longitude: -84.28 },
    hours: [{ label: "Mon-Fri", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" }],
    sameDayPickupCutoff: "14:00",
    timeZone: "America/New_York",
    serviceTowns: ["Tallahassee"],
    serviceRadiusMiles: 50,
    taxRate: "0.065",
    shipping: {
      localDelivery: { price: "15.00", freeOver: "100.00", radiusMiles: 25, delivery: "Next business day" },
      methods: [],
      signatureRequiredOver: "500.00",
      processing: "1-2 business days",
      specialOrderProcessing: "3-5 business days",
    },
    returns: { days: 30, receiptRequired: true, wrongPartExchangeDays: 60, specialOrderRestockingFeePercent: 25, cardRefund: "3-5 business days" },
    warranty: { oem: "1-2 years", aftermarket: "90 days", claimResolution: "1-2 business days" },
    ...overrides,
  };
}

/** A category; its slug follows its name unless given. */
export function category(overrides: Partial<Category> & Pick<Category, "id" | "name">): Category {
  return { slug: slugOf(overrides.name), type: "appliance", description: overrides.name, ...overrides };
}

/** A brand; its slug follows its name unless given. */
export function brand(overrides: Partial<Brand> & Pick<Brand, "id" | "name">): Brand {
  return { slug: slugOf(overrides.name), type: "appliance", description: overrides.name, ...overrides };
}

/** A part: "Part {id}", PN{999 + id}, in stock (50), brand and category 1, one compatible model. */
export function part(overrides: Partial<Part> & Pick<Part, "id">): Part {
  const { id } = overrides;
  return {
    name: `Part ${id}`,
    partNumber: `PN${999 + id}`,
    price: "10.00",
    description: `Part number ${id}`,
    quantityOnHand: 50,
    isPopular: false,
    isFeatured: false,
    brandId: 1,
    categoryId: 1,
    compatibility: [`MODEL${id - 1}A`],
    ...overrides,
  };
}

/** A published guide by Ana, in no category; its slug follows its title unless given. */
export function guide(overrides: Partial<Guide> & Pick<Guide, "id" | "title">): Guide {
  return {
    slug: slugOf(overrides.title),
    excerpt: overrides.title,
    content: overrides.title,
    publishedAt: "2026-01-01",
    categoryId: null,
    isPublished: true,
    author: "Ana",
    ...overrides,
  };
}

/** An order line for `quantity` of a part at its price. */
export function orderLine(product: Pick<Part, "id" | "partNumber" | "name" | "price">, quantity = 1): OrderLine {
  return {
    productId: product.id,
    partNumber: product.partNumber,
    name: product.name,
    quantity,
    unitPrice: product.price,
    lineTotal: fromCents(lineTotalCents(product.price, quantity)),
  };
}

/**
 * A received pickup order: number TLH-20260101-{id, five digits}, one Part 1 at 10.50 unless
 * `items` is given, its totals at `taxRate` (6.5%) from its items unless given.
 */
export function orderRecord(id: number, overrides: Partial<OrderRecord> = {}, taxRate = "0.065"): OrderRecord {
  const items = overrides.items ?? [orderLine({ id: 1, partNumber: "PN1000", name: "Part 1", price: "10.50" })];
  const totals = computeTotals(items, taxRate);
  return {
    id,
    orderNumber: `TLH-20260101-${String(id).padStart(5, "0")}`,
    clientOrderNumber: `client-${id}`,
    sessionId: "abcdefghijklmnopqrstu",
    email: "a@example.com",
    name: "A Customer",
    phone: "8505550100",
    items,
    subtotal: fromCents(totals.subtotal),
    tax: fromCents(totals.tax),
    total: fromCents(totals.total),
    fulfilment: "pickup",
    status: "received",
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** Cart lines as GET /api/cart answers them: line-1, line-2, ... at each part's price. */
export function cartLines(...entries: [product: Part, quantity: number][]): CartItem[] {
  return entries.map(([product, quantity], i) => ({
    id: `line-${i + 1}`,
    productId: product.id,
    quantity,
    unitPrice: product.price,
    product: summarizePart(product),
  }));
}

/** A whole shop from parts of one: the shop record (`shopInfo()`), an empty catalogue and empty run-time collections unless given. */
export function shopOf(parts: Partial<ShopData> = {}): ShopData {
  return { store: shopInfo(), categories: [], brands: [], products: [], posts: [], ...emptyCollections(), ...parts };
}

/** A whole shop from a seed (db.json), copied so it can be written: the run-time collections it leaves out start empty. */
export function shopFromSeed(seed: ShopSeed): ShopData {
  return withRunTimeCollections(structuredClone(seed));
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** A small, hand-made shop for unit tests: every value here is chosen to make a rule visible. */
export const store: ShopInfo = shopInfo();

export function makeShop(): ShopData {
  return shopOf({
    store,
    categories: [
      category({ id: 1, name: "Refrigerator Parts", description: "Fridge parts" }),
      category({ id: 2, name: "AC Parts", type: "hvac", description: "AC parts" }),
    ],
    brands: [
      brand({ id: 1, name: "Whirlpool", description: "W" }),
      brand({ id: 2, name: "Carrier", type: "hvac", description: "C" }),
    ],
    products: [
      part({
        id: 1, name: "Water Filter", partNumber: "EDR1RXD1", price: "49.99", originalPrice: "59.99", description: "Filter",
        quantityOnHand: 120, isPopular: true, isFeatured: true, compatibility: ["WRF555SDFZ", "WRS325SDHZ"], supersedes: ["W10295370A"],
      }),
      part({ id: 2, name: "Defrost Timer", partNumber: "WPW10822278", price: "32.50", description: "Timer", quantityOnHand: 8, compatibility: ["WRF555SDFZ00", "ED5FHAXVQ"] }),
      part({ id: 3, name: "Ice Maker Assembly", partNumber: "W10190965", price: "129.00", description: "Ice maker", quantityOnHand: 0, compatibility: ["WRS325SDHZ"] }),
      part({
        id: 4, name: "Dual Run Capacitor 45/5 MFD", partNumber: "P291-4554RS", price: "0.10", description: "Capacitor",
        quantityOnHand: 8, isPopular: true, brandId: 2, categoryId: 2, compatibility: ["24ABB336A003", "25HCB636A003"],
      }),
    ],
    posts: [
      guide({ id: 1, title: "Find your model number", slug: "find-model-number", excerpt: "Where to look", content: "Open the door.\n\nLook at the tag.", publishedAt: "2026-01-10", author: "Sam" }),
      guide({ id: 2, title: "Replace a water filter", slug: "replace-water-filter", excerpt: "Twist and pull", content: "Turn the filter.", publishedAt: "2026-03-01", categoryId: 1 }),
      guide({ id: 3, title: "Draft about capacitors", slug: "draft-capacitors", excerpt: "Soon", content: "Not yet.", publishedAt: "2026-04-01", categoryId: 2, isPublished: false }),
    ],
  });
}

/** `makeShop` with two orders (one cancelled, with a reason) and a contact message: something in the visitors' lists for round trips. */
export function makeShopWithOrders(): ShopData {
  const shop = makeShop();
  const [first, second] = shop.products as [Part, Part];
  const at = "2026-11-20T15:30:00.000Z";
  shop.orders = [
    orderRecord(1, { items: [orderLine(first, 2), orderLine(second, 1)], history: [{ status: "received", at, by: "customer" }] }),
    orderRecord(2, { items: [orderLine(second, 3)], status: "cancelled", history: [{ status: "cancelled", at, by: "sam@parts.test", reason: "Wrong model" }] }),
  ];
  shop.contactMessages = [{ id: "msg-1", name: "Lee", email: "lee@example.com", message: "Do you carry door seals?", createdAt: at }];
  return shop;
}

export const SESSION_A = "aaaaaaaaaaaaaaaaaaaaa";
export const SESSION_B = "bbbbbbbbbbbbbbbbbbbbb";

let counter = 0;
/** A context with a fixed clock and predictable ids. */
export const ctx = {
  now: new Date("2026-11-22T15:30:00Z"),
  newId: () => `id-${++counter}`,
  /** Not the server's HMAC: any function of the number does for rules that only compare keys. */
  orderKey: (orderNumber: string) => `key-${orderNumber}`,
  /** Likewise for an address's unsubscribe key. */
  unsubscribeKey: (email: string) => `unsub-${email}`,
  /** And for its newsletter confirmation key. */
  confirmKey: (email: string) => `confirm-${email}`,
};
