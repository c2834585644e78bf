import { existsSync } from "node:fs";
import { rename } from "node:fs/promises";
import path from "node:path";
import type { ShopData } from "@shop/domain";
import { readIfExists } from "./store-files.ts";
import { parseShopData, replayJournal } from "./store-format.ts";

/**
 * The earlier live database, from before SQLite: a JSON snapshot (`db.json` in the data folder)
 * with its journal (`db.json.journal`, one line of changes per commit). A first start over a data
 * folder that holds one and no SQLite shop imports it (store.ts); then its files are renamed, kept
 * beside the new database until the owner removes them (docs/operations.md, Moving from the JSON
 * database).
 */

/** The JSON database a data folder may still hold: `db.json` beside the SQLite file. */
export const jsonDatabaseFor = (databaseFile: string): string => path.join(path.dirname(databaseFile), "db.json");

export interface JsonDatabase {
  file: string;
  data: ShopData;
  /** Batches of changes replayed from the journal. */
  batches: number;
  /** The journal's last line was cut short by a crash (never acknowledged) and was skipped. */
  tornTail: boolean;
}

/** The JSON database beside `databaseFile` with its journal replayed, or null when there is none. */
export async function readJsonDatabase(databaseFile: string): Promise<JsonDatabase | null> {
  const file = jsonDatabaseFor(databaseFile);
  if (path.resolve(file) === path.resolve(databaseFile) || !existsSync(file)) return null;
  const text = await readIfExists(file);
  if (text === null) return null;
  const data = parseShopData(text, file);
  const journal = `${file}.journal`;
  const replayed = replayJournal(data, (await readIfExists(journal)) ?? "", journal);
  return { file, data, batches: replayed.batches, tornTail: replayed.tornTail };
}

/** Renames the JSON database's files (snapshot, journal, lock) out of the way: `db.json.imported-<stamp>`. Answers the new snapshot name. */
export async function setJsonDatabaseAside(file: string, now: Date): Promise<string> {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const aside = `${file}.imported-${stamp}`;
  for (const suffix of [".journal", ".lock"]) {
    if (existsSync(`${file}${suffix}`)) await rename(`${file}${suffix}`, `${aside}${suffix}`);
  }
  await rename(file, aside);
  return aside;
}
