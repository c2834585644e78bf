import { sql, type Kysely, type Migration } from "kysely";

/**
 * The orders are read from the database alone (OrderReads): placing an order sums the open orders
 * of its email, found through this index on the email in lower case (as the rule compares them).
 * The number, the session's client number and the time each have theirs since 0001.
 */
export const orderReadsSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("orders_by_email").on("orders").expression(sql`lower(email)`).execute();
  },
};
