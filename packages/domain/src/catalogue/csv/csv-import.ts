import { z } from "zod";
import { type Parsed, parseWith } from "../../kernel/parse.ts";
import type { RuleResult } from "../../kernel/rule-result.ts";
import { typed } from "../../kernel/text-rules.ts";
import type { ApiContext } from "../../http/handler.ts";
import type { ShopData } from "../../shop/index.ts";
import { applyCatalogueImport } from "./csv-apply.ts";
import {
  type CatalogueCsvRows,
  type CatalogueImportPreview,
  exportCatalogueCsv,
  type ImportError,
  type ImportFieldChange,
  oneLineEnding,
  readCatalogueCsv,
} from "./csv.ts";
import { matchCatalogueRows } from "./csv-match.ts";

/**
 * The back office's catalogue CSV calls over the domain's import and export (docs/architecture.md,
 * Catalogue CSV): the preview as the screen shows it, with a fingerprint of what applying would do,
 * so an apply made after someone else changed the catalogue is refused (409), not applied blind.
 */

/** What the preview and apply calls take. */
export interface CatalogueImportInput {
  csv: string;
  createBrands?: boolean;
  createCategories?: boolean;
}

/** The apply call's body: the file again, and the fingerprint of the preview the person saw. */
export interface CatalogueApplyInput extends CatalogueImportInput {
  fingerprint: string;
}

/** A part in a preview, as the screen lists it. */
export interface ImportPartView {
  line: number;
  id: number;
  partNumber: string;
  name: string;
  price: string;
  quantity: number;
}

export interface ChangedPartView extends ImportPartView {
  fields: ImportFieldChange[];
}

/** What importing a file would do, for the back office: nothing is applied while `errors` has any. */
export interface CatalogueImportPreviewView {
  new: ImportPartView[];
  changed: ChangedPartView[];
  unchanged: number;
  errors: ImportError[];
  /** Names of the brands and categories the import would create. */
  newBrands: string[];
  newCategories: string[];
  /** Sent back with the apply: it refuses (409) when the same file would now do anything else. */
  fingerprint: string;
}

/** What an applied import did, with the parts it added or changed for the screen's links. */
export interface CatalogueImportAppliedView {
  new: number;
  changed: number;
  unchanged: number;
  newBrands: number;
  newCategories: number;
  parts: { id: number; partNumber: string; name: string; status: "new" | "changed" }[];
}

/** The export as the back office downloads it. */
export interface CatalogueExportView {
  filename: string;
  csv: string;
}

type Catalogue = Pick<ShopData, "products" | "brands" | "categories">;

/** Every part as CSV, named for the day: `catalogue-2026-11-24.csv`. */
export function catalogueExport(data: Catalogue, now: Date): CatalogueExportView {
  return { filename: `catalogue-${now.toISOString().slice(0, 10)}.csv`, csv: exportCatalogueCsv(data) };
}

/** cyrb53: a 53-bit string hash; a fingerprint to compare, not a secret. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What applying the preview would store, as one string: equal previews store the same records. */
function fingerprintOf(preview: CatalogueImportPreview): string {
  return hash(
    JSON.stringify([
      preview.new.map((p) => p.record),
      preview.changed.map((p) => [p.record, p.fields]),
      preview.newBrands,
      preview.newCategories,
      preview.unchanged,
      preview.errors.length,
    ]),
  );
}

/** The preview as the back office shows it. */
export function previewView(preview: CatalogueImportPreview): CatalogueImportPreviewView {
  const part = (p: CatalogueImportPreview["new"][number]): ImportPartView => ({
    line: p.line,
    id: p.record.id,
    partNumber: p.partNumber,
    name: p.record.name,
    price: p.record.price,
    quantity: p.record.quantityOnHand,
  });
  return {
    new: preview.new.map(part),
    changed: preview.changed.map((p) => ({ ...part(p), fields: p.fields })),
    unchanged: preview.unchanged,
    errors: preview.errors,
    newBrands: preview.newBrands.map((b) => b.name),
    newCategories: preview.newCategories.map((c) => c.name),
    fingerprint: fingerprintOf(preview),
  };
}

/**
 * The file's rows read and every cell checked, the part of an import that needs no catalogue: by
 * the context's reader when it has one (the server's, in a worker thread, so no other request
 * waits on the parse), else here and now (the mocks).
 */
export async function readImportRows(ctx: Pick<ApiContext, "readCatalogueCsv">, csv: string): Promise<CatalogueCsvRows> {
  // The context names no catalogue type (http/ imports no feature); its reader runs readCatalogueCsv.
  return ctx.readCatalogueCsv ? ((await ctx.readCatalogueCsv(csv)) as CatalogueCsvRows) : readCatalogueCsv(csv);
}

/** Previews the file against the catalogue; changes nothing. `rows` is the file read (readImportRows). */
export function previewImport(data: Catalogue, input: CatalogueImportInput, rows: CatalogueCsvRows = readCatalogueCsv(input.csv)): CatalogueImportPreviewView {
  return previewView(matchCatalogueRows(data, rows, input));
}

/**
 * Applies the file as one commit, all or nothing: 400 naming the first error's line and column
 * while the file has errors, 409 when the same file would now do something else than the preview
 * the person saw (the catalogue changed in between).
 */
export function applyImport(
  data: Catalogue,
  input: CatalogueApplyInput,
  ctx: { by: string; now: Date; newId(): string },
  rows: CatalogueCsvRows = readCatalogueCsv(input.csv),
): RuleResult<CatalogueImportAppliedView> {
  const preview = matchCatalogueRows(data, rows, input);
  const [first] = preview.errors;
  if (first) {
    const count = preview.errors.length;
    const where = first.column ? `Line ${first.line}, column ${first.column}` : `Line ${first.line}`;
    const more = count > 1 ? ` (and ${count - 1} more ${count === 2 ? "error" : "errors"})` : "";
    return { ok: false, status: 400, error: { message: `${where}: ${first.message}${more}. Nothing was imported`, field: first.column ?? "csv" } };
  }
  if (fingerprintOf(preview) !== input.fingerprint) {
    return { ok: false, status: 409, error: { message: "The catalogue changed since this preview: preview the file again", field: "fingerprint" } };
  }
  const result = applyCatalogueImport(data, preview, ctx.by, ctx);
  if (!result.ok) return result;
  const parts = [
    ...preview.new.map((p) => ({ id: p.record.id, partNumber: p.partNumber, name: p.record.name, status: "new" as const })),
    ...preview.changed.map((p) => ({ id: p.record.id, partNumber: p.partNumber, name: p.record.name, status: "changed" as const })),
  ];
  return { ...result, value: { ...result.value, parts } };
}

/**
 * The most lines a file may have: five times a 2,000-row export, room for descriptions that run
 * over several lines. The CSV parser takes about a tenth of a millisecond for each blank or short
 * line, so a 2 MB file of line breaks would hold a reader for minutes; this keeps it near a second.
 * The server reads in a worker thread (readImportRows), so the cap bounds how long an import takes,
 * not how long the shop stops answering.
 */
export const MAX_IMPORT_LINES = 10_000;

/**
 * The file's lines as the parser reads them: counted after CR LF and a CR alone are read as LF
 * (csv.ts), so a file ended by CRs alone counts every line too (it used to count as one).
 */
function lineCount(text: string): number {
  const normal = oneLineEnding(text);
  let lines = 1;
  for (let i = normal.indexOf("\n"); i !== -1; i = normal.indexOf("\n", i + 1)) lines += 1;
  return lines;
}

const importBody = z.strictObject({
  csv: z
    .string(typed("csv", "the file's text"))
    .refine((text) => text.trim() !== "", "csv must not be empty: choose a CSV file")
    .refine((text) => lineCount(text) <= MAX_IMPORT_LINES, `csv has more than ${MAX_IMPORT_LINES.toLocaleString("en-US")} lines: split the file and import each part`),
  createBrands: z.boolean(typed("createBrands", "true or false")).optional(),
  createCategories: z.boolean(typed("createCategories", "true or false")).optional(),
});

const applyBody = importBody.extend({
  fingerprint: z.string(typed("fingerprint", "the preview's fingerprint")).min(1, "fingerprint is required: preview the file first"),
});

/** The preview call's body, or its first problem by field. */
export const parseCatalogueImport = (body: unknown): Parsed<CatalogueImportInput> => parseWith(importBody, body);
/** The apply call's body, or its first problem by field. */
export const parseCatalogueApply = (body: unknown): Parsed<CatalogueApplyInput> => parseWith(applyBody, body);
