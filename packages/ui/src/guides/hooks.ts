import type { BlogList, GuideView } from "@shop/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { guideCardPost, type GuideCardPost } from "./GuideCard/card-guide.ts";
import type { GuidesQuery } from "../client/keys.ts";
import { apiQueries } from "../client/queries.ts";
import { trimmed } from "../client/trimmed.ts";
import { fromQuery, type PageState } from "../shell/page-status.ts";

/**
 * Pages of guides as cards (`GuideCardPost`: excerpt and reading minutes, no text), for the home
 * page's teasers, the blog list and an article's related guides. The full read's request under its
 * own key (`trimmed`, with `view: "cards"`), so the full list's entry never holds cards, and an
 * article still reads its whole text from its own read (docs/architecture.md, Server rendering:
 * what a page's HTML carries).
 */

/** One page of guides as cards, and how many guides match in all. */
export interface GuideCardList {
  posts: GuideCardPost[];
  total: number;
}

const cardList = ({ posts, total }: BlogList): GuideCardList => ({ posts: posts.map(guideCardPost), total });

/** Query options for the card lists. */
export const guideCardQueries = {
  posts: (query: GuidesQuery) => trimmed(apiQueries.blogPosts(query), "cards", cardList),
};

/** One page of published guides as cards; the previous page stays while the next loads. */
export function useGuideCards(query: GuidesQuery) {
  return useQuery({ ...guideCardQueries.posts(query), placeholderData: keepPreviousData });
}

/** One published guide by slug; waits while the slug is empty. A missing one errors with `isNotFound(error)`. */
export function useGuide(slug: string | undefined) {
  return useQuery({ ...apiQueries.blogPost(slug ?? ""), enabled: Boolean(slug) });
}

/** An article (/blog/{slug}). */
export function useArticlePage(slug: string): PageState<GuideView> {
  return fromQuery(useGuide(slug));
}
