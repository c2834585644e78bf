import { defineRoute } from "../../http/route.ts";
import type { CustomerOrderView } from "../types.ts";
import type { ArrivalInput } from "./arrival.ts";
import type { DayReportCsv, DayReportView } from "./day-report.ts";
import type { PickListsView, PickListView } from "./pick-list.ts";

/** One customer at the store: GET /api/staff/arrivals lists them, who has waited longest first. */
export interface ArrivalSummary {
  orderNumber: string;
  name: string;
  phone: string;
  /** When they said they were here. */
  at: string;
  /** Their car, when they wait outside. */
  curbside?: string;
}

/** The customer's side of the handoff: "I'm at the store", with the order page's key. */
export const counterRoutes = {
  orderArrived: defineRoute<{ query: { key: string }; body: ArrivalInput; response: CustomerOrderView }>()("POST", "/orders/:orderNumber/arrived", "orders", { private: true }),
};

/** The counter's calls: an order's pick list, every pick list of a day's waiting orders, the customers here, the day report. */
export const counterStaffRoutes = {
  staffPickList: defineRoute<{ response: PickListView }>()("GET", "/staff/orders/:orderNumber/pick-list", "staff", { staff: true }),
  staffPickLists: defineRoute<{ query: { day?: string }; response: PickListsView }>()("GET", "/staff/pick-lists", "staff", { staff: true }),
  staffArrivals: defineRoute<{ response: { arrivals: ArrivalSummary[] } }>()("GET", "/staff/arrivals", "staff", { staff: true }),
  staffDayReport: defineRoute<{ query: { date?: string }; response: DayReportView }>()("GET", "/staff/reports/day", "staff", { staff: true }),
  staffDayReportExport: defineRoute<{ query: { date?: string }; response: DayReportCsv }>()("GET", "/staff/reports/day/export", "staff", { staff: true }),
};
