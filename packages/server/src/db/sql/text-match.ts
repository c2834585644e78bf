import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "./schema.ts";

/**
 * The text tests the back office's searches make, in each engine's words, so both answer as the
 * domain's in-memory reads do: whether a text holds another, a text in lower case as JavaScript
 * makes it, and a text's digits. On SQLite through functions the connection defines (open.ts:
 * SQLite's own lower() folds A-Z alone); on PostgreSQL its own functions (its lower() folds every
 * letter the database's character type knows).
 */
export interface TextMatch {
  contains(haystack: RawBuilder<unknown>, needle: string): RawBuilder<SqlBool>;
  lower(text: RawBuilder<unknown>): RawBuilder<string>;
  digits(text: RawBuilder<unknown>): RawBuilder<string>;
  /** A condition that holds for no row (SQLite's 0, PostgreSQL's false: it wants a boolean). */
  readonly never: RawBuilder<SqlBool>;
}

const SQLITE: TextMatch = {
  contains: (haystack, needle) => sql<SqlBool>`instr(${haystack}, ${needle}) > 0`,
  lower: (text) => sql<string>`js_lower(${text})`,
  digits: (text) => sql<string>`js_digits(${text})`,
  never: sql<SqlBool>`0`,
};

const POSTGRES: TextMatch = {
  contains: (haystack, needle) => sql<SqlBool>`strpos(${haystack}, ${needle}) > 0`,
  lower: (text) => sql<string>`lower(${text})`,
  digits: (text) => sql<string>`regexp_replace(${text}, '[^0-9]', '', 'g')`,
  never: sql<SqlBool>`false`,
};

/** Whether `db` is on PostgreSQL (else SQLite). */
export const isPostgres = (db: Pick<Kysely<Database>, "getExecutor">): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The text tests for the engine under `db`. */
export const textMatchOf = (db: Pick<Kysely<Database>, "getExecutor">): TextMatch => (isPostgres(db) ? POSTGRES : SQLITE);
