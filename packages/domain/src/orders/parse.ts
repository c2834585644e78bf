import { z } from "zod";
import { emailField, ID_MAX, moneyField, type Parsed, parseWith, phoneField, QueryError, readQuery } from "../kernel/parse.ts";
import { optionalText, plain, text, typed, withinBytes } from "../kernel/text-rules.ts";
import { isDayText } from "../kernel/shop-day.ts";
import { type CreateOrderInput, type FindOrderInput, ORDER_STATUSES, PAYMENT_METHODS, type OrderNoteInput, type OrderStatusInput, type StaffOrderQuery } from "./types.ts";

/** The order calls' bodies and queries: placing, finding, the counter's inbox, statuses and notes. */

const orderSchema = z.strictObject({
  email: emailField(),
  name: text("name", 100),
  phone: phoneField,
  subtotal: moneyField("subtotal"),
  tax: moneyField("tax"),
  total: moneyField("total"),
  // The lines the customer saw, as one text block or a list of lines: size-checked and kept nowhere,
  // as every text of an order is made from the server's priced lines (docs/architecture.md).
  items: z.union(
    [
      z.string().refine(...withinBytes("items", 20_000)).refine(...plain("items", "many")),
      z
        .array(z.string().refine(...withinBytes("items lines", 500)).refine(...plain("items", "one")))
        .max(200, "items must have at most 200 lines"),
    ],
    { error: (issue) => (issue.input === undefined ? "items is required" : "items must be a text block or a list of text lines") },
  ),
  orderNumber: z
    .string(typed("orderNumber", "text"))
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "orderNumber must be 1 to 64 letters, digits, '-' or '_'"),
});

const orderNumberField = z
  .string(typed("orderNumber", "text"))
  .trim()
  .toUpperCase()
  .min(1, "orderNumber is required")
  .max(40, "orderNumber must be at most 40 characters");

const findOrderSchema = z.strictObject({ orderNumber: orderNumberField, email: emailField() });

/** The most a counter takes for one order: far past any order the limits allow. */
const MAX_PAYMENT = 1_000_000;

const paymentSchema = z.strictObject(
  {
    method: z.enum(PAYMENT_METHODS, { error: `payment.method must be one of ${PAYMENT_METHODS.join(", ")}` }),
    amount: moneyField("payment.amount").refine((amount) => Number(amount) < MAX_PAYMENT, `payment.amount must be less than ${MAX_PAYMENT}`),
  },
  { error: "payment must be an object with method and amount" },
);

const orderStatusSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` }),
  reason: optionalText("reason", 500, "many"),
  payment: paymentSchema.optional(),
});

const orderNoteSchema = z.strictObject({
  note: z
    .string(typed("note", "text"))
    .trim()
    .max(2000, "note must be at most 2000 characters")
    .refine(...plain("note", "many")),
});

export const parseFindOrder = (body: unknown): Parsed<FindOrderInput> => parseWith(findOrderSchema, body);

export const parseOrderStatus = (body: unknown): Parsed<OrderStatusInput> => parseWith(orderStatusSchema, body);

export const parseOrderNote = (body: unknown): Parsed<OrderNoteInput> => parseWith(orderNoteSchema, body);

export const parseCreateOrder = (body: unknown): Parsed<CreateOrderInput> => parseWith(orderSchema, body);

/** The most orders the inbox shows at once. */
export const STAFF_ORDERS_MAX_PAGE = 100;

/** GET /api/staff/orders: status, day ("2026-11-23"), search and page. */
export function parseStaffOrderQuery(query: URLSearchParams): Parsed<StaffOrderQuery> {
  return readQuery(query, (q) => {
    const parsed: StaffOrderQuery = {
      limit: q.int("limit", 1, STAFF_ORDERS_MAX_PAGE) ?? 50,
      offset: q.int("offset", 0, ID_MAX) ?? 0,
    };
    const status = q.oneOf("status", ORDER_STATUSES);
    const day = q.text("day", 10);
    if (day !== undefined && !isDayText(day)) {
      throw new QueryError("day", "day must be a date like 2026-11-23");
    }
    const search = q.text("q", 100);
    if (status) parsed.status = status;
    if (day) parsed.day = day;
    if (search) parsed.q = search;
    return parsed;
  });
}

/** ?key= on the customer's order page: present, or the answer is the same as for a wrong one. */
export function orderKeyParam(query: URLSearchParams): string | null {
  const key = query.get("key");
  return key && key.length <= 128 ? key : null;
}
