import type { BlogList, BlogPostView } from "@shop/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { blogCardPost, type BlogCardPost } from "./GuideCard/card-guide.ts";
import type { BlogPostsQuery } from "../client/keys.ts";
import { apiQueries } from "../client/queries.ts";
import { trimmed } from "../client/trimmed.ts";
import { fromQuery, type PageState } from "../shell/page-status.ts";

/**
 * Pages of guides as cards (`BlogCardPost`: excerpt and reading minutes, no text), for the home
 * page's teasers, the blog list and an article's related guides. The full read's request under its
 * own key (`trimmed`, with `view: "cards"`), so the full list's entry never holds cards, and an
 * article still reads its whole text from its own read (docs/architecture.md, Server rendering:
 * what a page's HTML carries).
 */

/** One page of guides as cards, and how many guides match in all. */
export interface BlogCardList {
  posts: BlogCardPost[];
  total: number;
}

const cardList = ({ posts, total }: BlogList): BlogCardList => ({ posts: posts.map(blogCardPost), total });

/** Query options for the card lists. */
export const blogCardQueries = {
  posts: (query: BlogPostsQuery) => trimmed(apiQueries.blogPosts(query), "cards", cardList),
};

/** One page of published guides as cards; the previous page stays while the next loads. */
export function useBlogCards(query: BlogPostsQuery) {
  return useQuery({ ...blogCardQueries.posts(query), placeholderData: keepPreviousData });
}

/** One published guide by slug; waits while the slug is empty. A missing one errors with `isNotFound(error)`. */
export function useBlogPost(slug: string | undefined) {
  return useQuery({ ...apiQueries.blogPost(slug ?? ""), enabled: Boolean(slug) });
}

/** An article (/blog/{slug}). */
export function useArticlePage(slug: string): PageState<BlogPostView> {
  return fromQuery(useBlogPost(slug));
}
