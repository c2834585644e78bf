import type { BrandView, CategoryView, PartType } from "@shop/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../client/queries.ts";
import { trimmed } from "../client/trimmed.ts";

/**
 * Brands and categories as the storefront draws them: links, tiles and filter choices, which use
 * the name, slug, side and part count and never the description (shown only by the one record's
 * own page, from its own read). The descriptions were most of the lists' bytes, and the lists are
 * in every page's HTML (the header and footer read them), so the storefront reads these instead
 * (docs/architecture.md, Server rendering: what a page's HTML carries).
 *
 * Each is the full read's request under its own key (`trimmed`, with `view: "links"`), so the cache
 * never holds a trimmed list where a screen that wants the full one (the back office) would take
 * it for the answer; invalidating the brands or the categories covers both.
 */

/** A brand as the storefront links it. */
export type BrandLink = Omit<BrandView, "description">;
/** A category as the storefront links it. */
export type CategoryLink = Omit<CategoryView, "description">;

const brandLink = ({ id, name, slug, type, productCount }: BrandView): BrandLink => ({ id, name, slug, type, productCount });
const categoryLink = ({ id, name, slug, type, productCount }: CategoryView): CategoryLink => ({ id, name, slug, type, productCount });

/** Query options for the link lists, all of them or one side of the shop's. */
export const linkQueries = {
  brands: (type?: PartType) => trimmed(apiQueries.brands(type), "links", (brands: BrandView[]) => brands.map(brandLink)),
  categories: (type?: PartType) => trimmed(apiQueries.categories(type), "links", (categories: CategoryView[]) => categories.map(categoryLink)),
};

/** Brands to link, with their part counts; all of them, or one side of the shop. */
export function useBrandLinks(type?: PartType) {
  return useQuery(linkQueries.brands(type));
}

/** Categories to link, with their part counts; all of them, or one side of the shop. */
export function useCategoryLinks(type?: PartType) {
  return useQuery(linkQueries.categories(type));
}
