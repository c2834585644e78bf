import { clockTime, type OpeningHours, type ShopInfo, type Weekday } from "../shop-info/index.ts";

/**
 * When an order placed now can be picked up, and whether the shop is open, on the shop's own
 * clock (the store record's `timeZone`), never the visitor's (docs/product.md, Pickup time).
 * Pure: `now` comes in, so the same answer is given by the server, the browser and the tests.
 * Days are walked on the shop's calendar and times are turned into instants through the zone's
 * offset on that day, so the answers stay right across daylight-saving changes.
 */

/** What the pickup rules read from the store record. */
export type PickupStore = Pick<ShopInfo, "hours" | "sameDayPickupCutoff" | "timeZone">;

/** A day relative to today on the shop's calendar: "today", "tomorrow" or a weekday name. */
export type PickupDay = "today" | "tomorrow" | Weekday;

/** When an order placed now is ready. */
export type PickupTime =
  /** Ordered within `minutes` (whole minutes left before the order-by time, rounded down), it is ready today. */
  | { kind: "today"; minutes: number }
  /** Ready on `day` from `time` ("HH:MM", shop time), the next opening after today's order-by time. */
  | { kind: "later"; day: Exclude<PickupDay, "today">; time: string }
  /** The store record lists no opening hours at all. */
  | { kind: "unknown" };

/** Whether the shop is open now, with today's hours and the next opening when closed. */
export interface StoreStatus {
  open: boolean;
  /** Today's hours ("HH:MM"), or null when the shop does not open today. */
  today: { opens: string; closes: string } | null;
  /** The next opening when closed now; null when open or when no hours are listed. */
  next: { day: PickupDay; time: string } | null;
}

const WEEKDAYS: readonly Weekday[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a time zone. */
function wallClock(at: number, timeZone: string): CalendarDay & { hour: number; minute: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (-5 h for New York in winter). */
function offsetAt(at: number, timeZone: string): number {
  const wall = wallClock(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - (at - (at % 60_000));
}

/** The instant a wall-clock time on a shop day happens, in the offset that day has at that hour. */
function instantOf(day: CalendarDay, time: string, timeZone: string): number {
  const [hours, minutes] = minutesOf(time);
  const guess = Date.UTC(day.year, day.month - 1, day.day, hours, minutes);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

function minutesOf(time: string): [number, number] {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not a 24-hour time "HH:MM": ${JSON.stringify(time)}`);
  return [Number(match[1]), Number(match[2])];
}

/** The calendar day `offset` days after `day`, with its weekday. */
function addDays(day: CalendarDay, offset: number): CalendarDay & { weekday: Weekday } {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + offset));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: WEEKDAYS[date.getUTCDay()] as Weekday,
  };
}

function hoursOn(store: Pick<ShopInfo, "hours">, weekday: Weekday): OpeningHours | undefined {
  return store.hours.find((hours) => hours.days.includes(weekday));
}

function dayName(offset: number, weekday: Weekday): PickupDay {
  if (offset === 0) return "today";
  if (offset === 1) return "tomorrow";
  return weekday;
}

/** The first opening on a day after today, within a week; null when no day has hours. */
function nextOpeningAfterToday(store: PickupStore, today: CalendarDay): { day: Exclude<PickupDay, "today">; time: string } | null {
  for (let offset = 1; offset <= 7; offset += 1) {
    const day = addDays(today, offset);
    const hours = hoursOn(store, day.weekday);
    if (hours) return { day: dayName(offset, day.weekday) as Exclude<PickupDay, "today">, time: hours.opens };
  }
  return null;
}

/**
 * When an order placed at `now` is ready. Before today's order-by time on a day the shop opens
 * it is today, with the whole minutes left; the order-by time is the store record's cut-off, or
 * the closing time on a day that closes earlier. Otherwise it is the next day's opening.
 */
export function pickupTime(store: PickupStore, now: Date): PickupTime {
  const at = now.getTime();
  const wall = wallClock(at, store.timeZone);
  const today = addDays(wall, 0);
  const hours = hoursOn(store, today.weekday);
  if (hours) {
    const orderBy = hours.closes < store.sameDayPickupCutoff ? hours.closes : store.sameDayPickupCutoff;
    const left = instantOf(today, orderBy, store.timeZone) - at;
    if (left > 0) return { kind: "today", minutes: Math.floor(left / 60_000) };
  }
  const next = nextOpeningAfterToday(store, today);
  return next ? { kind: "later", ...next } : { kind: "unknown" };
}

/** Whether the shop is open at `now`, today's hours, and when it opens next if it is closed. */
export function storeStatus(store: PickupStore, now: Date): StoreStatus {
  const at = now.getTime();
  const wall = wallClock(at, store.timeZone);
  const today = addDays(wall, 0);
  const hours = hoursOn(store, today.weekday);
  const todayHours = hours ? { opens: hours.opens, closes: hours.closes } : null;
  if (hours) {
    const opens = instantOf(today, hours.opens, store.timeZone);
    const closes = instantOf(today, hours.closes, store.timeZone);
    if (at >= opens && at < closes) return { open: true, today: todayHours, next: null };
    if (at < opens) return { open: false, today: todayHours, next: { day: "today", time: hours.opens } };
  }
  return { open: false, today: todayHours, next: nextOpeningAfterToday(store, today) };
}

/** The time left as the pickup line says it: "2 h 14 min", "2 h", "45 min". */
export function formatMinutesLeft(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The pickup line as the pages say it: "Order in the next 2 h 14 min for pickup today" (under
 * a minute left: "Order now for pickup today"), "Ready tomorrow from 8:00 AM", "Ready Monday from 8:00 AM".
 */
export function pickupTimeText(pickup: PickupTime): string {
  switch (pickup.kind) {
    case "today":
      if (pickup.minutes < 1) return "Order now for pickup today";
      return `Order in the next ${formatMinutesLeft(pickup.minutes)} for pickup today`;
    case "later":
      return `Ready ${pickup.day} from ${clockTime(pickup.time)}`;
    case "unknown":
      return "Call the store for pickup times";
  }
}

/** "8:00 AM – 6:00 PM". */
export function hoursRangeText(hours: { opens: string; closes: string }): string {
  return `${clockTime(hours.opens)} – ${clockTime(hours.closes)}`;
}

/** The header's line: "Open today 8:00 AM – 6:00 PM" or "Closed now, opens Monday 8:00 AM". */
export function storeStatusText(status: StoreStatus): string {
  if (status.open && status.today) return `Open today ${hoursRangeText(status.today)}`;
  if (status.next) return `Closed now, opens ${status.next.day} ${clockTime(status.next.time)}`;
  return "Closed now";
}

/** Today's hours for the phone menu: "Today 8:00 AM – 6:00 PM" or "Closed today". */
export function todayHoursText(status: StoreStatus): string {
  return status.today ? `Today ${hoursRangeText(status.today)}` : "Closed today";
}
