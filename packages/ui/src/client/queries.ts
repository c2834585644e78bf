import {
  apiRoutes,
  listingApiQuery,
  type ListingQuery,
  type PartType,
  type ProductList,
  type ResponseOf,
  type RouteDefinition,
} from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import {
  blogListParams,
  FEATURED_PARAMS,
  pathFromQueryKey,
  POPULAR_PARAMS,
  routeKey,
  type BlogPostsQuery,
  type RequestArg,
} from "./keys.ts";

/**
 * The reads: one query-options factory per call (for `prefetchQuery`, `setQueryData`, loaders and
 * tests, with typed keys) and one hook per call for screens. They keep the client's defaults
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
  featuredProducts: () => read(apiRoutes.products, { query: FEATURED_PARAMS }),
  popularProducts: () => read(apiRoutes.products, { query: POPULAR_PARAMS }),
  product: (id: number) => read(apiRoutes.product, { params: { id } }),
  /** The model is trimmed, so "  WRF555SDFZ " and "WRF555SDFZ" share an entry. */
  modelSearch: (model: string, type?: PartType) =>
    read(apiRoutes.modelSearch, { params: { model: model.trim() }, query: { type } }),
  /** A model page's parts; the model is trimmed, as the page's address and the search write it. */
  modelPage: (model: string) => read(apiRoutes.modelPage, { params: { model: model.trim() } }),
  blogPosts: (query: BlogPostsQuery) => read(apiRoutes.blogPosts, { query: blogListParams(query) }),
  blogPost: (slug: string) => read(apiRoutes.blogPost, { params: { slug } }),
  /** The session's cart: the one read retried, once, on failure (docs/product.md, Calls). */
  cart: () => queryOptions({ ...read(apiRoutes.cart), retry: 1 }),
};

/** The shop's facts: address, phone, hours, pickup cut-off, tax rate, shipping, returns, warranty. */
export function useStoreInfo() {
  return useQuery(apiQueries.store());
}

/** Categories with their part counts; all of them, or one side of the shop. */
export function useCategories(type?: PartType) {
  return useQuery(apiQueries.categories(type));
}

/** One category by slug; waits while the slug is empty. A missing one errors with `isNotFound(error)`. */
export function useCategory(slug: string | undefined) {
  return useQuery({ ...apiQueries.category(slug ?? ""), enabled: Boolean(slug) });
}

/** Brands with their part counts; all of them, or one side of the shop. */
export function useBrands(type?: PartType) {
  return useQuery(apiQueries.brands(type));
}

/** One brand by slug; waits while the slug is empty. A missing one errors with `isNotFound(error)`. */
export function useBrand(slug: string | undefined) {
  return useQuery({ ...apiQueries.brand(slug ?? ""), enabled: Boolean(slug) });
}

const LISTING_FILTERS = ["type", "categoryId", "brandId"] as const;

function listingParams(key: QueryKey): Record<string, unknown> {
  const last = key.at(-1);
  return typeof last === "object" && last !== null ? (last as Record<string, unknown>) : {};
}

/**
 * One page of a product listing: `{ products, total }`. While another page, search, sort or
 * in-stock choice of the same listing loads, the previous page stays as placeholder data
 * (`isPlaceholderData`), so paging does not flash; a different category, brand or type starts
 * from the loading state instead of showing another listing's parts.
 */
export function useProducts(query: ListingQuery) {
  const options = apiQueries.products(query);
  const current = listingParams(options.queryKey);
  return useQuery({
    ...options,
    placeholderData: (previous, previousQuery) => {
      if (!previousQuery) return undefined;
      const before = listingParams(previousQuery.queryKey);
      return LISTING_FILTERS.every((name) => before[name] === current[name]) ? previous : undefined;
    },
  });
}

/**
 * How many parts a listing matches (the phone filter sheet's 'Show 12 parts'): the same request
 * as `useProducts` with the same query, so it costs nothing more. Waits while `enabled` is false.
 */
export function useProductTotal(query: ListingQuery, enabled = true) {
  return useQuery({ ...apiQueries.products(query), enabled, select: (list: ProductList) => list.total });
}

const productsOf = (list: ProductList) => list.products;

/** One part by id; waits while the id is not a positive whole number. */
export function useProduct(id: number | undefined) {
  const valid = id !== undefined && Number.isSafeInteger(id) && id > 0;
  return useQuery({ ...apiQueries.product(valid ? id : 0), enabled: valid });
}

/** The four featured parts of the home page, as a list. */
export function useFeaturedProducts() {
  return useQuery({ ...apiQueries.featuredProducts(), select: productsOf });
}

/** The six popular parts of the home page's teaser, as a list. */
export function usePopularProducts() {
  return useQuery({ ...apiQueries.popularProducts(), select: productsOf });
}

/**
 * Parts that fit a model number; waits while the trimmed model is empty. The home hero's lookup
 * (`useModelLookup`) fills the same cache entry, so the page it navigates to shows at once.
 */
export function useModelSearchResults(model: string | undefined, type?: PartType) {
  const trimmed = model?.trim() ?? "";
  return useQuery({ ...apiQueries.modelSearch(trimmed, type), enabled: trimmed !== "" });
}

/** A model number's page (its listed form, brands and parts by category); waits while the model is empty. A model no part lists errors with `isNotFound(error)`. */
export function useModelParts(model: string | undefined) {
  const trimmed = model?.trim() ?? "";
  return useQuery({ ...apiQueries.modelPage(trimmed), enabled: trimmed !== "" });
}

/** One page of published repair guides: `{ posts, total }`; the previous page stays while the next loads. */
export function useBlogPosts(query: BlogPostsQuery) {
  return useQuery({ ...apiQueries.blogPosts(query), placeholderData: keepPreviousData });
}

/** One published guide by slug; waits while the slug is empty. A missing one errors with `isNotFound(error)`. */
export function useBlogPost(slug: string | undefined) {
  return useQuery({ ...apiQueries.blogPost(slug ?? ""), enabled: Boolean(slug) });
}

/** The session's cart lines, oldest first. Retried once on failure (docs/product.md, Calls). */
export function useCart() {
  return useQuery(apiQueries.cart());
}
