/**
 * Several processes on one database (store.ts): two stores opened on one file stand for two
 * server processes, each with its own connection, memory and caches' versions.
 */
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import type { ShopData } from "@shop/domain";
import { orderRecord } from "@shop/domain/testing";
import { smallShop, tempDir } from "../../test/support/fixtures.ts";
import { importShop, openSqlite } from "./sql/index.ts";
import { openStore } from "./store.ts";
import type { Store } from "./store-api.ts";

const dirs: string[] = [];
const open: Store[] = [];

afterEach(async () => {
  for (const store of open.splice(0)) await store.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Two stores on one new database. */
async function twoStores(shop: ShopData = smallShop()): Promise<{ a: Store; b: Store; dbFile: string }> {
  const dir = await tempDir("shop-processes-");
  dirs.push(dir);
  const seedFile = path.join(dir, "seed.json");
  await writeFile(seedFile, JSON.stringify(shop));
  const dbFile = path.join(dir, "data", "shop.db");
  const a = await openStore({ dbFile, seedFile });
  open.push(a);
  const b = await openStore({ dbFile, seedFile });
  open.push(b);
  return { a, b, dbFile };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("two stores on one database", () => {
  it("open side by side, and one follows the other's change to the catalogue: memory read again, data version moved", async () => {
    const { a, b } = await twoStores();
    const before = b.version;
    const brand = { ...a.data.brands[0]!, name: "Renamed Brand" };
    await a.commit([{ op: "put", collection: "brands", record: brand }]);
    // Nothing is known until b looks.
    expect(b.data.brands[0]!.name).not.toBe("Renamed Brand");
    await b.follow();
    expect(b.data.brands[0]!.name).toBe("Renamed Brand");
    expect(b.version).toBeGreaterThan(before);
    expect(b.catalogueChangedAt).toBeInstanceOf(Date);
    // Looking again with nothing new is free: no promise, no version moved.
    const now = b.version;
    expect(b.follow()).toBeUndefined();
    expect(b.version).toBe(now);
    // Its own changes are not followed twice: a's version moved once, by its commit.
    const aVersion = a.version;
    await a.follow();
    expect(a.version).toBe(aVersion);
  });

  it("follows the other's stock moves without reading memory again: the part moved, and a move to zero is a crossing", async () => {
    const { a, b } = await twoStores();
    const seq = b.stock.seq();
    const version = b.version;
    await a.commit([{ op: "stock", collection: "products", id: 2, by: -50 }]);
    expect(b.follow()).toBeUndefined();
    expect(b.stock.movedAt(2)).toBeGreaterThan(seq);
    expect(b.stock.movedAt(3)).toBe(0);
    const [part] = await b.reads.catalogue.records([2]);
    expect(b.stock.crossingsSince(seq)).toEqual([expect.objectContaining({ categoryId: part?.categoryId, brandId: part?.brandId })]);
    expect(b.version).toBe(version);
  });

  it("run the turns of both one at a time: two orders numbered from the highest so far get two numbers", async () => {
    const { a, b } = await twoStores();
    const place = (store: Store) =>
      store.turn(async () => {
        const id = await store.reads.orders.nextId();
        // The other store's turn is asked for meanwhile: it waits for this one's commit.
        await pause(30);
        const durable = store.commit([{ op: "put", collection: "orders", record: { ...orderRecord(id), orderNumber: `TLH-${id}` } }]);
        return { id, durable };
      });
    const [first, second] = await Promise.all([place(a), place(b)]);
    await Promise.all([first.durable, second.durable]);
    expect(new Set([first.id, second.id]).size).toBe(2);
    const stored = await a.reads.orders.staffList({ limit: 100, offset: 0 }, "UTC");
    expect(stored.orders.map((order) => order.orderNumber).sort()).toEqual([`TLH-${first.id}`, `TLH-${second.id}`].sort());
  });

  it("sell the last unit once: the second take is refused by the database", async () => {
    const { a, b } = await twoStores();
    await a.commit([{ op: "stock", collection: "products", id: 1, by: -49 }]);
    const takes = await Promise.allSettled([a.commit([{ op: "stock", collection: "products", id: 1, by: -1 }]), b.commit([{ op: "stock", collection: "products", id: 1, by: -1 }])]);
    expect(takes.map((take) => take.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await b.reads.catalogue.records([1]))[0]?.quantityOnHand).toBe(0);
  });

  it("claim a timed job once per period between them", async () => {
    const { a, b } = await twoStores();
    const t = 1_800_000_000_000;
    expect(await a.claimJob("sweep", 60_000, t)).toBe(true);
    expect(await b.claimJob("sweep", 60_000, t + 1)).toBe(false);
    expect(await a.claimJob("sweep", 60_000, t + 59_999)).toBe(false);
    // Due again: claimed by whichever asks first, and not by the other.
    expect(await b.claimJob("sweep", 60_000, t + 60_000)).toBe(true);
    expect(await a.claimJob("sweep", 60_000, t + 60_001)).toBe(false);
    // Each job apart.
    expect(await a.claimJob("other", 60_000, t + 1)).toBe(true);
  });

  it("wait on timers, not in SQLite, while another connection holds the write lock, and go on when it lets go", async () => {
    const { a, dbFile } = await twoStores();
    const holder = new BetterSqlite3(dbFile);
    holder.exec("BEGIN IMMEDIATE");
    let done = false;
    const turn = a.turn(async () => {
      done = true;
      return a.commit([{ op: "stock", collection: "products", id: 3, by: -1 }]);
    });
    // The event loop is free meanwhile: a timer fires while the turn waits for the lock.
    await pause(50);
    expect(done).toBe(false);
    holder.exec("COMMIT");
    holder.close();
    await (await turn);
    expect(done).toBe(true);
    expect((await a.reads.catalogue.records([3]))[0]?.quantityOnHand).toBe(49);
  });

  it("read everything again after an import into the database (npm run db -- import)", async () => {
    const { a, dbFile } = await twoStores();
    const version = a.version;
    const replaced = smallShop();
    replaced.categories[0]!.name = "Imported Category";
    const database = await openSqlite(dbFile);
    try {
      await importShop(database, replaced);
    } finally {
      await database.close();
    }
    await a.follow();
    expect(a.data.categories[0]!.name).toBe("Imported Category");
    expect(a.version).toBeGreaterThan(version);
    expect(a.stock.movedAt(1)).toBeGreaterThan(0);
  });

  it("count every part as moved when what the other told was swept before it looked", async () => {
    const { a, b } = await twoStores();
    await a.commit([{ op: "stock", collection: "products", id: 4, by: -1 }]);
    expect(await a.sweepTold(Date.now() + 1)).toBeGreaterThan(0);
    // The sweep is committed (a barrier) before b looks.
    await a.commit([]);
    const version = b.version;
    await b.follow();
    expect(b.stock.movedAt(5)).toBeGreaterThan(0);
    expect(b.version).toBeGreaterThan(version);
  });
});
