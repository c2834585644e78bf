import type { Money } from "./types.ts";

/**
 * Money in integer cents. Prices are decimal strings on the wire ("12.50"); every sum, product and
 * tax is computed here in whole cents, and formatting happens only at the edge.
 */

const DECIMAL = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/;

/** True when `value` is a non-negative decimal string with at most two decimals: "12", "12.5", "12.50". */
export function isMoney(value: unknown): value is Money {
  return typeof value === "string" && DECIMAL.test(value);
}

/** "12.50" -> 1250. Throws on anything that is not a non-negative decimal with at most two decimals. */
export function toCents(value: Money): number {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not an amount of money: ${JSON.stringify(value)}`);
  const [, dollars = "0", fraction = ""] = match;
  return Number(dollars) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 1250 -> "12.50": the wire form. */
export function fromCents(cents: number): Money {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${dollars}.${rest.toString().padStart(2, "0")}`;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,234.50", for display. Accepts cents or a wire amount. */
export function formatUSD(amount: number | Money): string {
  const cents = typeof amount === "number" ? amount : toCents(amount);
  return usd.format(cents / 100);
}

/**
 * A tax rate as a decimal fraction string ("0.065") -> parts per million (65000), so tax can be
 * computed in integers with no floating-point drift.
 */
export function rateToPpm(rate: string): number {
  const match = /^0?\.(\d{1,6})$/.exec(rate);
  if (!match) throw new RangeError(`Not a tax rate between 0 and 1: ${JSON.stringify(rate)}`);
  return Number((match[1] ?? "").padEnd(6, "0"));
}

/** Tax on a subtotal, rounded half-up to the cent, once, on the whole subtotal. */
export function taxCents(subtotalCents: number, rate: string): number {
  const ppm = rateToPpm(rate);
  return Math.floor((subtotalCents * ppm + 500_000) / 1_000_000);
}

export interface Totals {
  subtotal: number;
  tax: number;
  total: number;
}

/** Subtotal, tax and total in cents for lines of unit price and quantity. */
export function computeTotals(lines: ReadonlyArray<{ unitPrice: Money; quantity: number }>, rate: string): Totals {
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0);
  const tax = taxCents(subtotal, rate);
  return { subtotal, tax, total: subtotal + tax };
}

/** The line total of a cart or order line, in cents. */
export function lineTotalCents(unitPrice: Money, quantity: number): number {
  return toCents(unitPrice) * quantity;
}

/** The sales-tax rate as a percentage for display: "0.065" -> "6.5%". */
export function formatRate(rate: string): string {
  return `${rateToPpm(rate) / 10_000}%`;
}
