import type { Kysely, Migration } from "kysely";

/**
 * A part's shelf or bin location ("A3-12", docs/product.md, Back office: Parts): a text column,
 * NULL for the parts that have none, as every part has until staff give it one. The same SQL on
 * SQLite and PostgreSQL; adding a nullable column rewrites no row on either.
 */
export const partBinsSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("parts").addColumn("bin", "text").execute();
  },
};
