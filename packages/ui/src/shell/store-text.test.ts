import { describe, expect, it } from "vitest";
import seed from "../../../../db.json";
import {
  directionsUrl,
  formatAddress,
  formatOpeningHours,
  formatTime,
  formatTimeRange,
  sameDayPickupText,
  serviceAreaText,
  telHref,
} from "./store-text.ts";

const store = seed.store;

describe("formatTime", () => {
  it("shows morning hours with AM and no leading zero", () => {
    expect(formatTime("08:00")).toBe("8:00 AM");
    expect(formatTime("09:30")).toBe("9:30 AM");
  });

  it("shows afternoon hours on the 12-hour clock with PM", () => {
    expect(formatTime("14:00")).toBe("2:00 PM");
    expect(formatTime("18:45")).toBe("6:45 PM");
  });

  it("calls noon 12 PM and midnight 12 AM", () => {
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("00:00")).toBe("12:00 AM");
    expect(formatTime("23:59")).toBe("11:59 PM");
  });

  it("refuses anything that is not a 24-hour HH:MM time", () => {
    for (const bad of ["8:00", "24:00", "12:60", "noon", ""]) expect(() => formatTime(bad)).toThrow(RangeError);
  });
});

describe("opening hours", () => {
  it("formats a range with a hyphen and no spaces", () => {
    expect(formatTimeRange("08:00", "18:00")).toBe("8:00 AM-6:00 PM");
  });

  it("formats each line of the store record's hours", () => {
    expect(store.hours.map(formatOpeningHours)).toEqual([
      "Mon-Fri 8:00 AM-6:00 PM",
      "Sat 9:00 AM-5:00 PM",
      "Sun 12:00 PM-4:00 PM",
    ]);
  });
});

describe("sameDayPickupText", () => {
  it("states the cut-off from the store record", () => {
    expect(sameDayPickupText(store.sameDayPickupCutoff)).toBe("Order by 2:00 PM for same-day pickup");
  });

  it("follows a changed cut-off", () => {
    expect(sameDayPickupText("15:30")).toBe("Order by 3:30 PM for same-day pickup");
  });
});

describe("serviceAreaText", () => {
  it("lists every service town and the radius", () => {
    expect(serviceAreaText(store)).toBe(
      "Serving Tallahassee, Crawfordville, Quincy, Monticello, Havana, and Midway within 50 miles",
    );
  });

  it("reads naturally with one or two towns", () => {
    expect(serviceAreaText({ serviceTowns: ["Tallahassee"], serviceRadiusMiles: 1 })).toBe("Serving Tallahassee within 1 mile");
    expect(serviceAreaText({ serviceTowns: ["Quincy", "Havana"], serviceRadiusMiles: 20 })).toBe(
      "Serving Quincy and Havana within 20 miles",
    );
  });

  it("still says the radius when no town is named", () => {
    expect(serviceAreaText({ serviceTowns: [], serviceRadiusMiles: 50 })).toBe("Serving everyone within 50 miles");
  });
});

describe("address, phone and directions", () => {
  it("puts the address on one line", () => {
    expect(formatAddress(store.address)).toBe("2810 Capital Circle NE, Tallahassee, FL 32308");
  });

  it("dials the E.164 number", () => {
    expect(telHref(store.phoneE164)).toBe("tel:+18505550142");
  });

  it("builds a maps link whose destination is the encoded street address", () => {
    const url = new URL(directionsUrl(store.address));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe("2810 Capital Circle NE, Tallahassee, FL 32308");
  });
});
