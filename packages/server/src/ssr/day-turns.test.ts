import { describe, expect, it } from "vitest";
import { dayTurns } from "./day-turns.ts";

describe("dayTurns", () => {
  it("counts a turn when the shop's day changes, by the shop's time zone and not UTC", () => {
    let now = new Date("2026-11-24T12:00:00Z");
    const turns = dayTurns(() => ({ timeZone: "America/New_York" }), () => now);
    expect(turns()).toBe(0);
    // Past UTC midnight but still the 24th in Tallahassee: no turn.
    now = new Date("2026-11-25T03:00:00Z");
    expect(turns()).toBe(0);
    now = new Date("2026-11-25T05:30:00Z");
    expect(turns()).toBe(1);
    now = new Date("2026-11-25T09:00:00Z");
    expect(turns()).toBe(1);
  });

  it("reads the day at most once a second", () => {
    let now = new Date("2026-11-25T04:59:59.500Z");
    const turns = dayTurns(() => ({ timeZone: "America/New_York" }), () => now);
    now = new Date("2026-11-25T05:00:00.100Z");
    expect(turns()).toBe(0);
    now = new Date("2026-11-25T05:00:01.000Z");
    expect(turns()).toBe(1);
  });
});
