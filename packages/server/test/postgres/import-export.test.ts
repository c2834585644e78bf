/**
 * The whole shop into PostgreSQL and out again (`importShopPostgres`, `exportShop`): the same shop
 * as SQLite holds for the same file, the derived rows (search, words, counts) as SQLite makes
 * them, and a record that cannot be stored changes nothing.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import type { ShopData } from "@shop/domain";
import { makeShop, makeShopWithOrders } from "@shop/domain/testing";
import { DEFAULT_SEED_FILE, exportShop, importShop, openSqlite, parseShopData } from "../../src/index.ts";
import { importShopPostgres } from "../../src/db/sql/import.ts";
import { postgresDatabases, postgresUrl } from "./databases.ts";

const { newDatabase, open } = postgresDatabases();
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const shopWithOrders = makeShopWithOrders;

/** What SQLite holds for `data`: imported into a new file and exported, with its derived rows. */
async function onSqlite(data: ShopData) {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-pg-compare-"));
  dirs.push(dir);
  const database = await openSqlite(path.join(dir, "shop.db"));
  try {
    await importShop(database, data);
    const derived = {
      counts: database.sqlite.prepare("select kind, owner_id, parts from part_counts order by kind, owner_id").all(),
      search: database.sqlite.prepare("select rowid, name, words, codes from part_search order by rowid").all(),
      words: database.sqlite.prepare("select count(*) as n from part_words").pluck().get(),
    };
    return { shop: await exportShop(database), derived };
  } finally {
    await database.close();
  }
}

describe.skipIf(!postgresUrl)("the whole shop on PostgreSQL", () => {
  it("imports the repository's seed and exports the shop SQLite exports for it, with the same search rows and counts", async () => {
    const seed = parseShopData(await readFile(DEFAULT_SEED_FILE, "utf8"), DEFAULT_SEED_FILE, "Seed");
    const database = await open(await newDatabase());
    const summary = await importShopPostgres(database, seed);
    expect(summary.rows.parts).toBe(seed.products.length);
    const expected = await onSqlite(seed);
    expect(await exportShop(database)).toEqual(expected.shop);
    const counts = await database.db.selectFrom("part_counts").select(["kind", "owner_id", "parts"]).orderBy("kind").orderBy("owner_id").execute();
    expect(counts).toEqual(expected.derived.counts);
    const search = await database.db.selectFrom("part_search").select(["rowid", "name", "words", "codes"]).orderBy("rowid").execute();
    expect(search).toEqual(expected.derived.search);
    const words = await database.db.selectFrom("part_words").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
    expect(words.n).toBe(expected.derived.words);
    // Running shops are told everything changed.
    const told = await database.db.selectFrom("shop_changes").select(["origin", "kind"]).execute();
    expect(told).toEqual([{ origin: "import", kind: "everything" }]);
  });

  it("replaces what the database held, orders and messages too, and a second import of the same file gives the same shop", async () => {
    const database = await open(await newDatabase());
    await importShopPostgres(database, makeShop());
    const shop = shopWithOrders();
    await importShopPostgres(database, shop);
    const once = await exportShop(database);
    expect(once).toEqual((await onSqlite(shop)).shop);
    await importShopPostgres(database, shop);
    expect(await exportShop(database)).toEqual(once);
  });

  it("changes nothing when a record cannot be stored, and says why", async () => {
    const database = await open(await newDatabase());
    await importShopPostgres(database, shopWithOrders());
    const before = await exportShop(database);
    const twice = shopWithOrders();
    twice.orders[1]!.orderNumber = twice.orders[0]!.orderNumber;
    await expect(importShopPostgres(database, twice)).rejects.toThrow(/duplicate key value/);
    expect(await exportShop(database)).toEqual(before);
  });
});
