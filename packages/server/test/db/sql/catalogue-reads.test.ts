/**
 * The catalogue's questions answered in SQL (catalogue-reads.ts) against the domain's answers over
 * the same shop in memory, on a generated catalogue of a few thousand parts with hidden parts,
 * superseded numbers, parts with and without bins, special orders and a part whose brand is gone: every listing order and filter, searches of
 * every length, model look-ups and pages, and again after changes written by the store's writer
 * (which keeps the search index and the counts). On SQLite (server project) and on PostgreSQL
 * (postgres project: pg_trgm's indexes for FTS5's, PostgreSQL's writer for ChangeWriter).
 */
import {
  applyChanges,
  memoryCatalogueReads,
  normalizeModelNumber,
  PRODUCT_SORTS,
  type CatalogueReads,
  type Change,
  type Part,
  type PartQuery,
  type ShopData,
} from "@shop/domain";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { generateShopData } from "../../../../../scripts/generate-db.ts";
import { importShop, openSqlite } from "../../../src/db/sql/index.ts";
import { sqlCatalogueReads } from "../../../src/db/sql/catalogue-reads.ts";
import { closeDatabases, tempDbFile, writableDatabaseOf } from "./sql-fixtures.ts";

let database: Awaited<ReturnType<typeof writableDatabaseOf>>["database"];
let write: (changes: readonly Change[]) => Promise<void>;
let data: ShopData;
let sql: CatalogueReads;
let memory: CatalogueReads;

/** A generated shop with the cases a seed has none of. */
function shop(): ShopData {
  const generated = generateShopData({ products: 3000, seed: 7 });
  generated.products.forEach((part, i) => {
    if (i % 37 === 0) part.hidden = true;
    if (i % 53 === 0) part.supersedes = [`OLD-${part.partNumber}`, `x ${i}.a`];
    if (i % 41 === 0) part.quantityOnHand = 0;
    if (i % 97 === 0) part.name = `Ébauche ${part.name} Part 10`;
    if (i % 89 === 0) part.name = `${part.name} Part 9`;
    if (i % 29 === 0) delete part.bin;
    if (i % 31 === 2) part.specialOrderDays = 1 + (i % 60);
  });
  const orphan = generated.products[5] as Part;
  orphan.brandId = 99_999;
  return generated;
}

beforeAll(async () => {
  data = shop();
  ({ database, write } = await writableDatabaseOf(data));
  sql = sqlCatalogueReads(database.db);
  memory = memoryCatalogueReads(data);
}, 60_000);

afterAll(closeDatabases);

/** Asks both the same question; they must answer alike. */
async function same<T>(ask: (reads: CatalogueReads) => Promise<T>, label: string): Promise<T> {
  const [fromSql, fromMemory] = await Promise.all([ask(sql), ask(memory)]);
  expect(fromSql, label).toEqual(fromMemory);
  return fromSql;
}

const query = (over: Partial<PartQuery>): PartQuery => ({ sort: "popular", limit: 20, offset: 0, ...over });

/** Questions that cover every filter, order, search length and model form. */
async function askEverything(): Promise<void> {
  const first = data.products.find((part) => !part.hidden && part.supersedes) as Part;
  const searches = [
    "", "a", "ve", "valve", "VALVE whirl", "pump ge", first.partNumber, first.partNumber.slice(2, 8).toLowerCase(),
    (first.supersedes?.[0] ?? "").toLowerCase(), "x 1", "éb", "ébauche", "part 10", "zz-unknown", '"quoted"', "a-b", "10",
    // One typo in a name word (swapped, missing, extra, wrong), none in a number.
    "vlave", "valv", "valvve", "vaive", "pmup", "whirlpoool", "drian pump", first.partNumber.slice(0, 3), first.partNumber.slice(1, 5),
    first.partNumber.slice(1, 4), (first.compatibility[0] ?? "").toLowerCase(), `${first.compatibility[0] ?? ""} valve`,
  ];
  for (const sort of PRODUCT_SORTS) {
    for (const offset of [0, 20, 1500]) await same((r) => r.parts(query({ sort, offset })), `all ${sort} @${offset}`);
    await same((r) => r.parts(query({ sort, categoryId: 2, limit: 50 })), `category ${sort}`);
    await same((r) => r.parts(query({ sort, brandId: 3, inStock: true })), `brand in stock ${sort}`);
    await same((r) => r.parts(query({ sort, type: "hvac", isPopular: true })), `hvac popular ${sort}`);
    await same((r) => r.parts(query({ sort, isFeatured: true, limit: 4 })), `featured ${sort}`);
    await same((r) => r.parts(query({ sort, isFeatured: false, isPopular: false, offset: 40 })), `neither ${sort}`);
  }
  for (const search of searches) {
    const found = await same((r) => r.parts(query({ search })), `search "${search}"`);
    // Not two empty answers agreeing: the numbers and names asked for are there.
    if ([first.partNumber, (first.supersedes?.[0] ?? "").toLowerCase(), "valve", "a", "ve", "vlave", "valvve"].includes(search)) {
      expect(found.total, search).toBeGreaterThan(0);
    }
    // The part numbered as the whole search comes first.
    if (search === first.partNumber || search === (first.supersedes?.[0] ?? "").toLowerCase()) expect(found.products[0]?.id, search).toBe(first.id);
    await same((r) => r.parts(query({ search, sort: "name", type: "appliance", offset: 10 })), `search "${search}" appliance by name`);
  }
  for (const type of [undefined, "appliance", "hvac"] as const) {
    await same((r) => r.categories(type), `categories ${type}`);
    await same((r) => r.brands(type), `brands ${type}`);
  }
  for (const { slug } of data.categories) await same((r) => r.category(slug), `category ${slug}`);
  for (const { slug } of data.brands) await same((r) => r.brand(slug), `brand ${slug}`);
  await same((r) => r.category("no-such"), "no category");
  await same((r) => r.partsByIds([5, 1, 999_999, 37, 2, 1, 74]), "by ids");
  for (const id of [1, 2, 6, 38, 999_999]) await same((r) => r.part(id), `part ${id}`);

  const model = first.compatibility[0] ?? "";
  const models = [model, model.toLowerCase(), model.slice(0, 3), model.slice(0, 2), model.slice(0, 5), "NOPE-999", "-"];
  expect((await sql.partsForModel(model)).length).toBeGreaterThan(0);
  expect((await sql.modelPage(model))?.total).toBeGreaterThan(0);
  for (const asked of models) {
    await same((r) => r.partsForModel(asked), `model ${asked}`);
    await same((r) => r.partsForModel(asked, "hvac"), `model ${asked} hvac`);
    await same((r) => r.modelPage(asked), `model page ${asked}`);
  }
  // The quick order's numbers: a part's own, an older one it replaces, a hidden part's, a part whose brand is gone, none.
  const replacing = data.products.find((part) => part.hidden !== true && part.brandId !== 99_999 && (part.supersedes ?? []).length > 0) as Part;
  const hiddenPart = data.products.find((part) => part.hidden) as Part;
  const orphanPart = data.products[5] as Part;
  const codes = [first.partNumber, replacing.supersedes![0]!, hiddenPart.partNumber, orphanPart.partNumber, "NO-SUCH-9"].map(normalizeModelNumber);
  const byCodes = await same((r) => r.partsByCodes(codes), "parts by codes");
  expect(byCodes.get(codes[0]!)?.id).toBe(first.id);
  expect([byCodes.get(codes[1]!)?.partNumber, ...(byCodes.get(codes[1]!)?.supersedes ?? [])].map((n) => normalizeModelNumber(n ?? ""))).toContain(codes[1]);
  expect(byCodes.has(codes[4]!)).toBe(false);
  // A bin is for staff alone: no storefront answer carries one (the memory's are compared above).
  for (const answer of [await sql.parts(query({ limit: 100 })), await sql.partsByIds([1, 2, 6]), await sql.part(2), await sql.modelPage(model)]) {
    expect(JSON.stringify(answer ?? null)).not.toContain('"bin"');
  }
  await askSpecialOrders();
  await askStaffQuestions(first);
}

/** A special order's lead time is the storefront's: a listing and a look-up by ids carry it, and leave it out of the other parts. */
async function askSpecialOrders(): Promise<void> {
  const shown = (part: Part) => part.hidden !== true && part.brandId !== 99_999;
  const special = data.products.filter((part) => shown(part) && part.specialOrderDays !== undefined).slice(0, 5);
  const plain = data.products.find((part) => shown(part) && part.specialOrderDays === undefined) as Part;
  expect(special.length).toBeGreaterThan(0);
  const byIds = await sql.partsByIds([...special, plain].map((part) => part.id));
  expect(byIds.map((part) => part.specialOrderDays)).toEqual([...special.map((part) => part.specialOrderDays), undefined]);
  expect("specialOrderDays" in (byIds.at(-1) ?? {})).toBe(false);
  const [asked] = special as [Part];
  const listed = (await sql.parts(query({ search: asked.partNumber }))).products.find((part) => part.id === asked.id);
  expect(listed?.specialOrderDays).toBe(asked.specialOrderDays);
}

/** The back office's, order rules' and sitemap's questions: part records, hidden ones too. */
async function askStaffQuestions(first: Part): Promise<void> {
  const hidden = data.products.find((part) => part.hidden) as Part;
  const records = await same((r) => r.records([hidden.id, 999_999, first.id, 6, hidden.id]), "records");
  expect(records.map((part) => part.id)).toEqual([hidden.id, first.id, 6, hidden.id]);
  for (const number of [first.partNumber, first.partNumber.toLowerCase().replace(/(.{3})/, "$1-"), hidden.partNumber, "NO-SUCH-9"]) {
    await same((r) => r.recordByNumber(number), `number ${number}`);
  }
  expect((await sql.recordByNumber(hidden.partNumber))?.id).toBe(hidden.id);
  const numbers = [first.partNumber.toLowerCase(), hidden.partNumber, "NO-SUCH-9", first.partNumber.replace(/(.{2})/, "$1 "), ...data.products.slice(0, 700).map((part) => part.partNumber)];
  const byNumbers = await same((r) => r.recordsByNumbers(numbers), "records by numbers");
  expect(byNumbers.length).toBeGreaterThanOrEqual(700);
  await same((r) => r.nextPartId(), "next id");
  for (const kind of ["category", "brand"] as const) await same((r) => r.partCounts(kind), `${kind} counts`);
  await same((r) => r.visiblePartIds(), "visible ids");
  await same((r) => r.allRecords(), "all records");
  const staff = { limit: 25, offset: 0 };
  for (const q of [undefined, "valve", "VALVE", "éb", "ÉBAUCHE", first.partNumber.slice(1, 6).toLowerCase(), "part 1", "zz-none", "-"]) {
    for (const over of [{}, { hidden: true }, { hidden: false, stock: "in" as const }, { stock: "out" as const, offset: 5 }, { categoryId: 2, brandId: 3 }]) {
      const found = await same((r) => r.staffParts({ ...staff, ...over, ...(q === undefined ? {} : { q }) }), `staff "${q}" ${JSON.stringify(over)}`);
      if (q === "valve" && Object.keys(over).length === 0) expect(found.total).toBeGreaterThan(0);
    }
  }
}

describe("the catalogue's questions in SQL", () => {
  it("answer as the domain does over the same shop in memory", async () => {
    const page = await sql.parts(query({ sort: "name", limit: 100 }));
    expect(page.total).toBeGreaterThan(2800);
    await askEverything();
  }, 60_000);

  it("still answer alike after parts are changed, hidden, moved, renamed, added and deleted, and a brand renamed", async () => {
    const [a, b, c, d] = data.products.filter((part) => !part.hidden) as [Part, Part, Part, Part];
    const brand = data.brands[0];
    if (!brand) throw new Error("no brand");
    const changes: Change[] = [
      { op: "put", collection: "products", record: { ...a, hidden: true } },
      { op: "put", collection: "products", record: { ...b, categoryId: b.categoryId === 1 ? 2 : 1, name: "Zeta 2 renamed valve", quantityOnHand: 0, specialOrderDays: 45 } },
      { op: "put", collection: "products", record: { ...c, compatibility: ["NEW-MODEL-77"], supersedes: ["GONE-1"], bin: "Z9-99" } },
      { op: "put", collection: "products", record: { ...d, id: 900_001, partNumber: "NEWPART-1", name: "Brand new valve" } },
      { op: "delete", collection: "products", id: data.products[10]?.id ?? 11 },
      { op: "put", collection: "brands", record: { ...brand, name: "Valvemaster" } },
    ];
    await write(changes);
    applyChanges(data, changes);
    await same((r) => r.partsForModel("NEW-MODEL-77"), "new model");
    await same((r) => r.parts(query({ search: "valvemaster" })), "renamed brand");
    await same((r) => r.parts(query({ search: "gone-1" })), "new superseded number");
    await askEverything();

    // The brand the orphan named arrives: no part is left that cannot be shown, and the listings
    // take their fast way (no joins), which must answer alike too.
    const arrived: Change[] = [{ op: "put", collection: "brands", record: { ...brand, id: 99_999, name: "Lately Added", slug: "lately-added" } }];
    await write(arrived);
    applyChanges(data, arrived);
    expect(await database.db.selectFrom("part_counts").select("parts").where("kind", "=", "orphan").execute()).toEqual([{ parts: 0 }]);
    await same((r) => r.parts(query({ search: "lately" })), "the orphan's brand");
    await askEverything();
  }, 60_000);
});

describe.skipIf(inject("engine") === "postgres")("a database made before the catalogue's questions were asked in SQL (SQLite's history)", () => {
  it("gets its name keys, search index and counts filled when it is opened", async () => {
    const file = await tempDbFile();
    const older = await openSqlite(file);
    const shopData = generateShopData({ products: 400, seed: 11 });
    // A shop from before special orders (migration 0013) has none.
    for (const part of shopData.products) delete part.specialOrderDays;
    await importShop(older, shopData);
    // Back to the first schema: what migrations 0002 to 0013 added taken away, and their records with it.
    older.sqlite.exec(`
      alter table parts drop column special_order_days; alter table order_lines drop column on_order; delete from kysely_migration where name = '0013-special-orders';
      alter table shop_changes drop column order_number; delete from kysely_migration where name = '0012-order-events';
      drop index orders_by_closed_at; alter table orders drop column closed_at; delete from kysely_migration where name = '0011-order-closed-at';
      alter table parts drop column bin; delete from kysely_migration where name = '0010-part-bins';
      drop index orders_by_status; delete from kysely_migration where name = '0009-orders-by-status';
      delete from kysely_migration where name = '0008-postgres-order';
      drop table shop_changes; drop table job_runs; delete from kysely_migration where name = '0007-process-changes';
      drop table staff_sessions; drop table rate_limits; drop table order_addresses; delete from kysely_migration where name = '0006-shared-state';
      drop index orders_by_email; delete from kysely_migration where name = '0005-order-reads';
      drop index parts_by_name_key; delete from kysely_migration where name = '0004-staff-parts';
      drop table part_search; drop table part_counts; drop table part_words;
      drop index parts_popular; drop index parts_by_price; drop index parts_by_name; drop index parts_by_category_popular;
      drop index parts_by_category_price; drop index parts_by_category_name; drop index parts_by_brand_popular;
      drop index parts_by_brand_price; drop index parts_by_brand_name;
      create index parts_by_category_price on parts (category_id, price_cents, id);
      create index parts_by_category_name on parts (category_id, name, id);
      alter table parts drop column name_key;
      delete from kysely_migration where name = '0002-catalogue-reads';
      alter table newsletter_signups drop column confirmation_sent_at;
      alter table newsletter_signups drop column confirmed_at;
      delete from kysely_migration where name = '0003-newsletter-confirm';`);
    await older.close();

    const reopened = await openSqlite(file);
    try {
      expect(reopened.migrated).toEqual(["0002-catalogue-reads", "0003-newsletter-confirm", "0004-staff-parts", "0005-order-reads", "0006-shared-state", "0007-process-changes", "0008-postgres-order", "0009-orders-by-status", "0010-part-bins", "0011-order-closed-at", "0012-order-events", "0013-special-orders"]);
      const fromSql = sqlCatalogueReads(reopened.db);
      const fromMemory = memoryCatalogueReads(shopData);
      const asked = shopData.products[3] as Part;
      for (const ask of [
        (r: CatalogueReads) => r.parts(query({ sort: "name", limit: 50 })),
        (r: CatalogueReads) => r.parts(query({ search: asked.partNumber })),
        (r: CatalogueReads) => r.categories(),
        (r: CatalogueReads) => r.brands(),
      ]) {
        expect(await ask(fromSql)).toEqual(await ask(fromMemory));
      }
      expect((await fromSql.parts(query({ search: asked.partNumber }))).total).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
