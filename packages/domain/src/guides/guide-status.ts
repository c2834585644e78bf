import type { Guide } from "./types.ts";

/**
 * When a repair guide is live on the storefront (docs/product.md, Back office: Guides). Apart from
 * parse.ts so the storefront's guide rules can use it without the editing rules' imports.
 */

/** Where a guide stands: a draft, published and live, or published with a day still to come. */
export type GuideStatus = "draft" | "published" | "scheduled";

/** A guide's status on the shop's day `today`. */
export function postStatus(post: Pick<Guide, "isPublished" | "publishedAt">, today: string): GuideStatus {
  if (!post.isPublished) return "draft";
  return post.publishedAt <= today ? "published" : "scheduled";
}

/**
 * The one test of whether the storefront shows a guide (its list, its page, the sitemap): published,
 * with a publish date of `today` or earlier in the shop's time zone.
 */
export const isGuideLive = (post: Pick<Guide, "isPublished" | "publishedAt">, today: string): boolean =>
  postStatus(post, today) === "published";
