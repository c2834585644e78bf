import type { Kysely, Migration } from "kysely";

/**
 * The back office's live inbox (GET /api/staff/events): each commit that puts an order tells it in
 * `shop_changes`, with `kind` "order-placed", "order-arrived" or "order-changed" and the order's
 * number in this new column (NULL on every other kind). Told in commit order like the rest, so a
 * stream's event ids (the rows' `seq`) mean the same in every process on the database.
 */
export const orderEventsSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("shop_changes").addColumn("order_number", "text").execute();
  },
};
