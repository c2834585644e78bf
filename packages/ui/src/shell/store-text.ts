import type { OpeningHours, ShopInfo } from "@shop/domain";
import { formatList, plural } from "../design/format.ts";

/**
 * The shop's facts as the pages say them, computed from the `store` record so the owner changes
 * an hour or a town in one place. Pure: used by the Header, Footer, MobileCallBar, OrderSummary
 * and OrderConfirmation, and available to the app (structured data, information pages).
 */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "08:00" -> "8:00 AM", "18:30" -> "6:30 PM", "00:00" -> "12:00 AM". Throws on anything but 24-hour "HH:MM". */
export function formatTime(time: string): string {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not a 24-hour time "HH:MM": ${JSON.stringify(time)}`);
  const hours = Number(match[1]);
  const minutes = match[2] ?? "00";
  const period = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${period}`;
}

/** "08:00", "18:00" -> "8:00 AM-6:00 PM". */
export function formatTimeRange(opens: string, closes: string): string {
  return `${formatTime(opens)}-${formatTime(closes)}`;
}

/** One line of opening hours: "Mon-Fri 8:00 AM-6:00 PM". */
export function formatOpeningHours(hours: Pick<OpeningHours, "label" | "opens" | "closes">): string {
  return `${hours.label} ${formatTimeRange(hours.opens, hours.closes)}`;
}

/** The same-day pickup promise: "14:00" -> "Order by 2:00 PM for same-day pickup". */
export function sameDayPickupText(cutoff: ShopInfo["sameDayPickupCutoff"]): string {
  return `Order by ${formatTime(cutoff)} for same-day pickup`;
}

/**
 * The service area line of the header strip:
 * "Serving Tallahassee, Crawfordville, Quincy, Monticello, Havana, and Midway within 50 miles".
 */
export function serviceAreaText(store: Pick<ShopInfo, "serviceTowns" | "serviceRadiusMiles">): string {
  const radius = `${store.serviceRadiusMiles} ${plural(store.serviceRadiusMiles, "mile")}`;
  if (store.serviceTowns.length === 0) return `Serving everyone within ${radius}`;
  return `Serving ${formatList(store.serviceTowns)} within ${radius}`;
}

/** The street address on one line: "2810 Capital Circle NE, Tallahassee, FL 32308". */
export function formatAddress(address: ShopInfo["address"]): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** A `tel:` link from the E.164 number ("+18505550142"), so it dials from anywhere. */
export function telHref(phoneE164: ShopInfo["phoneE164"]): string {
  return `tel:${phoneE164}`;
}

/**
 * Driving directions to the store: Google Maps' cross-platform URL, which opens the maps app on a
 * phone and the web map elsewhere. Built from the street address, not the coordinates, so the
 * visitor sees the address they will drive to.
 */
export function directionsUrl(address: ShopInfo["address"]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress(address))}`;
}
