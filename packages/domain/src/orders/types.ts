import type { Money } from "../kernel/types.ts";
import type { EmailRecord } from "../shop/index.ts";
import type { OrderCodes } from "./counter/order-codes.ts";

/** Pickup orders: the record, its statuses and history, the customer's and the counter's views, and the order calls' bodies. */

export interface OrderLine {
  productId: number;
  partNumber: string;
  name: string;
  quantity: number;
  unitPrice: Money;
  lineTotal: Money;
  /**
   * Set on a special-order line that asked for more than was on hand (docs/product.md, Rules,
   * Special orders): the units ordered from the distributor, the day they should be ready, and when staff
   * marked them arrived. Only `quantity - onOrder.quantity` came off the shelf.
   */
  onOrder?: OnOrder;
}

/** The part of an order line ordered from the distributor. */
export interface OnOrder {
  /** How many of the line's units are ordered from the distributor (1 to the line's quantity). */
  quantity: number;
  /** The part's lead time when the order was placed, in business days. */
  days: number;
  /** The shop day they should be ready for pickup, promised when the order was placed: "2026-12-04". */
  readyBy: string;
  /** When staff marked them arrived at the counter (ISO time); absent while they are on their way. */
  arrivedAt?: string;
}

/** An order as stored. */
export interface OrderRecord {
  id: number;
  /** The shop's own number, told to the customer: "TLH-20261122-00042". */
  orderNumber: string;
  /** The number the client sent; with the session it makes a repeated post return this order. */
  clientOrderNumber: string;
  sessionId: string;
  email: string;
  name: string;
  phone: string;
  items: OrderLine[];
  subtotal: Money;
  tax: Money;
  total: Money;
  fulfilment: "pickup";
  status: OrderStatus;
  createdAt: string;
  /**
   * Every status the order has had, oldest first, starting with "received" when it was placed.
   * Orders stored before statuses existed have none; `orderHistory` reads them as placed and received.
   */
  history?: OrderEvent[];
  /** The staff's note, for the counter only: never shown to the customer. */
  note?: string;
}

/** Where a pickup order stands (docs/product.md, Orders): the only moves are in `ORDER_TRANSITIONS`. */
export const ORDER_STATUSES = ["received", "ready", "picked-up", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * One change of an order's status: who made it ("customer" for placing it, "shop" for the pickup
 * hold's steps, else a staff email), when, and why for a cancel. The hold's reminder is kept as an
 * event too, with the status unchanged and `reminder` set, as is the customer's arrival (`arrived`).
 */
export interface OrderEvent {
  status: OrderStatus;
  at: string;
  by: string;
  reason?: string;
  /** Set on the pickup hold's reminder: the end of the hold it told the customer of (ISO time). */
  reminder?: string;
  /** Set on a move to picked up: how the customer paid at the counter. */
  payment?: Payment;
  /** Set when the customer said "I'm at the store" (status unchanged, ready); `curbside` describes their car. */
  arrived?: { curbside?: string };
}

/** How a customer pays at the counter; "account" is a trade customer's account with the shop. */
export const PAYMENT_METHODS = ["cash", "card", "check", "account"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Each payment method as people read it. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: "Cash", card: "Card", check: "Check", account: "On account" };

/** What was taken at the counter for an order: how, and how much (usually its total). */
export interface Payment {
  method: PaymentMethod;
  amount: Money;
}

/** The answer to POST /api/orders. */
export interface OrderReceipt {
  orderNumber: string;
  /** The key of the order's own page, `/orders/{orderNumber}?key={key}`: whoever holds it may see the order. */
  key: string;
  items: OrderLine[];
  subtotal: Money;
  tax: Money;
  total: Money;
  createdAt: string;
}

export interface CreateOrderInput {
  email: string;
  name: string;
  phone: string;
  subtotal: Money;
  tax: Money;
  total: Money;
  /**
   * The lines the customer saw ("2 x Water Filter (EDR1RXD1) - $99.98"), as one text block or a
   * list of lines: size-checked, then dropped; the order is the server's priced lines.
   */
  items: string | string[];
  /** The client's number for this order; posting it again returns the same order. */
  orderNumber: string;
}

/** How the shop reaches the customer about a pickup order: the contact fields of an order. */
export type CustomerInfo = Pick<CreateOrderInput, "email" | "name" | "phone">;

/** GET /api/orders/{orderNumber}?key=: the customer's own order page. No session id, no staff note. */
export interface CustomerOrderView {
  orderNumber: string;
  key: string;
  status: OrderStatus;
  /** Set when the order was cancelled. */
  cancelReason?: string;
  name: string;
  items: OrderLine[];
  subtotal: Money;
  tax: Money;
  total: Money;
  createdAt: string;
  /** When it was last marked ready, picked up or cancelled; absent while received. */
  updatedAt?: string;
  /** While ready: the end of its pickup hold (ISO time), after which it is cancelled as not picked up. */
  holdUntil?: string;
  /** While open (received or ready): the number as a Code 128 barcode and a QR code, to show at the counter. */
  codes?: OrderCodes;
  /** While ready, once the customer said "I'm at the store": when, and their car for curbside. */
  arrived?: Arrival;
}

/** The customer's "I'm at the store" on a ready order. */
export interface Arrival {
  at: string;
  curbside?: string;
}

/** POST /api/orders/lookup: "Find my order" by number and the email it was placed with. */
export interface FindOrderInput {
  orderNumber: string;
  email: string;
}

/** The answer to a found order: where its page is. */
export interface FoundOrder {
  orderNumber: string;
  key: string;
}

/** GET /api/staff/orders query, after validation. */
export interface StaffOrderQuery {
  status?: OrderStatus;
  /** "2026-11-23": orders placed that day in the shop's time zone. */
  day?: string;
  /** Order number, name, phone or email, or part of one. */
  q?: string;
  limit: number;
  offset: number;
}

/** One order in the inbox. */
export interface StaffOrderSummary {
  orderNumber: string;
  status: OrderStatus;
  name: string;
  phone: string;
  email: string;
  /** Lines and units, for a glance: "3 parts". */
  lineCount: number;
  itemCount: number;
  total: Money;
  createdAt: string;
}

/** GET /api/staff/orders: newest first. `counts` are per status over the day and search, before the status filter. */
export interface StaffOrderList {
  orders: StaffOrderSummary[];
  total: number;
  counts: Record<OrderStatus, number>;
}

/** GET /api/staff/orders/{orderNumber}: all the counter needs, with the emails sent about it. */
export interface StaffOrderView extends Omit<OrderRecord, "sessionId" | "clientOrderNumber" | "history"> {
  history: OrderEvent[];
  /** The statuses it may move to now. */
  next: OrderStatus[];
  emails: EmailRecord[];
  /** While ready: the end of its pickup hold (ISO time). */
  holdUntil?: string;
  /** While ready and the customer said they are here: when, and their car for curbside. */
  arrived?: Arrival;
}

/** POST /api/staff/orders/{orderNumber}/status. */
export interface OrderStatusInput {
  status: OrderStatus;
  /** Required when cancelling: the customer is told it. */
  reason?: string;
  /** Required when marking picked up: how it was paid, and the amount taken. */
  payment?: Payment;
}

/** PUT /api/staff/orders/{orderNumber}/note; an empty note removes it. */
export interface OrderNoteInput {
  note: string;
}

/**
 * What the order rules tell: the shop and the customer of an order placed, the customer of their
 * order ready or cancelled, and of the end of its pickup hold two days ahead. `key` opens the
 * order's page, for the customer's link.
 */
export type OrderNotification =
  | { kind: "order"; order: OrderRecord; key: string }
  | { kind: "order-status"; order: OrderRecord; key: string }
  | { kind: "order-reminder"; order: OrderRecord; key: string; holdUntil: string };
