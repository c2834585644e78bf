import type { Guide, GuideInput } from "@shop/domain";

/** The guide editor's values, as typed. */
export interface GuideDraft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categoryId: string;
  author: string;
  isPublished: boolean;
  publishedAt: string;
}

/** The form's values for a guide, or for a new one: a draft dated `today`. */
export const guideDraftOf = (today: string, post?: Guide): GuideDraft => ({
  title: post?.title ?? "",
  slug: post?.slug ?? "",
  excerpt: post?.excerpt ?? "",
  content: post?.content ?? "",
  categoryId: post?.categoryId == null ? "" : String(post.categoryId),
  author: post?.author ?? "",
  isPublished: post?.isPublished ?? false,
  publishedAt: post?.publishedAt ?? today,
});

/**
 * What the editor sends: every field. A blank slug is left out of a new guide, so the API makes it
 * from the title; on an existing guide it is sent blank, for the API to name what is wrong.
 */
export function guideInputOf(draft: GuideDraft, isNew: boolean): Partial<GuideInput> {
  const slug = draft.slug.trim();
  return {
    title: draft.title,
    ...(slug || !isNew ? { slug } : {}),
    excerpt: draft.excerpt,
    content: draft.content,
    categoryId: draft.categoryId ? Number(draft.categoryId) : null,
    author: draft.author,
    isPublished: draft.isPublished,
    publishedAt: draft.publishedAt,
  };
}
