import { formatUSD, toCents, type Money, type ShippingMethod, type ShopInfo } from "@shop/domain";
import { formatList, plural } from "../design/format.ts";
import { formatAddress, formatOpeningHours, formatTime, formatTimeRange } from "../shell/store-text.ts";

/**
 * The shop's facts as sentences' building blocks, computed from the `store` record. Page copy
 * (info-pages.ts, local-pages.ts) never types an hour, a price, a town or a phone number: it
 * calls these, so the owner changes a fact once, in the record, and every page follows. Pure.
 */

export { formatAddress, formatOpeningHours, formatTime };

/** Copy that may quote the shop's facts. */
export type StoreCopy = (store: ShopInfo) => string;

/** One term and its detail, shown as a definition list. */
export interface FactItem {
  term: string;
  detail: string;
}

/** The opening hours as terms and times: "Mon-Fri" / "8:00 AM-6:00 PM". */
export const hoursFacts = (store: ShopInfo): FactItem[] =>
  store.hours.map((hours) => ({ term: hours.label, detail: formatTimeRange(hours.opens, hours.closes) }));

/** "$15.00"; a zero amount is "Free". */
export function priceText(amount: Money): string {
  return toCents(amount) === 0 ? "Free" : formatUSD(amount);
}

/** "1 mile", "50 miles". */
export function milesText(miles: number): string {
  return `${miles} ${plural(miles, "mile")}`;
}

/** "1 day", "30 days". */
export function daysText(days: number): string {
  return `${days} ${plural(days, "day")}`;
}

/** The same-day pickup cut-off as a time of day: "2:00 PM". */
export function pickupCutoffText(store: Pick<ShopInfo, "sameDayPickupCutoff">): string {
  return formatTime(store.sameDayPickupCutoff);
}

/** Every line of the opening hours: ["Mon-Fri 8:00 AM-6:00 PM", "Sat 9:00 AM-5:00 PM", …]. */
export function hoursLines(store: Pick<ShopInfo, "hours">): string[] {
  return store.hours.map(formatOpeningHours);
}

/** The opening hours in one sentence-friendly run: "Mon-Fri 8:00 AM-6:00 PM, Sat 9:00 AM-5:00 PM, …". */
export function hoursSentence(store: Pick<ShopInfo, "hours">): string {
  return hoursLines(store).join("; ");
}

/** "Tallahassee, Crawfordville, Quincy, Monticello, Havana, and Midway". */
export function serviceTownsText(store: Pick<ShopInfo, "serviceTowns">): string {
  return formatList(store.serviceTowns);
}

/** Whether a town is named in the service area (case-insensitive). */
export function servesTown(store: Pick<ShopInfo, "serviceTowns">, town: string): boolean {
  const wanted = town.trim().toLowerCase();
  return store.serviceTowns.some((name) => name.toLowerCase() === wanted);
}

/** "2810 Capital Circle NE, Tallahassee, FL 32308". */
export function addressText(store: Pick<ShopInfo, "address">): string {
  return formatAddress(store.address);
}

/** An order-total band of a shipping tier: "$0.00-$49.99", "$200.00 and up". */
export function tierRangeText(tier: { minTotal: Money; maxTotal: Money | null }): string {
  return tier.maxTotal === null ? `${formatUSD(tier.minTotal)} and up` : `${formatUSD(tier.minTotal)}-${formatUSD(tier.maxTotal)}`;
}

/** A simple table: a caption, the column headings and rows of cells (the first cell heads its row). */
export interface FactTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/**
 * The shipping rates as a table: one row per order-total band, one column per method (named with
 * its delivery time), "Free" where a band ships free. Bands are collected across methods in
 * ascending order, so a method without a price for a band shows "-" there instead of a wrong one.
 */
export function shippingRateTable(store: Pick<ShopInfo, "shipping">): FactTable {
  const methods: ShippingMethod[] = store.shipping.methods;
  const bands = new Map<string, { minTotal: Money; maxTotal: Money | null }>();
  for (const method of methods) {
    for (const tier of method.tiers) bands.set(`${tier.minTotal}|${tier.maxTotal}`, tier);
  }
  const upper = (band: { maxTotal: Money | null }) => (band.maxTotal === null ? Infinity : toCents(band.maxTotal));
  const ordered = [...bands.values()].sort((a, b) => toCents(a.minTotal) - toCents(b.minTotal) || upper(a) - upper(b));
  return {
    caption: "Shipping rates by order total",
    columns: ["Order total", ...methods.map((method) => `${method.name} (${method.delivery})`)],
    rows: ordered.map((band) => [
      tierRangeText(band),
      ...methods.map((method) => {
        const tier = method.tiers.find((t) => t.minTotal === band.minTotal && t.maxTotal === band.maxTotal);
        return tier ? priceText(tier.price) : "-";
      }),
    ]),
  };
}

/** The cheapest and dearest price of a method, for a line like "from $8.95 to $24.95". */
export function methodPriceRange(method: ShippingMethod): { lowest: Money; highest: Money } | undefined {
  const paid = method.tiers.map((tier) => tier.price).filter((price) => toCents(price) > 0);
  if (paid.length === 0) return undefined;
  const sorted = [...paid].sort((a, b) => toCents(a) - toCents(b));
  return { lowest: sorted[0]!, highest: sorted.at(-1)! };
}

/** The method shipped at the lowest prices (Standard), for short summaries. */
export function cheapestMethod(store: Pick<ShopInfo, "shipping">): ShippingMethod | undefined {
  const ranked = store.shipping.methods
    .map((method) => ({ method, lowest: methodPriceRange(method)?.lowest }))
    .filter((entry): entry is { method: ShippingMethod; lowest: Money } => entry.lowest !== undefined)
    .sort((a, b) => toCents(a.lowest) - toCents(b.lowest));
  return ranked[0]?.method;
}

/** The lowest order total that ships free with a method, if any band is free. */
export function freeShippingFrom(method: ShippingMethod): Money | undefined {
  return method.tiers.find((tier) => toCents(tier.price) === 0)?.minTotal;
}

/** "Next business day delivery for $15.00 within 25 miles, free on orders over $100.00". */
export function localDeliveryText(store: Pick<ShopInfo, "shipping">): string {
  const local = store.shipping.localDelivery;
  return `${local.delivery} delivery within ${milesText(local.radiusMiles)} of the store for ${formatUSD(local.price)}, free on orders over ${formatUSD(local.freeOver)}`;
}
