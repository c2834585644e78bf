import {
  byBrandName,
  MIN_PREFIX_LENGTH,
  MODEL_SEARCH_LIMIT,
  modelPageFrom,
  normalizeModelNumber,
  storefrontPart,
  type BrandView,
  type CatalogueReads,
  type CategoryView,
  type PartQuery,
  type PartSort,
  type PartType,
  type PartView,
  type StaffPartQuery,
} from "@shop/domain";
import { sql, type Kysely, type SqlBool } from "kysely";
import { searchPlan } from "./catalogue-search.ts";
import { partOf, taxonomyOf } from "./rows-catalogue.ts";
import type { Database, PartTable } from "./schema.ts";
import { textMatchOf } from "./text-match.ts";

/**
 * The storefront's catalogue questions (`CatalogueReads`) answered with SQL, each from indexes
 * (migrations/0002-catalogue-reads.ts): a listing page is read in its order from an index and
 * counted, a part is found by its id, a model by its normalised number, a search through the
 * trigram index. The answers are the domain's in-memory answers exactly (the contract suite asks
 * both): the same visible parts, filters, orders and matching rules.
 */

/** A visible part's row with its brand's and category's fields, as the listing queries select it (all but the staff's `bin`). */
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

/** The highest character: `key` and this bound every key that starts with `key`. */
const AFTER_EVERYTHING = "\u{10FFFF}";

export function sqlCatalogueReads(db: Kysely<Database>): CatalogueReads {
  const text = textMatchOf(db);
  /** Visible parts with their brand and category (a part whose brand or category is gone is not shown). */
  const visibleParts = () =>
    db
      .selectFrom("parts as p")
      .innerJoin("brands as b", "b.id", "p.brand_id")
      .innerJoin("categories as c", "c.id", "p.category_id")
      .where(sql<SqlBool>`coalesce(p.hidden, 0) = 0`);

  const partColumns = [
    "p.id", "p.position", "p.name", "p.part_number", "p.part_number_norm", "p.price", "p.price_cents", "p.original_price",
    "p.description", "p.quantity_on_hand", "p.special_order_days", "p.is_popular", "p.is_featured", "p.brand_id", "p.category_id",
    "p.supersedes_listed", "p.image", "p.photo", "p.hidden", "p.name_key",
    "b.name as brand_name", "b.slug as brand_slug", "c.name as category_name", "c.slug as category_slug", "c.type as category_type",
  ] as const;

  /**
   * The parts of these rows as the storefront shows them, with their models and superseded numbers,
   * in the rows' order; never their bins (`partColumns` leaves the column out, `storefrontPart` the field).
   */
  async function views(rows: readonly PartRow[]): Promise<PartView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [models, numbers] = await Promise.all([fitsOf(ids), supersededOf(ids)]);
    return rows.map((row) => {
      const part = storefrontPart(partOf(row, models.get(row.id) ?? [], numbers.get(row.id) ?? []));
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

  /** The model fits of the parts `ids` (every part's, for undefined), by part, in their order. */
  async function fitsOf(ids: readonly number[] | undefined) {
    let query = db.selectFrom("part_fits").select(["part_id", "model"]).orderBy("part_id").orderBy("position");
    if (ids) query = query.where("part_id", "in", ids);
    return groupBy(await query.execute(), (row) => row.model);
  }

  /** The superseded numbers of the parts `ids` (every part's, for undefined), by part, in their order. */
  async function supersededOf(ids: readonly number[] | undefined) {
    let query = db.selectFrom("part_supersedes").select(["part_id", "part_number"]).orderBy("part_id").orderBy("position");
    if (ids) query = query.where("part_id", "in", ids);
    return groupBy(await query.execute(), (row) => row.part_number);
  }

  const withLists = (rows: readonly PartTable[], fits: Map<number, string[]>, numbers: Map<number, string[]>) =>
    rows.map((row) => partOf(row, fits.get(row.id) ?? [], numbers.get(row.id) ?? []));

  /** Part records as stored, hidden ones too, in the order of `ids`. */
  async function records(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom("parts").selectAll().where("id", "in", ids).execute();
    const found = new Map(withLists(rows, await fitsOf(ids), await supersededOf(ids)).map((part) => [part.id, part]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** The back office's list: every part, hidden ones too, by name key then id, searched by name or part number. */
  async function staffParts(query: StaffPartQuery) {
    let matching = db.selectFrom("parts as p");
    if (query.categoryId !== undefined) matching = matching.where("p.category_id", "=", query.categoryId);
    if (query.brandId !== undefined) matching = matching.where("p.brand_id", "=", query.brandId);
    if (query.stock !== undefined) matching = matching.where("p.quantity_on_hand", query.stock === "in" ? ">" : "<=", 0);
    if (query.hidden !== undefined) matching = matching.where(sql<SqlBool>`coalesce(p.hidden, 0) = ${query.hidden ? 1 : 0}`);
    if (query.q !== undefined) {
      const term = query.q.toLowerCase();
      const code = normalizeModelNumber(query.q);
      matching = matching.where(
        code === ""
          ? text.contains(text.lower(sql`p.name`), term)
          : sql<SqlBool>`(${text.contains(text.lower(sql`p.name`), term)} or ${text.contains(sql`p.part_number_norm`, code)})`,
      );
    }
    const [page, total] = await Promise.all([
      matching
        .leftJoin("brands as b", "b.id", "p.brand_id")
        .leftJoin("categories as c", "c.id", "p.category_id")
        .select(["p.id", "p.name", "p.part_number", "p.price", "p.original_price", "p.quantity_on_hand", "p.bin", "p.special_order_days", "p.hidden", "b.id as brand_id", "b.name as brand_name", "c.id as category_id", "c.name as category_name"])
        .orderBy("p.name_key")
        .orderBy("p.id")
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return {
      parts: page.map((row) => ({
        id: row.id,
        name: row.name,
        partNumber: row.part_number,
        price: row.price,
        ...(row.original_price === null ? {} : { originalPrice: row.original_price }),
        quantityOnHand: row.quantity_on_hand,
        ...(row.bin === null ? {} : { bin: row.bin }),
        ...(row.special_order_days === null ? {} : { specialOrderDays: row.special_order_days }),
        hidden: row.hidden === 1,
        brand: row.brand_id === null || row.brand_name === null ? null : { id: row.brand_id, name: row.brand_name },
        category: row.category_id === null || row.category_name === null ? null : { id: row.category_id, name: row.category_name },
      })),
      total: Number(total.total),
    };
  }

  /** How the catalogue stands for a listing: its categories' sides, the counts, and whether any part cannot be shown. */
  async function shape() {
    const [categories, counts] = await Promise.all([
      db.selectFrom("categories").select(["id", "type"]).execute(),
      db.selectFrom("part_counts").select(["kind", "owner_id", "parts"]).execute(),
    ]);
    const count = (kind: string, id: number) => counts.find((row) => row.kind === kind && row.owner_id === id)?.parts ?? 0;
    return { categories, count, orphans: count("orphan", 0) };
  }

  /**
   * How many parts a listing has, from the counts where its filters are a category, a brand or a
   * side of the shop alone; undefined where the matching parts must be counted.
   */
  function countedTotal(query: PartQuery, { categories, count }: Awaited<ReturnType<typeof shape>>): number | undefined {
    if ((query.search ?? "").trim() !== "" || query.inStock === true || query.isFeatured !== undefined || query.isPopular !== undefined) return undefined;
    if (query.categoryId !== undefined) {
      if (query.brandId !== undefined) return undefined;
      const category = categories.find((row) => row.id === query.categoryId);
      return category && (query.type === undefined || category.type === query.type) ? count("category", category.id) : 0;
    }
    if (query.brandId !== undefined) return query.type === undefined ? count("brand", query.brandId) : undefined;
    return categories.filter((row) => query.type === undefined || row.type === query.type).reduce((sum, row) => sum + count("category", row.id), 0);
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
      const catalogue = await shape();
      const search = await searchPlan(db, query.search ?? "");
      let matching = (
        search?.found
          ? db
              .selectFrom(search.found.as("m"))
              .crossJoin("parts as p")
              .whereRef("p.id", "=", "m.id")
          : db.selectFrom("parts as p")
      ).where(sql<SqlBool>`coalesce(p.hidden, 0) = 0`);
      if (catalogue.orphans > 0) {
        matching = matching.where(sql<SqlBool>`p.brand_id in (select id from brands) and p.category_id in (select id from categories)`);
      }
      if (query.type !== undefined) {
        const ids = catalogue.categories.filter((row) => row.type === query.type).map((row) => row.id);
        matching = matching.where(ids.length > 0 ? sql<SqlBool>`p.category_id in (${sql.join(ids)})` : text.never);
      }
      if (query.categoryId !== undefined) matching = matching.where("p.category_id", "=", query.categoryId);
      if (query.brandId !== undefined) matching = matching.where("p.brand_id", "=", query.brandId);
      if (query.inStock === true) matching = matching.where("p.quantity_on_hand", ">", 0);
      if (query.isFeatured !== undefined) matching = matching.where("p.is_featured", "=", query.isFeatured ? 1 : 0);
      if (query.isPopular !== undefined) matching = matching.where("p.is_popular", "=", query.isPopular ? 1 : 0);
      if (search?.check) matching = matching.where(search.check);
      const counted = countedTotal(query, catalogue);
      const ordered = search ? matching.orderBy(search.group) : matching;
      const [page, total] = await Promise.all([
        ordered.select("p.id").orderBy(sql.raw(ORDER_BY[query.sort])).limit(query.limit).offset(query.offset).execute(),
        counted ?? matching.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow().then((row) => Number(row.total)),
      ]);
      return { products: await partsById(page.map((row) => row.id)), total };
    },

    part: async (id) => (await partsById([id]))[0],
    partsByIds: (ids) => partsById(ids),

    partsForModel(model, type) {
      const key = normalizeModelNumber(model);
      return key ? fitting(key, type, MODEL_SEARCH_LIMIT) : Promise.resolve([]);
    },

    records: (ids) => records(ids),

    async partsByCodes(codes) {
      const wanted = [...new Set(codes)].filter((code) => code !== "").slice(0, 500);
      if (wanted.length === 0) return new Map();
      const [own, older] = await Promise.all([
        db.selectFrom("parts").select(["id", "part_number_norm as code"]).where("part_number_norm", "in", wanted).execute(),
        db.selectFrom("part_supersedes").select(["part_id as id", "part_number_norm as code"]).where("part_number_norm", "in", wanted).execute(),
      ]);
      const visible = new Map((await partsById([...new Set([...own, ...older].map((row) => row.id))])).map((part) => [part.id, part]));
      /** The visible part of the lowest id among `rows` numbered `code`. */
      const first = (rows: readonly { id: number; code: string }[], code: string) =>
        rows
          .filter((row) => row.code === code && visible.has(row.id))
          .map((row) => row.id)
          .sort((a, b) => a - b)
          .map((id) => visible.get(id))[0];
      const found = new Map<string, PartView>();
      for (const code of wanted) {
        const part = first(own, code) ?? first(older, code);
        if (part) found.set(code, part);
      }
      return found;
    },

    async recordByNumber(partNumber) {
      const code = normalizeModelNumber(partNumber);
      const row = await db.selectFrom("parts").select("id").where("part_number_norm", "=", code).orderBy("id").executeTakeFirst();
      return row ? (await records([row.id]))[0] : undefined;
    },

    async recordsByNumbers(partNumbers) {
      const wanted = new Set(partNumbers.map((number) => number.toUpperCase()));
      // Found through the normalised numbers' index (a superset), then kept where the number matches in any case.
      const codes = [...new Set([...wanted].map(normalizeModelNumber))].filter((code) => code !== "");
      const ids: number[] = [];
      for (let at = 0; at < codes.length; at += 500) {
        const rows = await db.selectFrom("parts").select(["id", "part_number"]).where("part_number_norm", "in", codes.slice(at, at + 500)).execute();
        for (const row of rows) if (wanted.has(row.part_number.toUpperCase())) ids.push(row.id);
      }
      return records(ids.sort((a, b) => a - b));
    },

    async nextPartId() {
      const row = await db.selectFrom("parts").select((eb) => eb.fn.max<number | null>("id").as("id")).executeTakeFirst();
      return (row?.id ?? 0) + 1;
    },

    staffParts: (query) => staffParts(query),

    async partCounts(kind) {
      const column = kind === "category" ? "category_id" : "brand_id";
      const rows = await db
        .selectFrom("parts")
        .select([`${column} as owner`, (eb) => eb.fn.countAll<number>().as("parts")])
        .groupBy(column)
        .execute();
      return new Map(rows.map((row) => [Number(row.owner), Number(row.parts)]));
    },

    async allRecords() {
      const rows = await db.selectFrom("parts").selectAll().orderBy("id").execute();
      return withLists(rows, await fitsOf(undefined), await supersededOf(undefined));
    },

    async visiblePartIds() {
      const rows = await db.selectFrom("parts").select("id").where(sql<SqlBool>`coalesce(hidden, 0) = 0`).orderBy("id").execute();
      return rows.map((row) => row.id);
    },

    async listedModels() {
      // Each normalised number's listed form: the one most visible parts write, ties to the first in string order.
      const rows = await db
        .with("forms", () =>
          visibleParts()
            .innerJoin("part_fits as f", "f.part_id", "p.id")
            .where("f.model_norm", "<>", "")
            .groupBy(["f.model_norm", "f.model"])
            .select(["f.model_norm as model_norm", "f.model as model", sql<number>`count(distinct f.part_id)`.as("parts")]),
        )
        .with("ranked", (w) =>
          w.selectFrom("forms").select(["model", sql<number>`row_number() over (partition by model_norm order by parts desc, model)`.as("rank")]),
        )
        .selectFrom("ranked")
        .select("model")
        .where("rank", "=", 1)
        .execute();
      return rows.map((row) => row.model).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    },

    async modelPage(model) {
      const key = normalizeModelNumber(model);
      if (!key) return undefined;
      // Each part once, by `exists` rather than `distinct` (PostgreSQL sorts a distinct list only by what it selects).
      const rows = (await visibleParts()
        .where(({ exists, selectFrom }) => exists(selectFrom("part_fits as f").select("f.part_id").whereRef("f.part_id", "=", "p.id").where("f.model_norm", "=", key)))
        .select(partColumns)
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
