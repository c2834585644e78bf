import type { CatalogueImportPreview, ColumnValue } from "@shop/domain/catalogue-csv";

/** How many lines of each kind the report lists before it only counts the rest. */
const LIST_LIMIT = 50;

const show = (value: ColumnValue): string => {
  if (value === null || value === "") return "(none)";
  if (Array.isArray(value)) return value.length === 0 ? "(none)" : value.join("|");
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function listed<T>(rows: readonly T[], line: (row: T) => string): string[] {
  const lines = rows.slice(0, LIST_LIMIT).map(line);
  if (rows.length > LIST_LIMIT) lines.push(`  ... and ${rows.length - LIST_LIMIT} more`);
  return lines;
}

/**
 * A preview for people, as `npm run catalogue -- import` prints it: the counts, then each new
 * part, each changed field (before -> after) and each error by line and column.
 */
export function formatPreview(fileName: string, preview: CatalogueImportPreview): string {
  const out = [
    `${fileName}: ${preview.new.length} new, ${preview.changed.length} changed, ${preview.unchanged} unchanged, ${preview.errors.length} ${preview.errors.length === 1 ? "error" : "errors"}`,
  ];
  if (preview.newBrands.length > 0) out.push(`New brands: ${preview.newBrands.map((b) => `${b.name} (${b.slug}, ${b.type})`).join(", ")}`);
  if (preview.newCategories.length > 0) out.push(`New categories: ${preview.newCategories.map((c) => `${c.name} (${c.slug}, ${c.type})`).join(", ")}`);
  if (preview.new.length > 0) {
    out.push("New:", ...listed(preview.new, (p) => `  line ${p.line}: ${p.partNumber} ${p.record.name}, ${p.record.price}, ${p.record.quantityOnHand} on hand`));
  }
  if (preview.changed.length > 0) {
    out.push(
      "Changed:",
      ...listed(preview.changed, (p) => `  line ${p.line}: ${p.partNumber}: ${p.fields.map((f) => `${f.field} ${show(f.before)} -> ${show(f.after)}`).join("; ")}`),
    );
  }
  if (preview.errors.length > 0) {
    out.push("Errors:", ...listed(preview.errors, (e) => `  line ${e.line}${e.column ? `, ${e.column}` : ""}: ${e.message}`));
  }
  return `${out.join("\n")}\n`;
}
