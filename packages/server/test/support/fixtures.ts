/**
 * Test helpers for the server: a small valid shop database, a seed to start servers from, and the
 * client side of an order (session ids, cart, totals) as the storefront does it.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { computeTotals, fromCents, SESSION_HEADER, type CartItem, type ShopData, type ShopInfo } from "@shop/domain";
import { brand, category, part, shopInfo, shopOf } from "@shop/domain/testing";
import { afterAll, beforeAll, inject } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../src/db/sql/schema.ts";
import { DEFAULT_SEED_FILE, exportShop, openPostgres, openSqlite, readShopFile, startServer, type LogFields, type RunningServer, type ServerOptions } from "../../src/index.ts";
import { postgresDatabases } from "../postgres/databases.ts";

const postgres = postgresDatabases();
/** The PostgreSQL database of each test server started on one, by the dbFile naming its data folder. */
const postgresUrls = new Map<string, string>();

/**
 * The database options of a test server whose data folder `dbFile` names, on the engine this
 * project runs the file on (vitest.config.ts, BOTH_ENGINES_TESTS): none on SQLite (the file
 * itself), a new database in the cluster for the postgres project: the same one again for the
 * same folder (a server started again over it).
 */
export async function engineOptions(dbFile: string): Promise<{ postgresUrl?: string }> {
  if (inject("engine") !== "postgres") return {};
  const postgresUrl = postgresUrls.get(dbFile) ?? (await postgres.newDatabase());
  postgresUrls.set(dbFile, postgresUrl);
  return { postgresUrl };
}

/** Everything a test server's database holds, read as another process reads it (everything committed). */
export async function storedShop(dbFile: string): Promise<ShopData> {
  return postgresUrls.has(dbFile) ? withStoredDatabase(dbFile, (database) => exportShop(database)) : readShopFile(dbFile);
}

/** `work` done on a connection of its own to a test server's database (whose data folder `dbFile` names), on either engine. */
export async function withStoredDatabase<T>(dbFile: string, work: (database: { db: Kysely<Database>; where: string }) => Promise<T>): Promise<T> {
  const url = postgresUrls.get(dbFile);
  const database = url ? await openPostgres(url) : await openSqlite(dbFile);
  try {
    return await work({ db: database.db, where: url ? "postgres" : dbFile });
  } finally {
    await database.close();
  }
}

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../../..");

/** The app's server build, which `npm test` makes (when stale) before the tests run. */
export const SERVER_BUILD = path.join(REPO_ROOT, "packages/app/build/server/index.js");

/** A small, valid shop database: 2 categories, 2 brands, 6 products (5 in stock), no posts. */
export function smallShop(): ShopData {
  return shopOf({
    store: shopInfo({ url: "https://parts.example", email: "shop@parts.example" }),
    categories: [
      category({ id: 1, name: "Refrigerator Parts", description: "Fridge parts" }),
      category({ id: 2, name: "Furnace Parts", type: "hvac", description: "Furnace parts" }),
    ],
    brands: [brand({ id: 1, name: "Whirlpool" }), brand({ id: 2, name: "Carrier", type: "hvac" })],
    products: Array.from({ length: 6 }, (_, i) =>
      part({
        id: i + 1,
        price: `${10 + i}.${i % 2 ? "99" : "50"}`,
        quantityOnHand: i === 5 ? 0 : 50,
        isPopular: i < 2,
        isFeatured: i === 0,
        brandId: (i % 2) + 1,
        categoryId: (i % 2) + 1,
      }),
    ),
  });
}

/**
 * Every order a running server's database holds, read as another process reads it (everything
 * committed): the server keeps its orders in the database alone.
 */
export const storedOrders = async (store: { dbFile: string }) => (await storedShop(store.dbFile)).orders;

/** Every email the server recorded (any order, message or sign-up), read as storedOrders reads. */
export const storedEmails = async (store: { dbFile: string }) => (await storedShop(store.dbFile)).emails;

export async function tempDir(prefix = "shop-server-"): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/**
 * The seed servers start from: the repository's db.json, or a small shop written to `dir` when the
 * seed has not been generated (yet).
 */
export async function seedFile(dir: string): Promise<string> {
  if (existsSync(DEFAULT_SEED_FILE)) return DEFAULT_SEED_FILE;
  const file = path.join(dir, "seed.json");
  await writeFile(file, JSON.stringify(smallShop(), null, 2));
  return file;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

/** A fresh 21-character guest session id. */
export function newSessionId(): string {
  return Array.from(randomBytes(21), (b) => ALPHABET[b % 64]).join("");
}

let orderCounter = 0;
/** A client order number, unique across processes and runs. */
export function newClientOrderNumber(): string {
  return `T-${process.pid}-${Date.now().toString(36)}-${++orderCounter}`;
}

/**
 * A server on a free port over a fresh temp dir, started from the seed (`seedFile`), silent unless
 * `log` is given; `dir` is its folder and `stop()` closes it and removes the folder.
 */
export async function startTestServer(
  options: Partial<ServerOptions> = {},
): Promise<{ server: RunningServer; dir: string; dbFile: string; stop: () => Promise<void> }> {
  const dir = await tempDir();
  const dbFile = path.join(dir, "shop.db");
  const server = await startServer({ port: 0, dbFile, ...(await engineOptions(dbFile)), seedFile: await seedFile(dir), log: () => undefined, ...options });
  const stop = async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
  return { server, dir, dbFile, stop };
}

/**
 * One server for a whole test file: started before its first test with the strict test limits,
 * stopped after its last. `entries` keeps every line it logs.
 */
export function serverForFile() {
  const entries: { msg: string; fields?: LogFields }[] = [];
  let started: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    started = await startTestServer({ rateLimits: TEST_RATE_LIMITS, log: (msg, _level, fields) => entries.push({ msg, fields }) });
  });
  afterAll(async () => {
    await started?.stop();
  });
  return {
    entries,
    get server(): RunningServer {
      if (!started) throw new Error("the file's server starts before its first test");
      return started.server;
    },
  };
}

/** A fresh guest session's headers and its first cart line: `quantity` of a product, added through POST /api/cart. */
export async function addToCart(
  baseUrl: string,
  productId: number | undefined,
  quantity?: number,
  init: { signal?: AbortSignal } = {},
): Promise<{ headers: Record<string, string>; status: number; item: CartItem }> {
  const headers = { "content-type": "application/json", [SESSION_HEADER]: newSessionId() };
  const added = await fetch(`${baseUrl}/api/cart`, {
    method: "POST",
    headers,
    body: JSON.stringify(quantity === undefined ? { productId } : { productId, quantity }),
    signal: init.signal,
  });
  return { headers, status: added.status, item: (await added.json()) as CartItem };
}

/**
 * The body the storefront posts to /api/orders for these cart lines: Pat Customer's details, the
 * totals computed from the lines at `taxRate`, the lines as text and a fresh client order number.
 */
export function orderBody(lines: CartItem[], taxRate: string, overrides: { items?: unknown; orderNumber?: string; email?: string } = {}): string {
  const totals = computeTotals(lines, taxRate);
  return JSON.stringify({
    email: "customer@example.com",
    name: "Pat Customer",
    phone: "(850) 555-0199",
    subtotal: fromCents(totals.subtotal),
    tax: fromCents(totals.tax),
    total: fromCents(totals.total),
    items: lines.map((item) => `${item.quantity} x ${item.product.name} (${item.product.partNumber})`),
    orderNumber: newClientOrderNumber(),
    ...overrides,
  });
}

export interface PlacedOrder {
  status: number;
  orderNumber?: string;
  body: unknown;
}

/**
 * What the storefront does for one order: add a product to a fresh session's cart, then post the
 * order with the totals computed from the cart's answer. `email` (default customer@example.com):
 * tests that place many orders give each customer their own, as the orders one email may have
 * open come to a limited value.
 */
export async function placeOrder(
  baseUrl: string,
  productId: number,
  taxRate: string,
  init: { signal?: AbortSignal; email?: string } = {},
): Promise<PlacedOrder> {
  const { headers, status, item } = await addToCart(baseUrl, productId, undefined, init);
  if (status !== 201) return { status, body: item };
  const sent = orderBody([item], taxRate, init.email === undefined ? {} : { email: init.email });
  const response = await fetch(`${baseUrl}/api/orders`, { method: "POST", headers, signal: init.signal, body: sent });
  const body = (await response.json()) as { orderNumber?: string };
  return { status: response.status, orderNumber: body.orderNumber, body };
}

/** In-stock product ids of the live catalogue. */
export async function inStockParts(baseUrl: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/products?inStock=true&limit=100`);
  const list = (await response.json()) as { products: Array<{ id: number }> };
  return list.products.map((p) => p.id);
}

export async function taxRateOf(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/store`);
  return ((await response.json()) as ShopInfo).taxRate;
}

/**
 * Per-address limits far past what a test makes from 127.0.0.1, for servers whose tests place
 * many orders or messages (the open orders' value among them); the limits themselves are tested in
 * abuse-limits.test.ts.
 */
export const TEST_RATE_LIMITS = {
  cartWritesPerAddress: 100_000,
  ordersPerAddress: 100_000,
  contactsPerAddress: 100_000,
  newsletterPerAddress: 100_000,
  openOrderValueMultiplePerAddress: 100_000,
} as const;
