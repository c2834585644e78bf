/**
 * The stores `npm run bench:scale` compares, one entry each. A store gets the seeded db.json and
 * an empty data folder of its own, and answers with the environment the server runs with; the
 * server is the same build for every store (`node dist/main.js`).
 */
import { copyFile } from "node:fs/promises";
import { join } from "node:path";

export interface BenchStore {
  /** Readies `dir` (empty, this store's alone) from the seeded `seedFile`; the server's environment for it. */
  prepare(seedFile: string, dir: string): Promise<Record<string, string>>;
}

export const STORES: Record<string, BenchStore> = {
  /** Today's store: the whole shop in memory, a JSON snapshot and its journal (packages/server/src/db). */
  json: {
    async prepare(seedFile, dir) {
      // An existing DB_FILE is the live database: the server opens the seeded file as it is.
      const dbFile = join(dir, "db.json");
      await copyFile(seedFile, dbFile);
      return { DB_FILE: dbFile };
    },
  },
  // The SQLite store, once the server has it, is one more entry: the same seed brought into
  // `sqlite:${join(dir, "shop.sqlite")}` as that change provides, and DATABASE_URL set to it (with
  // DB_FILE still naming the data folder for staff.json, secret.key and outbox/).
};

/** BENCH_STORES as a list of known store names (default: every store above). */
export function storesFrom(text: string | undefined): string[] {
  const names = text?.trim() ? text.split(",").map((name) => name.trim()).filter(Boolean) : Object.keys(STORES);
  const unknown = names.filter((name) => !(name in STORES));
  if (unknown.length > 0) throw new Error(`BENCH_STORES: unknown store ${unknown.join(", ")}; known: ${Object.keys(STORES).join(", ")}`);
  return names;
}
