/** The catalogue's public surface: parts, categories, brands, models, stock, photos, listing, search and their back-office rules. The CSV import and export are apart, in csv/ (`@shop/domain/catalogue-csv`). */
export * from "./catalogue.ts";
export * from "./handlers.ts";
export * from "./listing.ts";
export * from "./parse.ts";
export * from "./staff/part-edit.ts";
export * from "./part-photo.ts";
export * from "./reads.ts";
export * from "./routes.ts";
export * from "./saved-parts.ts";
export * from "./staff/part-handlers.ts";
export * from "./stock.ts";
export * from "./staff/taxonomy-edit.ts";
export * from "./staff/taxonomy-handlers.ts";
export * from "./types.ts";
export * from "./models/model-number.ts";
export * from "./models/model-fit.ts";
export * from "./models/model-pages.ts";
