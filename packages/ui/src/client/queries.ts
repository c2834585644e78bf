import {
  apiRoutes,
  listingApiQuery,
  type ListingQuery,
  type PartType,
  type ResponseOf,
  type RouteDefinition,
} from "@shop/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import {
  blogListParams,
  FEATURED_PARAMS,
  pathFromQueryKey,
  POPULAR_PARAMS,
  routeKey,
  type GuidesQuery,
  type RequestArg,
} from "./keys.ts";

/**
 * The reads: one query-options factory per call (for `prefetchQuery`, `setQueryData`, loaders and
 * tests, with typed keys); each feature's hooks.ts has one hook per call for screens. They keep the client's defaults
 * (never stale, no refetch on focus, no retry); only the cart read retries, once.
 */

/** Query options for a read of a route: the request's key, and a GET of the key's path typed by the route. */
function read<R extends RouteDefinition<"GET">>(route: R, ...request: RequestArg<R>) {
  return queryOptions({
    queryKey: routeKey(route, ...request),
    queryFn: ({ queryKey, signal }) => apiRequest<ResponseOf<R>>("GET", pathFromQueryKey(queryKey), undefined, { signal }),
  });
}

/** Query options for every read, keyed as `routeKey` says. */
export const apiQueries = {
  store: () => read(apiRoutes.store),
  categories: (type?: PartType) => read(apiRoutes.categories, { query: { type } }),
  category: (slug: string) => read(apiRoutes.category, { params: { slug } }),
  brands: (type?: PartType) => read(apiRoutes.brands, { query: { type } }),
  brand: (slug: string) => read(apiRoutes.brand, { params: { slug } }),
  products: (query: ListingQuery) => read(apiRoutes.products, { query: listingApiQuery(query) }),
  featuredParts: () => read(apiRoutes.products, { query: FEATURED_PARAMS }),
  popularParts: () => read(apiRoutes.products, { query: POPULAR_PARAMS }),
  product: (id: number) => read(apiRoutes.product, { params: { id } }),
  /** The model is trimmed, so "  WRF555SDFZ " and "WRF555SDFZ" share an entry. */
  modelSearch: (model: string, type?: PartType) =>
    read(apiRoutes.modelSearch, { params: { model: model.trim() }, query: { type } }),
  /** A model page's parts; the model is trimmed, as the page's address and the search write it. */
  modelPage: (model: string) => read(apiRoutes.modelPage, { params: { model: model.trim() } }),
  blogPosts: (query: GuidesQuery) => read(apiRoutes.blogPosts, { query: blogListParams(query) }),
  blogPost: (slug: string) => read(apiRoutes.blogPost, { params: { slug } }),
  /** Every symptom page, or one side's, by machine. */
  symptoms: (type?: PartType) => read(apiRoutes.symptoms, { query: { type } }),
  /** A symptom page; the model trimmed, and left out when empty, so the page without one shares its entry. */
  symptom: (appliance: string, slug: string, model?: string) =>
    read(apiRoutes.symptom, { params: { appliance, slug }, query: { model: model?.trim() || undefined } }),
  /** The session's cart: the one read retried, once, on failure (docs/product.md, Calls). */
  cart: () => queryOptions({ ...read(apiRoutes.cart), retry: 1 }),
};
