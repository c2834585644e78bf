import type { ShopInfo } from "../shop-info/index.ts";
import type { ShopData } from "../shop/index.ts";

/** A small, hand-made shop for unit tests: every value here is chosen to make a rule visible. */
export const store: ShopInfo = {
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
};

export function makeShop(): ShopData {
  return {
    store,
    categories: [
      { id: 1, name: "Refrigerator Parts", slug: "refrigerator-parts", type: "appliance", description: "Fridge parts" },
      { id: 2, name: "AC Parts", slug: "ac-parts", type: "hvac", description: "AC parts" },
    ],
    brands: [
      { id: 1, name: "Whirlpool", slug: "whirlpool", type: "appliance", description: "W" },
      { id: 2, name: "Carrier", slug: "carrier", type: "hvac", description: "C" },
    ],
    products: [
      {
        id: 1, name: "Water Filter", partNumber: "EDR1RXD1", price: "49.99", originalPrice: "59.99",
        description: "Filter", quantityOnHand: 120, isPopular: true, isFeatured: true, brandId: 1, categoryId: 1,
        compatibility: ["WRF555SDFZ", "WRS325SDHZ"], supersedes: ["W10295370A"],
      },
      {
        id: 2, name: "Defrost Timer", partNumber: "WPW10822278", price: "32.50",
        description: "Timer", quantityOnHand: 8, isPopular: false, isFeatured: false, brandId: 1, categoryId: 1,
        compatibility: ["WRF555SDFZ00", "ED5FHAXVQ"],
      },
      {
        id: 3, name: "Ice Maker Assembly", partNumber: "W10190965", price: "129.00",
        description: "Ice maker", quantityOnHand: 0, isPopular: false, isFeatured: false, brandId: 1, categoryId: 1,
        compatibility: ["WRS325SDHZ"],
      },
      {
        id: 4, name: "Dual Run Capacitor 45/5 MFD", partNumber: "P291-4554RS", price: "0.10",
        description: "Capacitor", quantityOnHand: 8, isPopular: true, isFeatured: false, brandId: 2, categoryId: 2,
        compatibility: ["24ABB336A003", "25HCB636A003"],
      },
    ],
    posts: [
      { id: 1, title: "Find your model number", slug: "find-model-number", excerpt: "Where to look", content: "Open the door.\n\nLook at the tag.", publishedAt: "2026-01-10", categoryId: null, isPublished: true, author: "Sam" },
      { id: 2, title: "Replace a water filter", slug: "replace-water-filter", excerpt: "Twist and pull", content: "Turn the filter.", publishedAt: "2026-03-01", categoryId: 1, isPublished: true, author: "Ana" },
      { id: 3, title: "Draft about capacitors", slug: "draft-capacitors", excerpt: "Soon", content: "Not yet.", publishedAt: "2026-04-01", categoryId: 2, isPublished: false, author: "Ana" },
    ],
    cartItems: [],
    orders: [],
    contactMessages: [],
    newsletterSignups: [],
    emails: [],
    catalogueChanges: [],
  };
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
};
