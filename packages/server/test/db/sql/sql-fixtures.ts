/** Temp folders for the SQLite tests, removed after each file, and databases made in them. */
import { rm } from "node:fs/promises";
import path from "node:path";
import type { ShopData } from "@shop/domain";
import { importShop, openSqlite, type ShopDatabase } from "../../../src/db/sql/index.ts";
import { tempDir } from "../../support/fixtures.ts";

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
export async function databaseOf(shop: ShopData): Promise<ShopDatabase> {
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
