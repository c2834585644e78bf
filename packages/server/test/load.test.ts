/**
 * 100 customers ordering at once: every order is answered 201, stored once, and numbered uniquely.
 * And what a commit writes with many orders on record: its own journal line, not the database.
 */
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { OrderRecord, ShopData } from "@shop/domain";
import { startServer } from "../src/index.ts";
import { openStore } from "../src/store.ts";
import { inStockProducts, placeOrder, seedFile, smallShop, taxRateOf, tempDir, TEST_RATE_LIMITS } from "./fixtures.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("load", () => {
  it("takes 100 concurrent orders from 100 sessions: all 201, all stored, 100 unique numbers", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const dbFile = path.join(dir, "db.json");
    const server = await startServer({ port: 0, dbFile, seedFile: await seedFile(dir), rateLimits: TEST_RATE_LIMITS, log: () => undefined });
    let placed: Awaited<ReturnType<typeof placeOrder>>[];
    try {
      const products = await inStockProducts(server.url);
      const taxRate = await taxRateOf(server.url);
      placed = await Promise.all(
        Array.from({ length: 100 }, (_, i) => placeOrder(server.url, products[i % products.length]!, taxRate)),
      );
      const writes = server.store.stats();
      // Group commit: far fewer fsyncs than the 200 writes (100 cart adds + 100 orders).
      expect(writes.journalWrites).toBeLessThan(writes.commits);
    } finally {
      await server.close();
    }

    expect(placed.map((p) => p.status)).toEqual(Array(100).fill(201));
    const numbers = placed.map((p) => p.orderNumber);
    expect(new Set(numbers).size).toBe(100);

    const stored = JSON.parse(await readFile(dbFile, "utf8")) as ShopData;
    expect(stored.orders).toHaveLength(100);
    expect(new Set(stored.orders.map((o) => o.orderNumber))).toEqual(new Set(numbers));
    expect(new Set(stored.orders.map((o) => o.id)).size).toBe(100);
    // Every cart was emptied by its order.
    expect(stored.cartItems).toEqual([]);
  });

  it("appends only the new order to the journal, whatever is on record", async () => {
    const order = (id: number): OrderRecord => ({
      id,
      orderNumber: `TLH-20260101-${String(id).padStart(5, "0")}`,
      clientOrderNumber: `c-${id}`,
      sessionId: "abcdefghijklmnopqrstu",
      email: "a@example.com",
      name: "A Customer",
      phone: "8505550100",
      items: [{ productId: 1, partNumber: "PN1000", name: "Part 1", quantity: 1, unitPrice: "10.50", lineTotal: "10.50" }],
      subtotal: "10.50",
      tax: "0.68",
      total: "11.18",
      fulfilment: "pickup",
      status: "received",
      createdAt: "2026-01-01T00:00:00.000Z",
    });

    // What a commit writes is what it costs: with 20,000 orders on record, each order must append
    // just its own journal line and leave the snapshot alone. (Timings are in `npm run bench:api`.)
    const dir = await tempDir();
    dirs.push(dir);
    const shop = smallShop();
    shop.orders = Array.from({ length: 20_000 }, (_, i) => order(i + 1));
    const dbFile = path.join(dir, "db.json");
    await writeFile(dbFile, JSON.stringify(shop));
    const store = await openStore({ dbFile, seedFile: dbFile });
    try {
      const snapshot = await stat(dbFile);
      const before = store.stats();
      let lineBytes = 0;
      for (let i = 1; i <= 50; i++) {
        const change = { op: "put" as const, collection: "orders" as const, record: order(20_000 + i) };
        lineBytes += Buffer.byteLength(JSON.stringify(change));
        await store.commit([change]);
      }
      const after = store.stats();
      expect(after.compactions).toBe(before.compactions);
      const unchanged = await stat(dbFile);
      expect([unchanged.ino, unchanged.size, unchanged.mtimeMs]).toEqual([snapshot.ino, snapshot.size, snapshot.mtimeMs]);
      // Each journal line holds one commit's changes and a little framing, never the whole database.
      const written = after.journalBytes - before.journalBytes;
      expect(written).toBeGreaterThanOrEqual(lineBytes);
      expect(written).toBeLessThan(lineBytes * 1.5);
      expect(store.data.orders).toHaveLength(20_050);
    } finally {
      await store.close();
    }
  });
});
