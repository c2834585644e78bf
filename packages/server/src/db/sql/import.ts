import type { ShopData } from "@shop/domain";
import type { Statement } from "better-sqlite3";
import { sql, type Transaction } from "kysely";
import type { ShopDatabase, SqliteConnection } from "./open.ts";
import { POSTGRES_LOCKS, type PostgresDatabase } from "./open-postgres.ts";
import { categoryFields, guideFields, guideRow, partFields, partFitRow, partRow, partSupersedesRow, shopInfoRow, taxonomyRow } from "./rows-catalogue.ts";
import {
  cartLineFields,
  cartLineRow,
  catalogueChangeFields,
  catalogueChangeRow,
  contactMessageFields,
  contactMessageRow,
  emailFields,
  emailRow,
  orderFields,
  orderLineFields,
  orderLineRow,
  orderRow,
  signupFields,
  signupRow,
} from "./rows-visitors.ts";
import { tellEverythingChanged } from "./shared/process-changes.ts";
import { partSearchRow, rebuildCatalogueIndex, RECOUNT_STATEMENTS } from "./catalogue-index.ts";
import type { Database } from "./schema.ts";

/**
 * The whole shop in db.json's shape written into the database, replacing what it held: for
 * `npm run db -- import FILE` and a first start over an earlier JSON database. One transaction,
 * so a failure leaves the database as it was. Each table's insert is prepared once and run per
 * row (a quarter of a million parts with a million model fits in seconds, not minutes).
 */

type Table = keyof Database;

/** Children before their parents, so a foreign key never points at a row already gone. */
const TABLES: readonly Table[] = [
  "part_fits", "part_supersedes", "order_lines", "parts", "categories", "brands", "guides", "shop_info",
  "cart_lines", "orders", "contact_messages", "newsletter_signups", "emails", "catalogue_changes",
];

export interface ImportSummary {
  /** Rows written, per table. */
  rows: Record<Table, number>;
  /**
   * Fields the records held that no column keeps, with how many records had each:
   * `products.inStock (12)`. Empty when everything was kept.
   */
  ignored: string[];
}

const quote = (name: string) => `"${name}"`;

/** Where the rows go: written at once (SQLite), or kept to be written in batches (PostgreSQL). */
type RowSink = <T extends Table>(table: T, row: Database[T]) => void;

/** Each row inserted as it comes, each table's insert prepared on its first row. */
function sqliteSink(sqlite: SqliteConnection): RowSink {
  const statements = new Map<Table, Statement>();
  return (table, row) => {
    let statement = statements.get(table);
    if (!statement) {
      const columns = Object.keys(row);
      statement = sqlite.prepare(`insert into ${quote(table)} (${columns.map(quote).join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`);
      statements.set(table, statement);
    }
    statement.run(row);
  };
}

/**
 * Turns records into rows for a sink, each record's fields checked against its type, and a
 * failing record named by its list, place and id.
 */
class Writer {
  readonly rows = Object.fromEntries(TABLES.map((table) => [table, 0])) as Record<Table, number>;
  /** Fields no column keeps ("products.slug"), with how many records had each. */
  private readonly unknown = new Map<string, number>();

  constructor(private readonly sink: RowSink) {}

  row<T extends Table>(table: T, row: Database[T]): void {
    this.sink(table, row);
    this.rows[table]++;
  }

  /** Notes the fields of `record` that its type does not have, and so no column keeps. */
  check(list: string, record: object, known: Record<string, true>): void {
    for (const key of Object.keys(record)) {
      if (Object.hasOwn(known, key)) continue;
      const name = `${list}.${key}`;
      this.unknown.set(name, (this.unknown.get(name) ?? 0) + 1);
    }
  }

  /** Each record of db.json's `list` as a row of `table`, then its nested rows (`children`). */
  records<R extends { id: string | number }, T extends Table>(
    list: string,
    records: readonly R[],
    into: { table: T; fields: Record<string, true>; row: (record: R, position: number) => Database[T]; children?: (record: R) => void },
  ): void {
    let position = 0;
    try {
      for (; position < records.length; position++) {
        const record = records[position] as R;
        this.check(list, record, into.fields);
        this.row(into.table, into.row(record, position));
        into.children?.(record);
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${list}[${position}] (id ${String(records[position]?.id)}) could not be stored: ${reason}`, { cause: error });
    }
  }

  summary(): ImportSummary {
    return { rows: this.rows, ignored: [...this.unknown].map(([name, count]) => `${name} (${count})`) };
  }
}

/**
 * Drops the secondary indexes the migrations made and answers their definitions. Made again after
 * the rows are in, each is built with one sort, where keeping it up to date row by row costs a
 * random write per row: several times faster for a big catalogue
 * (docs/data-engine.md, Import and export). Unique indexes stay, so a record that breaks one is
 * named as it is written; those behind primary keys cannot go. Inside the import's transaction, so
 * a failed import gets them back.
 */
function dropIndexes(sqlite: SqliteConnection): string[] {
  const indexes = sqlite.prepare("select name, sql from sqlite_master where type = 'index' and sql is not null").all() as { name: string; sql: string }[];
  const plain = indexes.filter((index) => !/^create\s+unique\b/i.test(index.sql));
  for (const index of plain) sqlite.exec(`drop index ${quote(index.name)}`);
  return plain.map((index) => index.sql);
}

function writeCatalogue(out: Writer, data: ShopData): void {
  out.row("shop_info", shopInfoRow(data.store));
  out.records("categories", data.categories, { table: "categories", fields: categoryFields, row: taxonomyRow });
  out.records("brands", data.brands, { table: "brands", fields: categoryFields, row: taxonomyRow });
  out.records("products", data.products, {
    table: "parts",
    fields: partFields,
    row: partRow,
    children(part) {
      part.compatibility.forEach((model, i) => out.row("part_fits", partFitRow(part.id, model, i)));
      part.supersedes?.forEach((number, i) => out.row("part_supersedes", partSupersedesRow(part.id, number, i)));
    },
  });
  out.records("posts", data.posts, { table: "guides", fields: guideFields, row: guideRow });
}

function writeVisitors(out: Writer, data: ShopData): void {
  out.records("cartItems", data.cartItems, { table: "cart_lines", fields: cartLineFields, row: cartLineRow });
  out.records("orders", data.orders, {
    table: "orders",
    fields: orderFields,
    row: orderRow,
    children(order) {
      order.items.forEach((line, i) => {
        out.check("orders.items", line, orderLineFields);
        out.row("order_lines", orderLineRow(order.id, line, i));
      });
    },
  });
  out.records("contactMessages", data.contactMessages, { table: "contact_messages", fields: contactMessageFields, row: contactMessageRow });
  out.records("newsletterSignups", data.newsletterSignups, { table: "newsletter_signups", fields: signupFields, row: signupRow });
  out.records("emails", data.emails, { table: "emails", fields: emailFields, row: emailRow });
  out.records("catalogueChanges", data.catalogueChanges, { table: "catalogue_changes", fields: catalogueChangeFields, row: catalogueChangeRow });
}

/**
 * Replaces everything `database` holds with `data`, in one transaction. Throws, naming the
 * record, when a record cannot be stored (a price that is no amount, two orders with one number);
 * the database is then left as it was.
 */
export async function importShop(database: ShopDatabase, data: ShopData): Promise<ImportSummary> {
  const { sqlite } = database;
  const run = sqlite.transaction(() => {
    const indexes = dropIndexes(sqlite);
    for (const table of TABLES) sqlite.prepare(`delete from ${quote(table)}`).run();
    const out = new Writer(sqliteSink(sqlite));
    writeCatalogue(out, data);
    writeVisitors(out, data);
    rebuildCatalogueIndex(sqlite);
    for (const definition of indexes) sqlite.exec(definition);
    // A shop running on the database reads it again (store.ts, several processes).
    tellEverythingChanged(sqlite, "import");
    return out.summary();
  });
  const summary = run.immediate();
  // Fold the write-ahead log, as large as everything just written, back into the file now.
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  return summary;
}

/** The order rows are inserted in on PostgreSQL, each table's after those its rows refer to. */
const INSERT_ORDER: readonly Table[] = [
  "shop_info", "categories", "brands", "parts", "part_fits", "part_supersedes", "guides",
  "cart_lines", "orders", "order_lines", "contact_messages", "newsletter_signups", "emails", "catalogue_changes",
];

/** PostgreSQL takes at most 65,535 parameters in one statement: rows per insert for a table of `columns`. */
const batchOf = (columns: number) => Math.max(1, Math.floor(30_000 / columns));

async function insertAll(trx: Transaction<Database>, table: keyof Database, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const size = batchOf(Object.keys(rows[0] as object).length);
  for (let start = 0; start < rows.length; start += size) {
    await trx.insertInto(table).values(rows.slice(start, start + size) as never).execute();
  }
}

/**
 * The same import on PostgreSQL, in one transaction: the rows made as for SQLite, then inserted
 * table by table in batches; the search rows, words and counts made as `rebuildCatalogueIndex`
 * makes them. Throws, the database left as it was, when a row cannot be stored (PostgreSQL's
 * message names the value).
 */
export async function importShopPostgres(database: Pick<PostgresDatabase, "db">, data: ShopData): Promise<ImportSummary> {
  const rows = new Map<Table, object[]>();
  const out = new Writer((table, row) => {
    const list = rows.get(table);
    if (list) list.push(row);
    else rows.set(table, [row]);
  });
  writeCatalogue(out, data);
  writeVisitors(out, data);
  const brandNames = new Map(data.brands.map((brand) => [brand.id, brand.name]));
  const search = data.products.map((part) => partSearchRow(part, brandNames.get(part.brandId)));
  const words = [...new Set(search.flatMap((row) => row.words.split(" ").filter(Boolean)))].map((word) => ({ word }));
  await database.db.transaction().execute(async (trx) => {
    for (const table of [...TABLES, "part_search", "part_words"] as const) await trx.deleteFrom(table).execute();
    for (const table of INSERT_ORDER) await insertAll(trx, table, rows.get(table) ?? []);
    await insertAll(trx, "part_search", search);
    await insertAll(trx, "part_words", words);
    for (const statement of RECOUNT_STATEMENTS) await sql.raw(statement).execute(trx);
    // A shop running on the database reads it again (store.ts, several processes), told in commit order.
    await sql`select pg_advisory_xact_lock(${POSTGRES_LOCKS.tell})`.execute(trx);
    await trx.insertInto("shop_changes").values({ origin: "import", kind: "everything", at: Date.now() }).execute();
  });
  // The planner's statistics of the tables just filled, and their pages marked all-visible (so a
  // listing's page is counted off in its index alone): without them PostgreSQL takes a big
  // catalogue for an empty one, sorting a whole category for a listing page. Outside the
  // transaction, as VACUUM must be.
  await sql`vacuum analyze`.execute(database.db);
  return out.summary();
}
