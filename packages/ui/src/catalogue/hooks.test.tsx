import type { ListingQuery } from "@shop/domain";
import { getMockData } from "@shop/mocks";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCategories, useFeaturedParts, useModelSearchResults, usePopularParts, usePart, useParts } from "./hooks.ts";
import { useStoreInfo } from "../shell/store-info.ts";
import { logRequests, requestsTo, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

setupMockApi();

/** The category with the most parts, so it has a second page. */
function biggestCategory() {
  const data = getMockData();
  const counts = new Map<number, number>();
  for (const p of data.products) counts.set(p.categoryId, (counts.get(p.categoryId) ?? 0) + 1);
  const [id, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  return { id, count };
}

const paramsOf = (url: URL) => Object.fromEntries(url.searchParams);

describe("useParts", () => {
  it("asks for one page: limit 20, offset (page - 1) * 20, the sort, and no inStock while it is off", async () => {
    const log = logRequests();
    const category = biggestCategory();
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useParts({ categoryId: category.id, page: 2, inStock: false }), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [request] = requestsTo(log, "GET", "/api/products");
    expect(paramsOf(request!.url)).toEqual({ categoryId: String(category.id), sort: "popular", limit: "20", offset: "20" });
    expect(result.current.data?.total).toBe(category.count);
    expect(result.current.data?.products).toHaveLength(Math.min(20, category.count - 20));
  });

  it("sends inStock=true only when the toggle is on, and the chosen sort", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useParts({ type: "hvac", inStock: true, sort: "price-asc", search: "  ", page: 1 }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(paramsOf(requestsTo(log, "GET", "/api/products")[0]!.url)).toEqual({
      type: "hvac",
      inStock: "true",
      sort: "price-asc",
      limit: "20",
      offset: "0",
    });
    expect(result.current.data?.products.every((p) => p.inStock && p.category.type === "hvac")).toBe(true);
  });

  it("keeps the previous page on screen while the next page loads", async () => {
    const category = biggestCategory();
    const { wrapper } = withQueryClient();
    const { result, rerender } = renderHook((query: ListingQuery) => useParts(query), {
      wrapper,
      initialProps: { categoryId: category.id, page: 1 },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const firstPage = result.current.data;

    rerender({ categoryId: category.id, page: 2 });

    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data).toBe(firstPage);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.products[0]?.id).not.toBe(firstPage?.products[0]?.id);
  });

  it("shows the loading state, not another listing's parts, when the category changes", async () => {
    const { wrapper } = withQueryClient();
    const { result, rerender } = renderHook((query: ListingQuery) => useParts(query), {
      wrapper,
      initialProps: { categoryId: 1, page: 1 },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    rerender({ categoryId: 2, page: 1 });

    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.products.every((p) => p.categoryId === 2)).toBe(true);
  });
});

describe("the home page's reads", () => {
  it("asks for 4 featured parts and 6 popular parts", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => ({ featured: useFeaturedParts(), popular: usePopularParts() }), { wrapper });

    await waitFor(() => expect(result.current.featured.isSuccess && result.current.popular.isSuccess).toBe(true));
    const asked = requestsTo(log, "GET", "/api/products").map((r) => paramsOf(r.url));
    expect(asked).toContainEqual({ isFeatured: "true", limit: "4" });
    expect(asked).toContainEqual({ isPopular: "true", limit: "6" });
    expect(result.current.featured.data).toHaveLength(4);
    expect(result.current.featured.data?.every((p) => p.isFeatured)).toBe(true);
    expect(result.current.popular.data?.every((p) => p.isPopular)).toBe(true);
  });

  it("reads the store record and the categories of one side of the shop", async () => {
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => ({ store: useStoreInfo(), categories: useCategories("appliance") }), { wrapper });

    await waitFor(() => expect(result.current.store.isSuccess && result.current.categories.isSuccess).toBe(true));
    expect(result.current.store.data?.taxRate).toBe("0.065");
    expect(result.current.categories.data?.every((c) => c.type === "appliance")).toBe(true);
  });
});

describe("useModelSearchResults", () => {
  it("does not search while the trimmed model is empty", () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useModelSearchResults("   "), { wrapper });

    expect(result.current.fetchStatus).toBe("idle");
    expect(log).toHaveLength(0);
  });

  it("searches by the trimmed model", async () => {
    const log = logRequests();
    const product = getMockData().products[0]!;
    const model = product.compatibility[0]!;
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useModelSearchResults(`  ${model} `), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(log[0]?.url.pathname).toBe(`/api/products/search-by-model/${model}`);
    expect(result.current.data?.map((p) => p.id)).toContain(product.id);
  });
});

describe("single reads", () => {
  it("reads one part by id, and waits while the id is missing", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();
    const { result, rerender } = renderHook((id: number | undefined) => usePart(id), { wrapper, initialProps: undefined });

    expect(result.current.fetchStatus).toBe("idle");
    rerender(3);

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.id).toBe(3);
    expect(log.map((r) => r.url.pathname)).toEqual(["/api/products/3"]);
  });
});
