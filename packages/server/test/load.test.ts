/**
 * 100 customers ordering at once: every order is answered 201, stored once, and numbered uniquely.
 * Also reports what a commit costs with few and with many orders on record.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import type { OrderRecord, ShopData } from "@shop/domain";
import { startServer } from "../src/index.ts";
import { openStore } from "../src/store.ts";
import { inStockProducts, placeOrder, seedFile, smallShop, taxRateOf, tempDir } from "./fixtures.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("load", () => {
  it("takes 100 concurrent orders from 100 sessions: all 201, all stored, 100 unique numbers", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const dbFile = path.join(dir, "db.json");
    const server = await startServer({ port: 0, dbFile, seedFile: await seedFile(dir), log: () => undefined });
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

  it("keeps the cost of a commit flat as orders pile up", async () => {
    const order = (id: number): OrderRecord => ({
      id,
      orderNumber: `TLH-20260101-${String(id).padStart(5, "0")}`,
      clientOrderNumber: `c-${id}`,
      sessionId: "abcdefghijklmnopqrstu",
      email: "a@example.com",
      name: "A Customer",
      phone: "8505550100",
      items: [{ productId: 1, partNumber: "PN1000", name: "Part 1", quantity: 1, unitPrice: "10.50", lineTotal: "10.50" }],
      itemLines: ["1 x Part 1 (PN1000) - $10.50"],
      subtotal: "10.50",
      tax: "0.68",
      total: "11.18",
      fulfilment: "pickup",
      status: "received",
      createdAt: "2026-01-01T00:00:00.000Z",
    });

    async function averageCommitMs(onRecord: number): Promise<number> {
      const dir = await tempDir();
      dirs.push(dir);
      const shop = smallShop();
      shop.orders = Array.from({ length: onRecord }, (_, i) => order(i + 1));
      const dbFile = path.join(dir, "db.json");
      await writeFile(dbFile, JSON.stringify(shop));
      const store = await openStore({ dbFile, seedFile: dbFile });
      try {
        const rounds = 200;
        const started = performance.now();
        for (let i = 1; i <= rounds; i++) await store.commit([{ op: "put", collection: "orders", record: order(onRecord + i) }]);
        return (performance.now() - started) / rounds;
      } finally {
        await store.close();
      }
    }

    const few = await averageCommitMs(10);
    const many = await averageCommitMs(20_000);
    console.log(`average commit (write + fdatasync): ${few.toFixed(2)} ms with 10 orders, ${many.toFixed(2)} ms with 20,000 orders`);
    // fsync time varies with the machine; only a cost that grows with the data would make this fail.
    expect(many).toBeLessThan(few * 4 + 5);
  });
});
