/**
 * `@shop/domain/catalogue-csv`: the catalogue's CSV import and export (docs/product.md, Catalogue
 * CSV). A subpath of its own, not in the package's index, so the storefront's bundle never
 * carries the CSV parser.
 */
export * from "./csv.ts";
export * from "./csv-match.ts";
export * from "./csv-apply.ts";
export * from "./csv-import.ts";
