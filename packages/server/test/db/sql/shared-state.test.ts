/**
 * The shared state's rows on a real SQLite file (migration 0006): the rate limits' fixed windows,
 * the staff sessions' ends and the open orders' addresses, as the server's stores use them.
 */
import { afterAll, describe, expect, it } from "vitest";
import { openSqlite, type ShopDatabase } from "../../../src/db/sql/index.ts";
import { sqliteOrderAddressRows } from "../../../src/db/sql/shared/order-addresses.ts";
import { sqliteCounterRows } from "../../../src/db/sql/shared/rate-limits.ts";
import { sqlSessionRows } from "../../../src/db/sql/shared/staff-sessions.ts";
import { removeTempDirs, tempDbFile } from "./sql-fixtures.ts";

const opened: ShopDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  await removeTempDirs();
});

async function database(): Promise<ShopDatabase> {
  const opening = await openSqlite(await tempDbFile());
  opened.push(opening);
  return opening;
}

const WINDOW = 60_000;
const T = 1_800_000_000_000;

describe("the rate limits' counts", () => {
  it("count hits in a fixed window, start again once it has ended, and count each key apart", async () => {
    const { sqlite } = await database();
    let batches = 0;
    const counters = sqliteCounterRows(sqlite, (work) => {
      batches++;
      return Promise.resolve(work());
    });
    expect(await counters.hit("a", WINDOW, T)).toEqual({ hits: 1, resetAt: T + WINDOW });
    expect(await counters.hit("a", WINDOW, T + 10)).toEqual({ hits: 2, resetAt: T + WINDOW });
    expect(await counters.hit("b", WINDOW, T + 20)).toEqual({ hits: 1, resetAt: T + 20 + WINDOW });
    expect(await counters.hit("a", WINDOW, T + WINDOW - 1)).toEqual({ hits: 3, resetAt: T + WINDOW });
    // The window ended: a new one opens at this hit.
    expect(await counters.hit("a", WINDOW, T + WINDOW)).toEqual({ hits: 1, resetAt: T + 2 * WINDOW });
    // Every statement ran in the store's batch.
    expect(batches).toBe(5);
  });

  it("take a hit back in the open window only, never below zero, and forget a key on reset", async () => {
    const { sqlite } = await database();
    const counters = sqliteCounterRows(sqlite, (work) => Promise.resolve(work()));
    await counters.hit("a", WINDOW, T);
    await counters.hit("a", WINDOW, T);
    await counters.unhit("a", T + 1);
    expect(await counters.hit("a", WINDOW, T + 2)).toEqual({ hits: 2, resetAt: T + WINDOW });
    await counters.unhit("a", T + WINDOW); // ended: nothing to take back
    await counters.unhit("a", T + 3);
    await counters.unhit("a", T + 3);
    await counters.unhit("a", T + 3);
    expect(await counters.hit("a", WINDOW, T + 4)).toEqual({ hits: 1, resetAt: T + WINDOW });
    await counters.reset("a");
    expect(await counters.hit("a", WINDOW, T + 5)).toEqual({ hits: 1, resetAt: T + 5 + WINDOW });
  });

  it("are swept once their window has ended", async () => {
    const { sqlite } = await database();
    const counters = sqliteCounterRows(sqlite, (work) => Promise.resolve(work()));
    await counters.hit("early", WINDOW, T);
    await counters.hit("late", WINDOW, T + 1_000);
    expect(await counters.sweep(T + WINDOW)).toBe(1);
    const keys = sqlite.prepare("select key from rate_limits").pluck().all();
    expect(keys).toEqual(["late"]);
  });
});

describe("the staff sessions' rows", () => {
  it("answer a session until its end, move the end on when touched, and are swept after it", async () => {
    const { db } = await database();
    const rows = sqlSessionRows(db);
    await rows.set("k1", '{"staffId":"1"}', T + WINDOW);
    await rows.set("k2", '{"staffId":"2"}', T + WINDOW);
    expect(await rows.get("k1", T)).toBe('{"staffId":"1"}');
    expect(await rows.get("k1", T + WINDOW)).toBeUndefined();
    await rows.touch("k1", T + 2 * WINDOW);
    expect(await rows.get("k1", T + WINDOW)).toBe('{"staffId":"1"}');
    // A save replaces what the key held.
    await rows.set("k1", '{"staffId":"1","email":"a@example.com"}', T + 2 * WINDOW);
    expect(await rows.get("k1", T)).toBe('{"staffId":"1","email":"a@example.com"}');
    expect(await rows.sweep(T + WINDOW)).toBe(1);
    expect(await rows.get("k2", T)).toBeUndefined();
    await rows.destroy("k1");
    expect(await rows.get("k1", T)).toBeUndefined();
  });
});

describe("the open orders' addresses", () => {
  it("answer an address's order numbers, and are swept once their order is no longer open", async () => {
    const { sqlite } = await database();
    const insertOrder = sqlite.prepare(
      "insert into orders (id, position, order_number, client_order_number, session_id, email, name, phone, subtotal, tax, total, fulfilment, created_at, status) " +
        "values (?, ?, ?, ?, 'abcdefghijklmnopqrstu', 'a@example.com', 'A', '850', '1.00', '0.00', '1.00', 'pickup', '2026-11-27T10:00:00.000Z', ?)",
    );
    const orders: [string, string][] = [["TLH-1", "received"], ["TLH-2", "ready"], ["TLH-3", "picked-up"], ["TLH-4", "cancelled"]];
    orders.forEach(([number, status], i) => insertOrder.run(i + 1, i, number, `c${i}`, status));
    const addresses = sqliteOrderAddressRows(sqlite, (work) => Promise.resolve(work()));
    for (const [number] of orders) await addresses.add("here", number);
    await addresses.add("there", "TLH-GONE");
    expect(await addresses.numbersOf("here")).toEqual(["TLH-1", "TLH-2", "TLH-3", "TLH-4"]);
    expect(await addresses.sweep()).toBe(3);
    expect(await addresses.numbersOf("here")).toEqual(["TLH-1", "TLH-2"]);
    expect(await addresses.numbersOf("there")).toEqual([]);
  });
});
