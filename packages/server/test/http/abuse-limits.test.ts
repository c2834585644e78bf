/**
 * The limits that keep the database from growing without bound (docs/architecture.md, Abuse
 * limits): per-address limits on the anonymous writes, the database size cap, and the expiry of
 * abandoned carts, against real servers over real files.
 */
import { existsSync, readFileSync } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { computeTotals, fromCents, SESSION_HEADER, type CartItem, type GuestOrderLimits, type OrderReceipt, type PartList } from "@shop/domain";
import { DEFAULT_RATE_LIMITS, readShopFile, type RunningServer, scaledLimits, type ServerOptions, startServer } from "../../src/index.ts";
import { newSessionId, seedFile, storedOrders, tempDir } from "../support/fixtures.ts";

const dirs: string[] = [];
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function start(options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const dir = await tempDir();
  dirs.push(dir);
  const dbFile = path.join(dir, "shop.db");
  server = await startServer({ port: 0, dbFile, seedFile: await seedFile(dir), trustProxy: "loopback", log: () => {}, ...options });
  return server;
}

let lastAddress = 0;
/** A client address of its own (TEST-NET-3), so each caller starts with fresh limits. */
const newAddress = () => `203.0.113.${++lastAddress}`;

async function call(method: string, url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${server!.url}${url}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as { message?: string }) : undefined };
}

const contact = (address: string, i: number) =>
  call("POST", "/api/contact", { name: `Eve ${i}`, email: `eve${i}@example.com`, message: "x".repeat(4000) }, { "x-forwarded-for": address });

describe("per-address limits", () => {
  it("answers 429 with Retry-After once an address has sent its contact messages, and stores no more", async () => {
    const running = await start({ rateLimits: { contactsPerAddress: 5 } });
    const address = newAddress();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof contact>> | undefined;
    for (let i = 0; i < 30; i++) {
      const reply = await contact(address, i);
      statuses.push(reply.status);
      if (reply.status === 429) refused ??= reply;
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(refused?.json?.message).toMatch(/^Too many contact messages from this address: try again in \d+ minutes?$/);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await running.store.reads.inbox.messages()).toHaveLength(5);
    // Another address is not held back by the first one's count.
    expect((await contact(newAddress(), 99)).status).toBe(201);
  });

  it("limits cart writes, sign-ups (one count with their confirmations) and orders per address but never reading the cart", async () => {
    await start({ rateLimits: { cartWritesPerAddress: 3, newsletterPerAddress: 2, ordersPerAddress: 1 } });
    const address = newAddress();
    const headers = { "x-forwarded-for": address, [SESSION_HEADER]: newSessionId() };
    const cart = [];
    for (let i = 0; i < 3; i++) cart.push((await call("POST", "/api/cart", { productId: 1 }, headers)).status);
    // The quick-order pad is a cart write too, in the same count.
    cart.push((await call("POST", "/api/cart/quick-order", { lines: [{ partNumber: "PN1000", quantity: 1 }] }, headers)).status);
    expect(cart).toEqual([201, 200, 200, 429]);
    expect((await call("GET", "/api/cart", undefined, headers)).status).toBe(200);
    const signups = [
      (await call("POST", "/api/newsletter", { email: "n0@example.com" }, headers)).status,
      (await call("POST", "/api/newsletter/confirm", { email: "n0@example.com", key: "a-guess" }, headers)).status,
      (await call("POST", "/api/newsletter", { email: "n1@example.com" }, headers)).status,
    ];
    expect(signups).toEqual([202, 404, 429]);
    const order = { email: "a@example.com", name: "A", phone: "850 555 0100", subtotal: "0.00", tax: "0.00", total: "0.00", items: [], orderNumber: "x1" };
    expect((await call("POST", "/api/orders", order, headers)).status).not.toBe(429);
    expect((await call("POST", "/api/orders", order, headers)).status).toBe(429);
  });

  it("limits \"I'm at the store\" per address, before any order is read", async () => {
    await start({ rateLimits: { arrivalsPerAddress: 2 } });
    const headers = { "x-forwarded-for": newAddress() };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call("POST", "/api/orders/TLH-20200101-ABCDE/arrived?key=a-guess", {}, headers)).status);
    expect(statuses).toEqual([404, 404, 429]);
  });

  it("keeps the database's growth bounded under 300 anonymous writes from one address", async () => {
    const running = await start();
    const address = newAddress();
    const before = running.store.sizeBytes();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const kind = i % 3;
      const headers = { "x-forwarded-for": address, [SESSION_HEADER]: newSessionId() };
      const reply =
        kind === 0
          ? await contact(address, i)
          : kind === 1
            ? await call("POST", "/api/newsletter", { email: `probe${i}@example.com` }, headers)
            : await call("POST", "/api/cart", { productId: 1, quantity: 99 }, headers);
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    }
    const grown = running.store.sizeBytes() - before;
    expect(statuses.get(429)).toBeGreaterThan(150);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    // 8.2 MB before the limits; the defaults let a real visitor through and no more.
    expect(grown).toBeLessThan(200 * 1024);
  });
});

describe("the guest order limit per address", () => {
  /** The store record's guest order limits set as staff would, the rest at their defaults. */
  const limit = (running: RunningServer, limits: Partial<GuestOrderLimits>) =>
    running.store.commit([
      {
        op: "store",
        record: {
          ...running.store.data.store,
          guestOrderLimits: { quantityPerLine: 10, linesPerOrder: 15, openValuePerEmail: "1500.00", openValuePerAddress: "1500.00", ...limits },
        },
      },
    ]);

  let orders = 0;
  /** One of `productId` added to a new cart from `address` and the order posted, each with an email of its own. */
  async function order(address: string, productId: number) {
    const headers = { "x-forwarded-for": address, [SESSION_HEADER]: newSessionId() };
    const added = await call("POST", "/api/cart", { productId }, headers);
    expect(added.status).toBe(201);
    const line = added.json as unknown as CartItem;
    const totals = computeTotals([line], server!.store.data.store.taxRate);
    const body = {
      email: `guest${++orders}@example.com`,
      name: "Pat Customer",
      phone: "(850) 555-0199",
      subtotal: fromCents(totals.subtotal),
      tax: fromCents(totals.tax),
      total: fromCents(totals.total),
      items: [`1 x ${line.product.name}`],
      orderNumber: `address-${orders}`,
    };
    const reply = await call("POST", "/api/orders", body, headers);
    return { ...reply, total: totals.total, receipt: reply.json as unknown as OrderReceipt & { field?: string } };
  }

  /**
   * The dearest in-stock part of which at least three orders of one fit under `cents`, with a few
   * more on hand than fit, and how many fit.
   */
  async function partUnder(cents: number) {
    const parts: PartList["products"] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (await call("GET", `/api/products?inStock=true&limit=100&offset=${offset}&sort=price-desc`, undefined, {})).json as unknown as PartList;
      parts.push(...page.products);
      if (page.products.length < 100) break;
    }
    const taxRate = server!.store.data.store.taxRate;
    for (const part of parts) {
      const fit = Math.floor(cents / computeTotals([{ unitPrice: part.price, quantity: 1 }], taxRate).total);
      if (fit >= 3 && part.quantityOnHand >= fit + 3) return { part, fit };
    }
    throw new Error("The seed has no part to order");
  }

  it("refuses an order that takes the open orders from one address past the store record's value (409, with the shop's phone), whatever the emails", async () => {
    const running = await start({ rateLimits: { ordersPerAddress: 1000 } });
    await limit(running, { openValuePerAddress: "150.00" });
    const { part, fit } = await partUnder(15_000);
    const address = newAddress();
    const placed: string[] = [];
    for (let i = 0; i < fit; i++) {
      const reply = await order(address, part.id);
      expect(reply.status).toBe(201);
      placed.push(reply.receipt.orderNumber);
    }
    const stored = (await storedOrders(running.store)).length;
    const refused = await order(address, part.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      message: `Online orders not yet picked up may come to at most $150.00 from one address, this one included; call the shop at ${running.store.data.store.phone} for a larger order`,
      field: "guestOrderLimits.openValuePerAddress",
    });
    // Nothing stored, no stock taken: the rule's changes were dropped.
    expect(await storedOrders(running.store)).toHaveLength(stored);
    // Another address is not held back by the first one's orders.
    expect((await order(newAddress(), part.id)).status).toBe(201);
    // An order picked up or cancelled no longer counts.
    const first = (await running.store.reads.orders.byNumber(placed[0]!))!;
    await running.store.commit([{ op: "put", collection: "orders", record: { ...first, status: "cancelled" } }]);
    expect((await order(address, part.id)).status).toBe(201);
    expect((await order(address, part.id)).status).toBe(409);
  });

  it("counts the open orders an address placed before a restart, and keeps no address as such", async () => {
    const running = await start({ rateLimits: { ordersPerAddress: 1000 } });
    await limit(running, { openValuePerAddress: "150.00" });
    const { part, fit } = await partUnder(15_000);
    const address = newAddress();
    for (let i = 0; i < fit; i++) expect((await order(address, part.id)).status).toBe(201);
    const { dbFile } = running.store;
    await running.close();
    server = await startServer({ port: 0, dbFile, seedFile: await seedFile(path.dirname(dbFile)), trustProxy: "loopback", log: () => {}, rateLimits: { ordersPerAddress: 1000 } });
    expect((await order(address, part.id)).status).toBe(409);
    expect((await order(newAddress(), part.id)).status).toBe(201);
    const kept = [dbFile, `${dbFile}-wal`].filter((file) => existsSync(file)).map((file) => readFileSync(file).toString("latin1")).join("");
    expect(kept).not.toContain(address);
  });

  it("lets an address hold RATE_LIMIT_FACTOR times the value, as it raises the other per-address limits", async () => {
    const running = await start({ rateLimits: scaledLimits(DEFAULT_RATE_LIMITS, 3) });
    await limit(running, { openValuePerAddress: "150.00" });
    const { part, fit } = await partUnder(45_000);
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= fit; i++) statuses.push((await order(address, part.id)).status);
    expect(statuses).toEqual([...Array<number>(fit).fill(201), 409]);
    expect(fit).toBeGreaterThan(Math.floor(15_000 / computeTotals([{ unitPrice: part.price, quantity: 1 }], running.store.data.store.taxRate).total));
  });

  it("reads a store record without limits with the default, $1,500.00 from one address", async () => {
    const running = await start({ rateLimits: { ordersPerAddress: 1000 } });
    expect(running.store.data.store.guestOrderLimits).toBeUndefined();
    const { part, fit } = await partUnder(150_000);
    const address = newAddress();
    for (let i = 0; i < fit; i++) expect((await order(address, part.id)).status).toBe(201);
    expect((await order(address, part.id)).json?.message).toContain("at most $1,500.00 from one address");
  });
});

describe("the database size cap", () => {
  it("refuses anonymous writes with 507 and a clear message once the database is past its cap, and still answers reads", async () => {
    const running = await start({ dbMaxBytes: 1 });
    const headers = { "x-forwarded-for": newAddress(), [SESSION_HEADER]: newSessionId() };
    for (const [method, url, body] of [
      ["POST", "/api/contact", { name: "A", email: "a@example.com", message: "Hello" }],
      ["POST", "/api/newsletter", { email: "a@example.com" }],
      ["POST", "/api/cart", { productId: 1 }],
      ["POST", "/api/cart/quick-order", { lines: [{ partNumber: "PN1000", quantity: 1 }] }],
    ] as const) {
      const reply = await call(method, url, body, headers);
      expect(reply.status, url).toBe(507);
      expect(reply.json?.message).toMatch(/cannot take new .* right now.*call the shop/i);
    }
    expect(await running.store.reads.inbox.messages()).toHaveLength(0);
    expect(await running.store.reads.carts.abandoned("9999")).toHaveLength(0);
    // A confirmation adds no record: it is answered by its rule (here, a key that is no key).
    expect((await call("POST", "/api/newsletter/confirm", { email: "a@example.com", key: "a-guess" }, headers)).status).toBe(404);
    expect((await call("GET", "/api/products", undefined, headers)).status).toBe(200);
    expect((await call("GET", "/api/cart", undefined, headers)).status).toBe(200);
  });
});

describe("abandoned carts", () => {
  it("removes carts untouched past their days at start and on each sweep, kept so on disk", async () => {
    let now = new Date("2026-11-01T12:00:00Z");
    const running = await start({ cartTtlDays: 30, now: () => now });
    const old = { "x-forwarded-for": newAddress(), [SESSION_HEADER]: newSessionId() };
    const fresh = { "x-forwarded-for": newAddress(), [SESSION_HEADER]: newSessionId() };
    expect((await call("POST", "/api/cart", { productId: 1 }, old)).status).toBe(201);
    expect((await call("POST", "/api/cart", { productId: 2 }, old)).status).toBe(201);
    now = new Date("2026-11-25T12:00:00Z");
    expect((await call("POST", "/api/cart", { productId: 3 }, fresh)).status).toBe(201);
    now = new Date("2026-12-02T12:00:00Z");
    await running.sweepCarts();
    expect((await running.store.reads.carts.abandoned("9999")).map((i) => i.productId)).toEqual([3]);
    expect((await readShopFile(running.store.dbFile)).cartItems.map((i) => i.productId)).toEqual([3]);
    const { dbFile } = running.store;
    await running.close();
    // On the next start, past the fresh cart's days too: it goes before any visitor arrives.
    now = new Date("2027-01-01T12:00:00Z");
    server = await startServer({ port: 0, dbFile, seedFile: dbFile + ".unused", log: () => {}, cartTtlDays: 30, now: () => now });
    expect(await server.store.reads.carts.abandoned("9999")).toEqual([]);
    expect((await stat(dbFile)).size).toBeGreaterThan(0);
  });
});
