/**
 * `@shop/domain/catalogue-csv`: the catalogue's CSV import and export (docs/product.md, Catalogue
 * CSV). A subpath of its own, not in the package's index, so the storefront's bundle never
 * carries the CSV parser.
 */
export * from "./catalogue-csv.ts";
export * from "./catalogue-csv-apply.ts";
export * from "./catalogue-import.ts";
