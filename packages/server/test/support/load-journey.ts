/**
 * The load journey's two crowds (docs/architecture.md, Test projects): visitors who browse, fill a
 * cart and order, and a few hostile addresses that hammer the limited writes and send bad input.
 * Every answer's status is counted, so the test can say none was a 5xx.
 */
import { connect } from "node:net";
import { computeTotals, fromCents, pagePaths, SESSION_HEADER, type CartItem, type Category } from "@shop/domain";
import { newClientOrderNumber, newSessionId } from "./fixtures.ts";

/** Every answer the journey got: status counts, and the 5xx answers with what was asked. */
export class Tally {
  readonly statuses = new Map<number, number>();
  readonly serverErrors: string[] = [];
  /** Requests that got no answer at all, even when sent again. */
  readonly unanswered: string[] = [];
  /** Requests sent again after a reset, as a browser does (see `call`). */
  retried = 0;
  requests = 0;

  count(status: number, what: string): void {
    this.requests++;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status >= 500) this.serverErrors.push(`${status} ${what}`);
  }

  /** "200:812 201:300 ..." in status order. */
  summary(): string {
    return [...this.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}:${n}`).join(" ");
  }
}

export interface Answer {
  /** 0 when no answer came (the connection was reset or refused). */
  status: number;
  headers: Headers;
  text: string;
}

/** One HTTP call from `address` (X-Forwarded-For), counted in the tally. */
export async function call(tally: Tally, base: string, address: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const sent = Date.now();
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", address);
  if (typeof init.body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
  const what = `${init.method ?? "GET"} ${path} from ${address}`;
  let response: Response;
  let text: string;
  try {
    try {
      response = await fetch(`${base}${path}`, { ...init, headers });
    } catch {
      // A kept-alive connection closed under the request before any answer: the server had not read
      // it (its loop stalled past the keep-alive timeout on a starved machine). A browser sends such
      // a request again on a new connection, whatever its method; so does the journey, once.
      tally.retried++;
      response = await fetch(`${base}${path}`, { ...init, headers });
    }
    text = await response.text();
  } catch (error) {
    // Counted, not thrown: the journey goes on, so the test can report every request that got no answer.
    tally.unanswered.push(`${what}: ${error instanceof Error ? String(error.cause ?? error.message) : String(error)} after ${Date.now() - sent} ms`);
    return { status: 0, headers: new Headers(), text: "" };
  }
  tally.count(response.status, what);
  return { status: response.status, headers: response.headers, text };
}

export interface Shop {
  base: string;
  taxRate: string;
  categories: Category[];
  /** In-stock product ids (stock set far above what the journey orders). */
  products: number[];
}

export interface VisitorOrder {
  status: number;
  orderNumber?: string;
  /** The cart the order was placed from: product id to quantity. */
  lines: Map<number, number>;
}

/** One visitor from its own address and guest session: pages, a search, 1-3 parts in the cart, an order. */
export async function visit(tally: Tally, shop: Shop, n: number): Promise<VisitorOrder> {
  const address = `198.51.100.${n + 1}`;
  const session = newSessionId();
  const asVisitor = (path: string, init: RequestInit = {}) =>
    call(tally, shop.base, address, path, { ...init, headers: { [SESSION_HEADER]: session, ...init.headers } });
  const category = shop.categories[n % shop.categories.length]!;
  const picks = Array.from({ length: 1 + (n % 3) }, (_, i) => shop.products[(n * 7 + i * 13) % shop.products.length]!);

  await asVisitor(pagePaths.home());
  await asVisitor(pagePaths.category(category));
  await asVisitor(pagePaths.product(picks[0]!));
  await asVisitor(`/api/products?categoryId=${category.id}&inStock=true&limit=12`);
  const lines = new Map<number, number>();
  for (const [i, productId] of picks.entries()) {
    const quantity = 1 + ((n + i) % 2);
    const added = await asVisitor("/api/cart", { method: "POST", body: JSON.stringify({ productId, quantity }) });
    if (added.status !== 201) return { status: added.status, lines };
    lines.set(productId, (lines.get(productId) ?? 0) + quantity);
  }
  const read = await asVisitor("/api/cart");
  if (read.status !== 200) return { status: read.status, lines };
  const cart = JSON.parse(read.text) as CartItem[];
  const totals = computeTotals(cart, shop.taxRate);
  const order = await asVisitor("/api/orders", {
    method: "POST",
    body: JSON.stringify({
      email: `visitor${n}@example.com`,
      name: `Visitor ${n}`,
      phone: "(850) 555-0199",
      subtotal: fromCents(totals.subtotal),
      tax: fromCents(totals.tax),
      total: fromCents(totals.total),
      items: cart.map((item) => `${item.quantity} x ${item.product.name} (${item.product.partNumber})`),
      orderNumber: newClientOrderNumber(),
    }),
  });
  if (order.status === 0) return { status: 0, lines };
  const body = JSON.parse(order.text) as { orderNumber?: string };
  return { status: order.status, orderNumber: body.orderNumber, lines };
}

/** What one hostile kind got: its statuses, and the first 429's Retry-After. */
export interface Onslaught {
  statuses: number[];
  retryAfter?: string | null;
}

/** `count` requests of one kind from one address, `width` at a time. */
async function hammer(count: number, width: number, send: (i: number) => Promise<Answer>): Promise<Onslaught> {
  const result: Onslaught = { statuses: [] };
  for (let start = 0; start < count; start += width) {
    const answers = await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, j) => send(start + j)));
    for (const answer of answers) {
      result.statuses.push(answer.status);
      if (answer.status === 429 && result.retryAfter === undefined) result.retryAfter = answer.headers.get("retry-after");
    }
  }
  return result;
}

/** The limited writes, each kind from an address of its own: contact, newsletter, cart, orders, sign-in. */
export async function hostileWrites(tally: Tally, shop: Shop): Promise<Record<string, Onslaught>> {
  const from = (address: string) => (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(tally, shop.base, address, path, { method: "POST", body: JSON.stringify(body), headers });
  const session = newSessionId();
  const [contact, newsletter, cart, orders, signIn] = await Promise.all([
    hammer(40, 5, (i) => from("203.0.113.1")("/api/contact", { name: `Eve ${i}`, email: `eve${i}@example.com`, message: "x".repeat(4_000) })),
    hammer(30, 5, (i) => from("203.0.113.2")("/api/newsletter", { email: `eve${i}@example.com` })),
    hammer(300, 10, (i) => from("203.0.113.3")("/api/cart", { productId: shop.products[i % shop.products.length] }, { [SESSION_HEADER]: session })),
    hammer(30, 5, (i) =>
      from("203.0.113.4")(
        "/api/orders",
        { email: "eve@example.com", name: "Eve", phone: "8505550100", subtotal: "1.00", tax: "0.07", total: "1.07", items: [], orderNumber: `EVE-${i}` },
        { [SESSION_HEADER]: newSessionId() },
      ),
    ),
    hammer(30, 5, (i) => from("203.0.113.5")("/api/staff/session", { email: "owner@example.com", password: `guess-${i}` })),
  ]);
  return { contact, newsletter, cart, orders, signIn };
}

/** Bad input from one more address: oversized, malformed and forged bodies. Resolves with the statuses. */
export async function badInput(tally: Tally, shop: Shop): Promise<Record<string, number>> {
  const send = (path: string, body: string, headers: Record<string, string> = {}) =>
    call(tally, shop.base, "203.0.113.6", path, { method: "POST", body, headers }).then((answer) => answer.status);
  const [oversized, badJson, controlName] = await Promise.all([
    send("/api/contact", JSON.stringify({ name: "Eve", email: "eve@example.com", message: "x".repeat(150_000) })),
    send("/api/newsletter", '{"email": "eve@example.com"'),
    send("/api/contact", JSON.stringify({ name: "Eve\r\nBcc: victim@example.com", email: "eve@example.com", message: "Hello" })),
  ]);
  return { oversized, badJson, controlName };
}

/** Writes `request` on a raw socket; resolves with what came back and how long the socket stayed open. */
export function rawRequest(tally: Tally, port: number, request: string, limitMs: number): Promise<{ status: number | undefined; openMs: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const found = /^HTTP\/1\.1 (\d{3}) /.exec(Buffer.concat(chunks).toString("latin1"));
      const status = found ? Number(found[1]) : undefined;
      if (status !== undefined) tally.count(status, `raw ${request.split("\r\n")[0]}`);
      resolve({ status, openMs: Date.now() - began });
    });
    socket.setTimeout(limitMs, () => {
      socket.destroy();
      reject(new Error(`the socket was still open after ${limitMs} ms`));
    });
  });
}
