import type { Money } from "../kernel/types.ts";

/** The shop's facts (the store record on the wire): hours, shipping, contact details. */

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface OpeningHours {
  /** Short label shown on the page: "Mon-Fri". */
  label: string;
  days: Weekday[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

export interface ShippingTier {
  /** Lowest order total of the tier, inclusive. */
  minTotal: Money;
  /** Highest order total of the tier, inclusive; null for no upper bound. */
  maxTotal: Money | null;
  price: Money;
}

export interface ShippingMethod {
  name: string;
  /** "3-7 business days". */
  delivery: string;
  /** Price by order total, tiers in ascending order. */
  tiers: ShippingTier[];
}

/** The shop's facts, kept once and read by every page, the footer and the structured data. */
export interface ShopInfo {
  name: string;
  tagline: string;
  /** Public site address, used for canonical links and structured data; no trailing slash. */
  url: string;
  /** As shown: "(850) 555-0142". */
  phone: string;
  /** E.164, for tel: links: "+18505550142". */
  phoneE164: string;
  email: string;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  geo: { latitude: number; longitude: number };
  hours: OpeningHours[];
  /** Orders placed by this time ("HH:MM", store time) are ready for pickup the same day. */
  sameDayPickupCutoff: string;
  timeZone: string;
  serviceTowns: string[];
  serviceRadiusMiles: number;
  /** Sales tax as a decimal fraction: "0.065". */
  taxRate: string;
  shipping: {
    localDelivery: { price: Money; freeOver: Money; radiusMiles: number; delivery: string };
    methods: ShippingMethod[];
    signatureRequiredOver: Money;
    processing: string;
    specialOrderProcessing: string;
  };
  returns: {
    days: number;
    receiptRequired: boolean;
    wrongPartExchangeDays: number;
    specialOrderRestockingFeePercent: number;
    cardRefund: string;
  };
  warranty: {
    oem: string;
    aftermarket: string;
    claimResolution: string;
  };
  /**
   * What a guest may order online (docs/product.md, Rules, Guest order limits). A record stored
   * before these existed has none: `guestOrderLimitsOf` reads it with the defaults.
   */
  guestOrderLimits?: GuestOrderLimits;
  /**
   * How many days an order ready for pickup is held before it is cancelled as not picked up
   * (docs/product.md, Rules, Pickup hold). A record stored before it existed reads the default, 7.
   */
  pickupHoldDays?: number;
  /** Only set when the shop has real reviews to show; no rating is ever invented. */
  aggregateRating?: { ratingValue: number; reviewCount: number };
}

/**
 * The limits on a guest's online orders, so one visitor cannot hold a part's whole stock with
 * unpaid pickup orders; above them the visitor is asked to call the shop. An order is open until
 * it is picked up or cancelled.
 */
export interface GuestOrderLimits {
  /** The most of one part a cart line or an order line may hold. */
  quantityPerLine: number;
  /** The most lines (different parts) one order may have. */
  linesPerOrder: number;
  /** The most the open orders placed with one email may come to, their totals with tax. */
  openValuePerEmail: Money;
  /**
   * The most the open orders placed from one client address may come to, times the server's
   * RATE_LIMIT_FACTOR. The server checks it: the rules do not know addresses.
   */
  openValuePerAddress: Money;
}
