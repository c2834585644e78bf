import type { Kysely, Migration } from "kysely";
import { epochMsType, onPostgres } from "./engine.ts";

/**
 * What one process on the database tells the others (several processes, store.ts): the changes
 * that make what they keep in memory stale, and who runs the timed jobs.
 *
 * `shop_changes`: one row per commit that changed the catalogue or the store record (`kind`
 * "catalogue"), per stock move (`kind` "stock": the part, its category and brand, whether it
 * crossed zero) and per whole import ("everything"), numbered in commit order (`seq`); `origin`
 * names the process that wrote it, which skips its own. Swept once older than a day.
 * `job_runs`: when each timed job (`name`) is next due (`due_at`, ms since the epoch); the process
 * that moves it on runs the job, the others see it is not due.
 */
export const processChangesSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("shop_changes")
      .addColumn("seq", onPostgres(db) ? "bigserial" : "integer", (column) => (onPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement()))
      .addColumn("origin", "text", (column) => column.notNull())
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("part_id", "integer")
      .addColumn("category_id", "integer")
      .addColumn("brand_id", "integer")
      .addColumn("crossed_zero", "integer")
      .addColumn("at", epochMsType(db), (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("job_runs")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("due_at", epochMsType(db), (column) => column.notNull())
      .execute();
  },
};
