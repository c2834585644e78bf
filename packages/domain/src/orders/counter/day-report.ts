import { stringify } from "#csv-stringify";
import { guardCsvCell } from "../../kernel/csv-cell.ts";
import { fromCents, toCents } from "../../kernel/money.ts";
import { shopDay } from "../../kernel/shop-day.ts";
import type { Money } from "../../kernel/types.ts";
import { NOT_PICKED_UP_REASON, PICKUP_HOLD_BY } from "../pickup-hold.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type OrderEvent, type OrderRecord, type Payment, type PaymentMethod } from "../types.ts";

/** One order in a section of the day report, at the moment the section is about. */
export interface DayReportOrder {
  orderNumber: string;
  name: string;
  total: Money;
  /** When it was placed, picked up or cancelled (ISO time). */
  at: string;
  /** Picked up: how it was paid, when recorded. */
  payment?: Payment;
  /** Cancelled: why, and who cancelled it. */
  reason?: string;
  by?: string;
}

/** What one payment method took that day. */
export interface DayTakings {
  method: PaymentMethod;
  /** How many pickups were paid this way. */
  count: number;
  amount: Money;
}

/**
 * GET /api/staff/reports/day?date=: a day at the counter, in the shop's time zone. Each section
 * is oldest first; an order placed and picked up the same day is in both.
 */
export interface DayReportView {
  day: string;
  placed: DayReportOrder[];
  pickedUp: DayReportOrder[];
  /** Cancelled by staff (or at the customer's word), with the reason given. */
  cancelled: DayReportOrder[];
  /** Released by the pickup hold: nobody came for them. */
  notCollected: DayReportOrder[];
  /** Every payment method, in PAYMENT_METHODS order, each with what it took (0 when none). */
  takings: DayTakings[];
  /** The day's takings in all. */
  total: Money;
}

/** GET /api/staff/reports/day/export?date=: the day report as a spreadsheet file. */
export interface DayReportCsv {
  filename: string;
  csv: string;
}

const HOUR_MS = 3_600_000;

/**
 * The instants a shop day can hold, whatever the time zone (none is more than 14 hours from UTC):
 * what a database reads before `dayReport` tells the day exactly. ISO times, end excluded.
 */
export function dayWindow(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  return { from: new Date(start - 14 * HOUR_MS).toISOString(), to: new Date(start + 38 * HOUR_MS).toISOString() };
}

/** The event that closed the order (picked up or cancelled), if it is closed and its history says when. */
export function closingEvent(order: Pick<OrderRecord, "status" | "history">): OrderEvent | undefined {
  if (order.status !== "picked-up" && order.status !== "cancelled") return undefined;
  return order.history?.findLast((event) => event.status === order.status);
}

const byTime = (a: DayReportOrder, b: DayReportOrder) => a.at.localeCompare(b.at) || a.orderNumber.localeCompare(b.orderNumber);

/** The day report over `orders` (any orders: those of other days are left out). */
export function dayReport(orders: Iterable<OrderRecord>, day: string, timeZone: string): DayReportView {
  const onDay = (at: string) => shopDay(new Date(at), timeZone) === day;
  const report: DayReportView = { day, placed: [], pickedUp: [], cancelled: [], notCollected: [], takings: [], total: "0.00" };
  const taken = new Map<PaymentMethod, { count: number; cents: number }>(PAYMENT_METHODS.map((method) => [method, { count: 0, cents: 0 }]));
  for (const order of orders) {
    const base = { orderNumber: order.orderNumber, name: order.name, total: order.total };
    if (onDay(order.createdAt)) report.placed.push({ ...base, at: order.createdAt });
    const closed = closingEvent(order);
    if (!closed || !onDay(closed.at)) continue;
    if (closed.status === "picked-up") {
      report.pickedUp.push({ ...base, at: closed.at, ...(closed.payment ? { payment: closed.payment } : {}) });
      if (closed.payment) {
        const sum = taken.get(closed.payment.method)!;
        sum.count += 1;
        sum.cents += toCents(closed.payment.amount);
      }
    } else {
      const entry = { ...base, at: closed.at, by: closed.by, ...(closed.reason ? { reason: closed.reason } : {}) };
      const released = closed.by === PICKUP_HOLD_BY && closed.reason === NOT_PICKED_UP_REASON;
      (released ? report.notCollected : report.cancelled).push(entry);
    }
  }
  for (const list of [report.placed, report.pickedUp, report.cancelled, report.notCollected]) list.sort(byTime);
  let totalCents = 0;
  for (const [method, { count, cents }] of taken) {
    report.takings.push({ method, count, amount: fromCents(cents) });
    totalCents += cents;
  }
  report.total = fromCents(totalCents);
  return report;
}

/** "2026-12-03 13:55": an instant on the shop's clock, as a spreadsheet sorts it. */
function shopClock(at: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** The header of the day report's CSV. */
export const DAY_REPORT_CSV_HEADER = ["section", "order_number", "customer", "time", "order_total", "paid_by", "amount_taken", "reason"] as const;

/**
 * The day report as CSV: one row per order in each section (times on the shop's clock), then one
 * "takings" row per payment method and their total. Every cell is guarded against spreadsheet
 * formulas: a customer's name is theirs to type.
 */
export function dayReportCsv(report: DayReportView, timeZone: string): DayReportCsv {
  const rows: string[][] = [];
  const sections = [
    ["placed", report.placed],
    ["picked up", report.pickedUp],
    ["cancelled", report.cancelled],
    ["not collected", report.notCollected],
  ] as const;
  for (const [section, orders] of sections) {
    for (const order of orders) {
      rows.push([
        section, order.orderNumber, order.name, shopClock(order.at, timeZone), order.total,
        order.payment ? PAYMENT_METHOD_LABELS[order.payment.method] : "", order.payment?.amount ?? "", order.reason ?? "",
      ]);
    }
  }
  for (const takings of report.takings) rows.push(["takings", "", "", "", "", PAYMENT_METHOD_LABELS[takings.method], takings.amount, ""]);
  rows.push(["takings", "", "", "", "", "All", report.total, ""]);
  const csv = stringify([[...DAY_REPORT_CSV_HEADER], ...rows.map((row) => row.map(guardCsvCell))], { quoted_match: /\r/ });
  return { filename: `day-report-${report.day}.csv`, csv };
}
