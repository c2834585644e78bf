import { describe, expect, it } from "vitest";
import { clockTime, openingHoursLines, sameDayPickupRule } from "./store-hours.ts";

describe("store hours as text", () => {
  it("reads 24-hour times as 12-hour clock times, midnight and noon included", () => {
    expect(clockTime("08:00")).toBe("8:00 AM");
    expect(clockTime("18:30")).toBe("6:30 PM");
    expect(clockTime("00:00")).toBe("12:00 AM");
    expect(clockTime("12:05")).toBe("12:05 PM");
  });

  it("leaves a time it cannot read as it was given", () => {
    expect(clockTime("9am")).toBe("9am");
  });

  it("gives one line per opening-hours entry and the same-day pickup rule from the cut-off", () => {
    const store = {
      hours: [
        { label: "Mon-Fri", days: ["Monday" as const], opens: "08:00", closes: "18:00" },
        { label: "Sun", days: ["Sunday" as const], opens: "12:00", closes: "16:00" },
      ],
      sameDayPickupCutoff: "14:00",
    };
    expect(openingHoursLines(store)).toEqual(["Mon-Fri 8:00 AM-6:00 PM", "Sun 12:00 PM-4:00 PM"]);
    expect(sameDayPickupRule(store)).toBe("Order by 2:00 PM for same-day pickup");
  });
});
