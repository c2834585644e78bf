/**
 * Page copy as data: the information pages, the local landing pages and the short copy of the
 * listing and cart screens. Every fact about the shop is read from the `store` record at render
 * time (store-facts.ts phrases it), so the owner changes an hour, a price or a town in one place.
 */
export * from "../shop-info/info-pages.ts";
export * from "../site/local-pages.ts";
export * from "../shell/page-copy.ts";
export * from "../shop-info/store-facts.ts";
export * from "../cart/saved/saved-copy.ts";
