import { POSTS_PER_PAGE, PRODUCTS_PER_PAGE, type PartType, type ProductSort } from "@shop/domain";
import type { QueryParams } from "./client.ts";

/**
 * Query keys. A key is the request itself (see `pathFromQueryKey` in client.ts): the API path,
 * then path segments, then an optional object of query parameters. So a key both names the cache
 * entry and says what to fetch, and a prefix (`apiKeys.products()`, `apiKeys.cart()`) matches every
 * entry below it for `invalidateQueries`.
 */

/** A key: an API path, path segments, and query parameters when there are any. */
function withParams(parts: readonly (string | number)[], params: QueryParams = {}): readonly unknown[] {
  // Undefined values are dropped so two spellings of the same request share one cache entry.
  const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
  return Object.keys(defined).length > 0 ? [...parts, defined] : [...parts];
}

/** What a product listing (category, brand, type or search page) asks for. */
export interface ProductsQuery {
  type?: PartType;
  categoryId?: number;
  brandId?: number;
  /** Text to match; trimmed, and left out when empty. */
  search?: string;
  /** Only parts in stock; `inStock=true` is sent only when on. */
  inStock?: boolean;
  /** Default "popular". Sent to the server so it orders the whole result, not one page. */
  sort?: ProductSort;
  /** 1-based page number; values below 1 read as 1. */
  page: number;
  /** Parts per page. Default 20. */
  pageSize?: number;
}

/** What the blog list asks for. */
export interface BlogPostsQuery {
  /** Text to match; trimmed, and left out when empty. */
  search?: string;
  /** 1-based page number; values below 1 read as 1. */
  page: number;
  /** Posts per page. Default 10. */
  pageSize?: number;
}

const offsetOf = (page: number, pageSize: number) => (Math.max(1, Math.trunc(page) || 1) - 1) * pageSize;

/** The GET /api/products parameters of a listing: offset = (page - 1) * pageSize. */
export function productListParams(query: ProductsQuery): QueryParams {
  const pageSize = query.pageSize ?? PRODUCTS_PER_PAGE;
  return {
    type: query.type,
    categoryId: query.categoryId,
    brandId: query.brandId,
    search: query.search?.trim() || undefined,
    inStock: query.inStock ? true : undefined,
    sort: query.sort ?? "popular",
    limit: pageSize,
    offset: offsetOf(query.page, pageSize),
  };
}

/** The GET /api/blog parameters of a page of published posts. */
export function blogListParams(query: BlogPostsQuery): QueryParams {
  const pageSize = query.pageSize ?? POSTS_PER_PAGE;
  return {
    isPublished: true,
    search: query.search?.trim() || undefined,
    limit: pageSize,
    offset: offsetOf(query.page, pageSize),
  };
}

/** Featured parts on the home page. */
export const FEATURED_PARAMS = { isFeatured: true, limit: 4 } as const satisfies QueryParams;
/** The popular-this-week teaser. */
export const POPULAR_PARAMS = { isPopular: true, limit: 6 } as const satisfies QueryParams;

/**
 * Every key the hooks use. With no argument, a list key is the prefix of all its variants:
 * `invalidateQueries({ queryKey: apiKeys.products() })` refreshes every product read.
 */
export const apiKeys = {
  store: () => withParams(["/api/store"]),
  categories: (type?: PartType) => withParams(["/api/categories"], { type }),
  category: (slug: string) => withParams(["/api/categories", slug]),
  brands: (type?: PartType) => withParams(["/api/brands"], { type }),
  brand: (slug: string) => withParams(["/api/brands", slug]),
  /** No argument: every product read (lists, single parts, model searches share the prefix). */
  products: (params?: QueryParams) => withParams(["/api/products"], params),
  product: (id: number) => withParams(["/api/products", id]),
  /** The model is trimmed, so "  WRF555SDFZ " and "WRF555SDFZ" share an entry. */
  modelSearch: (model: string, type?: PartType) => withParams(["/api/products", "search-by-model", model.trim()], { type }),
  blogPosts: (params?: QueryParams) => withParams(["/api/blog"], params),
  blogPost: (slug: string) => withParams(["/api/blog", slug]),
  cart: () => withParams(["/api/cart"]),
};
