import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Where a migration's SQL differs between the engines (docs/data-engine.md): whether it runs on
 * PostgreSQL, and the column type of a time in ms since the epoch (SQLite's integer is 64 bits,
 * PostgreSQL's 32, so there it is a bigint).
 */
export const onPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export const epochMsType = (db: Kysely<unknown>): "integer" | "bigint" => (onPostgres(db) ? "bigint" : "integer");
