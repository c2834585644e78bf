export * from "./InfoScreen/index.ts";
export * from "./staff/index.ts";
export * from "./info-pages.ts";
export * from "./store-facts.ts";
