import type { RuleResult } from "../../kernel/rule-result.ts";
import type { Change } from "../../shop/index.ts";
import type { CatalogueChange, ShopData } from "../../shop/index.ts";
import { CATALOGUE_CSV_COLUMNS, columnValue } from "./csv-cells.ts";
import { type CatalogueImportPreview, catalogueNames } from "./csv.ts";

/** What an applied import did. */
export interface CatalogueImportResult {
  new: number;
  changed: number;
  unchanged: number;
  newBrands: number;
  newCategories: number;
}

/**
 * Turns a preview into the changes of one commit (docs/product.md, Catalogue CSV): every new
 * brand, category and part and every changed part, with one CatalogueChange (subject "import")
 * naming each part and field. All or nothing: refused (400) while the preview has errors, and
 * (409) when the catalogue changed since the preview was made, so a stale preview never
 * overwrites what someone saved in between. Nothing to change gives no changes and no history.
 */
export function applyCatalogueImport(
  data: Pick<ShopData, "products" | "brands" | "categories">,
  preview: CatalogueImportPreview,
  by: string,
  ctx: { now: Date; newId(): string },
): RuleResult<CatalogueImportResult> {
  const count = preview.errors.length;
  if (count > 0) {
    return { ok: false, status: 400, error: { message: `The file has ${count} ${count === 1 ? "error" : "errors"}: nothing was imported. Fix the file and preview it again`, field: "file" } };
  }
  if (isStale(data, preview)) {
    return { ok: false, status: 409, error: { message: "The catalogue changed since this preview: preview the file again" } };
  }
  const value: CatalogueImportResult = {
    new: preview.new.length,
    changed: preview.changed.length,
    unchanged: preview.unchanged,
    newBrands: preview.newBrands.length,
    newCategories: preview.newCategories.length,
  };
  const parts = [...preview.new, ...preview.changed];
  if (parts.length === 0 && value.newBrands + value.newCategories === 0) return { ok: true, status: 200, value, changes: [] };

  const history: CatalogueChange = {
    id: ctx.newId(),
    at: ctx.now.toISOString(),
    by,
    subject: "import",
    fields: [
      ...preview.newBrands.map((b) => ({ field: `brand:${b.id}`, before: null, after: b.name })),
      ...preview.newCategories.map((c) => ({ field: `category:${c.id}`, before: null, after: c.name })),
      ...preview.new.map((p) => ({ field: `part:${p.record.id}`, before: null, after: p.partNumber })),
      ...preview.changed.flatMap((p) => p.fields.map((f) => ({ field: `part:${p.record.id}.${f.field}`, before: f.before, after: f.after }))),
    ],
    summary: `Imported ${value.new} new, ${value.changed} changed`,
  };
  const changes: Change[] = [
    ...preview.newBrands.map((record): Change => ({ op: "put", collection: "brands", record })),
    ...preview.newCategories.map((record): Change => ({ op: "put", collection: "categories", record })),
    ...parts.map((part): Change => ({ op: "put", collection: "products", record: part.record })),
    { op: "put", collection: "catalogueChanges", record: history },
  ];
  return { ok: true, status: 200, value, changes };
}

/**
 * Whether anything the preview counted on moved: a new id, slug or part number taken, or a part to
 * change no longer as it was when previewed (any column, or its photo).
 */
function isStale(data: Pick<ShopData, "products" | "brands" | "categories">, preview: CatalogueImportPreview): boolean {
  const byId = new Map(data.products.map((p) => [p.id, p]));
  const partNumbers = new Set(data.products.map((p) => p.partNumber.toUpperCase()));
  const taken = (rows: readonly { id: number; slug: string }[], made: readonly { id: number; slug: string }[]) =>
    made.some((m) => rows.some((row) => row.id === m.id || row.slug === m.slug));
  if (taken(data.brands, preview.newBrands) || taken(data.categories, preview.newCategories)) return true;
  if (preview.new.some((p) => byId.has(p.record.id) || partNumbers.has(p.partNumber.toUpperCase()))) return true;
  const names = catalogueNames(data, preview);
  return preview.changed.some((p) => {
    const current = byId.get(p.record.id);
    if (!current || current.partNumber !== p.partNumber || current.image !== p.record.image || current.photo?.key !== p.record.photo?.key) return true;
    const before = new Map(p.fields.map((f) => [f.field, f.before]));
    return CATALOGUE_CSV_COLUMNS.some((column) => {
      const expected = before.has(column) ? before.get(column) : columnValue(p.record, column, names);
      return JSON.stringify(columnValue(current, column, names)) !== JSON.stringify(expected);
    });
  });
}
