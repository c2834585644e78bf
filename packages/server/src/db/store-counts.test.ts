/**
 * The rate limits' counts in the store's writes (db/sql/shared/rate-limits.ts, `batched` in store.ts):
 * a count rides in the commit of the write that follows it, and a count with no write after it is
 * committed a moment later on its own, readable by another process.
 */
import { writeFile, rm } from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import type { Change } from "@shop/domain";
import { smallShop, tempDir } from "../../test/support/fixtures.ts";
import { openStore } from "./store.ts";
import type { Store } from "./store-api.ts";

const dirs: string[] = [];
const open: Store[] = [];

afterEach(async () => {
  for (const store of open.splice(0)) await store.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function opened(): Promise<Store> {
  const dir = await tempDir("shop-counts-");
  dirs.push(dir);
  const seedFile = path.join(dir, "seed.json");
  await writeFile(seedFile, JSON.stringify(smallShop()));
  const store = await openStore({ dbFile: path.join(dir, "data", "shop.db"), seedFile, log: () => undefined });
  open.push(store);
  return store;
}

const cartPut = (id: string): Change => ({
  op: "put",
  collection: "cartItems",
  record: { id, sessionId: "abcdefghijklmnopqrstu", productId: 1, quantity: 1, unitPrice: "10.50", addedAt: "2026-01-01T00:00:00.000Z" },
});

/** The counts another connection reads from the file: what is committed. */
function committedCounts(store: Store): number[] {
  const sqlite = new BetterSqlite3(store.dbFile, { readonly: true });
  try {
    return sqlite.prepare("select hits from rate_limits order by key").pluck().all() as number[];
  } finally {
    sqlite.close();
  }
}

describe("a rate limit's count", () => {
  it("is committed with the write that follows it: a counted request makes one commit, not two", async () => {
    const store = await opened();
    const before = store.stats().writes;
    for (let i = 0; i < 5; i++) {
      await store.counters.hit(`client-${i}`, 60_000, Date.now());
      // The route's reads take a turn or two of the event loop before it writes.
      await new Promise((resolve) => setImmediate(resolve));
      await store.commit([cartPut(`line-${i}`)]);
    }
    expect(store.stats().writes - before).toBe(5);
    expect(committedCounts(store)).toEqual([1, 1, 1, 1, 1]);
  });

  it("is committed a moment later on its own when no write follows it", async () => {
    const store = await opened();
    const before = store.stats().writes;
    expect(await store.counters.hit("alone", 60_000, Date.now())).toMatchObject({ hits: 1 });
    expect(await store.counters.hit("alone", 60_000, Date.now())).toMatchObject({ hits: 2 });
    await expect.poll(() => committedCounts(store), { timeout: 2_000, interval: 10 }).toEqual([2]);
    expect(store.stats().writes - before).toBe(1);
  });
});
