/**
 * Temp folders for the SQLite tests, removed after each file, and databases made in them; and
 * `readsDatabaseOf`, for the read tests both engines run: the project says which (`engine`).
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { inject } from "vitest";
import type { ShopData } from "@shop/domain";
import { importShop, importShopPostgres, openSqlite, type ShopDatabase } from "../../../src/db/sql/index.ts";
import type { Database } from "../../../src/db/sql/schema.ts";
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
  if (inject("engine") !== "postgres") return databaseOf(shop);
  const database = await postgres.open(await postgres.newDatabase());
  await importShopPostgres(database, structuredClone(shop));
  return database;
}
