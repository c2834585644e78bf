/**
 * Temp folders for the SQLite tests, removed after each file, and databases made in them; and
 * `readsDatabaseOf`, for the read tests both engines run: the project says which (`engine`).
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { inject } from "vitest";
import type { Change, ShopData } from "@shop/domain";
import { importShop, importShopPostgres, openSqlite, type ShopDatabase } from "../../../src/db/sql/index.ts";
import type { Database } from "../../../src/db/sql/schema.ts";
import { ChangeWriter } from "../../../src/db/sql/write-changes.ts";
import { PostgresChangeWriter } from "../../../src/db/postgres/change-writer.ts";
import { tempDir } from "../../support/fixtures.ts";
import { postgresDatabases } from "../../postgres/databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The engine the shared read tests run on in this project (vitest.config.ts). */
    engine: "sqlite" | "postgres";
  }
}

const postgres = postgresDatabases();

const dirs: string[] = [];

/** A path for a new database in a fresh temp folder. */
export async function tempDbFile(name = "shop.db"): Promise<string> {
  const dir = await tempDir("shop-sql-");
  dirs.push(dir);
  return path.join(dir, name);
}

export async function removeTempDirs(): Promise<void> {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
}

const opened: ShopDatabase[] = [];

/** A new database in a temp folder holding a copy of `shop`; `closeDatabases` closes it (before removeTempDirs). */
async function databaseOf(shop: ShopData): Promise<ShopDatabase> {
  const database = await openSqlite(await tempDbFile());
  opened.push(database);
  await importShop(database, structuredClone(shop));
  return database;
}

/** Closes every database `databaseOf` opened, then removes the temp folders. */
export async function closeDatabases(): Promise<void> {
  for (const database of opened.splice(0)) await database.close();
  await removeTempDirs();
}

/**
 * A new database holding a copy of `shop`, on the engine this test project runs the shared read
 * tests on: SQLite (the server project) or PostgreSQL (the postgres project, a new database in its
 * cluster). `closeDatabases` closes a SQLite one; a PostgreSQL one is dropped after the file.
 */
export async function readsDatabaseOf(shop: ShopData): Promise<{ db: Kysely<Database> }> {
  return (await writableDatabaseOf(shop)).database;
}

/**
 * As readsDatabaseOf, with the store's writer of that engine (SQLite's `ChangeWriter` in a
 * transaction, PostgreSQL's `PostgresChangeWriter` in one), for read tests that change the shop.
 */
export async function writableDatabaseOf(shop: ShopData): Promise<{ database: { db: Kysely<Database> }; write(changes: readonly Change[]): Promise<void> }> {
  if (inject("engine") !== "postgres") {
    const database = await databaseOf(shop);
    return { database, write: async (changes) => void database.sqlite.transaction(() => new ChangeWriter(database.sqlite).write(changes))() };
  }
  const database = await postgres.open(await postgres.newDatabase());
  await importShopPostgres(database, structuredClone(shop));
  return { database, write: (changes) => database.db.transaction().execute(async (trx) => void (await new PostgresChangeWriter().write(trx, changes))) };
}
