/**
 * How the shop writes numbers, counts, dates and lists in US English. Pure. Money is formatted by
 * the domain (`formatUSD`, `formatRate` in pricing.ts, which works in cents) and re-exported here
 * so a screen finds every formatter in one place.
 */
export { formatRate, formatUSD } from "@shop/domain";

/**
 * The noun for a count: `plural(1, "item")` is "item", `plural(3, "item")` is "items". A noun
 * ending in a consonant and "y" takes "ies" ("category" -> "categories"); pass `pluralForm` for
 * any other irregular noun. Zero takes the plural, as in "0 parts".
 */
export function plural(count: number, singular: string, pluralForm?: string): string {
  if (count === 1) return singular;
  if (pluralForm !== undefined) return pluralForm;
  return /[^aeiou]y$/i.test(singular) ? `${singular.slice(0, -1)}ies` : `${singular}s`;
}

const grouped = new Intl.NumberFormat("en-US");

/** A number with its digits grouped: 1240 -> "1,240". */
export function formatNumber(value: number): string {
  return grouped.format(value);
}

/** A count with its noun, digits grouped: "1 part", "12 parts", "1,240 parts". */
export function formatCount(count: number, singular: string, pluralForm?: string): string {
  return `${formatNumber(count)} ${plural(count, singular, pluralForm)}`;
}

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * A date in US long form: "2026-03-14" -> "March 14, 2026". Read and written in UTC, so a
 * date-only ISO string shows the same day in every visitor's time zone.
 */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(isoDate));
}

const conjunction = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

/** A list in a sentence, with the serial comma: "Tallahassee, Quincy, and Havana". */
export function formatList(items: readonly string[]): string {
  return conjunction.format(items);
}
