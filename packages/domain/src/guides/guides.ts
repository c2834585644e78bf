import type { Category } from "../catalogue/index.ts";
import { findRecord, type ShopData } from "../shop/index.ts";
import { isGuideLive } from "./guide-status.ts";
import type { BlogList, Guide, GuideView, BlogQuery } from "./types.ts";


/**
 * The storefront's repair guides (/blog on the wire): live guides only, newest first, each with its
 * category named. When a guide is live is guide-status.ts's.
 */

/** Posts per page on the blog list. */
export const POSTS_PER_PAGE = 10;

function postView(post: Guide, categories: Category[]): GuideView {
  const category = post.categoryId === null ? undefined : findRecord(categories, post.categoryId);
  return {
    ...post,
    category: category ? { id: category.id, name: category.name, slug: category.slug, type: category.type } : null,
  };
}

/**
 * Live posts only (`isPostLive` on the shop's day `today`), newest first: drafts and guides
 * scheduled for a later day never leave the server.
 */
export function listGuides(
  data: Pick<ShopData, "posts" | "categories">,
  query: BlogQuery,
  today: string,
): BlogList {
  const terms = (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const found = data.posts
    .filter((p) => isGuideLive(p, today))
    .filter((p) => {
      if (terms.length === 0) return true;
      const text = `${p.title}\n${p.excerpt}\n${p.content}`.toLowerCase();
      return terms.every((t) => text.includes(t));
    })
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);
  return {
    posts: found.slice(query.offset, query.offset + query.limit).map((p) => postView(p, data.categories)),
    total: found.length,
  };
}

/** The live post with this slug on the shop's day `today`; a draft or scheduled one is not found. */
export function getGuide(
  data: Pick<ShopData, "posts" | "categories">,
  slug: string,
  today: string,
): GuideView | undefined {
  const post = data.posts.find((p) => p.slug === slug && isGuideLive(p, today));
  return post && postView(post, data.categories);
}
