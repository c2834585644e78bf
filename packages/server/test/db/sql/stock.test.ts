/**
 * Stock changes written as conditional updates (write-changes.ts): a take succeeds only where
 * enough is on hand, so of two writers (two connections to one file, as two processes would
 * hold) taking the last unit, one wins and the other's whole write is rolled back.
 */
import { type Change } from "@shop/domain";
import { afterEach, describe, expect, it } from "vitest";
import { part, shopOf } from "@shop/domain/testing";
import { importShop, openSqlite, type ShopDatabase } from "../../../src/db/sql/index.ts";
import { ChangeWriter, StockShortError } from "../../../src/db/sql/write-changes.ts";
import { removeTempDirs, tempDbFile } from "./sql-fixtures.ts";

const opened: ShopDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  await removeTempDirs();
});

const onHand = (database: ShopDatabase, id: number) =>
  (database.sqlite.prepare("select quantity_on_hand as n from parts where id = ?").get(id) as { n: number }).n;

const take = (id: number, quantity: number): Change => ({ op: "stock", collection: "products", id, by: -quantity });

async function twoConnections(): Promise<[ShopDatabase, ShopDatabase]> {
  const file = await tempDbFile();
  const first = await openSqlite(file);
  opened.push(first);
  await importShop(first, shopOf({ products: [part({ id: 1, quantityOnHand: 1 }), part({ id: 2, quantityOnHand: 5 })] }));
  const second = await openSqlite(file);
  opened.push(second);
  return [first, second];
}

describe("a stock take", () => {
  it("is written where enough is on hand, refused where not, and a put back always adds", async () => {
    const [database] = await twoConnections();
    const writer = new ChangeWriter(database.sqlite);
    writer.write([take(2, 3)]);
    expect(onHand(database, 2)).toBe(2);
    expect(() => writer.write([take(2, 3)])).toThrow(StockShortError);
    expect(onHand(database, 2)).toBe(2);
    writer.write([{ op: "stock", collection: "products", id: 2, by: 4 }]);
    expect(onHand(database, 2)).toBe(6);
    // A part since removed is left alone, as the rules skip it.
    writer.write([take(999, 1)]);
  });

  it("of the last unit by two writers: one wins, the other's whole write is rolled back", async () => {
    const [a, b] = await twoConnections();
    const order = (id: number): Change => ({ op: "put", collection: "newsletterSignups", record: { id: `s${id}`, email: `${id}@x.test`, createdAt: "2026-11-27T10:00:00Z" } });
    const writeIn = (database: ShopDatabase, changes: Change[]) => {
      const writer = new ChangeWriter(database.sqlite);
      database.sqlite.transaction(() => writer.write(changes)).immediate();
    };
    writeIn(a, [order(1), take(1, 1)]);
    expect(() => writeIn(b, [order(2), take(1, 1)])).toThrow(StockShortError);
    expect(onHand(b, 1)).toBe(0);
    const signups = b.sqlite.prepare("select id from newsletter_signups order by id").all();
    expect(signups).toEqual([{ id: "s1" }]);
  });
});
