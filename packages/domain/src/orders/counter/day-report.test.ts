import { parse } from "#csv-parse";
import { describe, expect, it } from "vitest";
import { isDayText } from "../../kernel/shop-day.ts";
import { orderRecord } from "../../testing/index.ts";
import { parseStaffOrderQuery } from "../parse.ts";
import type { OrderEvent, OrderRecord } from "../types.ts";
import { NOT_PICKED_UP_REASON, PICKUP_HOLD_BY } from "../pickup-hold.ts";
import { closingEvent, DAY_REPORT_CSV_HEADER, dayReport, dayReportCsv, dayWindow } from "./day-report.ts";

const TZ = "America/New_York";
const placed = (at: string): OrderEvent => ({ status: "received", at, by: "customer" });

/** An order placed at `createdAt` and closed by `closing` (the last event of its history). */
function order(id: number, createdAt: string, closing?: OrderEvent, more: Partial<OrderRecord> = {}): OrderRecord {
  return orderRecord(id, {
    createdAt,
    status: closing?.status ?? "received",
    history: [placed(createdAt), ...(closing ? [closing] : [])],
    ...more,
  });
}

describe("the day report", () => {
  // December 3rd in Tallahassee runs from 05:00 UTC on the 3rd to 05:00 UTC on the 4th.
  const orders = [
    order(1, "2026-12-03T04:59:00.000Z"), // 23:59 on the 2nd
    order(2, "2026-12-03T05:00:00.000Z", { status: "picked-up", at: "2026-12-03T18:00:00.000Z", by: "s@x.com", payment: { method: "card", amount: "11.18" } }),
    order(3, "2026-12-01T15:00:00.000Z", { status: "picked-up", at: "2026-12-03T15:00:00.000Z", by: "s@x.com", payment: { method: "cash", amount: "20.00" } }),
    order(4, "2026-12-01T15:00:00.000Z", { status: "picked-up", at: "2026-12-04T05:00:00.000Z", by: "s@x.com", payment: { method: "cash", amount: "5.00" } }),
    order(5, "2026-12-02T15:00:00.000Z", { status: "cancelled", at: "2026-12-03T14:00:00.000Z", by: "s@x.com", reason: "Found it elsewhere" }),
    order(6, "2026-11-20T15:00:00.000Z", { status: "cancelled", at: "2026-12-03T13:00:00.000Z", by: PICKUP_HOLD_BY, reason: NOT_PICKED_UP_REASON }),
    order(7, "2026-12-03T20:00:00.000Z", undefined, { name: "=HYPERLINK(\"http://evil\")" }),
    // Picked up before payments were recorded: in the list, not in the takings.
    order(8, "2026-12-02T15:00:00.000Z", { status: "picked-up", at: "2026-12-03T16:00:00.000Z", by: "s@x.com" }),
  ];
  const report = dayReport(orders, "2026-12-03", TZ);
  const numbers = (list: { orderNumber: string }[]) => list.map((entry) => Number(entry.orderNumber.slice(-5)));

  it("lists the orders placed, picked up, cancelled and not collected on the shop's day, oldest first", () => {
    expect(numbers(report.placed)).toEqual([2, 7]);
    expect(numbers(report.pickedUp)).toEqual([3, 8, 2]);
    expect(report.pickedUp[0]).toMatchObject({ at: "2026-12-03T15:00:00.000Z", payment: { method: "cash", amount: "20.00" } });
    expect(report.pickedUp[1]).not.toHaveProperty("payment");
    expect(report.cancelled).toEqual([expect.objectContaining({ orderNumber: orders[4]!.orderNumber, reason: "Found it elsewhere", by: "s@x.com" })]);
    expect(numbers(report.notCollected)).toEqual([6]);
  });

  it("sums the takings by payment method, every method listed", () => {
    expect(report.takings).toEqual([
      { method: "cash", count: 1, amount: "20.00" },
      { method: "card", count: 1, amount: "11.18" },
      { method: "check", count: 0, amount: "0.00" },
      { method: "account", count: 0, amount: "0.00" },
    ]);
    expect(report.total).toBe("31.18");
    expect(dayReport([], "2026-12-03", TZ)).toMatchObject({ placed: [], pickedUp: [], cancelled: [], notCollected: [], total: "0.00" });
  });

  it("writes a CSV on the shop's clock whose cells no spreadsheet runs as a formula", () => {
    const { filename, csv } = dayReportCsv(report, TZ);
    expect(filename).toBe("day-report-2026-12-03.csv");
    const rows = parse(csv) as string[][];
    expect(rows[0]).toEqual([...DAY_REPORT_CSV_HEADER]);
    expect(rows).toContainEqual(["picked up", orders[2]!.orderNumber, "A Customer", "2026-12-03 10:00", orders[2]!.total, "Cash", "20.00", ""]);
    expect(rows).toContainEqual(["placed", orders[6]!.orderNumber, "'=HYPERLINK(\"http://evil\")", "2026-12-03 15:00", orders[6]!.total, "", "", ""]);
    expect(rows).toContainEqual(["not collected", orders[5]!.orderNumber, "A Customer", "2026-12-03 08:00", orders[5]!.total, "", "", NOT_PICKED_UP_REASON]);
    expect(rows.slice(-5)).toEqual([
      ["takings", "", "", "", "", "Cash", "20.00", ""],
      ["takings", "", "", "", "", "Card", "11.18", ""],
      ["takings", "", "", "", "", "Check", "0.00", ""],
      ["takings", "", "", "", "", "On account", "0.00", ""],
      ["takings", "", "", "", "", "All", "31.18", ""],
    ]);
  });

  it("reads a window wide enough for any time zone, and the closing event of closed orders only", () => {
    expect(dayWindow("2026-12-03")).toEqual({ from: "2026-12-02T10:00:00.000Z", to: "2026-12-04T14:00:00.000Z" });
    expect(closingEvent(orders[0]!)).toBeUndefined();
    expect(closingEvent(orders[4]!)?.reason).toBe("Found it elsewhere");
    expect(closingEvent({ status: "cancelled", history: undefined })).toBeUndefined();
  });

  it("takes a real date only, for the report's `date` and the inbox's and pick lists' `day`", () => {
    for (const good of ["2026-12-03", "2028-02-29"]) expect(isDayText(good), good).toBe(true);
    for (const bad of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-12-3", "2026-12-03T00:00", "yesterday", ""]) expect(isDayText(bad), bad).toBe(false);
    expect(parseStaffOrderQuery(new URLSearchParams("day=2026-02-30"))).toMatchObject({ ok: false });
    expect(parseStaffOrderQuery(new URLSearchParams("day=2026-02-28"))).toMatchObject({ ok: true, value: { day: "2026-02-28" } });
  });
});
