import type { Kysely, Migration } from "kysely";

/**
 * The pickup hold's sweep reads the orders ready for pickup every few minutes (`OrderReads.ready`),
 * and the inbox counts orders by status: an index on the status keeps both from reading every order
 * the shop has ever taken.
 */
export const ordersByStatusSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("orders_by_status").on("orders").column("status").execute();
  },
};
