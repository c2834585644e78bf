import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { appliedMigrations, migrate, MIGRATIONS } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

/**
 * Opening a PostgreSQL database (`DATABASE_URL=postgres://...`): a pool of connections through
 * node-postgres, checked at once, a Kysely instance over it and the schema brought up to date (the
 * same migrations as SQLite's, in PostgreSQL's forms where they differ: migrations/engine.ts).
 * Why PostgreSQL and how: docs/data-engine.md.
 */

/** Connections per process: a page asks a few questions at once; several processes share the server's. */
const POOL_SIZE = 10;
/** Connections per process for the writes that need not wait for the disk (`relaxed`). */
const RELAXED_POOL_SIZE = 2;
/** How long connecting may take before the open fails (a wrong host, a firewall dropping packets). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The advisory locks the shop takes on its PostgreSQL database (any two numbers it alone uses):
 * `turn`, held by a write's turn from its rule's reads to its commits (db/postgres/store.ts);
 * `tell`, held by a transaction that writes `shop_changes` until it commits, so its rows are
 * numbered in commit order (the store's commits, an import).
 */
export const POSTGRES_LOCKS = { turn: 0x5e0b1, tell: 0x5e0b2 } as const;

/** PostgreSQL's bigint (times in ms since the epoch, counts): a JavaScript number, as SQLite answers. */
const INT8_OID = 20;
const getTypeParser = ((oid: number, format?: "text" | "binary") =>
  oid === INT8_OID ? (text: string) => Number(text) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

export interface PostgresDatabase {
  readonly engine: "postgres";
  /** The URL with its password hidden, for messages and logs. */
  readonly where: string;
  /** Typed queries over the shop's tables (schema.ts). */
  readonly db: Kysely<Database>;
  /**
   * The same tables through a second, small pool whose commits do not wait for the disk
   * (`synchronous_commit = off`), for writes a crash may lose a few of (the rate limits' counts,
   * as SQLite's ride in the next group commit): each saves a sync.
   */
  readonly relaxed: Kysely<Database>;
  /** The migrations this open ran (none when the schema was up to date). */
  readonly migrated: readonly string[];
  close(): Promise<void>;
}

/** A postgres:// URL with its password replaced by `***`. */
export function postgresUrlForDisplay(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://(not a URL)";
  }
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String((error as { code?: string }).code ?? error));

/**
 * Connects to the PostgreSQL database at `url` and brings its schema up to date. Throws one line
 * naming the database (its password hidden) when it cannot be reached, refuses the credentials,
 * or was written by a newer version of the shop.
 */
export async function openPostgres(url: string, options: { log?: (line: string, level?: "info" | "warn") => void } = {}): Promise<PostgresDatabase> {
  const where = postgresUrlForDisplay(url);
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, types: { getTypeParser } });
  // A connection that breaks while idle in the pool is dropped by it; it must not stop the process.
  pool.on("error", (error) => options.log?.(`db: ${where}: an idle connection failed: ${messageOf(error)}`, "warn"));
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`${where}: could not connect to PostgreSQL (${messageOf(error)})`, { cause: error });
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    const applied = await appliedMigrations(db);
    const known = Object.keys(MIGRATIONS);
    const upToDate = applied.length === known.length && known.every((name) => applied.includes(name));
    // The Migrator takes its own lock and transaction on PostgreSQL: two processes starting at once migrate one after the other.
    const migrated = upToDate ? [] : await migrate(db, where, true);
    if (migrated.length > 0) options.log?.(`db: ${where} brought up to date (${migrated.join(", ")})`, "info");
    const relaxedPool = new pg.Pool({
      connectionString: url,
      max: RELAXED_POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      types: { getTypeParser },
      options: "-c synchronous_commit=off",
    });
    relaxedPool.on("error", (error) => options.log?.(`db: ${where}: an idle connection failed: ${messageOf(error)}`, "warn"));
    const relaxed = new Kysely<Database>({ dialect: new PostgresDialect({ pool: relaxedPool }) });
    return { engine: "postgres", where, db, relaxed, migrated, close: () => Promise.all([db.destroy(), relaxed.destroy()]).then(() => undefined) };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
