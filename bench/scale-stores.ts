/**
 * The stores `npm run bench:scale` compares, one entry each. A store gets the seeded db.json and
 * an empty data folder of its own, and answers with the environment its server runs with and the
 * folder whose production build (`node dist/main.js`) runs it.
 */
import { copyFile, mkdtemp } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { ROOT } from "./server-process.ts";
// @ts-expect-error: plain ESM with no types, shared with .ci/run.
import { startCluster, stopCluster } from "../scripts/machine/postgres-cluster.mjs";

export interface BenchStore {
  /** Readies `dir` (empty, this store's alone) from the seeded `seedFile`. */
  prepare(seedFile: string, dir: string): Promise<{ env: Record<string, string>; cwd: string }>;
}

/**
 * The shop as it was before SQLite (the whole shop in memory, a JSON snapshot and its journal),
 * for figures side by side: a checkout of the last commit with that store, built (`npm ci && npm
 * run build` in it), named by BENCH_JSON_CHECKOUT (bench/README.md says how).
 */
function jsonCheckout(): string {
  const dir = process.env.BENCH_JSON_CHECKOUT?.trim();
  if (!dir) throw new Error("BENCH_JSON_CHECKOUT must name a built checkout of the shop before SQLite for the json store (or leave json out of BENCH_STORES)");
  const full = resolve(dir);
  if (!existsSync(join(full, "dist", "main.js"))) throw new Error(`BENCH_JSON_CHECKOUT ${full} has no dist/main.js: run npm run build in it`);
  return full;
}

/**
 * Where the postgres store makes its databases: BENCH_POSTGRES_URL (a role that may create
 * databases), else a cluster started once for the run from the machine's PostgreSQL, syncing to
 * disk as a real server does (unlike the tests' cluster), and removed when the bench exits.
 */
let postgresServer: Promise<string> | undefined;
function postgresAdminUrl(): Promise<string> {
  const given = process.env.BENCH_POSTGRES_URL?.trim();
  if (given) return Promise.resolve(given);
  postgresServer ??= (async () => {
    // In the system's temp folder itself: the cluster's folder must be reachable by the postgres user.
    const dir = await mkdtemp(join(tmpdir(), "shop-bench-pg-"));
    process.once("exit", () => (stopCluster as (dir: string) => void)(dir));
    return (startCluster as (dir: string, options: { durable: boolean }) => Promise<string>)(dir, { durable: true });
  })();
  return postgresServer;
}

export const STORES: Record<string, BenchStore> = {
  /** The live database on SQLite (packages/server/src/db): a new database filled from the seed at its first start. */
  sqlite: {
    async prepare(seedFile, dir) {
      return { env: { DATABASE_URL: `sqlite:${join(dir, "shop.db")}`, SEED_FILE: seedFile }, cwd: ROOT };
    },
  },
  /** The live database on PostgreSQL: a new database, filled from the seed at the server's first start; the data folder is `dir`. */
  postgres: {
    async prepare(seedFile, dir) {
      const admin = await postgresAdminUrl();
      const name = `shop_bench_${Date.now().toString(36)}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      const url = new URL(admin);
      url.pathname = `/${name}`;
      return { env: { DATABASE_URL: url.toString(), DATA_DIR: dir, SEED_FILE: seedFile }, cwd: ROOT };
    },
  },
  /** The JSON store the shop had before (BENCH_JSON_CHECKOUT). */
  json: {
    async prepare(seedFile, dir) {
      // An existing DB_FILE was that store's live database: it opens the seeded file as it is.
      const dbFile = join(dir, "db.json");
      await copyFile(seedFile, dbFile);
      return { env: { DB_FILE: dbFile }, cwd: jsonCheckout() };
    },
  },
};

/** BENCH_STORES as a list of known store names (default: sqlite, and json when BENCH_JSON_CHECKOUT is set). */
export function storesFrom(text: string | undefined): string[] {
  const fallback = process.env.BENCH_JSON_CHECKOUT?.trim() ? ["sqlite", "json"] : ["sqlite"];
  const names = text?.trim() ? text.split(",").map((name) => name.trim()).filter(Boolean) : fallback;
  const unknown = names.filter((name) => !(name in STORES));
  if (unknown.length > 0) throw new Error(`BENCH_STORES: unknown store ${unknown.join(", ")}; known: ${Object.keys(STORES).join(", ")}`);
  return names;
}
