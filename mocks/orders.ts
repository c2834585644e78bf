import {
  addToCart,
  applyChanges,
  cartLines,
  changeOrderStatus,
  computeTotals,
  createOrder,
  findOrderByNumber,
  formatOrderNumber,
  fromCents,
  memoryOrderReads,
  orderLineText,
  type OrderStatus,
  type RuleResult,
} from "@shop/domain";
import { getMockData, MOCK_STAFF } from "./data.ts";
import { mockOrderKey } from "./handlers/scenarios.ts";

/**
 * Orders for stories and tests of the customer's side: the mock database starts with none, so a
 * story places one here, through the domain's own rules (a cart, then the order, then the staff's
 * status moves), into `getMockData()`, as a visitor and the counter would through the API.
 */

/** What a placed mock order is reached by: its number, its page's key and the email it was placed with. */
export interface MockOrder {
  orderNumber: string;
  key: string;
  email: string;
  sessionId: string;
}

export interface MockOrderOptions {
  /** Where the order has got to (default "received"); the staff's moves lead there. */
  status?: OrderStatus;
  /** The reason told to the customer when `status` is "cancelled". */
  reason?: string;
  /** The guest session placing it (default: a fresh one that no browser has). */
  sessionId?: string;
  /** How many different in-stock parts it holds, one of each (default 2). */
  lines?: number;
  /** Draws the order's number (`mockOrderNumber(seed)` tells it beforehand); default a random one. */
  seed?: string;
}

/** When every mock order is placed (a weekday morning, store time), so stories read the same each run. */
export const MOCK_ORDER_PLACED_AT = new Date("2026-11-23T14:05:00Z");
const HOUR_MS = 3_600_000;

/** The number an order placed with `seed` gets, for a story's address before the order exists. */
export function mockOrderNumber(seed: string): string {
  return formatOrderNumber(seed, MOCK_ORDER_PLACED_AT, getMockData().store.timeZone);
}

/** The moves from "received" to each status. */
const MOVES: Record<OrderStatus, OrderStatus[]> = {
  received: [],
  ready: ["ready"],
  "picked-up": ["ready", "picked-up"],
  cancelled: ["cancelled"],
};

/** The customer every mock order is placed by. */
export const MOCK_CUSTOMER = { name: "Pat Customer", email: "pat@example.com", phone: "(850) 555-0199" } as const;

let placed = 0;

/** A valid guest session id (21 characters) no browser holds. */
const freshSession = () => `mockorder${String(++placed).padStart(12, "0")}`;

function applied<T>(result: RuleResult<T>): T {
  if (!result.ok) throw new Error(`A mock order could not be placed: ${result.error.message}`);
  applyChanges(getMockData(), result.changes);
  return result.value;
}

/** Places an order in the mock database, moved to `status`, and tells how to reach its page. */
export async function placeMockOrder(options: MockOrderOptions = {}): Promise<MockOrder> {
  const data = getMockData();
  const sessionId = options.sessionId ?? freshSession();
  const seeds = options.seed ? [options.seed] : [];
  const ctx = { now: MOCK_ORDER_PLACED_AT, newId: () => seeds.shift() ?? crypto.randomUUID(), orderKey: mockOrderKey };
  const parts = data.products.filter((product) => product.quantityOnHand > 1).slice(0, options.lines ?? 2);
  const cartCtx = { now: MOCK_ORDER_PLACED_AT, newId: () => crypto.randomUUID() };
  for (const part of parts) applied(addToCart(data, sessionId, { productId: part.id, quantity: 1 }, cartCtx));
  const items = cartLines(data, sessionId).map(({ record, product }) => ({
    name: product.name,
    partNumber: product.partNumber,
    quantity: record.quantity,
    unitPrice: product.price,
    lineTotal: product.price,
  }));
  const totals = computeTotals(items, data.store.taxRate);
  const receipt = applied(
    await createOrder(
      data,
      memoryOrderReads(data),
      sessionId,
      {
        ...MOCK_CUSTOMER,
        subtotal: fromCents(totals.subtotal),
        tax: fromCents(totals.tax),
        total: fromCents(totals.total),
        items: items.map(orderLineText),
        orderNumber: `mock-client-${crypto.randomUUID()}`,
      },
      ctx,
    ),
  );
  MOVES[options.status ?? "received"].forEach((status, i) => {
    const reason = status === "cancelled" ? (options.reason ?? "The part was damaged in shipping to us") : undefined;
    const now = new Date(MOCK_ORDER_PLACED_AT.getTime() + (i + 1) * HOUR_MS);
    // A pickup is paid at the counter: by card, the order's total.
    const payment = status === "picked-up" ? { payment: { method: "card" as const, amount: fromCents(totals.total) } } : {};
    applied(changeOrderStatus(findOrderByNumber(data, receipt.orderNumber), { status, ...(reason ? { reason } : {}), ...payment }, { now, by: MOCK_STAFF.email }));
  });
  return { orderNumber: receipt.orderNumber, key: receipt.key, email: MOCK_CUSTOMER.email, sessionId };
}
