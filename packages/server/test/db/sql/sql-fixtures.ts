/** Temp folders for the SQLite tests, removed after each file. */
import { rm } from "node:fs/promises";
import path from "node:path";
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
