import type { Kysely, Migration } from "kysely";
import { epochMsType } from "./engine.ts";

/**
 * What was kept in one process's memory, kept in the database instead, so a restart or another
 * process on the same database shares it: the staff sessions, the rate limits' counts and which
 * open orders came from which address.
 *
 * `staff_sessions`: `id` is a keyed hash of the session id (the cookie's secret part is never
 * stored as such), `data` the session's JSON, `expires_at` when it ends (ms since the epoch).
 * `rate_limits`: one row per limit and client (`key`, a keyed hash of both: no address is stored as
 * such), its hits in the window that ends at `reset_at` (ms since the epoch).
 * `order_addresses`: the open orders placed from each client address (`address`, a keyed hash of
 * it), for the guest order limit per address; a row goes once its order is picked up or cancelled.
 * All three are swept of ended rows.
 */
export const sharedStateSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_sessions")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("data", "text", (column) => column.notNull())
      .addColumn("expires_at", epochMsType(db), (column) => column.notNull())
      .execute();
    await db.schema.createIndex("staff_sessions_by_expiry").on("staff_sessions").column("expires_at").execute();
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (column) => column.primaryKey())
      .addColumn("hits", "integer", (column) => column.notNull())
      .addColumn("reset_at", epochMsType(db), (column) => column.notNull())
      .execute();
    await db.schema.createIndex("rate_limits_by_reset").on("rate_limits").column("reset_at").execute();
    await db.schema
      .createTable("order_addresses")
      .addColumn("order_number", "text", (column) => column.primaryKey())
      .addColumn("address", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("order_addresses_by_address").on("order_addresses").column("address").execute();
  },
};
