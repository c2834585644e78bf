import { readFileSync } from "node:fs";
import { INDEXED_FIXED_PATHS, pagePaths, type ShopData } from "@shop/domain";

/** The seed the catalogue comes from; pages are prerendered from it. */
export const SEED_FILE = new URL("../../db.json", import.meta.url);

/**
 * The pages built as HTML that already holds their text, title, description and structured data
 * (docs/architecture.md, The storefront app: prerendering at build time): the fixed pages, every
 * category and brand page (their heading, description and filters; the parts load in the browser)
 * and every published article. Every other page (parts, cart, search) starts from the app's
 * fallback HTML and renders in the browser. The build and the tests read this one list.
 */
export function prerenderPaths(): string[] {
  const seed = JSON.parse(readFileSync(SEED_FILE, "utf8")) as Pick<ShopData, "brands" | "categories" | "posts">;
  return [
    ...INDEXED_FIXED_PATHS,
    ...seed.categories.map(pagePaths.category),
    ...seed.brands.map((brand) => pagePaths.brand(brand.slug)),
    ...seed.posts.filter((post) => post.isPublished).map((post) => pagePaths.article(post.slug)),
  ];
}
