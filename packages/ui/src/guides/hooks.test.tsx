import { getMockData } from "@shop/mocks";
import type { BlogList } from "@shop/domain";
import { QueryClient, useQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LIST_EXCERPT_CHARS, postExcerpt, readTimeMinutes } from "./GuideCard/guide-text.ts";
import { readInto } from "../site/index.ts";
import { apiQueries } from "../client/queries.ts";
import { guideCardQueries, useGuideCards, useGuide } from "./hooks.ts";
import { logRequests, requestsTo, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

setupMockApi();

describe("blog cards", () => {
  it("asks for the page of guides and keeps each card's excerpt and minutes, never the text", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useGuideCards({ page: 1, pageSize: 3 }), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestsTo(log, "GET", "/api/blog").map((request) => request.url.searchParams.get("limit"))).toEqual(["3"]);
    const cards = result.current.data?.posts ?? [];
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const post = getMockData().posts.find((candidate) => candidate.id === card.id)!;
      expect(card).not.toHaveProperty("content");
      expect(card.excerpt).toBe(post.excerpt);
      expect(card.readMinutes).toBe(readTimeMinutes(post.content));
    }
    expect(result.current.data?.total).toBeGreaterThanOrEqual(3);
  });

  it("gives a guide without an excerpt the start of its text, cut as the list cuts it", async () => {
    const newest = [...getMockData().posts].filter((post) => post.isPublished).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
    // The mocks' data is reset from the seed after each test.
    newest.excerpt = "";
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useGuideCards({ page: 1, pageSize: 1 }), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const card = result.current.data?.posts[0];
    expect(card?.id).toBe(newest.id);
    expect(card?.excerpt).toBe(postExcerpt({ excerpt: "", content: newest.content }, LIST_EXCERPT_CHARS));
    expect(card?.excerpt.endsWith("…")).toBe(true);
  });

  it("is never taken for the full list or a guide: the article and the full list still get the text", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();
    const cards = renderHook(() => useGuideCards({ page: 1, pageSize: 3 }), { wrapper });
    await waitFor(() => expect(cards.result.current.isSuccess).toBe(true));
    const slug = cards.result.current.data!.posts[0]!.slug;

    const full = renderHook(() => useQuery(apiQueries.blogPosts({ page: 1, pageSize: 3 })), { wrapper });
    const article = renderHook(() => useGuide(slug), { wrapper });

    await waitFor(() => expect(full.result.current.isSuccess && article.result.current.isSuccess).toBe(true));
    expect(requestsTo(log, "GET", "/api/blog")).toHaveLength(2);
    expect(full.result.current.data?.posts[0]?.content).toEqual(expect.any(String));
    expect(article.result.current.data?.content).toBe(getMockData().posts.find((post) => post.slug === slug)?.content);
  });

  it("is read for a server render from the full answer, trimmed, under its own key only", async () => {
    const client = new QueryClient();
    const paths: string[] = [];
    const posts = getMockData().posts.slice(0, 2).map((post) => ({ ...post, category: null }));
    const read = readInto(client, (path) => {
      paths.push(path);
      return Promise.resolve({ status: 200, body: { posts, total: 2 } satisfies BlogList });
    });

    await read(guideCardQueries.posts({ page: 1, pageSize: 2 }));

    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^\/api\/blog\?/);
    expect(paths[0]).not.toContain("view");
    expect(client.getQueryData(guideCardQueries.posts({ page: 1, pageSize: 2 }).queryKey)?.posts[0]).not.toHaveProperty("content");
    expect(client.getQueryData(apiQueries.blogPosts({ page: 1, pageSize: 2 }).queryKey)).toBeUndefined();
  });
});
