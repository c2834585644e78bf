import { type Handlers, withParsed } from "../../http/handler.ts";
import { error, ok } from "../../http/outcome.ts";
import { isDayText, shopDay } from "../../kernel/shop-day.ts";
import { QueryError, readQuery, type Parsed } from "../../kernel/parse.ts";
import type { ShopReads } from "../../shop/index.ts";
import type { ShopInfo } from "../../shop-info/index.ts";
import type { OrderRecord } from "../types.ts";
import { MAX_PICK_LISTS, pickList } from "./pick-list.ts";
import { customerOrderView, ORDER_NOT_FOUND, orderForKey } from "../order-views.ts";
import { orderKeyParam } from "../parse.ts";
import { arrivalOf, markArrived, parseArrival } from "./arrival.ts";
import { dayReport, dayReportCsv } from "./day-report.ts";
import type { ArrivalSummary, counterRoutes, counterStaffRoutes } from "./routes.ts";


/** GET /api/staff/pick-lists: `day` ("2026-12-03"), the shop's today when absent. */
export function parsePickListsQuery(query: URLSearchParams, today: string): Parsed<{ day: string }> {
  return readQuery(query, (q) => {
    const day = q.text("day", 10);
    if (day !== undefined && !isDayText(day)) throw new QueryError("day", "day must be a date like 2026-12-03");
    return { day: day ?? today };
  });
}

/** GET /api/staff/reports/day and its export: `date` ("2026-12-03"), the shop's today when absent. */
export function parseReportQuery(query: URLSearchParams, today: string): Parsed<{ day: string }> {
  return readQuery(query, (q) => {
    const day = q.text("date", 10);
    if (day !== undefined && !isDayText(day)) throw new QueryError("date", "date must be a date like 2026-12-03");
    return { day: day ?? today };
  });
}

/** The pick lists of these orders, each part's bin read once for them all. */
async function pickListsOf(reads: ShopReads, orders: readonly OrderRecord[], store: ShopInfo) {
  const ids = [...new Set(orders.flatMap((order) => order.items.map((line) => line.productId)))];
  const parts = await reads.catalogue.records(ids);
  return orders.map((order) => pickList(order, parts, store));
}

/**
 * The counter's pick lists. A day's lists are its orders still waiting to be picked (received),
 * oldest first, so the first printed is the first placed; at most `MAX_PICK_LISTS`.
 */
export const counterHandlers: Handlers<typeof counterRoutes & typeof counterStaffRoutes> = {
  orderArrived: (data, { params, query, body }, ctx) =>
    withParsed(parseArrival(body), async (input) => {
      const key = orderKeyParam(query);
      const order = orderForKey(await ctx.reads.orders.byNumber(params.orderNumber), params.orderNumber, key, ctx.orderKey);
      if (!order || !key) return error(404, ORDER_NOT_FOUND);
      const result = markArrived(order, input, ctx.now);
      if (!result.ok) return { status: result.status, body: result.error };
      return { status: 200, body: customerOrderView(result.value, key, data.store), changes: result.changes };
    }),
  staffArrivals: async (_data, _request, ctx) => {
    const arrivals: ArrivalSummary[] = [];
    for (const order of await ctx.reads.orders.ready()) {
      const arrival = arrivalOf(order);
      if (arrival) arrivals.push({ orderNumber: order.orderNumber, name: order.name, phone: order.phone, ...arrival });
    }
    return ok({ arrivals: arrivals.sort((a, b) => a.at.localeCompare(b.at)) });
  },
  staffDayReport: (data, { query }, ctx) =>
    withParsed(parseReportQuery(query, shopDay(ctx.now, data.store.timeZone)), async ({ day }) =>
      ok(dayReport(await ctx.reads.orders.dayActivity(day), day, data.store.timeZone)),
    ),
  staffDayReportExport: (data, { query }, ctx) =>
    withParsed(parseReportQuery(query, shopDay(ctx.now, data.store.timeZone)), async ({ day }) => {
      const { timeZone } = data.store;
      return ok(dayReportCsv(dayReport(await ctx.reads.orders.dayActivity(day), day, timeZone), timeZone));
    }),
  staffPickList: async (data, { params }, ctx) => {
    const order = await ctx.reads.orders.byNumber(params.orderNumber);
    if (!order) return error(404, "Order not found");
    const [list] = await pickListsOf(ctx.reads, [order], data.store);
    return ok(list!);
  },
  staffPickLists: (data, { query }, ctx) =>
    withParsed(parsePickListsQuery(query, shopDay(ctx.now, data.store.timeZone)), async ({ day }) => {
      const page = await ctx.reads.orders.staffList({ status: "received", day, limit: MAX_PICK_LISTS, offset: 0 }, data.store.timeZone);
      const orders: OrderRecord[] = [];
      for (const summary of [...page.orders].reverse()) {
        const order = await ctx.reads.orders.byNumber(summary.orderNumber);
        if (order) orders.push(order);
      }
      return ok({ day, lists: await pickListsOf(ctx.reads, orders, data.store) });
    }),
};
