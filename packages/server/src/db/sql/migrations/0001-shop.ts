import { sql, type Kysely, type Migration } from "kysely";

/**
 * The first schema: one table per collection of ShopData, the part's model fits and superseded
 * numbers and the order's lines as rows of their own, and the indexes the storefront's reads
 * need. Column types are the few both SQLite and PostgreSQL know alike (integer, text); the
 * conventions are in schema.ts, whose types must match what is made here.
 *
 * A migration is never changed once released: a change to the schema is a new migration.
 */

/** A table for one of db.json's lists: the record's id, and its place in the list (schema.ts). */
const listTable = (db: Kysely<unknown>, name: string, id: "integer" | "text") =>
  db.schema
    .createTable(name)
    .addColumn("id", id, (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull());

/**
 * A list nested in a record, one row per entry: the owner's id (its rows go with it) and the
 * entry's place in the list make the key.
 */
const childTable = (db: Kysely<unknown>, name: string, owner: string, ownerTable: string) =>
  db.schema
    .createTable(name)
    .addColumn(owner, "integer", (c) => c.notNull().references(`${ownerTable}.id`).onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_key`, [owner, "position"]);

async function catalogueTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shop_info")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("record", "text", (c) => c.notNull())
    .execute();

  for (const name of ["categories", "brands"]) {
    await listTable(db, name, "integer")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${name}_by_slug`).on(name).columns(["slug"]).execute();
  }

  // A part's brand or category may be removed while the part keeps its id (the back office shows
  // it without one), so brand_id and category_id are plain numbers, not foreign keys.
  await listTable(db, "parts", "integer")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("part_number", "text", (c) => c.notNull())
    .addColumn("part_number_norm", "text", (c) => c.notNull())
    .addColumn("price", "text", (c) => c.notNull())
    .addColumn("price_cents", "integer", (c) => c.notNull())
    .addColumn("original_price", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("quantity_on_hand", "integer", (c) => c.notNull())
    .addColumn("is_popular", "integer", (c) => c.notNull())
    .addColumn("is_featured", "integer", (c) => c.notNull())
    .addColumn("brand_id", "integer", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.notNull())
    .addColumn("supersedes_listed", "integer", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("photo", "text")
    .addColumn("hidden", "integer")
    .execute();
  // A category's page lists its parts by price or by name; a brand's page by brand.
  await db.schema.createIndex("parts_by_category_price").on("parts").columns(["category_id", "price_cents", "id"]).execute();
  await db.schema.createIndex("parts_by_category_name").on("parts").columns(["category_id", "name", "id"]).execute();
  await db.schema.createIndex("parts_by_brand").on("parts").columns(["brand_id", "id"]).execute();
  await db.schema.createIndex("parts_by_number").on("parts").columns(["part_number_norm"]).execute();

  await childTable(db, "part_fits", "part_id", "parts")
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("model_norm", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("part_fits_by_model").on("part_fits").columns(["model_norm", "part_id"]).execute();

  await childTable(db, "part_supersedes", "part_id", "parts")
    .addColumn("part_number", "text", (c) => c.notNull())
    .addColumn("part_number_norm", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("part_supersedes_by_number").on("part_supersedes").columns(["part_number_norm"]).execute();

  await listTable(db, "guides", "integer")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("category_id", "integer")
    .addColumn("is_published", "integer", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("guides_by_slug").on("guides").columns(["slug"]).execute();
}

async function visitorTables(db: Kysely<unknown>): Promise<void> {
  await listTable(db, "cart_lines", "text")
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_price", "text", (c) => c.notNull())
    .addColumn("added_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cart_lines_by_session").on("cart_lines").columns(["session_id", "added_at"]).execute();

  await listTable(db, "orders", "integer")
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("client_order_number", "text", (c) => c.notNull())
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("subtotal", "text", (c) => c.notNull())
    .addColumn("tax", "text", (c) => c.notNull())
    .addColumn("total", "text", (c) => c.notNull())
    .addColumn("fulfilment", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("history", "text")
    .addColumn("note", "text")
    .execute();
  // The order number names an order to its customer and the counter; a session's client number
  // makes a repeated post return the order it already placed. Both name one order.
  await db.schema.createIndex("orders_by_number").on("orders").columns(["order_number"]).unique().execute();
  await db.schema.createIndex("orders_by_client_key").on("orders").columns(["session_id", "client_order_number"]).unique().execute();
  await db.schema.createIndex("orders_by_time").on("orders").columns(["created_at"]).execute();

  await childTable(db, "order_lines", "order_id", "orders")
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("part_number", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_price", "text", (c) => c.notNull())
    .addColumn("line_total", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_lines_by_part").on("order_lines").columns(["product_id"]).execute();

  await listTable(db, "contact_messages", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("handled_at", "text")
    .addColumn("handled_by", "text")
    .execute();

  await listTable(db, "newsletter_signups", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("unsubscribed_at", "text")
    .execute();
  await db.schema.createIndex("newsletter_signups_by_email").on("newsletter_signups").columns(["email"]).execute();

  await listTable(db, "emails", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("order_number", "text")
    .addColumn("contact_id", "text")
    .addColumn("signup_id", "text")
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("emails_by_order").on("emails").columns(["order_number"]).execute();

  await listTable(db, "catalogue_changes", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("changed_by", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("catalogue_changes_by_subject").on("catalogue_changes").columns(["subject", "at"]).execute();
}

export const shopSchema: Migration = {
  async up(db) {
    await catalogueTables(db);
    await visitorTables(db);
  },
};
