import { defineRoute } from "../../http/route.ts";
import type { PickListsView, PickListView } from "./pick-list.ts";

/** The counter's calls: an order's pick list, and every pick list of a day's waiting orders. */
export const counterStaffRoutes = {
  staffPickList: defineRoute<{ response: PickListView }>()("GET", "/staff/orders/:orderNumber/pick-list", "staff", { staff: true }),
  staffPickLists: defineRoute<{ query: { day?: string }; response: PickListsView }>()("GET", "/staff/pick-lists", "staff", { staff: true }),
};
