/**
 * The whole shop into SQLite and back (importShop, exportShop) on real files: the repository's
 * db.json and a shop with something in every collection come back deep-equal, as do the store
 * writer's changes to it; an import replaces what was there or, when a record cannot be stored,
 * changes nothing.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { applyChanges, normalizeModelNumber, withRunTimeCollections, type Change, type OrderLine, type OrderRecord, type Part, type ShopData, type ShopSeed } from "@shop/domain";
import { makeShop } from "@shop/domain/testing";
import { afterAll, describe, expect, it } from "vitest";
import { exportShop, importShop, openSqlite, type ShopDatabase } from "../../../src/db/sql/index.ts";
import { ChangeWriter } from "../../../src/db/sql/write-changes.ts";
import { REPO_ROOT } from "../../support/fixtures.ts";
import { richShop } from "./rich-shop.ts";
import { removeTempDirs, tempDbFile } from "./sql-fixtures.ts";

afterAll(removeTempDirs);

/** Runs `use` over a new database in a temp folder, then closes it. */
async function withDatabase<T>(use: (database: ShopDatabase) => Promise<T>): Promise<T> {
  const database = await openSqlite(await tempDbFile());
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** `data` written to a new database, closed, opened again and read back. */
async function roundTrip(data: ShopData): Promise<ShopData> {
  const file = await tempDbFile();
  const writing = await openSqlite(file);
  await importShop(writing, data).finally(() => writing.close());
  const reading = await openSqlite(file);
  return exportShop(reading).finally(() => reading.close());
}

describe("importShop and exportShop", () => {
  it("give back the repository's db.json exactly, down to its text", async () => {
    const text = await readFile(path.join(REPO_ROOT, "db.json"), "utf8");
    const seed = withRunTimeCollections(JSON.parse(text) as ShopSeed);
    const back = await roundTrip(seed);
    expect(back).toStrictEqual(seed);
    expect(`${JSON.stringify(back, null, 2)}\n`).toBe(text);
  });

  it("give back a shop with carts, orders and their history, messages, sign-ups, emails and catalogue changes", async () => {
    const shop = richShop();
    const copy = structuredClone(shop);
    expect(await roundTrip(shop)).toStrictEqual(copy);
  });

  it("keep what the store's writer puts as an import keeps it: a lead time and on-order units set, changed and removed", async () => {
    await withDatabase(async (database) => {
      const shop = richShop();
      await importShop(database, structuredClone(shop));
      const [igniter, filter] = [shop.products.find((p) => p.id === 5), shop.products[0]] as [Part, Part];
      const { specialOrderDays: _days, ...notSpecial } = igniter;
      const [order] = shop.orders as [OrderRecord];
      const [onItsWay, arrived] = order.items as [OrderLine, OrderLine];
      const { onOrder: _onOrder, ...offTheShelf } = arrived;
      const changes: Change[] = [
        { op: "put", collection: "products", record: notSpecial },
        { op: "put", collection: "products", record: { ...filter, specialOrderDays: 60 } },
        { op: "put", collection: "orders", record: { ...order, items: [{ ...onItsWay, onOrder: { ...onItsWay.onOrder!, arrivedAt: "2026-11-23T10:00:00.000Z" } }, offTheShelf] } },
      ];
      database.sqlite.transaction(() => new ChangeWriter(database.sqlite).write(changes))();
      applyChanges(shop, changes);
      expect(await exportShop(database)).toStrictEqual(shop);
    });
  });

  it("count the rows written to each table", async () => {
    await withDatabase(async (database) => {
      const summary = await importShop(database, richShop());
      expect(summary.ignored).toEqual([]);
      expect(summary.rows).toEqual({
        shop_info: 1, categories: 2, brands: 2, parts: 7, part_fits: 11, part_supersedes: 3, guides: 4,
        cart_lines: 3, orders: 4, order_lines: 4, contact_messages: 2, newsletter_signups: 4, emails: 4, catalogue_changes: 3,
      });
    });
  });

  it("replace what the database held", async () => {
    await withDatabase(async (database) => {
      await importShop(database, richShop());
      const small = makeShop();
      await importShop(database, small);
      expect(await exportShop(database)).toStrictEqual(small);
    });
  });

  it("change nothing when a record cannot be stored, and name that record", async () => {
    await withDatabase(async (database) => {
      await importShop(database, richShop());
      const indexes = () => database.sqlite.prepare("select name from sqlite_master where type = 'index' order by name").pluck().all();
      const before = indexes();
      const broken = richShop();
      const [first, second] = broken.orders as [ShopData["orders"][number], ShopData["orders"][number]];
      second.orderNumber = first.orderNumber;
      await expect(importShop(database, broken)).rejects.toThrow(/^orders\[1\] \(id 1\) could not be stored: UNIQUE constraint failed: orders\.order_number$/);
      const notMoney = richShop();
      (notMoney.products[0] as ShopData["products"][number]).price = "twelve";
      await expect(importShop(database, notMoney)).rejects.toThrow(/^products\[0\] \(id 1\) could not be stored: Not an amount of money: "twelve"$/);
      expect(await exportShop(database)).toStrictEqual(richShop());
      expect(indexes()).toEqual(before);
    });
  });

  it("say which fields no column keeps", async () => {
    await withDatabase(async (database) => {
      const shop = richShop();
      const legacy = shop.products.map((p) => ({ ...p, slug: `part-${p.id}` }));
      legacy[0] = { ...(legacy[0] as (typeof legacy)[number]), inStock: true } as (typeof legacy)[number];
      const summary = await importShop(database, { ...shop, products: legacy });
      expect(summary.ignored).toEqual([`products.slug (${legacy.length})`, "products.inStock (1)"]);
      expect(await exportShop(database)).toStrictEqual(richShop());
    });
  });

  it("refuse to export a database that holds no shop yet", async () => {
    await withDatabase(async (database) => {
      await expect(exportShop(database)).rejects.toThrow(`${database.file} holds no shop yet (it has no store record): import one first.`);
    });
  });
});

describe("the tables behind the shop's reads", () => {
  it("keep part and model numbers as searches compare them, and prices in cents", async () => {
    await withDatabase(async (database) => {
      await importShop(database, richShop());
      const { db } = database;
      const fits = await db.selectFrom("part_fits").select("part_id").where("model_norm", "=", normalizeModelNumber("58sta 090.1")).execute();
      expect(fits.map((row) => row.part_id)).toEqual([7, 7, 7]);
      const replaced = await db.selectFrom("part_supersedes").select("part_id").where("part_number_norm", "=", normalizeModelNumber("la11-aa-003")).execute();
      expect(replaced).toEqual([{ part_id: 7 }]);
      const igniter = await db.selectFrom("parts").select(["part_number_norm", "price_cents"]).where("id", "=", 5).executeTakeFirstOrThrow();
      expect(igniter).toEqual({ part_number_norm: "SUR32", price_cents: 2495 });
    });
  });

  it("answer each of the storefront's look-ups from an index", async () => {
    await withDatabase(async (database) => {
      await importShop(database, richShop());
      const plan = (query: string) =>
        database.sqlite
          .prepare(`explain query plan ${query}`)
          .all()
          .map((row) => (row as { detail: string }).detail)
          .join("; ");
      // A listing's page of visible parts, in its order, from its index alone (no sort of its own).
      const visible = "coalesce(hidden, 0) = 0";
      const popular = "is_popular desc, is_featured desc, (quantity_on_hand > 0) desc, id";
      expect(plan(`select id from parts where ${visible} and category_id = 1 order by price_cents, name_key, id limit 24`)).toMatch(/COVERING INDEX parts_by_category_price(?!.*TEMP B-TREE)/);
      expect(plan(`select id from parts where ${visible} and category_id = 1 order by name_key, id limit 24`)).toMatch(/COVERING INDEX parts_by_category_name(?!.*TEMP B-TREE)/);
      expect(plan(`select id from parts where ${visible} and category_id = 1 order by ${popular} limit 24`)).toMatch(/INDEX parts_by_category_popular(?!.*TEMP B-TREE)/);
      expect(plan(`select id from parts where ${visible} and brand_id = 2 order by price_cents, name_key, id limit 24`)).toMatch(/INDEX parts_by_brand_price(?!.*TEMP B-TREE)/);
      expect(plan(`select id from parts where ${visible} order by ${popular} limit 24`)).toMatch(/INDEX parts_popular(?!.*TEMP B-TREE)/);
      expect(plan("select rowid from part_search where part_search match '{codes}: \"WRF555\"'")).toMatch(/VIRTUAL TABLE INDEX/);
      expect(plan("select id from parts where brand_id = 2 order by id")).toMatch(/INDEX parts_by_brand/);
      expect(plan("select id from parts where part_number_norm = 'EDR1RXD1'")).toMatch(/INDEX parts_by_number/);
      expect(plan("select part_id from part_fits where model_norm = 'WRF555SDFZ'")).toMatch(/INDEX part_fits_by_model/);
      expect(plan("select part_id from part_supersedes where part_number_norm = 'W10295370A'")).toMatch(/INDEX part_supersedes_by_number/);
      expect(plan("select id from orders where order_number = 'TLH-20260101-00002'")).toMatch(/INDEX orders_by_number/);
      expect(plan("select id from orders where session_id = 'a' and client_order_number = 'c'")).toMatch(/INDEX orders_by_client_key/);
      expect(plan("select id from cart_lines where session_id = 'a' order by added_at")).toMatch(/INDEX cart_lines_by_session/);
      expect(plan("select id from emails where order_number = 'TLH-20260101-00002'")).toMatch(/INDEX emails_by_order/);
      expect(plan("select id from catalogue_changes where subject = 'part:1' order by at desc")).toMatch(/INDEX catalogue_changes_by_subject/);
    });
  });
});
