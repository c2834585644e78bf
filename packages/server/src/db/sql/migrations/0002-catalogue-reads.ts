import { sql, type Kysely, type Migration } from "kysely";
import { onPostgres } from "./engine.ts";

/**
 * What the storefront's catalogue questions are answered from (catalogue-reads.ts): a sort key for
 * names, indexes for each listing's order, the parts' search index and the count of visible parts
 * per category and brand. The new column and tables are derived from the parts; they are filled
 * after this runs (`rebuildCatalogueIndex`, when the database had parts before it).
 *
 * The search index is each engine's own: on SQLite an FTS5 table with the trigram tokenizer, on
 * PostgreSQL a plain table with pg_trgm's trigram indexes on its three columns.
 */

/** The popular order: popular parts, then featured ones, then what is on the shelf, then by id. */
const POPULAR = "is_popular desc, is_featured desc, (quantity_on_hand > 0) desc, id";

/** A part the storefront may show (its brand and category permitting). */
const VISIBLE = "coalesce(hidden, 0) = 0";

export const catalogueReadsSchema: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("parts").addColumn("name_key", "text").execute();

    // Each listing's order, alone and within a category or a brand, so a page of it is read from
    // an index instead of sorting every part that matches. Partial: of the visible parts only, so
    // a page deep in a listing is counted off in the index alone.
    await db.schema.dropIndex("parts_by_category_price").execute();
    await db.schema.dropIndex("parts_by_category_name").execute();
    for (const [name, columns] of [
      ["parts_popular", POPULAR],
      ["parts_by_price", "price_cents, name_key, id"],
      ["parts_by_name", "name_key, id"],
      ["parts_by_category_popular", `category_id, ${POPULAR}`],
      ["parts_by_category_price", "category_id, price_cents, name_key, id"],
      ["parts_by_category_name", "category_id, name_key, id"],
      ["parts_by_brand_popular", `brand_id, ${POPULAR}`],
      ["parts_by_brand_price", "brand_id, price_cents, name_key, id"],
      ["parts_by_brand_name", "brand_id, name_key, id"],
    ]) {
      // `hidden` last, so that the index answers the visibility test as well: a page's ids come
      // from the index without reading a row.
      await sql.raw(`create index ${name} on parts (${columns}, hidden) where ${VISIBLE}`).execute(db);
    }

    // Any run of three or more characters of a name (with its brand's), a whole word of it (" word ")
    // or a code is found through the index.
    if (onPostgres(db)) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await db.schema
        .createTable("part_search")
        .addColumn("rowid", "integer", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("words", "text", (c) => c.notNull())
        .addColumn("codes", "text", (c) => c.notNull())
        .execute();
      for (const column of ["name", "words", "codes"]) {
        await sql.raw(`create index part_search_${column} on part_search using gin (${column} gin_trgm_ops)`).execute(db);
      }
    } else await sql`create virtual table part_search using fts5(name, words, codes, tokenize = 'trigram')`.execute(db);
    // Every word the names hold, where a search term's one-typo neighbours are looked up.
    await db.schema.createTable("part_words").addColumn("word", "text", (c) => c.primaryKey()).execute();

    await db.schema
      .createTable("part_counts")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("owner_id", "integer", (c) => c.notNull())
      .addColumn("parts", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("part_counts_key", ["kind", "owner_id"])
      .execute();
  },
};
