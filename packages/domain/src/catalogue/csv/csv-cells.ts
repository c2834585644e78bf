import { fromCents, isMoney, toCents } from "../../kernel/money.ts";
import type { Brand, Category, Part, PartInput } from "../types.ts";

/**
 * The catalogue CSV's columns and what one cell holds (docs/product.md, Catalogue CSV): the same
 * reading serves export (a part's value of a column), change detection (before and after) and
 * import (a cell's text checked and turned into a value).
 */

/** The columns, in the order export writes them. `part_number` is the key. */
export const CATALOGUE_CSV_COLUMNS = [
  "part_number",
  "name",
  "brand",
  "category",
  "price",
  "original_price",
  "quantity",
  "bin",
  "special_order",
  "lead_days",
  "compatible_models",
  "replaces",
  "description",
  "featured",
  "popular",
  "hidden",
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/**
 * The column that holds each of a part's fields: the name a row's error gives a field when the
 * parts API's rule for it refuses the cell (catalogue/parse.ts, `partFieldRules`).
 */
export const PART_FIELD_COLUMNS: Record<keyof PartInput, CatalogueCsvColumn> = {
  name: "name",
  partNumber: "part_number",
  price: "price",
  originalPrice: "original_price",
  quantityOnHand: "quantity",
  bin: "bin",
  specialOrderDays: "lead_days",
  description: "description",
  compatibility: "compatible_models",
  supersedes: "replaces",
  isFeatured: "featured",
  isPopular: "popular",
  hidden: "hidden",
  brandId: "brand",
  categoryId: "category",
};

/** Columns every file must have: what a point-of-sale export carries. Absent optional columns leave a part's field as it is. */
export const REQUIRED_CSV_COLUMNS: readonly CatalogueCsvColumn[] = ["part_number", "name", "brand", "category", "price", "quantity"];

/** Separates the values of `compatible_models` and `replaces` in one cell. */
/** Formula guarding is the kernel's (inbox exports CSV too); the catalogue's CSV module names it here as ever. */
export { guardCsvCell, unguardCsvCell } from "../../kernel/csv-cell.ts";

export const LIST_SEPARATOR = "|";

/** A column's value as JSON, for people and for comparing: names for brand and category, null for no sale or no bin. */
export type ColumnValue = string | number | boolean | string[] | null;

/** Names of the brands and categories by id, for showing a part's columns. */
export interface CatalogueNames {
  brands: ReadonlyMap<number, Pick<Brand, "name" | "slug">>;
  categories: ReadonlyMap<number, Pick<Category, "name" | "slug">>;
}

/** The lowercased name where that is a slug, else a slugified form: "Fisher & Paykel" -> "fisher-paykel". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const normalMoney = (value: string) => (isMoney(value) ? fromCents(toCents(value)) : value);

/** One column of a part, as JSON. Money is normalised to two decimals, so "24.9" and "24.90" are the same price. */
export function columnValue(product: Part, column: CatalogueCsvColumn, names: CatalogueNames): ColumnValue {
  switch (column) {
    case "part_number":
      return product.partNumber;
    case "name":
      return product.name;
    case "brand":
      return names.brands.get(product.brandId)?.name ?? "";
    case "category":
      return names.categories.get(product.categoryId)?.name ?? "";
    case "price":
      return normalMoney(product.price);
    case "original_price":
      return product.originalPrice === undefined ? null : normalMoney(product.originalPrice);
    case "quantity":
      return product.quantityOnHand;
    case "bin":
      return product.bin ?? null;
    case "special_order":
      return product.specialOrderDays !== undefined;
    case "lead_days":
      return product.specialOrderDays ?? null;
    case "compatible_models":
      return product.compatibility;
    case "replaces":
      return product.supersedes ?? [];
    case "description":
      return product.description;
    case "featured":
      return product.isFeatured;
    case "popular":
      return product.isPopular;
    case "hidden":
      return product.hidden === true;
  }
}

/** A column's value as the text of a cell. */
export function cellText(value: ColumnValue): string {
  if (value === null) return "";
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  return String(value);
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };
const bad = (message: string): { ok: false; message: string } => ({ ok: false, message });

const FLAGS: Record<string, boolean> = { "": false, true: true, false: false, yes: true, no: false, "1": true, "0": false };

/** true/false, yes/no, 1/0 in any case; empty is false. */
export function readFlag(column: CatalogueCsvColumn, text: string): Read<boolean> {
  const value = FLAGS[text.toLowerCase()];
  return value === undefined ? bad(`${column} must be true or false (yes/no, 1/0, or empty for false), not "${text}"`) : { ok: true, value };
}

/** An amount like "54.99", stored with two decimals. */
export function readMoney(column: CatalogueCsvColumn, text: string): Read<string> {
  return isMoney(text) ? { ok: true, value: normalMoney(text) } : bad(`${column} must be an amount like "54.99", not "${text}"`);
}

/** A special order's lead time in business days: a whole number (the parts API's rule checks the range). */
export function readLeadDays(text: string): Read<number> {
  return /^\d{1,9}$/.test(text) ? { ok: true, value: Number(text) } : bad(`lead_days must be a whole number of business days, not "${text}"`);
}

/** A whole number, 0 or more. */
export function readQuantity(text: string): Read<number> {
  return /^\d{1,9}$/.test(text) ? { ok: true, value: Number(text) } : bad(`quantity must be a whole number, 0 or more, not "${text}"`);
}

/** Values separated by "|", each trimmed; empty ones dropped. */
export function readList(text: string): string[] {
  return text
    .split(LIST_SEPARATOR)
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

type Named = { id: number; name: string; slug: string };

/**
 * Finds brands or categories by what a cell says: the slug, the name (any case), or the name as
 * a slug ("Fisher and Paykel" finds fisher-and-paykel). A name two records share must be given
 * by slug.
 */
export class NameLookup<T extends Named> {
  private readonly bySlug = new Map<string, T>();
  private readonly byName = new Map<string, T[]>();

  constructor(rows: readonly T[]) {
    for (const row of rows) this.add(row);
  }

  add(row: T): void {
    this.bySlug.set(row.slug, row);
    const key = row.name.toLowerCase();
    this.byName.set(key, [...(this.byName.get(key) ?? []), row]);
  }

  /** The record, undefined when none matches, or every record of a shared name. */
  find(text: string): T | T[] | undefined {
    const key = text.toLowerCase();
    const slug = this.bySlug.get(key);
    if (slug) return slug;
    const named = this.byName.get(key);
    if (named) return named.length === 1 ? named[0] : named;
    return this.bySlug.get(slugOf(text));
  }

  /** Whether a name is shared, so export writes the slug to keep the file unambiguous. */
  isShared(name: string): boolean {
    return (this.byName.get(name.toLowerCase())?.length ?? 0) > 1;
  }
}
