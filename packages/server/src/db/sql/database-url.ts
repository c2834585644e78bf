import path from "node:path";
import { REPO_ROOT } from "../../repo-root.ts";

/**
 * `DATABASE_URL`: which database the shop keeps its data in. Today only SQLite, a file on this
 * machine; PostgreSQL addresses are recognised so that setting one says plainly it is not ready,
 * instead of being taken for a file name.
 */

/** The database used when `DATABASE_URL` is unset: `.data/shop.db` in the repository, in the folder where the earlier JSON store kept `.data/db.json`, so a first start finds that and imports it. */
export const DEFAULT_DATABASE_URL = "sqlite:.data/shop.db";

/** Where the data lives, as `DATABASE_URL` names it. */
export interface DatabaseTarget {
  engine: "sqlite";
  /** The database file, an absolute path. */
  file: string;
}

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
    throw new Error(`DATABASE_URL names a PostgreSQL server (${scheme}://…): this version of the shop does not support PostgreSQL yet. Use ${FORM}.`);
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

/**
 * The database file the environment names, as the server and every command take it: DATABASE_URL
 * (default `sqlite:.data/shop.db`). DB_FILE named the earlier JSON database; set, it is refused
 * with the setting that replaces it, so a service file is not quietly pointed at a new, empty shop.
 */
export function databaseFileFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DB_FILE?.trim()) {
    throw new Error(
      "DB_FILE is no longer read: the shop keeps its data in SQLite, named by DATABASE_URL=sqlite:PATH (default sqlite:.data/shop.db). " +
        "Unset DB_FILE; a first start imports the JSON database found beside the SQLite file (docs/operations.md, Moving from the JSON database).",
    );
  }
  return parseDatabaseUrl(env.DATABASE_URL, processUrlBase(env)).file;
}
