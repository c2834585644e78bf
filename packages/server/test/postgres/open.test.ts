/**
 * The database layer on a real PostgreSQL (the postgres project: a throw-away cluster, or
 * SHOP_TEST_POSTGRES_URL): the same migrations as SQLite's bring an empty database up to date,
 * once; a database a newer version wrote is refused; a wrong URL or password is one line that
 * hides the password; times in ms since the epoch come back as numbers.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "../../src/db/sql/migrations/index.ts";
import { openPostgres, type PostgresDatabase } from "../../src/db/sql/open-postgres.ts";
import { postgresDatabases, postgresUrl } from "./databases.ts";

const url = postgresUrl;
const { newDatabase, open } = postgresDatabases();

const tablesOf = async (database: PostgresDatabase) =>
  (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`.execute(database.db)).rows.map(
    (row) => row.name,
  );

describe.skipIf(!url)("PostgreSQL", () => {
  it("gets the same tables as SQLite from the same migrations, once: a second open finds the schema up to date", async () => {
    const databaseUrl = await newDatabase();
    const first = await open(databaseUrl);
    expect(first.migrated).toEqual(Object.keys(MIGRATIONS));
    // SQLite's FTS5 table has shadow tables of its own; PostgreSQL's search table is one table with trigram indexes.
    expect(await tablesOf(first)).toEqual([
      "brands", "cart_lines", "catalogue_changes", "categories", "contact_messages", "emails", "guides", "job_runs", "kysely_migration",
      "kysely_migration_lock", "newsletter_signups", "order_addresses", "order_lines", "orders", "part_counts", "part_fits", "part_search",
      "part_supersedes", "part_words", "parts", "rate_limits", "shop_changes", "shop_info", "staff_sessions",
    ]);
    const indexes = (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'part_search' order by indexname`.execute(first.db)).rows;
    expect(indexes.map((row) => row.name)).toEqual(["part_search_codes", "part_search_name", "part_search_pkey", "part_search_words"]);
    const second = await open(databaseUrl);
    expect(second.migrated).toEqual([]);
  });

  it("migrates once when two processes open a new database at the same moment", async () => {
    const databaseUrl = await newDatabase();
    const [a, b] = await Promise.all([open(databaseUrl), open(databaseUrl)]);
    expect([...a.migrated, ...b.migrated].sort()).toEqual(Object.keys(MIGRATIONS).sort());
  });

  it("keeps a time in ms since the epoch whole and answers it as a number", async () => {
    const database = await open(await newDatabase());
    const resetAt = 1_800_000_000_123;
    await database.db.insertInto("rate_limits").values({ key: "k", hits: 1, reset_at: resetAt }).execute();
    const row = await database.db.selectFrom("rate_limits").selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({ key: "k", hits: 1, reset_at: resetAt });
  });

  it("commits the rate limits' counts without waiting for the disk (its own connections ask for it), and everything else as the server is set", async () => {
    const database = await open(await newDatabase());
    const setting = async (db: PostgresDatabase["db"]) =>
      (await sql<{ setting: string; source: string }>`select setting, source from pg_settings where name = 'synchronous_commit'`.execute(db)).rows[0];
    expect(await setting(database.relaxed)).toEqual({ setting: "off", source: "client" });
    expect((await setting(database.db))?.source).not.toBe("client");
  });

  it("refuses a database a newer version of the shop migrated, naming the migration", async () => {
    const databaseUrl = await newDatabase();
    const first = await open(databaseUrl);
    await first.db.insertInto("kysely_migration" as never).values({ name: "9999-from-the-future", timestamp: new Date().toISOString() } as never).execute();
    await expect(openPostgres(databaseUrl)).rejects.toThrow(/newer version of the shop.*9999-from-the-future/);
  });

  it("stops with one line, its password hidden, for a wrong password or a server that is not there", async () => {
    const wrong = new URL(url);
    wrong.password = "not-the-password";
    const refused = openPostgres(wrong.toString());
    await expect(refused).rejects.toThrow(/could not connect to PostgreSQL \(.*password/);
    await expect(refused).rejects.not.toThrow(/not-the-password/);
    const nowhere = new URL(url);
    nowhere.port = "1";
    await expect(openPostgres(nowhere.toString())).rejects.toThrow(/^postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop_test: could not connect to PostgreSQL \(.*ECONNREFUSED/);
  });
});
