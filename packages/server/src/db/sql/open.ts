import { closeSync, openSync } from "node:fs";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { prepareDataDir } from "../data-dir.ts";
import { rebuildCatalogueIndex } from "./catalogue-index.ts";
import { appliedMigrations, migrate, MIGRATIONS } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

/**
 * Opening the SQLite database: the file (created for its owner alone), the settings every
 * connection needs, the schema brought up to date, and a Kysely instance over the connection.
 * Why each setting is what it is: docs/data-engine.md, SQLite settings.
 */

/** How long a connection waits for another process's write to finish before it gives up. */
export const BUSY_TIMEOUT_MS = 5000;

/** The better-sqlite3 connection: synchronous, for bulk work that prepares a statement once and runs it many times. */
export type SqliteConnection = BetterSqlite3.Database;

export interface ShopDatabase {
  readonly engine: "sqlite";
  /** The database file. */
  readonly file: string;
  /** Typed queries over the shop's tables (schema.ts). */
  readonly db: Kysely<Database>;
  /**
   * The connection under `db`: one connection, so work done on either is seen by the other at
   * once. Its transactions are synchronous; start none while a Kysely transaction on `db` is open.
   */
  readonly sqlite: SqliteConnection;
  /** The migrations this open ran (none when the schema was up to date). */
  readonly migrated: readonly string[];
  /** Closes the connection; SQLite folds the write-ahead log back into the file when the last one closes. */
  close(): Promise<void>;
}

export interface OpenOptions {
  log?: (line: string, level?: "info" | "warn") => void;
}

/**
 * Runs `step` and, while SQLite answers "database is locked" at once, runs it again until the busy
 * timeout has passed. SQLite gives that answer without waiting out the busy timeout in a few cases:
 * while another process holds the file in the middle of switching it to the write-ahead log, of its
 * first migrations on a new database, or of rebuilding the log's index after a crash.
 */
async function untilFree<T>(step: () => T): Promise<T> {
  const giveUpAt = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      return step();
    } catch (error) {
      const busy = (error as { code?: string }).code?.startsWith("SQLITE_BUSY") ?? false;
      if (!busy || Date.now() >= giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** Whether a database that has had the migrations `applied` has had exactly the ones this code knows. */
function upToDate(applied: readonly string[]): boolean {
  const known = Object.keys(MIGRATIONS);
  return applied.length === known.length && known.every((name) => applied.includes(name));
}

/** Sets the connection's settings and checks the ones SQLite may quietly refuse. */
async function configure(sqlite: SqliteConnection, file: string): Promise<void> {
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const mode = await untilFree(() => sqlite.pragma("journal_mode = WAL", { simple: true }));
  if (mode !== "wal") throw new Error(`${file}: SQLite would not use its write-ahead log here (journal mode ${String(mode)}); put the database on a local disk.`);
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Lower case as JavaScript makes it (SQLite's lower() folds A-Z alone), for searches that must
  // match the domain's in-memory answers: the back office's part and order searches.
  sqlite.function("js_lower", { deterministic: true }, (text: unknown) => (typeof text === "string" ? text.toLowerCase() : text));
  // The digits of a text (a phone number as typed), for the back office's order search.
  sqlite.function("js_digits", { deterministic: true }, (text: unknown) => (typeof text === "string" ? text.replace(/\D/g, "") : text));
}

/**
 * Opens (creating it when missing) the SQLite database at `file` and brings its schema up to date.
 * Throws, naming the file, for a database a newer version of the shop wrote or one that cannot
 * be read.
 */
export async function openSqlite(file: string, options: OpenOptions = {}): Promise<ShopDatabase> {
  const log = options.log ?? (() => undefined);
  // The folder is the owner's alone (0700), as the JSON store's; the file is made 0600 before
  // SQLite opens it, and SQLite gives its -wal and -shm files the database file's mode.
  await prepareDataDir(file, log);
  closeSync(openSync(file, "a", 0o600));
  const sqlite = new BetterSqlite3(file, { timeout: BUSY_TIMEOUT_MS });
  let db: Kysely<Database> | undefined;
  try {
    await configure(sqlite, file);
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    let migrated: string[] = [];
    // A database whose schema is up to date opens without the write lock, so a second process, a
    // backup or an export does not wait behind the running shop's writes.
    if (!upToDate(await appliedMigrations(db))) {
      // Take the write lock first (waiting up to the busy timeout), so that two processes starting
      // at once migrate one after the other, and the second finds nothing left to do.
      await untilFree(() => sqlite.exec("BEGIN IMMEDIATE"));
      try {
        migrated = await migrate(db, file);
        // The catalogue's derived rows arrived empty beside parts that were already there.
        if (migrated.includes("0002-catalogue-reads")) rebuildCatalogueIndex(sqlite);
        sqlite.exec("COMMIT");
      } finally {
        if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
      }
    }
    if (migrated.length > 0) log(`db: ${file} brought up to date (${migrated.join(", ")})`, "info");
    const kysely = db;
    return {
      engine: "sqlite",
      file,
      db: kysely,
      sqlite,
      migrated,
      async close() {
        if (!sqlite.open) return;
        try {
          // Refreshes the query planner's statistics where they are stale, when the file is free
          // now: a connection closing while another process writes skips it rather than waiting.
          sqlite.pragma("busy_timeout = 0");
          sqlite.pragma("optimize");
        } catch (error) {
          if (!(error as { code?: string }).code?.startsWith("SQLITE_BUSY")) throw error;
        } finally {
          await kysely.destroy();
        }
      },
    };
  } catch (error) {
    if (db) await db.destroy();
    else sqlite.close();
    throw error;
  }
}
