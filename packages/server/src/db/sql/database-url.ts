import path from "node:path";
import { REPO_ROOT } from "../../repo-root.ts";

/**
 * `DATABASE_URL`: which database the shop keeps its data in: SQLite, a file on this machine, or
 * PostgreSQL (postgres://). The server and the commands run on both (shopDatabaseFromEnv;
 * `npm run db`: databaseTargetFromEnv).
 */

/** The database used when `DATABASE_URL` is unset: `.data/shop.db` in the repository, in the folder where the earlier JSON store kept `.data/db.json`, so a first start finds that and imports it. */
export const DEFAULT_DATABASE_URL = "sqlite:.data/shop.db";

/** Where the data lives, as `DATABASE_URL` names it. */
export type DatabaseTarget =
  | {
      engine: "sqlite";
      /** The database file, an absolute path. */
      file: string;
    }
  | {
      engine: "postgres";
      /** The postgres:// URL as given (it may hold a password: never logged whole). */
      url: string;
    };

/** Where relative paths are taken from. */
export interface DatabaseUrlBase {
  /**
   * A relative `sqlite:` path in `DATABASE_URL` is taken from here, as DB_FILE's was: the directory
   * npm was started in (INIT_CWD), else the current directory.
   */
  cwd: string;
  /** The default database's path is taken from here: the repository (or the deployed app folder). */
  root: string;
}

const FORM = `sqlite:PATH (for example ${DEFAULT_DATABASE_URL} or sqlite:/var/lib/shop/shop.db)`;

/** The base the server uses: INIT_CWD or the current directory, and the repository. */
export function processUrlBase(env: NodeJS.ProcessEnv = process.env): DatabaseUrlBase {
  return { cwd: env.INIT_CWD ?? process.cwd(), root: REPO_ROOT };
}

/**
 * Reads `DATABASE_URL` (undefined or blank: the default). Throws an Error whose message names
 * DATABASE_URL for anything it cannot use. The message never repeats the whole value, which for a
 * server address may hold a password.
 */
export function parseDatabaseUrl(value: string | undefined, base: DatabaseUrlBase): DatabaseTarget {
  const text = value?.trim() ?? "";
  if (text === "") return { engine: "sqlite", file: path.resolve(base.root, DEFAULT_DATABASE_URL.slice("sqlite:".length)) };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === "postgres" || scheme === "postgresql") {
    if (!URL.canParse(text) || !new URL(text).hostname) throw new Error(`DATABASE_URL must be a whole ${scheme}://user:password@host:port/database URL (${scheme}://…).`);
    return { engine: "postgres", url: text };
  }
  if (scheme !== "sqlite") {
    const what = scheme === undefined ? "has no scheme" : `starts with "${scheme}:"`;
    throw new Error(`DATABASE_URL ${what}; it must be ${FORM}.`);
  }
  const file = text.slice("sqlite:".length);
  if (file.startsWith("//")) {
    throw new Error(`DATABASE_URL must be ${FORM}, a path straight after "sqlite:", not "sqlite://…".`);
  }
  if (file.trim() === "") throw new Error(`DATABASE_URL has no path after "sqlite:"; it must be ${FORM}.`);
  if (file === ":memory:") {
    throw new Error(`DATABASE_URL must name a database file, ${FORM}: the shop keeps its orders on disk.`);
  }
  return { engine: "sqlite", file: path.resolve(base.cwd, file) };
}

/** Where the shop keeps its data, for the server and the commands that run on either engine. */
export interface ShopDatabaseTarget {
  /**
   * The SQLite database file; on PostgreSQL a place in the data folder (DATA_DIR, default `.data`)
   * that is never created: its folder holds the secret, photos, outbox and staff list.
   */
  dbFile: string;
  /** The postgres:// URL, when the database is on PostgreSQL. */
  postgresUrl?: string;
}

/** The name the data folder's place is given on PostgreSQL (no such file is made). */
const POSTGRES_DATA_ANCHOR = "postgresql";

/**
 * The database the environment names, for the server and the commands that run on both engines:
 * DATABASE_URL, and on PostgreSQL the data folder for everything else (DATA_DIR, default the
 * default database's folder, `.data`; a relative path is taken from where npm was started).
 */
export function shopDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): ShopDatabaseTarget {
  const target = databaseTargetFromEnv(env);
  const dataDir = env.DATA_DIR?.trim();
  if (target.engine === "sqlite") {
    if (dataDir) throw new Error("DATA_DIR is for a shop on PostgreSQL: on SQLite the data folder is the database file's (DATABASE_URL=sqlite:PATH). Unset DATA_DIR.");
    return { dbFile: target.file };
  }
  const base = processUrlBase(env);
  const folder = dataDir ? path.resolve(base.cwd, dataDir) : path.dirname(path.resolve(base.root, DEFAULT_DATABASE_URL.slice("sqlite:".length)));
  return { dbFile: path.join(folder, POSTGRES_DATA_ANCHOR), postgresUrl: target.url };
}

/** The database the environment names, on either engine: for the commands that work on both (`npm run db`). */
export function databaseTargetFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  if (env.DB_FILE?.trim()) {
    throw new Error(
      "DB_FILE is no longer read: the shop keeps its data in SQLite, named by DATABASE_URL=sqlite:PATH (default sqlite:.data/shop.db). " +
        "Unset DB_FILE; a first start imports the JSON database found beside the SQLite file (docs/operations.md, Moving from the JSON database).",
    );
  }
  return parseDatabaseUrl(env.DATABASE_URL, processUrlBase(env));
}
