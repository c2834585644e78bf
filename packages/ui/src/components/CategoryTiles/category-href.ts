import type { Category } from "@shop/domain";

/** A category page: `/{type}-parts/{slug}`, e.g. /appliance-parts/refrigerator-parts. */
export function categoryHref(category: Pick<Category, "type" | "slug">): string {
  return `/${category.type}-parts/${category.slug}`;
}
