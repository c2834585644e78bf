import { defineRoute } from "../http/route.ts";
import type { CreateOrderInput, CustomerOrderView, FindOrderInput, FoundOrder, OrderNoteInput, OrderReceipt, OrderStatusInput, StaffOrderList, StaffOrderQuery, StaffOrderView } from "./types.ts";

/** The orders' calls: placing, finding and reading an order, and the counter's inbox. */

/** Placing an order and the customer's reads of it. */
export const orderRoutes = {
  createOrder: defineRoute<{ body: CreateOrderInput; response: OrderReceipt }>()("POST", "/orders", "orders", { session: true }),
  /** "Find my order": the number and the email it was placed with; one answer for every miss. */
  findOrder: defineRoute<{ body: FindOrderInput; response: FoundOrder }>()("POST", "/orders/lookup", "orders"),
  /** The order placed by this browser's guest session, for the banner after checkout; 404 for any other. */
  sessionOrder: defineRoute<{ response: CustomerOrderView }>()("GET", "/orders/:orderNumber/receipt", "orders", { session: true }),
  /** The customer's order page, with the key from the confirmation or the email. */
  order: defineRoute<{ query: { key: string }; response: CustomerOrderView }>()("GET", "/orders/:orderNumber", "orders", { private: true }),
};

/** The counter's orders inbox, statuses and notes. */
export const orderStaffRoutes = {
  staffOrders: defineRoute<{ query: Partial<StaffOrderQuery>; response: StaffOrderList }>()("GET", "/staff/orders", "staff", { staff: true }),
  staffOrder: defineRoute<{ response: StaffOrderView }>()("GET", "/staff/orders/:orderNumber", "staff", { staff: true }),
  staffOrderStatus: defineRoute<{ body: OrderStatusInput; response: StaffOrderView }>()(
    "POST",
    "/staff/orders/:orderNumber/status",
    "staff",
    { staff: true },
  ),
  /** A special order's units arrived from the distributor: the line is found by its part (special-order.ts); the JSON body is empty, {}. */
  staffOrderLineArrived: defineRoute<{ body: Record<string, never>; response: StaffOrderView }>()("POST", "/staff/orders/:orderNumber/lines/:productId/arrived", "staff", {
    staff: true,
  }),
  staffOrderNote: defineRoute<{ body: OrderNoteInput; response: StaffOrderView }>()("PUT", "/staff/orders/:orderNumber/note", "staff", {
    staff: true,
  }),
};
