import {
  byBrandName,
  MIN_CODE_TERM_LENGTH,
  MIN_PREFIX_LENGTH,
  MODEL_SEARCH_LIMIT,
  modelPageFrom,
  normalizeModelNumber,
  searchTerms,
  type BrandView,
  type CatalogueReads,
  type CategoryView,
  type PartQuery,
  type PartSort,
  type PartType,
  type PartView,
} from "@shop/domain";
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { partOf, taxonomyOf } from "./rows-catalogue.ts";
import type { Database, PartTable } from "./schema.ts";

/**
 * The storefront's catalogue questions (`CatalogueReads`) answered with SQL, each from indexes
 * (migration-0002-catalogue-reads.ts): a listing page is read in its order from an index and
 * counted, a part is found by its id, a model by its normalised number, a search through the
 * trigram index. The answers are the domain's in-memory answers exactly (the contract suite asks
 * both): the same visible parts, filters, orders and matching rules.
 */

/** A visible part's row with its brand's and category's fields, as the listing queries select it. */
type PartRow = PartTable & {
  brand_name: string;
  brand_slug: string;
  category_name: string;
  category_slug: string;
  category_type: PartType;
};

/** The popular order, as the domain's comparator and the indexes have it. */
const ORDER_BY: Record<PartSort, string> = {
  popular: "p.is_popular desc, p.is_featured desc, (p.quantity_on_hand > 0) desc, p.id",
  "price-asc": "p.price_cents, p.name_key, p.id",
  "price-desc": "p.price_cents desc, p.name_key, p.id",
  name: "p.name_key, p.id",
};

/** A search term inside an FTS5 query: a phrase in double quotes, which the trigram index finds anywhere. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Characters (not UTF-16 units): the trigram index needs three of them to look a run up. */
const length = (text: string) => [...text].length;

/** The highest character: `key` and this bound every key that starts with `key`. */
const AFTER_EVERYTHING = "\u{10FFFF}";

export function sqlCatalogueReads(db: Kysely<Database>): CatalogueReads {
  /** Visible parts with their brand and category (a part whose brand or category is gone is not shown). */
  const visibleParts = () =>
    db
      .selectFrom("parts as p")
      .innerJoin("brands as b", "b.id", "p.brand_id")
      .innerJoin("categories as c", "c.id", "p.category_id")
      .where(sql<SqlBool>`coalesce(p.hidden, 0) = 0`);

  const partColumns = [
    "p.id", "p.position", "p.name", "p.part_number", "p.part_number_norm", "p.price", "p.price_cents", "p.original_price",
    "p.description", "p.quantity_on_hand", "p.is_popular", "p.is_featured", "p.brand_id", "p.category_id",
    "p.supersedes_listed", "p.image", "p.photo", "p.hidden", "p.name_key",
    "b.name as brand_name", "b.slug as brand_slug", "c.name as category_name", "c.slug as category_slug", "c.type as category_type",
  ] as const;

  /** The parts of these rows as the storefront shows them, with their models and superseded numbers, in the rows' order. */
  async function views(rows: readonly PartRow[]): Promise<PartView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [fits, supersedes] = await Promise.all([
      db.selectFrom("part_fits").select(["part_id", "model"]).where("part_id", "in", ids).orderBy("part_id").orderBy("position").execute(),
      db.selectFrom("part_supersedes").select(["part_id", "part_number"]).where("part_id", "in", ids).orderBy("part_id").orderBy("position").execute(),
    ]);
    const models = groupBy(fits, (row) => row.model);
    const numbers = groupBy(supersedes, (row) => row.part_number);
    return rows.map((row) => {
      const part = partOf(row, models.get(row.id) ?? [], numbers.get(row.id) ?? []);
      return {
        ...part,
        inStock: part.quantityOnHand > 0,
        brand: { id: row.brand_id, name: row.brand_name, slug: row.brand_slug },
        category: { id: row.category_id, name: row.category_name, slug: row.category_slug, type: row.category_type },
      };
    });
  }

  const partsById = async (ids: readonly number[]): Promise<PartView[]> => {
    if (ids.length === 0) return [];
    const rows = (await visibleParts().select(partColumns).where("p.id", "in", ids).execute()) as PartRow[];
    const found = new Map((await views(rows)).map((view) => [view.id, view]));
    return ids.flatMap((id) => found.get(id) ?? []);
  };

  /** The condition each search term sets: part of the name or the brand's name, or its code part of a code. */
  async function searchCondition(search: string): Promise<Expression<SqlBool> | undefined> {
    const terms = searchTerms(search);
    if (terms.length === 0) return undefined;
    const brands = await db.selectFrom("brands").select(["id", "name"]).execute();
    const conditions = terms.map(({ term, code }) => {
      const brandIds = brands.filter((brand) => brand.name.toLowerCase().includes(term)).map((brand) => brand.id);
      const byBrand = brandIds.length > 0 ? sql`p.brand_id in (${sql.join(brandIds)})` : sql`0`;
      const codes = code.length >= MIN_CODE_TERM_LENGTH;
      if (length(term) >= 3 && (!codes || length(code) >= 3)) {
        const query = codes ? `{name}: ${phrase(term)} OR {codes}: ${phrase(code)}` : `{name}: ${phrase(term)}`;
        return sql<SqlBool>`(p.id in (select rowid from part_search where part_search match ${query}) or ${byBrand})`;
      }
      // Too short for the index: compared row by row, on the rows the other conditions leave.
      const inCodes = codes ? sql`instr(s.codes, ${code}) > 0` : sql`0`;
      return sql<SqlBool>`(exists (select 1 from part_search s where s.rowid = p.id and (instr(s.name, ${term}) > 0 or ${inCodes})) or ${byBrand})`;
    });
    return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
  }

  /** The parts fitting a model key exactly, then (for a key long enough) those fitting models that start with it, each once. */
  async function fitting(key: string, type: PartType | undefined, limit: number): Promise<PartView[]> {
    const prefix = key.length >= MIN_PREFIX_LENGTH;
    const chosen: number[] = [];
    const seen = new Set<number>();
    const BATCH = 500;
    for (let offset = 0; chosen.length < limit; offset += BATCH) {
      let query = visibleParts()
        .innerJoin("part_fits as f", "f.part_id", "p.id")
        .select(["p.id"])
        .where(prefix ? sql<SqlBool>`f.model_norm >= ${key} and f.model_norm < ${key + AFTER_EVERYTHING}` : sql<SqlBool>`f.model_norm = ${key}`)
        .orderBy(sql`f.model_norm <> ${key}`)
        .orderBy("f.model_norm")
        .orderBy("p.position")
        .limit(BATCH)
        .offset(offset);
      if (type !== undefined) query = query.where("c.type", "=", type);
      const rows = await query.execute();
      for (const { id } of rows) {
        if (chosen.length >= limit) break;
        if (seen.has(id)) continue;
        seen.add(id);
        chosen.push(id);
      }
      if (rows.length < BATCH) break;
    }
    return partsById(chosen);
  }

  async function taxonomyViews(table: "categories" | "brands", kind: "category" | "brand", where: { slug?: string; type?: PartType }) {
    let query = db
      .selectFrom(`${table} as t`)
      .leftJoin("part_counts as n", (join) => join.onRef("n.owner_id", "=", "t.id").on("n.kind", "=", kind))
      .select(["t.id", "t.position", "t.name", "t.slug", "t.type", "t.description", "n.parts"])
      .orderBy("t.position");
    if (where.slug !== undefined) query = query.where("t.slug", "=", where.slug);
    if (where.type !== undefined) query = query.where("t.type", "=", where.type);
    const rows = await query.execute();
    return rows.map((row) => ({ ...taxonomyOf(row), productCount: row.parts ?? 0 }));
  }

  return {
    categories: (type) => taxonomyViews("categories", "category", { type }) as Promise<CategoryView[]>,
    category: async (slug) => (await taxonomyViews("categories", "category", { slug }))[0],
    brands: async (type) => ((await taxonomyViews("brands", "brand", { type })) as BrandView[]).sort(byBrandName),
    brand: async (slug) => (await taxonomyViews("brands", "brand", { slug }))[0],

    async parts(query: PartQuery) {
      let matching = visibleParts();
      if (query.type !== undefined) matching = matching.where("c.type", "=", query.type);
      if (query.categoryId !== undefined) matching = matching.where("p.category_id", "=", query.categoryId);
      if (query.brandId !== undefined) matching = matching.where("p.brand_id", "=", query.brandId);
      if (query.inStock === true) matching = matching.where("p.quantity_on_hand", ">", 0);
      if (query.isFeatured !== undefined) matching = matching.where("p.is_featured", "=", query.isFeatured ? 1 : 0);
      if (query.isPopular !== undefined) matching = matching.where("p.is_popular", "=", query.isPopular ? 1 : 0);
      const search = await searchCondition(query.search ?? "");
      if (search) matching = matching.where(search);
      const [rows, counted] = await Promise.all([
        matching.select(partColumns).orderBy(sql.raw(ORDER_BY[query.sort])).limit(query.limit).offset(query.offset).execute(),
        matching.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      ]);
      return { products: await views(rows as PartRow[]), total: Number(counted.total) };
    },

    part: async (id) => (await partsById([id]))[0],
    partsByIds: (ids) => partsById(ids),

    partsForModel(model, type) {
      const key = normalizeModelNumber(model);
      return key ? fitting(key, type, MODEL_SEARCH_LIMIT) : Promise.resolve([]);
    },

    async modelPage(model) {
      const key = normalizeModelNumber(model);
      if (!key) return undefined;
      const rows = (await visibleParts()
        .innerJoin("part_fits as f", "f.part_id", "p.id")
        .where("f.model_norm", "=", key)
        .select(partColumns)
        .distinct()
        .orderBy(sql.raw(ORDER_BY.popular))
        .execute()) as PartRow[];
      if (rows.length === 0) return undefined;
      const categoryOrder = (await db.selectFrom("categories").select("id").orderBy("position").execute()).map((row) => row.id);
      return modelPageFrom(key, await views(rows), categoryOrder);
    },
  };
}

/** Each owner's values, in the rows' order. */
function groupBy<Row extends { part_id: number }>(rows: readonly Row[], value: (row: Row) => string): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const row of rows) {
    const list = grouped.get(row.part_id);
    if (list) list.push(value(row));
    else grouped.set(row.part_id, [value(row)]);
  }
  return grouped;
}
