import { cartLines, clearCartChanges, type CartData, type RuleResult } from "./cart.ts";
import { findOrderByClientNumber } from "./changes.ts";
import { reserveStockChanges, stockShortage } from "./stock.ts";
import { computeTotals, formatUSD, fromCents, lineTotalCents, toCents } from "./pricing.ts";
import type { ApiErrorBody, CreateOrderInput, OrderLine, OrderReceipt, OrderRecord, ShopData } from "./types.ts";

/**
 * Order rules: pickup orders placed from a session's cart. The server recomputes every amount from
 * the cart and its own prices; the client's amounts must agree, or the cart changed under it.
 */

export type OrderData = CartData & Pick<ShopData, "orders" | "store">;

/**
 * Why an order was refused with 409, told apart by the answer's `field` (docs/product.md, Calls,
 * Orders): `empty-cart` (field items), `out-of-stock` (field productId, as when adding such a part;
 * also a line asking for more than is on hand, whose message says how many are) and `totals-changed` (field subtotal, tax or total: a price or the tax rate changed since the
 * client computed them). The last two mean the cart on screen is out of date, not that the visitor
 * did something wrong.
 */
export type OrderConflict = "empty-cart" | "out-of-stock" | "totals-changed";

/** The `field` each order conflict answers with. */
export const ORDER_CONFLICT_FIELDS = {
  "empty-cart": ["items"],
  "out-of-stock": ["productId"],
  "totals-changed": ["subtotal", "tax", "total"],
} as const satisfies Record<OrderConflict, readonly string[]>;

/** The conflict a refused order's answer (status and `{ message, field }`) stands for, if any. */
export function orderConflictOf(status: number, body: ApiErrorBody | undefined): OrderConflict | undefined {
  if (status !== 409 || body?.field === undefined) return undefined;
  const { field } = body;
  return (Object.keys(ORDER_CONFLICT_FIELDS) as OrderConflict[]).find((conflict) =>
    (ORDER_CONFLICT_FIELDS[conflict] as readonly string[]).includes(field),
  );
}

/** The shop's order number: store prefix, the day in store time, and a running count. */
export function formatOrderNumber(sequence: number, when: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(when)
    .replaceAll("-", "");
  return `TLH-${day}-${String(sequence).padStart(5, "0")}`;
}

export function toReceipt(order: OrderRecord): OrderReceipt {
  return {
    orderNumber: order.orderNumber,
    items: order.items,
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    createdAt: order.createdAt,
  };
}

/** The text line a customer sees for an order line: "2 x Water Filter (EDR1RXD1) - $99.98". */
export function orderLineText(line: Pick<OrderLine, "quantity" | "name" | "partNumber" | "lineTotal">): string {
  return `${line.quantity} x ${line.name} (${line.partNumber}) - ${formatUSD(line.lineTotal)}`;
}

export function createOrder(
  data: OrderData,
  sessionId: string,
  input: CreateOrderInput,
  ctx: { now: Date },
): RuleResult<OrderReceipt> {
  // The same order posted again (a double click, a retry after a lost answer) is the first order.
  const placed = findOrderByClientNumber(data, sessionId, input.orderNumber);
  if (placed) return { ok: true, status: 200, value: toReceipt(placed), changes: [] };

  const lines = cartLines(data, sessionId);
  if (lines.length === 0) {
    return { ok: false, status: 409, error: { message: "The cart is empty: add parts before placing an order", field: "items" } };
  }
  const gone = lines.find((l) => !l.product.inStock);
  if (gone) {
    return {
      ok: false,
      status: 409,
      error: { message: `${gone.product.name} (${gone.product.partNumber}) is no longer in stock; remove it to order`, field: "productId" },
    };
  }
  for (const { record, product } of lines) {
    const short = stockShortage(product, record.quantity);
    if (short) return { ok: false, status: 409, error: { ...short, message: `${short.message}; lower the quantity to order` } };
  }

  const items: OrderLine[] = lines.map(({ record, product }) => ({
    productId: product.id,
    partNumber: product.partNumber,
    name: product.name,
    quantity: record.quantity,
    unitPrice: product.price,
    lineTotal: fromCents(lineTotalCents(product.price, record.quantity)),
  }));
  const totals = computeTotals(items, data.store.taxRate);
  const sent = { subtotal: toCents(input.subtotal), tax: toCents(input.tax), total: toCents(input.total) };
  const differs = (["subtotal", "tax", "total"] as const).find((k) => sent[k] !== totals[k]);
  if (differs) {
    return {
      ok: false,
      status: 409,
      error: {
        message:
          `${differs} does not match the cart: subtotal ${formatUSD(totals.subtotal)}, tax ${formatUSD(totals.tax)}, ` +
          `total ${formatUSD(totals.total)}. Review the cart and try again`,
        field: differs,
      },
    };
  }

  const sequence = data.orders.length + 1;
  const order: OrderRecord = {
    id: sequence,
    orderNumber: formatOrderNumber(sequence, ctx.now, data.store.timeZone),
    clientOrderNumber: input.orderNumber,
    sessionId,
    email: input.email,
    name: input.name,
    phone: input.phone,
    items,
    itemLines: input.items,
    subtotal: fromCents(totals.subtotal),
    tax: fromCents(totals.tax),
    total: fromCents(totals.total),
    fulfilment: "pickup",
    status: "received",
    createdAt: ctx.now.toISOString(),
  };
  return {
    ok: true,
    status: 201,
    value: toReceipt(order),
    // The order takes its quantities off the shelf in the same commit, so no second order can
    // count the same units: rules run one at a time against memory.
    changes: [
      { op: "put", collection: "orders", record: order },
      ...reserveStockChanges(data.products, items),
      ...clearCartChanges(data, sessionId),
    ],
  };
}
