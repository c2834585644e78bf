import { sql, type Kysely, type Migration } from "kysely";
import { onPostgres } from "./engine.ts";

/**
 * PostgreSQL only (nothing on SQLite): the orders the shop's SQL relies on, whatever the
 * database's locale.
 *
 * - The columns the queries sort or compare by range (a part's name key, a model's normalised
 *   number and its listed form, a part number) compare as SQLite compares text, code point by code
 *   point (`collate "C"`). A database made with a language's locale (en_US.UTF-8) would otherwise
 *   sort "Part 2" and "part 10" by its own rules, and a model prefix's range would miss models.
 * - Each table's `position` is indexed: the store's writer (db/postgres/change-writer.ts) asks
 *   each table's last position for a new row, as SQLite's writer keeps it in memory.
 * - The visible parts' test (`coalesce(hidden, 0) = 0`, every listing's) gets statistics of its
 *   own: without them the planner guesses it holds for one part in two hundred, takes a category
 *   of 30,000 parts for 150, and sorts it for a deep page instead of reading the index in order.
 */
const C_COLUMNS: readonly [table: string, column: string][] = [
  ["parts", "name_key"],
  ["parts", "part_number_norm"],
  ["part_fits", "model_norm"],
  ["part_fits", "model"],
  ["part_supersedes", "part_number_norm"],
];

const POSITIONED_TABLES = [
  "categories", "brands", "parts", "guides", "cart_lines", "orders", "contact_messages", "newsletter_signups", "emails", "catalogue_changes",
] as const;

export const postgresOrderSchema: Migration = {
  async up(db: Kysely<unknown>) {
    if (!onPostgres(db)) return;
    for (const [table, column] of C_COLUMNS) {
      await sql.raw(`alter table ${table} alter column ${column} type text collate "C"`).execute(db);
    }
    for (const table of POSITIONED_TABLES) await sql.raw(`create index ${table}_by_position on ${table} (position)`).execute(db);
    await sql`create statistics parts_visible on (coalesce(hidden, 0)) from parts`.execute(db);
  },
};
