import type { Kysely, Migration } from "kysely";

/**
 * Special orders (`Part.specialOrderDays`, `OrderLine.onOrder`): a part's lead time in business
 * days, an integer column, NULL for the parts that are not special orders, as none is until staff
 * make it one; and an order line's units ordered from the distributor (OnOrder) as JSON text, NULL
 * on the lines that had all they asked for on hand, as every line stored before had. The same SQL
 * on SQLite and PostgreSQL (a whole number of days fits PostgreSQL's 32-bit integer); adding a
 * nullable column rewrites no row on either.
 */
export const specialOrdersSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("parts").addColumn("special_order_days", "integer").execute();
    await db.schema.alterTable("order_lines").addColumn("on_order", "text").execute();
  },
};
