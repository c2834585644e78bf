import { apiRoutes, NEWSLETTER_CHECK_INBOX } from "@shop/domain";
import { server } from "@shop/mocks/node";
import { renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { ApiError, apiErrorMessage, apiRequest, apiUrl, callApi, isNotFound } from "./client.ts";
import { pathFromQueryKey, routeKey, routePath } from "./keys.ts";
import { useBrand, useCategory } from "../catalogue/index.ts";
import { logRequests, setupMockApi, withQueryClient } from "../testing/test-utils.tsx";

setupMockApi();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("apiRequest", () => {
  it("resolves the JSON answer of a read", async () => {
    const store = await apiRequest<{ taxRate: string }>("GET", "/api/store");
    expect(store.taxRate).toBe("0.065");
  });

  it("sends a write's body as JSON with a JSON content type", async () => {
    const log = logRequests();

    await apiRequest("POST", "/api/newsletter", { email: "pat@example.com" });

    const [request] = log;
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse((await request?.body) ?? "")).toEqual({ email: "pat@example.com" });
  });

  it("resolves undefined for a 204 answer", async () => {
    await expect(apiRequest("DELETE", "/api/cart")).resolves.toBeUndefined();
  });

  it("raises '{status}: {body}' with the status and the API's message for a missing item", async () => {
    const error = await rejection(apiRequest("GET", "/api/categories/no-such-category"));

    expect(error.message).toBe('404: {"message":"Category not found"}');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ message: "Category not found" });
    expect(isNotFound(error)).toBe(true);
    expect(apiErrorMessage(error)).toBe("Category not found");
  });

  it("carries the field a refused write is about, so a form can point at it", async () => {
    const error = await rejection(apiRequest("POST", "/api/cart", { productId: 1, quantity: 0 }));

    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^400: \{"message":"quantity must be from 1 to 99","field":"quantity"\}$/);
    expect(error.field).toBe("quantity");
    expect(isNotFound(error)).toBe(false);
  });

  it("uses the status text when the error body is empty", async () => {
    server.use(http.get("*/api/store", () => new HttpResponse(null, { status: 503, statusText: "Service Unavailable" })));

    const error = await rejection(apiRequest("GET", "/api/store"));

    expect(error.message).toBe("503: Service Unavailable");
    expect(error.body).toBeUndefined();
  });

  it("resolves paths against the page's location", () => {
    expect(apiUrl("/api/cart")).toBe(new URL("/api/cart", location.href).href);
  });
});

describe("pathFromQueryKey", () => {
  it("joins the key's parts with slashes", () => {
    expect(pathFromQueryKey(["/api/products", 12])).toBe("/api/products/12");
    expect(pathFromQueryKey(["/api/categories", "refrigerator-parts"])).toBe("/api/categories/refrigerator-parts");
  });

  it("reads a last object part as the query string, leaving out empty values", () => {
    expect(pathFromQueryKey(["/api/products", { inStock: true, search: undefined, brandId: null, sort: "name", limit: 20 }])).toBe(
      "/api/products?inStock=true&sort=name&limit=20",
    );
  });

  it("percent-encodes a path segment", () => {
    expect(pathFromQueryKey(routeKey(apiRoutes.modelSearch, { params: { model: "WRF 555/SDFZ" } }))).toBe(
      "/api/products/search-by-model/WRF%20555%2FSDFZ",
    );
  });
});

describe("routeKey and routePath", () => {
  it("key a request by the API path, its segments and its query", () => {
    expect(routeKey(apiRoutes.product, { params: { id: 12 } })).toEqual(["/api/products", 12]);
    expect(routeKey(apiRoutes.categories, { query: { type: "hvac" } })).toEqual(["/api/categories", { type: "hvac" }]);
    expect(routeKey(apiRoutes.categories, { query: { type: undefined } })).toEqual(["/api/categories"]);
    expect(routeKey(apiRoutes.modelSearch, { params: { model: "WRF555" } })).toEqual(["/api/products", "search-by-model", "WRF555"]);
  });

  it("give a route's key with no request as the prefix of every key below it", () => {
    const prefix = routeKey(apiRoutes.products);
    expect(routeKey(apiRoutes.product, { params: { id: 3 } }).slice(0, prefix.length)).toEqual(prefix);
    expect(routeKey(apiRoutes.modelSearch, { params: { model: "X1" } }).slice(0, prefix.length)).toEqual(prefix);
  });

  it("build the path of a write, its parameters percent-encoded", () => {
    expect(routePath(apiRoutes.updateCartItem, { params: { id: "a/b c" }, body: { quantity: 2 } })).toBe("/api/cart/a%2Fb%20c");
    expect(routePath(apiRoutes.modelSearch, { params: { model: "WRF 555" }, query: { type: "hvac" } })).toBe(
      "/api/products/search-by-model/WRF%20555?type=hvac",
    );
  });
});

describe("callApi", () => {
  it("sends a route's body to its path and resolves the answer", async () => {
    const log = logRequests();

    const receipt = await callApi(apiRoutes.subscribe, { body: { email: "Pat@Example.com" } });

    expect(receipt).toEqual({ email: "pat@example.com", message: NEWSLETTER_CHECK_INBOX });
    expect(log.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(["POST /api/newsletter"]);
  });
});

describe("not-found reads", () => {
  it("reports a missing category as not found, for the 'Category Not Found' screen", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCategory("no-such-category"), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isNotFound(result.current.error)).toBe(true);
    expect(apiErrorMessage(result.current.error)).toBe("Category not found");
  });

  it("does not ask for a brand while the slug is empty", () => {
    const log = logRequests();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useBrand(""), { wrapper });

    expect(result.current.fetchStatus).toBe("idle");
    expect(log).toHaveLength(0);
  });
});
