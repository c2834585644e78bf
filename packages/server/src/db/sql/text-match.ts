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
}

const SQLITE: TextMatch = {
  contains: (haystack, needle) => sql<SqlBool>`instr(${haystack}, ${needle}) > 0`,
  lower: (text) => sql<string>`js_lower(${text})`,
  digits: (text) => sql<string>`js_digits(${text})`,
};

const POSTGRES: TextMatch = {
  contains: (haystack, needle) => sql<SqlBool>`strpos(${haystack}, ${needle}) > 0`,
  lower: (text) => sql<string>`lower(${text})`,
  digits: (text) => sql<string>`regexp_replace(${text}, '[^0-9]', '', 'g')`,
};

/** The text tests for the engine under `db`. */
export const textMatchOf = (db: Pick<Kysely<Database>, "getExecutor">): TextMatch => (db.getExecutor().adapter instanceof PostgresAdapter ? POSTGRES : SQLITE);
