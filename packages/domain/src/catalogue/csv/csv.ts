// The csv project's sync APIs (package.json "imports"): in the browser (the mocks, the back
// office) its browser builds, which carry their own Buffer; in Node its Node builds, several
// times faster on a large file.
import { parse } from "#csv-parse";
import { stringify } from "#csv-stringify";
import type { z } from "zod";
import { guardCsvCell, unguardCsvCell } from "../../kernel/csv-cell.ts";
import { toCents } from "../../kernel/money.ts";
import type { ShopData } from "../../shop/index.ts";
import { partFieldRules } from "../parse.ts";
import { taxonomyNameRule } from "../staff/taxonomy-edit.ts";
import type { Brand, Category, Part } from "../types.ts";
import {
  CATALOGUE_CSV_COLUMNS,
  type CatalogueCsvColumn,
  type CatalogueNames,
  cellText,
  columnValue,
  readLeadDays,
  type ColumnValue,
  NameLookup,
  PART_FIELD_COLUMNS,
  readFlag,
  readList,
  readMoney,
  readQuantity,
  REQUIRED_CSV_COLUMNS,
  slugOf,
} from "./csv-cells.ts";

/**
 * The catalogue as a CSV file and back (docs/product.md, Catalogue CSV): export writes every
 * part; import reads a file's rows and cells here (errors by line and column), csv-match.ts
 * previews them against the catalogue (new parts, changed fields) without changing anything, and
 * csv-apply.ts turns a clean preview into one commit.
 */

export * from "./csv-cells.ts";

/**
 * What an import is matched against: the brands and categories, and `products`, the parts the
 * file names by number (asked of the catalogue beforehand, csv-handlers.ts) or every part, with
 * `nextPartId`, when given, the id the first new part takes. An export reads every part.
 */
export type Catalogue = Pick<ShopData, "products" | "brands" | "categories"> & { nextPartId?: number };

/** A problem with the file: its line (1 is the header) and, when it is about one cell, the column. */
export interface ImportError {
  line: number;
  column?: string;
  message: string;
}

/** One column of a part that the file changes, as JSON values (brand and category by name, no sale as null). */
export interface ImportFieldChange {
  field: CatalogueCsvColumn;
  before: ColumnValue;
  after: ColumnValue;
}

/** A part the file adds, as it would be stored. */
export interface ImportedPart {
  line: number;
  partNumber: string;
  record: Part;
}

/** A part the file changes: what changes, and the record as it would be stored. */
export interface ChangedPart extends ImportedPart {
  fields: ImportFieldChange[];
}

/** What importing a file would do. Nothing is applied while `errors` has any. */
export interface CatalogueImportPreview {
  new: ImportedPart[];
  changed: ChangedPart[];
  unchanged: number;
  errors: ImportError[];
  /** Brands and categories the file names that the catalogue lacks, created with the import when allowed. */
  newBrands: Brand[];
  newCategories: Category[];
}

export interface CatalogueImportOptions {
  /** Create a brand the file names and the catalogue lacks, instead of refusing the line. */
  createBrands?: boolean;
  createCategories?: boolean;
}

/** The names export and previews show a part's brand and category by, over the given and any new ones. */
export function catalogueNames(data: Pick<ShopData, "brands" | "categories">, extra?: Pick<CatalogueImportPreview, "newBrands" | "newCategories">): CatalogueNames {
  return {
    brands: new Map([...data.brands, ...(extra?.newBrands ?? [])].map((b) => [b.id, b])),
    categories: new Map([...data.categories, ...(extra?.newCategories ?? [])].map((c) => [c.id, c])),
  };
}

/**
 * Every part, hidden ones too, in id order, one row each under a header row; brands and
 * categories by name (by slug where two share a name). Starts with a byte-order mark, so
 * spreadsheet programs read it as UTF-8; importing it back changes nothing.
 */
export function exportCatalogueCsv(data: Catalogue): string {
  const names = catalogueNames(data);
  const brands = new NameLookup(data.brands);
  const categories = new NameLookup(data.categories);
  const rows = [...data.products]
    .sort((a, b) => a.id - b.id)
    .map((product) =>
      CATALOGUE_CSV_COLUMNS.map((column) => {
        if (column === "brand") return guardCsvCell(named(names.brands.get(product.brandId), brands));
        if (column === "category") return guardCsvCell(named(names.categories.get(product.categoryId), categories));
        return guardCsvCell(cellText(columnValue(product, column, names)));
      }),
    );
  return `\ufeff${stringify([[...CATALOGUE_CSV_COLUMNS], ...rows], { quoted_match: /\r/ })}`;
}

function named(row: Pick<Brand, "name" | "slug"> | undefined, lookup: NameLookup<Brand | Category>): string {
  if (!row) return "";
  return lookup.isShared(row.name) ? row.slug : row.name;
}

interface Row {
  line: number;
  cells: string[];
}

/**
 * The file with one line ending throughout: CR LF and a CR alone each become LF, so line numbers
 * count every kind alike and the import's line cap (csv-import.ts) counts the lines the parser reads.
 */
export const oneLineEnding = (text: string): string => text.replace(/\r\n?/g, "\n");

/** The file's records with the line each starts on; a quote never closed ends the reading with an error. */
function readRows(text: string): { rows: Row[]; error?: ImportError } {
  const rows: Row[] = [];
  let lastLine = 0;
  try {
    parse(oneLineEnding(text), {
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      on_record: (record: string[], context: { lines: number }) => {
        rows.push({ line: lastLine + 1, cells: record });
        lastLine = context.lines;
        return null;
      },
    });
  } catch (error) {
    const why = error instanceof Error ? error.message.split(":")[0] : "unreadable";
    return { rows, error: { line: lastLine + 1, message: `${why}: a quoted value starting on this line is never closed, so the rest of the file could not be read` } };
  }
  return { rows };
}

const plural = (n: number, word: string) => `${word}${n === 1 ? "" : "s"}`;

/** The header's columns, or the errors that stop the rows from being read. */
function readHeader(header: Row | undefined): { columns: Map<CatalogueCsvColumn, number> } | { errors: ImportError[] } {
  if (!header || header.cells.every((cell) => cell.trim() === "")) {
    return { errors: [{ line: 1, message: `The first line must name the columns: ${CATALOGUE_CSV_COLUMNS.join(", ")}` }] };
  }
  const errors: ImportError[] = [];
  const columns = new Map<CatalogueCsvColumn, number>();
  const unknown: string[] = [];
  header.cells.forEach((cell, i) => {
    const name = cell.trim().toLowerCase().replace(/\s+/g, "_");
    if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name)) unknown.push(cell.trim());
    else if (columns.has(name as CatalogueCsvColumn)) errors.push({ line: header.line, column: name, message: `Column ${name} appears twice` });
    else columns.set(name as CatalogueCsvColumn, i);
  });
  if (unknown.length > 0) {
    const list = unknown.map((name) => `"${name}"`).join(", ");
    errors.push({ line: header.line, column: unknown[0], message: `Unknown ${plural(unknown.length, "column")} ${list}: the columns are ${CATALOGUE_CSV_COLUMNS.join(", ")}` });
  }
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    errors.push({ line: header.line, column: missing[0], message: `Missing ${plural(missing.length, "column")} ${missing.join(", ")}: every file needs ${REQUIRED_CSV_COLUMNS.join(", ")}` });
  }
  return errors.length > 0 ? { errors } : { columns };
}

export const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

/**
 * A part's fields as the parts API checks them (catalogue/parse.ts), their messages naming the
 * file's columns: a row's cells are read into values (text, a number, a list) and each goes
 * through the same rule as the same field of PUT /api/staff/parts/{id}.
 */
const PART_RULES = partFieldRules((field) => PART_FIELD_COLUMNS[field]);
type PartRules = typeof PART_RULES;

/** The rule's value, or undefined and the rule's first message for the field's column. */
function checked<K extends "name" | "partNumber" | "quantityOnHand" | "bin" | "specialOrderDays" | "description" | "compatibility" | "supersedes">(
  field: K,
  value: unknown,
  fail: (column: CatalogueCsvColumn, message: string) => void,
): z.output<PartRules[K]> | undefined {
  const result = PART_RULES[field].safeParse(value);
  if (result.success) return result.data as z.output<PartRules[K]>;
  const column = PART_FIELD_COLUMNS[field];
  fail(column, result.error.issues[0]?.message ?? `${column} is not valid`);
  return undefined;
}

/**
 * A row's special order, from `special_order` (yes/no) and `lead_days` (business days): yes needs
 * a lead time, no makes the part none (whatever lead_days says). Without a special_order column, a
 * lead time makes the part a special order and an empty cell makes it none. Undefined when the
 * file has neither column (the part keeps what it has) or a cell was refused.
 */
function readSpecialOrder(
  flagText: string | undefined,
  daysText: string | undefined,
  fail: (column: CatalogueCsvColumn, message: string) => void,
): number | null | undefined {
  let special: boolean | undefined;
  if (flagText !== undefined) {
    const read = readFlag("special_order", flagText);
    if (!read.ok) {
      fail("special_order", read.message);
      return undefined;
    }
    special = read.value;
  }
  if (special === false) return null;
  if (special === undefined && daysText === undefined) return undefined;
  if (special === undefined && daysText === "") return null;
  if (!daysText) {
    fail("lead_days", "lead_days is required when special_order is yes: the lead time in business days, 1 to 60");
    return undefined;
  }
  const days = readLeadDays(daysText);
  if (!days.ok) {
    fail("lead_days", days.message);
    return undefined;
  }
  return checked("specialOrderDays", days.value, fail) ?? undefined;
}

const NAME_RULES = { brand: taxonomyNameRule("brand"), category: taxonomyNameRule("category") };

/**
 * Why a brand or category of this name could not be made, should the import create it: the
 * category and brand editor's rule for a name, then a slug to make from it. Undefined when it could.
 */
function nameProblem(kind: "brand" | "category", text: string): string | undefined {
  const result = NAME_RULES[kind].safeParse(text);
  if (!result.success) return result.error.issues[0]?.message ?? `${kind} is not valid`;
  if (!slugOf(text)) return `${kind} "${text}" has no letters or digits to make its slug from`;
  return undefined;
}

/**
 * A row's cells read and checked by the parts API's rules, before the catalogue is looked at:
 * each value as it would be stored, undefined when its column is absent (the part keeps its own)
 * or the cell was refused (the row's errors say why).
 */
export interface CheckedPart {
  partNumber?: string;
  name?: string;
  price?: string;
  quantity?: number;
  /** Null for an empty cell: no bin. */
  bin?: string | null;
  /** The lead time that makes the part a special order; null when the file says it is none. */
  specialOrderDays?: number | null;
  /** An empty cell stays "": a point-of-sale file has no description to give a new part. */
  description?: string;
  models?: string[];
  replaces?: string[];
  /** Null for an empty cell: no sale. */
  originalPrice?: string | null;
  featured?: boolean;
  popular?: boolean;
  hidden?: boolean;
  /** The brand and category cells, "" when empty: found in the catalogue by name or slug, or made. */
  brand: string;
  category: string;
  /** Why a brand or category of the cell's name could not be made (nameProblem); absent when it could. */
  brandProblem?: string;
  categoryProblem?: string;
}

/** One record of the file, with the errors of its own cells. */
export interface CheckedRow {
  line: number;
  /** In the order a preview lists them; the brand's and category's in the catalogue come after. */
  errors: ImportError[];
  /** Absent when the row goes no further: it has more or fewer values than the header has columns. */
  part?: CheckedPart;
}

/**
 * A file read and every cell checked, with no catalogue yet (readCatalogueCsv): the header's
 * errors, or each non-blank row and, when a quote was never closed, the error the preview ends with.
 * Plain data, so it can come from another thread (docs/architecture.md, Catalogue CSV).
 */
export type CatalogueCsvRows = { ok: false; errors: ImportError[] } | { ok: true; rows: CheckedRow[]; unreadable?: ImportError };

/**
 * The part of an import that needs no catalogue, and nearly all of its work: the file parsed,
 * its header read and each row's cells checked by the parts API's rules. matchCatalogueRows does
 * the rest against the catalogue.
 */
export function readCatalogueCsv(csvText: string): CatalogueCsvRows {
  const { rows, error } = readRows(csvText);
  const header = readHeader(rows.shift());
  if ("errors" in header) return { ok: false, errors: header.errors };
  const { columns } = header;
  const seen = new Map<string, number>();
  const problems = { brand: new Map<string, string | undefined>(), category: new Map<string, string | undefined>() };
  const problemOf = (kind: "brand" | "category", text: string): string | undefined => {
    if (!text) return undefined;
    if (!problems[kind].has(text)) problems[kind].set(text, nameProblem(kind, text));
    return problems[kind].get(text);
  };
  const checkedRows: CheckedRow[] = [];

  for (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === "")) continue;
    if (row.cells.length !== columns.size) {
      checkedRows.push({ line: row.line, errors: [{ line: row.line, message: `This line has ${row.cells.length} values; the header has ${columns.size} columns` }] });
      continue;
    }
    const errors: ImportError[] = [];
    const fail = (column: CatalogueCsvColumn, message: string) => errors.push({ line: row.line, column, message });
    const cell = (column: CatalogueCsvColumn): string | undefined => {
      const i = columns.get(column);
      return i === undefined ? undefined : unguardCsvCell((row.cells[i] ?? "").trim());
    };
    const required = (column: CatalogueCsvColumn): string => {
      const text = cell(column) ?? "";
      if (text === "") fail(column, `${column} must not be empty`);
      return text;
    };

    // Empty required cells are the file's own error; what a cell holds goes through the parts
    // API's rule for the field: a part number in capitals, a name of one plain line, and so on.
    const partNumberText = required("part_number");
    const partNumber = partNumberText ? checked("partNumber", partNumberText, fail) : undefined;
    const key = partNumber?.toUpperCase() ?? "";
    const earlier = seen.get(key);
    if (partNumber && earlier !== undefined) fail("part_number", `Part number "${partNumber}" is already on line ${earlier}`);
    else if (partNumber) seen.set(key, row.line);
    const nameText = required("name");
    const name = nameText ? checked("name", nameText, fail) : undefined;
    const price = readMoney("price", required("price"));
    if (!price.ok && cell("price")) fail("price", price.message);
    const quantityRead = readQuantity(required("quantity"));
    if (!quantityRead.ok && cell("quantity")) fail("quantity", quantityRead.message);
    const quantity = quantityRead.ok ? checked("quantityOnHand", quantityRead.value, fail) : undefined;
    // An empty bin cell removes the part's bin, as an empty original_price ends its sale.
    const binText = cell("bin");
    const bin = binText === undefined ? undefined : checked("bin", binText, fail);
    const specialOrderDays = readSpecialOrder(cell("special_order"), cell("lead_days"), fail);
    // An empty description stays allowed: a point-of-sale file has none to give a new part.
    const descriptionText = cell("description");
    const description = descriptionText ? checked("description", descriptionText, fail) : descriptionText;
    const modelsText = cell("compatible_models");
    const models = modelsText === undefined ? undefined : checked("compatibility", readList(modelsText), fail);
    const replacesText = cell("replaces");
    const replaces = replacesText === undefined ? undefined : checked("supersedes", readList(replacesText), fail);

    const originalText = cell("original_price");
    let originalPrice: string | null | undefined = originalText === undefined ? undefined : null;
    if (originalText) {
      const read = readMoney("original_price", originalText);
      if (!read.ok) fail("original_price", read.message);
      else if (price.ok && toCents(read.value) <= toCents(price.value)) {
        fail("original_price", `original_price must be more than price (it is the price before the sale), or empty`);
      } else originalPrice = read.value;
    }
    const flags: Partial<Record<"featured" | "popular" | "hidden", boolean>> = {};
    for (const column of ["featured", "popular", "hidden"] as const) {
      const text = cell(column);
      if (text === undefined) continue;
      const read = readFlag(column, text);
      if (read.ok) flags[column] = read.value;
      else fail(column, read.message);
    }
    const brand = required("brand");
    const category = required("category");

    const part: CheckedPart = { partNumber, name, price: price.ok ? price.value : undefined, quantity, bin, specialOrderDays, description, models, replaces, originalPrice, ...flags, brand, category };
    const brandProblem = problemOf("brand", brand);
    const categoryProblem = problemOf("category", category);
    if (brandProblem !== undefined) part.brandProblem = brandProblem;
    if (categoryProblem !== undefined) part.categoryProblem = categoryProblem;
    checkedRows.push({ line: row.line, errors, part });
  }
  return error ? { ok: true, rows: checkedRows, unreadable: error } : { ok: true, rows: checkedRows };
}
