/**
 * Opening the SQLite database on a real disk: its settings, its files' modes, the migrations run
 * once, a database from a newer version refused, two processes starting on one new file, and a
 * database from before a migration brought up to date with what it held.
 */
import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { signupStatus } from "@shop/domain";
import { afterAll, describe, expect, it } from "vitest";
import { appliedMigrations, BUSY_TIMEOUT_MS, MIGRATION_TABLE, MIGRATIONS, openSqlite } from "../../../src/db/sql/index.ts";
import { signupOf } from "../../../src/db/sql/rows-visitors.ts";
import { removeTempDirs, tempDbFile } from "./sql-fixtures.ts";

afterAll(removeTempDirs);

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** The shop's own tables in `file`, by name (SQLite's and Kysely's left out). */
function tablesIn(file: string): string[] {
  const sqlite = new BetterSqlite3(file, { readonly: true });
  try {
    const rows = sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite%' and name not like 'kysely%' order by name").all();
    return rows.map((row) => (row as { name: string }).name);
  } finally {
    sqlite.close();
  }
}

describe("opening the SQLite database", () => {
  it("sets the write-ahead log, full syncs, foreign keys and a busy timeout", async () => {
    const database = await openSqlite(await tempDbFile());
    try {
      const pragma = (name: string) => database.sqlite.pragma(name, { simple: true });
      expect(pragma("journal_mode")).toBe("wal");
      expect(pragma("synchronous")).toBe(2); // FULL
      expect(pragma("foreign_keys")).toBe(1);
      expect(pragma("busy_timeout")).toBe(BUSY_TIMEOUT_MS);
    } finally {
      await database.close();
    }
  });

  it("keeps the write-ahead log in the file, so any later connection uses it", async () => {
    const file = await tempDbFile();
    await (await openSqlite(file)).close();
    const plain = new BetterSqlite3(file);
    try {
      expect(plain.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      plain.close();
    }
  });

  it("makes its folder and files for the owner alone", async () => {
    const file = await tempDbFile("data/shop.db");
    const database = await openSqlite(file);
    try {
      await database.db.insertInto("newsletter_signups").values({ id: "s1", position: 0, email: "a@example.com", created_at: "2026-01-01T00:00:00.000Z", unsubscribed_at: null }).execute();
      expect(await modeOf(path.dirname(file))).toBe(0o700);
      expect(await modeOf(file)).toBe(0o600);
      expect(await modeOf(`${file}-wal`)).toBe(0o600);
      expect(await modeOf(`${file}-shm`)).toBe(0o600);
    } finally {
      await database.close();
    }
  });

  it("removes a part's model fits with the part: foreign keys are enforced", async () => {
    const database = await openSqlite(await tempDbFile());
    try {
      const { db } = database;
      await db.insertInto("parts").values({
        id: 1, position: 0, name: "Filter", part_number: "EDR-1", part_number_norm: "EDR1", price: "9.50", price_cents: 950,
        original_price: null, description: "", quantity_on_hand: 1, is_popular: 0, is_featured: 0, brand_id: 1, category_id: 1,
        supersedes_listed: 0, image: null, photo: null, hidden: null,
      }).execute();
      await db.insertInto("part_fits").values({ part_id: 1, position: 0, model: "WRF-555", model_norm: "WRF555" }).execute();
      await expect(db.insertInto("part_fits").values({ part_id: 2, position: 0, model: "X", model_norm: "X" }).execute()).rejects.toThrow(/FOREIGN KEY/);
      await db.deleteFrom("parts").where("id", "=", 1).execute();
      expect(await db.selectFrom("part_fits").selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe("migrations", () => {
  it("run on the first open and not again: a second open finds the schema up to date", async () => {
    const file = await tempDbFile();
    const first = await openSqlite(file);
    expect(first.migrated).toEqual(Object.keys(MIGRATIONS));
    await first.close();
    const tables = tablesIn(file);
    expect(tables).toEqual([
      "brands", "cart_lines", "catalogue_changes", "categories", "contact_messages", "emails", "guides", "job_runs", "newsletter_signups",
      "order_addresses", "order_lines", "orders", "part_counts", "part_fits", "part_search", "part_search_config", "part_search_content",
      "part_search_data", "part_search_docsize", "part_search_idx", "part_supersedes", "part_words", "parts", "rate_limits", "shop_changes", "shop_info", "staff_sessions",
    ]);

    const second = await openSqlite(file);
    try {
      expect(second.migrated).toEqual([]);
      expect(await appliedMigrations(second.db)).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await second.close();
    }
    expect(tablesIn(file)).toEqual(tables);
  });

  it("are not waited for on a database that is up to date: it opens while another process holds the write lock", async () => {
    const file = await tempDbFile();
    await (await openSqlite(file)).close();
    const writer = new BetterSqlite3(file);
    writer.exec("BEGIN IMMEDIATE");
    writer.prepare("insert into shop_info (id, record) values (1, '{}')").run();
    try {
      const reader = await openSqlite(file);
      try {
        expect(reader.migrated).toEqual([]);
        // It reads what was committed, not the write still open.
        expect(await reader.db.selectFrom("shop_info").selectAll().execute()).toEqual([]);
      } finally {
        await reader.close();
      }
    } finally {
      writer.exec("ROLLBACK");
      writer.close();
    }
  });

  it("brings a database from before the newsletter's confirmation up to date, its sign-ups counted as confirmed", async () => {
    const file = await tempDbFile();
    const older = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new BetterSqlite3(file) }) });
    const before = { "0001-shop": MIGRATIONS["0001-shop"]!, "0002-catalogue-reads": MIGRATIONS["0002-catalogue-reads"]! };
    const migrator = new Migrator({ db: older, migrationTableName: MIGRATION_TABLE, provider: { getMigrations: () => Promise.resolve(before) } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const plain = new BetterSqlite3(file);
    plain.prepare("insert into newsletter_signups (id, position, email, created_at, unsubscribed_at) values (?, ?, ?, ?, ?)").run("s1", 0, "a@example.com", "2026-01-01T00:00:00.000Z", null);
    plain.close();
    await older.destroy();

    const database = await openSqlite(file);
    try {
      expect(database.migrated).toEqual(["0003-newsletter-confirm", "0004-staff-parts", "0005-order-reads", "0006-shared-state", "0007-process-changes", "0008-postgres-order", "0009-orders-by-status", "0010-part-bins", "0011-order-closed-at", "0012-order-events", "0013-special-orders"]);
      const newsletterSignups = (await database.db.selectFrom("newsletter_signups").selectAll().execute()).map(signupOf);
      expect(newsletterSignups).toEqual([{ id: "s1", email: "a@example.com", createdAt: "2026-01-01T00:00:00.000Z" }]);
      expect(signupStatus(newsletterSignups[0]!)).toBe("subscribed");
    } finally {
      await database.close();
    }
  });

  it("refuses a database a newer version of the shop wrote, and leaves it as it was", async () => {
    const file = await tempDbFile();
    await (await openSqlite(file)).close();
    const plain = new BetterSqlite3(file);
    plain.prepare(`insert into ${MIGRATION_TABLE} (name, timestamp) values (?, ?)`).run("9001-returns", new Date().toISOString());
    plain.close();

    await expect(openSqlite(file)).rejects.toThrow(
      `${file}: this database was written by a newer version of the shop (it has had the migration 9001-returns, which this version does not know)`,
    );
    const after = new BetterSqlite3(file, { readonly: true });
    try {
      const names = after.prepare(`select name from ${MIGRATION_TABLE} order by name`).pluck().all();
      expect(names).toEqual([...Object.keys(MIGRATIONS), "9001-returns"]);
    } finally {
      after.close();
    }
  });

  it("run once when two processes open the same new database at the same moment", async () => {
    const file = await tempDbFile();
    // Both load the code first, then open at one agreed instant, so their migrations would overlap.
    const startAt = Date.now() + 4000;
    const openIn = () =>
      new Promise<string>((resolve, reject) => {
        const code = `const { openSqlite } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "../../../src/db/sql/index.ts"))});
          await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()));
          const database = await openSqlite(${JSON.stringify(file)});
          process.stdout.write(JSON.stringify(database.migrated));
          await database.close();`;
        const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        let err = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
        child.on("error", reject);
        child.on("close", (status) => (status === 0 ? resolve(out) : reject(new Error(`exit ${status}: ${err}`))));
      });
    const runs = (await Promise.all([openIn(), openIn()])).map((out) => JSON.parse(out) as string[]);
    expect(runs.flat()).toEqual(Object.keys(MIGRATIONS));
    const database = await openSqlite(file);
    try {
      expect(await appliedMigrations(database.db)).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await database.close();
    }
  });
});
