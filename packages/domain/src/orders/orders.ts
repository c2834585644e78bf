import { type CartData, cartLines, clearCartChanges } from "../cart/index.ts";
import { isOrderable, reserveStockChanges, stockShortage } from "../catalogue/index.ts";
import { computeTotals, formatUSD, fromCents, lineTotalCents, toCents } from "../kernel/money.ts";
import type { RuleResult } from "../kernel/rule-result.ts";
import { shopDay } from "../kernel/shop-day.ts";
import type { ApiErrorBody } from "../kernel/types.ts";
import type { ShopData } from "../shop/index.ts";
import { linesPerOrderRefusal, openValueRefusal, quantityPerLineRefusal } from "../shop-info/index.ts";
import type { OrderReads } from "./reads.ts";
import { onOrderQuantity, specialOrderReadyDay } from "./special-order.ts";
import type { CreateOrderInput, OrderLine, OrderNotification, OrderReceipt, OrderRecord, OrderStatus } from "./types.ts";

/**
 * Order rules: pickup orders placed from a session's cart. The server recomputes every amount from
 * the cart and its own prices; the client's amounts must agree, or the cart changed under it.
 */

export type OrderData = CartData & Pick<ShopData, "store">;

/** What placing an order needs besides the data: the clock, fresh ids, and the key of an order's page. */
export interface OrderContext {
  now: Date;
  newId(): string;
  /** The key of `/orders/{orderNumber}?key=`: the server's HMAC of the number. */
  orderKey(orderNumber: string): string;
}

/**
 * Why an order was refused with 409, told apart by the answer's `field` (docs/product.md, Calls,
 * Orders): `empty-cart` (field items), `out-of-stock` (field productId, as when adding such a part;
 * also a line asking for more than is on hand, whose message says how many are) and `totals-changed` (field subtotal, tax or total: a price or the tax rate changed since the
 * client computed them). The last two mean the cart on screen is out of date, not that the visitor
 * did something wrong. An order over a guest order limit is no conflict: its field names the limit
 * (`guestLimitOf`, shop-info) and its message asks the visitor to call the shop.
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

const OPEN_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["received", "ready"]);

/** An order is open, holding its parts off the shelf for its customer, until it is picked up or cancelled. */
export const isOpenOrder = (order: Pick<OrderRecord, "status">): boolean => OPEN_STATUSES.has(order.status);

/** What `orders` come to, their totals in cents (`OrderReads.openOfEmail`'s, for the limit per email). */
export function ordersCents(orders: Iterable<Pick<OrderRecord, "total">>): number {
  let cents = 0;
  for (const order of orders) cents += toCents(order.total);
  return cents;
}

/** Letters and digits of an order number's code: no 0/O, 1/I/L or U, so it reads back over the phone. */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_NUMBER_PATTERN = /^TLH-\d{8}-[2-9A-HJKMNP-TV-Z]{5}$/;

/**
 * The shop's order number: store prefix, the day in store time, and five characters drawn from
 * `seed` (a fresh random id), so the number says nothing about how many orders the shop takes.
 */
export function formatOrderNumber(seed: string, when: Date, timeZone: string): string {
  let n = 0;
  for (const char of seed) n = (Math.imul(n, 31) + char.charCodeAt(0)) >>> 0;
  let code = "";
  for (let i = 0; i < 5; i++) {
    code += CODE_ALPHABET[n % CODE_ALPHABET.length];
    n = Math.floor(n / CODE_ALPHABET.length);
  }
  return `TLH-${shopDay(when, timeZone).replaceAll("-", "")}-${code}`;
}

export function toReceipt(order: OrderRecord, key: string): OrderReceipt {
  return {
    orderNumber: order.orderNumber,
    key,
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

/**
 * Places the session's cart as a pickup order, or refuses. It reads the cart and the parts from
 * `data` and the orders through `orders`: the session's earlier post of this order, the open
 * orders of its email, whether a drawn number is taken, the next id.
 */
export async function createOrder(
  data: OrderData,
  orders: OrderReads,
  sessionId: string,
  input: CreateOrderInput,
  ctx: OrderContext,
): Promise<RuleResult<OrderReceipt, OrderNotification>> {
  // The same order posted again (a double click, a retry after a lost answer) is the first order.
  const placed = await orders.byClientNumber(sessionId, input.orderNumber);
  if (placed) return { ok: true, status: 200, value: toReceipt(placed, ctx.orderKey(placed.orderNumber)), changes: [] };

  const lines = cartLines(data, sessionId);
  if (lines.length === 0) {
    return { ok: false, status: 409, error: { message: "The cart is empty: add parts before placing an order", field: "items" } };
  }
  const gone = lines.find((l) => !isOrderable(l.product));
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
  // The guest order limits (docs/product.md, Rules, Guest order limits): a line over the quantity
  // per line is left from before the shop lowered it; the value per email needs the server's totals.
  for (const { record, product } of lines) {
    const overLimit = quantityPerLineRefusal(data.store, product, record.quantity);
    if (overLimit) return { ok: false, status: 409, error: overLimit };
  }
  const tooManyLines = linesPerOrderRefusal(data.store, lines.length);
  if (tooManyLines) return { ok: false, status: 409, error: tooManyLines };

  // A special order's units beyond those on hand are ordered from the distributor, with the day
  // they should be ready: the line promises it, and the shelf gives only what it has.
  const items: OrderLine[] = lines.map(({ record, product }) => {
    const onOrder = onOrderQuantity(product, record.quantity);
    return {
      productId: product.id,
      partNumber: product.partNumber,
      name: product.name,
      quantity: record.quantity,
      unitPrice: product.price,
      lineTotal: fromCents(lineTotalCents(product.price, record.quantity)),
      ...(onOrder > 0 && product.specialOrderDays !== undefined
        ? { onOrder: { quantity: onOrder, days: product.specialOrderDays, readyBy: specialOrderReadyDay(data.store, ctx.now, product.specialOrderDays) } }
        : {}),
    };
  });
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
  const overValue = openValueRefusal(data.store, "email", ordersCents(await orders.openOfEmail(input.email)), totals.total);
  if (overValue) return { ok: false, status: 409, error: overValue };

  // A fresh number: the odd clash with an order of the same day draws again.
  let orderNumber: string;
  do orderNumber = formatOrderNumber(ctx.newId(), ctx.now, data.store.timeZone);
  while (await orders.byNumber(orderNumber));
  const createdAt = ctx.now.toISOString();
  const order: OrderRecord = {
    id: await orders.nextId(),
    orderNumber,
    clientOrderNumber: input.orderNumber,
    sessionId,
    email: input.email,
    name: input.name,
    phone: input.phone,
    items,
    subtotal: fromCents(totals.subtotal),
    tax: fromCents(totals.tax),
    total: fromCents(totals.total),
    fulfilment: "pickup",
    status: "received",
    createdAt,
    history: [{ status: "received", at: createdAt, by: "customer" }],
  };
  const key = ctx.orderKey(order.orderNumber);
  return {
    ok: true,
    status: 201,
    value: toReceipt(order, key),
    // The shop hears of the new order and the customer gets its confirmation, after it is stored.
    notification: { kind: "order", order, key },
    // The order takes its quantities off the shelf in the same commit, so no second order can
    // count the same units: writes take turns, each rule seeing the writes before it.
    changes: [
      { op: "put", collection: "orders", record: order, live: "placed" },
      ...reserveStockChanges(items),
      ...clearCartChanges(data, sessionId),
    ],
  };
}
