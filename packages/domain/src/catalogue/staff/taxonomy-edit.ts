import { z } from "zod";
import { type Parsed, parseWith } from "../../kernel/parse.ts";
import { plain, text, typed, withinBytes } from "../../kernel/text-rules.ts";
import type { ApiErrorBody } from "../../kernel/types.ts";
import { type Change, findRecord } from "../../shop/index.ts";
import type { CatalogueChange, ShopData } from "../../shop/index.ts";
import { slugOf } from "../csv/csv-cells.ts";
import { type Brand, type BrandView, type Category, type CategoryView, PART_TYPES, type StaffBrandView, type StaffCategoryView, type TaxonomyInput } from "../types.ts";
import type { PartWriteContext } from "./part-edit.ts";

/**
 * Categories and brands in the back office (docs/product.md, Back office: Categories and brands):
 * the lists, and the rules that add one or change one. There is no delete: parts refer to them.
 * A slug is the record's address (/{type}-parts/{slug}, /brands/{slug}); it may change, and each
 * kind's slugs and names stay unique. Every write also records a CatalogueChange.
 */

/**
 * What a category or brand rule reads: the shop's categories, brands and history, and how many
 * parts name each record of the kind it is about: counted beforehand (`partsCounted`, by id,
 * taxonomy-handlers.ts) or over every part (the domain's own tests).
 */
export type TaxonomyData = Pick<ShopData, "brands" | "categories" | "catalogueChanges"> &
  ({ partsCounted: ReadonlyMap<number, number> } | Pick<ShopData, "products">);

/** The longest name and slug, and the longest description. */
export const TAXONOMY_NAME_MAX = 80;
export const TAXONOMY_DESCRIPTION_MAX = 2000;

/** A slug: lowercase letters and digits in words joined by single dashes, "washer-dryer-parts". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a name suggests, as the CSV import makes them: "Fisher & Paykel" -> "fisher-paykel". */
export const slugFromName = (name: string): string => slugOf(name);

/** A category's or brand's name: the editor's rule, and the CSV import's for one it would create (`field` names it). */
export const taxonomyNameRule = (field: string) => text(field, TAXONOMY_NAME_MAX);

const taxonomyFields = {
  name: taxonomyNameRule("name"),
  slug: z
    .string(typed("slug", "text"))
    .trim()
    .min(1, "slug is required")
    .max(TAXONOMY_NAME_MAX, `slug must be at most ${TAXONOMY_NAME_MAX} characters`)
    .regex(SLUG_PATTERN, "slug must be lowercase letters and digits joined by single dashes, like washer-dryer-parts"),
  type: z.enum(PART_TYPES, `type must be one of ${PART_TYPES.join(", ")}`),
  description: z
    .string(typed("description", "text"))
    .trim()
    .refine(...withinBytes("description", TAXONOMY_DESCRIPTION_MAX))
    .refine(...plain("description", "many")),
};
const newSchema = z.strictObject({ ...taxonomyFields, description: taxonomyFields.description.optional() });
const editSchema = z.strictObject(taxonomyFields).partial();

/** POST body of a new category or brand; uniqueness is checked against the records by the write. */
export const parseNewTaxonomy = (body: unknown): Parsed<TaxonomyInput> => parseWith(newSchema, body);
/** PUT body: any of the fields. */
export const parseTaxonomyEdit = (body: unknown): Parsed<Partial<TaxonomyInput>> =>
  parseWith(editSchema, body) as Parsed<Partial<TaxonomyInput>>;

/** Which of the two a rule works on, with its collection and the part field that refers to it. */
type Kind = "category" | "brand";
const KINDS = {
  category: { collection: "categories", partField: "categoryId", label: "category" },
  brand: { collection: "brands", partField: "brandId", label: "brand" },
} as const;

type Row = Category | Brand;

/** A category or brand write's answer, or a refusal naming its field. */
export type TaxonomyResult<View> = { ok: true; status: 200 | 201; value: View; changes: Change[] } | { ok: false; status: number; error: ApiErrorBody };

const refuse = (status: number, message: string, field: string) => ({ ok: false as const, status, error: { message, field } });

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** The history subject of a category or brand: "category:3", "brand:2". */
export const taxonomySubject = (kind: Kind, id: number): string => `${kind}:${id}`;

const rowsOf = (data: TaxonomyData, kind: Kind): Row[] => data[KINDS[kind].collection];

/** Parts that refer to a record, hidden ones too: the back office counts what a change would touch. */
function partCount(data: TaxonomyData, kind: Kind, id: number): number {
  if ("partsCounted" in data) return data.partsCounted.get(id) ?? 0;
  const field = KINDS[kind].partField;
  return data.products.reduce((n, part) => (part[field] === id ? n + 1 : n), 0);
}

const withCount = <R extends Row>(data: TaxonomyData, kind: Kind, row: R): R & { productCount: number } => ({
  ...row,
  productCount: partCount(data, kind, row.id),
});

function listOf(data: TaxonomyData, kind: Kind) {
  return [...rowsOf(data, kind)].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id).map((row) => withCount(data, kind, row));
}

/** GET /api/staff/categories: every category by name, with its parts counted (hidden ones too). */
export const staffCategories = (data: TaxonomyData): CategoryView[] => listOf(data, "category") as CategoryView[];
/** GET /api/staff/brands: every brand by name, with its parts counted (hidden ones too). */
export const staffBrands = (data: TaxonomyData): BrandView[] => listOf(data, "brand") as BrandView[];

/** A category's or brand's history: its CatalogueChanges, newest first. */
export function taxonomyHistory(data: Pick<ShopData, "catalogueChanges">, kind: Kind, id: number): CatalogueChange[] {
  const subject = taxonomySubject(kind, id);
  return data.catalogueChanges.filter((c) => c.subject === subject).sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}

/** A category as staff see it, with its history; undefined when there is none. */
export function staffCategoryView(data: TaxonomyData, id: number): StaffCategoryView | undefined {
  const row = findRecord(data.categories, id);
  return row && { category: withCount(data, "category", row), history: taxonomyHistory(data, "category", id) };
}

/** A brand as staff see it, with its history; undefined when there is none. */
export function staffBrandView(data: TaxonomyData, id: number): StaffBrandView | undefined {
  const row = findRecord(data.brands, id);
  return row && { brand: withCount(data, "brand", row), history: taxonomyHistory(data, "brand", id) };
}

/** Slugs are addresses and names are how the CSV finds a record, so each is one record's only. */
function checkUnique(data: TaxonomyData, kind: Kind, row: Row) {
  const others = rowsOf(data, kind).filter((r) => r.id !== row.id);
  const label = KINDS[kind].label;
  const slugTaken = others.find((r) => r.slug === row.slug);
  if (slugTaken) return refuse(409, `slug ${row.slug} is already ${label} ${slugTaken.id}'s address (${slugTaken.name})`, "slug");
  const nameTaken = others.find((r) => collator.compare(r.name, row.name) === 0);
  if (nameTaken) return refuse(409, `name ${row.name} is already ${label} ${nameTaken.id}'s name`, "name");
  return undefined;
}

const FIELD_LABELS = { name: "Name", slug: "Slug", type: "Type", description: "Description" } as const;
const FIELDS = Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[];

function diff(before: Row, after: Row): CatalogueChange["fields"] {
  return FIELDS.flatMap((field) => (before[field] === after[field] ? [] : [{ field, before: before[field], after: after[field] }]));
}

/** "Name Dryer -> Dryer Parts; Description changed": a long description is only said to have changed. */
const summaryOf = (fields: CatalogueChange["fields"]) =>
  fields
    .map(({ field, before, after }) => {
      const label = FIELD_LABELS[field as keyof typeof FIELD_LABELS];
      return field === "description" ? `${label} changed` : `${label} ${String(before)} -> ${String(after)}`;
    })
    .join("; ");

const viewOf = (data: TaxonomyData, kind: Kind, row: Row, history: CatalogueChange[]) =>
  kind === "category" ? { category: withCount(data, kind, row as Category), history } : { brand: withCount(data, kind, row), history };

function write(data: TaxonomyData, kind: Kind, before: Row, after: Row, ctx: PartWriteContext, created: boolean) {
  const refused = checkUnique(data, kind, after);
  if (refused) return refused;
  const fields = diff(before, after);
  const history = taxonomyHistory(data, kind, after.id);
  if (!created && fields.length === 0) return { ok: true as const, status: 200 as const, value: viewOf(data, kind, before, history), changes: [] };
  const entry: CatalogueChange = {
    id: ctx.newId(),
    at: ctx.now.toISOString(),
    by: ctx.by,
    subject: taxonomySubject(kind, after.id),
    fields,
    summary: created ? "Added" : summaryOf(fields),
  };
  const changes: Change[] = [
    { op: "put", collection: KINDS[kind].collection, record: after } as Change,
    { op: "put", collection: "catalogueChanges", record: entry },
  ];
  return { ok: true as const, status: created ? (201 as const) : (200 as const), value: viewOf(data, kind, after, [entry, ...history]), changes };
}

/**
 * A new category or brand record with the next id (the highest plus one) and an empty
 * description unless one is given. The CSV import makes its new records the same way.
 */
export function newTaxonomyRecord<R extends Row>(rows: readonly R[], input: TaxonomyInput, nextId?: number): R {
  const id = nextId ?? rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
  return { id, name: input.name, slug: input.slug, type: input.type, description: input.description ?? "" } as R;
}

function create(data: TaxonomyData, kind: Kind, input: TaxonomyInput, ctx: PartWriteContext) {
  const row = newTaxonomyRecord(rowsOf(data, kind), input);
  // Every field is recorded as set from nothing, type too.
  const empty = { id: row.id, name: "", slug: "", type: "", description: "" } as unknown as Row;
  return write(data, kind, empty, row, ctx, true);
}

function update(data: TaxonomyData, kind: Kind, id: number, input: Partial<TaxonomyInput>, ctx: PartWriteContext) {
  const before = findRecord(rowsOf(data, kind), id);
  if (!before) return refuse(404, `${kind === "category" ? "Category" : "Brand"} not found`, "id");
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return write(data, kind, before, { ...before, ...defined }, ctx, false);
}

/** Adds a category, recorded as "Added". */
export const createCategory = (data: TaxonomyData, input: TaxonomyInput, ctx: PartWriteContext) =>
  create(data, "category", input, ctx) as TaxonomyResult<StaffCategoryView>;
/** Changes some of a category's fields; nothing changed stores and records nothing. */
export const updateCategory = (data: TaxonomyData, id: number, input: Partial<TaxonomyInput>, ctx: PartWriteContext) =>
  update(data, "category", id, input, ctx) as TaxonomyResult<StaffCategoryView>;
/** Adds a brand, recorded as "Added". */
export const createBrand = (data: TaxonomyData, input: TaxonomyInput, ctx: PartWriteContext) =>
  create(data, "brand", input, ctx) as TaxonomyResult<StaffBrandView>;
/** Changes some of a brand's fields; nothing changed stores and records nothing. */
export const updateBrand = (data: TaxonomyData, id: number, input: Partial<TaxonomyInput>, ctx: PartWriteContext) =>
  update(data, "brand", id, input, ctx) as TaxonomyResult<StaffBrandView>;
