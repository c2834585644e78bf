import { describe, expect, it } from "vitest";
import { type PickupStore, pickupTime, pickupTimeText, storeStatus, storeStatusText, todayHoursText } from "./pickup-time.ts";

/** The seed's hours: Mon-Fri 8-6, Sat 9-5, Sun 12-4, order by 2 PM, New York time. */
const store: PickupStore = {
  hours: [
    { label: "Mon-Fri", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    { label: "Sat", days: ["Saturday"], opens: "09:00", closes: "17:00" },
    { label: "Sun", days: ["Sunday"], opens: "12:00", closes: "16:00" },
  ],
  sameDayPickupCutoff: "14:00",
  timeZone: "America/New_York",
};

const weekdaysOnly: PickupStore = { ...store, hours: [store.hours[0]!] };

const pickup = (at: string, shop: PickupStore = store) => pickupTimeText(pickupTime(shop, new Date(at)));
const status = (at: string, shop: PickupStore = store) => storeStatusText(storeStatus(shop, new Date(at)));

describe("pickup time on the shop's clock", () => {
  it("counts down to the order-by time on a weekday morning, in whole hours and minutes", () => {
    // Tuesday 24 November 2026, 9:45 AM in New York (UTC-5).
    expect(pickupTime(store, new Date("2026-11-24T14:45:00Z"))).toEqual({ kind: "today", minutes: 255 });
    expect(pickup("2026-11-24T14:45:00Z")).toBe("Order in the next 4 h 15 min for pickup today");
    expect(pickup("2026-11-24T16:00:00Z")).toBe("Order in the next 3 h for pickup today");
  });

  it("rounds the minutes down and says minutes alone under an hour", () => {
    expect(pickup("2026-11-24T18:15:30Z")).toBe("Order in the next 44 min for pickup today");
    expect(pickup("2026-11-24T18:15:00Z")).toBe("Order in the next 45 min for pickup today");
    expect(pickup("2026-11-24T18:59:30Z")).toBe("Order now for pickup today");
  });

  it("moves pickup to the next opening from the order-by time on", () => {
    expect(pickupTime(store, new Date("2026-11-24T19:00:00Z"))).toEqual({ kind: "later", day: "tomorrow", time: "08:00" });
    expect(pickup("2026-11-24T19:00:00Z")).toBe("Ready tomorrow from 8:00 AM");
    expect(pickup("2026-11-24T23:30:00Z")).toBe("Ready tomorrow from 8:00 AM");
  });

  it("says the shop is open with today's hours, and when it opens next once closed", () => {
    expect(status("2026-11-24T14:45:00Z")).toBe("Open today 8:00 AM – 6:00 PM");
    expect(status("2026-11-24T19:00:00Z")).toBe("Open today 8:00 AM – 6:00 PM");
    expect(status("2026-11-24T23:00:00Z")).toBe("Closed now, opens tomorrow 8:00 AM");
    expect(status("2026-11-24T12:59:00Z")).toBe("Closed now, opens today 8:00 AM");
    expect(todayHoursText(storeStatus(store, new Date("2026-11-24T23:00:00Z")))).toBe("Today 8:00 AM – 6:00 PM");
  });

  it("follows the weekend's own hours", () => {
    // Friday after the cut-off: Saturday opens at 9.
    expect(pickup("2026-11-27T20:00:00Z")).toBe("Ready tomorrow from 9:00 AM");
    // Saturday morning: same day; afternoon: Sunday at noon.
    expect(pickup("2026-11-28T15:00:00Z")).toBe("Order in the next 4 h for pickup today");
    expect(status("2026-11-28T15:00:00Z")).toBe("Open today 9:00 AM – 5:00 PM");
    expect(pickup("2026-11-28T20:00:00Z")).toBe("Ready tomorrow from 12:00 PM");
    // Sunday before noon: orders still make today's pickup, but the doors open at noon.
    expect(pickup("2026-11-29T16:00:00Z")).toBe("Order in the next 3 h for pickup today");
    expect(status("2026-11-29T16:00:00Z")).toBe("Closed now, opens today 12:00 PM");
    expect(pickup("2026-11-29T20:00:00Z")).toBe("Ready tomorrow from 8:00 AM");
  });

  it("names the weekday when the next opening is past tomorrow", () => {
    expect(pickup("2026-11-27T20:00:00Z", weekdaysOnly)).toBe("Ready Monday from 8:00 AM");
    expect(pickup("2026-11-28T15:00:00Z", weekdaysOnly)).toBe("Ready Monday from 8:00 AM");
    expect(pickup("2026-11-29T15:00:00Z", weekdaysOnly)).toBe("Ready tomorrow from 8:00 AM");
    expect(status("2026-11-28T15:00:00Z", weekdaysOnly)).toBe("Closed now, opens Monday 8:00 AM");
    expect(todayHoursText(storeStatus(weekdaysOnly, new Date("2026-11-28T15:00:00Z")))).toBe("Closed today");
  });

  it("walks over the end of the month and the year", () => {
    // Thursday 31 December 2026, 8 PM: Friday 1 January.
    expect(pickup("2027-01-01T01:00:00Z")).toBe("Ready tomorrow from 8:00 AM");
    // Saturday 30 January 2027 afternoon, weekdays only: Monday 1 February.
    expect(pickup("2027-01-30T20:00:00Z", weekdaysOnly)).toBe("Ready Monday from 8:00 AM");
  });

  it("keeps the wall-clock answer on the day clocks spring forward (8 March 2026)", () => {
    // 1:30 AM EST: 2:00 PM EDT is 11 h 30 min of real time away, not 12 h 30 min.
    expect(pickup("2026-03-08T06:30:00Z")).toBe("Order in the next 11 h 30 min for pickup today");
    // 1:59 AM EST, then 3:00 AM EDT one minute later.
    expect(pickup("2026-03-08T06:59:00Z")).toBe("Order in the next 11 h 1 min for pickup today");
    expect(pickup("2026-03-08T07:00:00Z")).toBe("Order in the next 11 h for pickup today");
    expect(status("2026-03-08T15:59:00Z")).toBe("Closed now, opens today 12:00 PM");
    expect(status("2026-03-08T16:00:00Z")).toBe("Open today 12:00 PM – 4:00 PM");
    expect(pickup("2026-03-08T18:00:00Z")).toBe("Ready tomorrow from 8:00 AM");
    // The Saturday before, late: Sunday opens at noon.
    expect(pickup("2026-03-08T04:30:00Z")).toBe("Ready tomorrow from 12:00 PM");
  });

  it("keeps the wall-clock answer on the day clocks fall back (1 November 2026)", () => {
    // 1:30 AM happens twice: first in EDT, then in EST an hour later.
    expect(pickup("2026-11-01T05:30:00Z")).toBe("Order in the next 13 h 30 min for pickup today");
    expect(pickup("2026-11-01T06:30:00Z")).toBe("Order in the next 12 h 30 min for pickup today");
    expect(status("2026-11-01T16:59:00Z")).toBe("Closed now, opens today 12:00 PM");
    expect(status("2026-11-01T17:00:00Z")).toBe("Open today 12:00 PM – 4:00 PM");
    expect(status("2026-11-01T21:00:00Z")).toBe("Closed now, opens tomorrow 8:00 AM");
    expect(pickup("2026-11-01T19:00:00Z")).toBe("Ready tomorrow from 8:00 AM");
    // Saturday 31 October, 11:30 PM EDT.
    expect(pickup("2026-11-01T03:30:00Z")).toBe("Ready tomorrow from 12:00 PM");
  });

  it("takes an earlier closing time as the order-by time", () => {
    const shortDay: PickupStore = { ...store, hours: [{ label: "Sat", days: ["Saturday"], opens: "09:00", closes: "12:00" }] };
    expect(pickup("2026-11-28T16:00:00Z", shortDay)).toBe("Order in the next 1 h for pickup today");
    expect(pickup("2026-11-28T17:00:00Z", shortDay)).toBe("Ready Saturday from 9:00 AM");
  });

  it("asks for a call when no opening hours are listed", () => {
    expect(pickup("2026-11-24T14:45:00Z", { ...store, hours: [] })).toBe("Call the store for pickup times");
    expect(status("2026-11-24T14:45:00Z", { ...store, hours: [] })).toBe("Closed now");
  });
});
