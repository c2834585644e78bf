import type { GuideView } from "@shop/domain";

/** Related articles shown under a post. */
export const RELATED_COUNT = 3;

/** How many recent posts are fetched to choose them from. */
export const RELATED_POOL = 50;

/**
 * The posts to suggest after `current`: other published posts, those about the same part category
 * first, then those on the same side of the shop (appliance or HVAC), then the rest, each group in
 * the order given (the API's: newest first). Never the post itself, never a draft.
 */
export function pickRelated<Post extends Pick<GuideView, "id" | "categoryId" | "category" | "isPublished">>(
  current: Pick<GuideView, "id" | "categoryId" | "category">,
  candidates: readonly Post[],
  count: number = RELATED_COUNT,
): Post[] {
  const others = candidates.filter((post) => post.id !== current.id && post.isPublished);
  const rank = (post: Post) => {
    if (current.categoryId !== null && post.categoryId === current.categoryId) return 0;
    if (current.category && post.category?.type === current.category.type) return 1;
    return 2;
  };
  // Array.prototype.sort is stable, so each group keeps the API's order.
  return [...others].sort((a, b) => rank(a) - rank(b)).slice(0, Math.max(0, count));
}
