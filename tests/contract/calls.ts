import { computeTotals, fromCents, lineTotalCents, orderLineText, type ApiErrorBody, type CartItem, type PartView, type ShopInfo } from "@shop/domain";
import { expect } from "vitest";

/**
 * The contract's HTTP helpers, shared by every case file: a fresh guest session id, a client that
 * calls an adapter's /api, and the checks of an error answer and a success answer.
 */

const SESSION_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

/** A fresh random guest session id: 21 characters of A-Z, a-z, 0-9, "_" and "-". */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  return Array.from(bytes, (b) => SESSION_ALPHABET[b % SESSION_ALPHABET.length]).join("");
}

export interface CallOptions {
  /** The session-id header; omitted when undefined. */
  session?: string;
  /** Other headers (a staff cookie, x-csrf-token). */
  headers?: Record<string, string>;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is, with `contentType` (if any). */
  raw?: string;
  contentType?: string;
}

export interface Reply<T> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export type Call = <T = unknown>(method: string, path: string, options?: CallOptions) => Promise<Reply<T>>;

/** A GET through a `Call`. */
export type Get = <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;

/** The catalogue as a run reads it, once (see `defineContract`). */
export interface Shelf {
  /** Every product, by name. */
  allParts: () => Promise<PartView[]>;
  /** The first product that passes `test`; throws naming `what` when none does. */
  find: (what: string, test: (p: PartView) => boolean) => Promise<PartView>;
}

export function client(getBaseUrl: () => string): Call {
  return async <T,>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.session !== undefined) headers["session-id"] = options.session;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.raw !== undefined) {
      body = options.raw;
    }
    if (options.contentType !== undefined) headers["content-type"] = options.contentType;
    const response = await fetch(`${getBaseUrl()}/api${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = undefined;
    if ((response.headers.get("content-type") ?? "").includes("json") && text !== "") parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, text, body: parsed as T };
  };
}

/** An error answer: the status, a JSON body with a string message, and the field when given. */
export function expectError(reply: Reply<unknown>, status: number, field?: string): ApiErrorBody {
  expect({ status: reply.status, text: reply.text }).toMatchObject({ status });
  expect(reply.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  const body = reply.body as ApiErrorBody;
  expect(typeof body?.message, `message of ${reply.text}`).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  if (field !== undefined) expect(body.field).toBe(field);
  return body;
}

/** A success answer with a JSON body. */
export function expectOk<T>(reply: Reply<T>, status = 200): T {
  expect({ status: reply.status, text: reply.status === status ? "" : reply.text }).toEqual({ status, text: "" });
  expect(reply.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  return reply.body;
}

export const ids = (list: { id: number }[]) => list.map((p) => p.id);
export const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Who places the contract's orders: the body's email, name and phone. */
export type Customer = { email: string; name: string; phone: string };

/**
 * A new guest session with `lines` in its cart, and the order body the storefront would post for
 * it: the customer, the totals at the shop's tax rate, a line of text per part, a fresh client
 * order number.
 */
export async function fillCart(call: Call, get: Get, customer: Customer, lines: { product: PartView; quantity: number }[]) {
  const session = newSessionId();
  for (const { product, quantity } of lines) {
    expectOk(await call("POST", "/cart", { session, json: { productId: product.id, quantity } }), 201);
  }
  const cart = expectOk(await get<CartItem[]>("/cart", { session }));
  const { taxRate } = expectOk(await get<ShopInfo>("/store"));
  const totals = computeTotals(cart, taxRate);
  const order = {
    ...customer,
    subtotal: fromCents(totals.subtotal),
    tax: fromCents(totals.tax),
    total: fromCents(totals.total),
    items: cart.map((i) => orderLineText({ ...i.product, quantity: i.quantity, lineTotal: fromCents(lineTotalCents(i.unitPrice, i.quantity)) })),
    orderNumber: `web-${newSessionId()}`,
  };
  return { session, cart, totals, order };
}
