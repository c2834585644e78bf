import { getMockData } from "@shop/mocks";
import { QueryClient } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readInto } from "../site/index.ts";
import { apiQueries } from "../client/queries.ts";
import { useBrands } from "./hooks.ts";
import { linkQueries, useBrandLinks, useCategoryLinks } from "./links.ts";
import { logRequests, requestsTo, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

setupMockApi();

describe("brand and category links", () => {
  it("asks for the brands of one side and keeps each without its description", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useBrandLinks("hvac"), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestsTo(log, "GET", "/api/brands").map((request) => request.url.search)).toEqual(["?type=hvac"]);
    const hvac = getMockData().brands.filter((brand) => brand.type === "hvac");
    expect(result.current.data?.map((brand) => brand.slug).sort()).toEqual(hvac.map((brand) => brand.slug).sort());
    for (const brand of result.current.data ?? []) {
      expect(brand).not.toHaveProperty("description");
      expect(brand.productCount).toBeGreaterThanOrEqual(0);
    }
  });

  it("keeps every category's id, name, slug, side and part count, and no description", async () => {
    const { wrapper } = withQueryClient();

    const { result } = renderHook(() => useCategoryLinks(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = getMockData().categories[0]!;
    expect(result.current.data?.find((category) => category.id === first.id)).toEqual({
      id: first.id,
      name: first.name,
      slug: first.slug,
      type: first.type,
      productCount: expect.any(Number),
    });
  });

  it("is never taken for the full list: a screen that wants the descriptions still asks for them", async () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();
    const links = renderHook(() => useBrandLinks(), { wrapper });
    await waitFor(() => expect(links.result.current.isSuccess).toBe(true));

    const full = renderHook(() => useBrands(), { wrapper });

    await waitFor(() => expect(full.result.current.isSuccess).toBe(true));
    expect(requestsTo(log, "GET", "/api/brands")).toHaveLength(2);
    expect(full.result.current.data?.[0]).toHaveProperty("description");
  });

  it("is read for a server render from the full answer, trimmed, under its own key only", async () => {
    const client = new QueryClient();
    const paths: string[] = [];
    const brands = getMockData().brands.map((brand) => ({ ...brand, productCount: 1 }));
    const read = readInto(client, (path) => {
      paths.push(path);
      return Promise.resolve({ status: 200, body: brands });
    });

    await read(linkQueries.brands());

    expect(paths).toEqual(["/api/brands"]);
    expect(client.getQueryData(linkQueries.brands().queryKey)?.[0]).not.toHaveProperty("description");
    expect(client.getQueryData(apiQueries.brands().queryKey)).toBeUndefined();
  });
});
