import type { ShopInfo } from "./types.ts";

/**
 * The store record's hours and pickup cut-off as people read them, for text made outside the UI
 * (the server's emails). The UI's store-text.ts says the same things the same way.
 */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "08:00" -> "8:00 AM", "18:30" -> "6:30 PM"; anything but a 24-hour "HH:MM" is returned as given. */
export function clockTime(time: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}

/** One line per entry of the opening hours: ["Mon-Fri 8:00 AM-6:00 PM", "Sat 9:00 AM-5:00 PM"]. */
export function openingHoursLines(store: Pick<ShopInfo, "hours">): string[] {
  return store.hours.map((hours) => `${hours.label} ${clockTime(hours.opens)}-${clockTime(hours.closes)}`);
}

/** The same-day pickup rule: "Order by 2:00 PM for same-day pickup". */
export function sameDayPickupRule(store: Pick<ShopInfo, "sameDayPickupCutoff">): string {
  return `Order by ${clockTime(store.sameDayPickupCutoff)} for same-day pickup`;
}
