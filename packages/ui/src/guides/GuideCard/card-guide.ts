import type { GuideView } from "@shop/domain";
import { LIST_EXCERPT_CHARS, postExcerpt, readTimeMinutes } from "./guide-text.ts";

/**
 * A post as a GuideCard draws it: the excerpt it shows (the post's own, or the start of its text)
 * and its reading minutes, both worked out from the whole text, which the card then does without.
 * The text is most of a post's bytes, and a card list is in the page's HTML (the home page's
 * teasers, the blog list, an article's related guides), so the lists carry cards instead.
 */
export type GuideCardPost = Pick<GuideView, "id" | "title" | "slug" | "publishedAt" | "categoryId" | "category" | "isPublished"> & {
  /** What the card shows: the post's excerpt, or its text's first LIST_EXCERPT_CHARS characters. */
  excerpt: string;
  /** `readTimeMinutes` of the post's text. */
  readMinutes: number;
};

/** The card of a post (see GuideCardPost). */
export function guideCardPost(post: GuideView): GuideCardPost {
  const { id, title, slug, publishedAt, categoryId, category, isPublished } = post;
  return {
    id,
    title,
    slug,
    publishedAt,
    categoryId,
    category,
    isPublished,
    excerpt: postExcerpt(post, LIST_EXCERPT_CHARS),
    readMinutes: readTimeMinutes(post.content),
  };
}
