import {
  API_BASE,
  POSTS_PER_PAGE,
  pageOffset,
  type BlogQueryParams,
  type PartQueryParams,
  type RequestOf,
  type RouteDefinition,
} from "@shop/domain";
import type { QueryKey } from "@tanstack/react-query";

/**
 * Query keys and request paths, both built from the domain's route definitions (`apiRoutes`). A
 * key is the request itself: the API path, then path segments, then an optional object of query
 * parameters (`["/api/products", 12]`, `["/api/categories", { type: "hvac" }]`). So a key both
 * names the cache entry and says what to fetch (`pathFromQueryKey`), and a route's key with no
 * request (`routeKey(apiRoutes.products)`, `routeKey(apiRoutes.cart)`) is the prefix of every
 * entry below it, for `invalidateQueries`.
 */

/** Query parameters: the optional last part of a query key. Undefined, null and "" are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

function isQueryParams(value: unknown): value is QueryParams {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The request path of a query key. Key scheme:
 * - the first part is an API path: "/api/products";
 * - each further string or number part is one more path segment, percent-encoded:
 *   `["/api/products", 12]` -> "/api/products/12",
 *   `["/api/products/search-by-model", "WRF 555"]` -> "/api/products/search-by-model/WRF%20555";
 * - an optional plain object as the last part is the query string, in its key order, with
 *   undefined, null and "" left out: `["/api/products", { inStock: true, limit: 20 }]` ->
 *   "/api/products?inStock=true&limit=20".
 */
export function pathFromQueryKey(queryKey: QueryKey): string {
  const [head, ...rest] = queryKey;
  if (typeof head !== "string" || !head.startsWith("/")) {
    throw new TypeError(`A query key starts with an API path such as "/api/products", not ${JSON.stringify(head)}`);
  }
  const last = rest.at(-1);
  const params = isQueryParams(last) ? last : undefined;
  const segments = (params ? rest.slice(0, -1) : rest).map((part) => {
    if (typeof part !== "string" && typeof part !== "number") {
      throw new TypeError(`A query key part must be a path segment (string or number), not ${JSON.stringify(part)}`);
    }
    return encodeURIComponent(String(part));
  });
  const path = [head, ...segments].join("/");
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.append(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Per-call options beside the request: the signal a query passes, and extra headers (the back office's CSRF token). */
type CallOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/** A request to a route, with its call options; the path parameters are required when the route has any. */
export type RequestArg<R> = Partial<RequestOf<R>> extends RequestOf<R> ? [request?: RequestOf<R> & CallOptions] : [request: RequestOf<R> & CallOptions];

/** A key: an API path, path segments, and query parameters when there are any. */
function withParams(parts: readonly (string | number)[], params: object = {}): readonly unknown[] {
  // Undefined values are dropped so two spellings of the same request share one cache entry.
  const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
  return Object.keys(defined).length > 0 ? [...parts, defined] : [...parts];
}

/**
 * The query key of a request to a route: `routeKey(apiRoutes.product, { params: { id: 12 } })` is
 * `["/api/products", 12]`. The path's first segment stays with the API path, so one prefix
 * (`["/api/products"]`) covers lists, single parts and model searches alike.
 */
export function routeKey<R extends RouteDefinition>(route: R, ...[request]: RequestArg<R>): readonly unknown[] {
  const { params = {}, query } = (request ?? {}) as { params?: Record<string, string | number>; query?: object };
  const [first = "", ...rest] = route.path.split("/").filter(Boolean);
  const segments = rest.map((segment) => (segment.startsWith(":") ? (params[segment.slice(1)] ?? "") : segment));
  return withParams([`${API_BASE}/${first}`, ...segments], query);
}

/** The path of a request to a route, with its query string: "/api/products/search-by-model/WRF%20555?type=hvac". */
export function routePath<R extends RouteDefinition>(route: R, ...request: RequestArg<R>): string {
  return pathFromQueryKey(routeKey(route, ...request));
}

/** What the blog list asks for. */
export interface GuidesQuery {
  /** Text to match; trimmed, and left out when empty. */
  search?: string;
  /** 1-based page number; values below 1 read as 1. */
  page: number;
  /** Posts per page. Default 10. */
  pageSize?: number;
}

/** The GET /api/blog parameters of a page of published posts. */
export function blogListParams(query: GuidesQuery): BlogQueryParams {
  const pageSize = query.pageSize ?? POSTS_PER_PAGE;
  return {
    isPublished: true,
    search: query.search?.trim() || undefined,
    limit: pageSize,
    offset: pageOffset(query.page, pageSize),
  };
}

/** Featured parts on the home page. */
export const FEATURED_PARAMS = { isFeatured: true, limit: 4 } as const satisfies PartQueryParams;
/** The popular-this-week teaser. */
export const POPULAR_PARAMS = { isPopular: true, limit: 6 } as const satisfies PartQueryParams;
