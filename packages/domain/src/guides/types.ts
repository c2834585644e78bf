import type { Category } from "../catalogue/index.ts";

/** Repair guides (posts and /blog on the wire): the record, its views and the list query. */

export interface Guide {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** Plain text; paragraphs separated by blank lines. Never HTML. */
  content: string;
  /** ISO date, "2026-03-14". */
  publishedAt: string;
  /** The product category the guide is about; null for general articles. */
  categoryId: number | null;
  isPublished: boolean;
  author: string;
}

export interface GuideView extends Guide {
  category: Pick<Category, "id" | "name" | "slug" | "type"> | null;
}

export interface BlogList {
  posts: GuideView[];
  total: number;
}

/** GET /api/blog query, after validation. Only published posts are ever served. */
export interface BlogQuery {
  search?: string;
  limit: number;
  offset: number;
}
