/**
 * Page copy as data: the information pages, the local landing pages and the short copy of the
 * listing and cart screens. Every fact about the shop is read from the `store` record at render
 * time (store-facts.ts phrases it), so the owner changes an hour, a price or a town in one place.
 */
export * from "./info-pages.ts";
export * from "./local-pages.ts";
export * from "./page-copy.ts";
export * from "./store-facts.ts";
export * from "./saved-copy.ts";
