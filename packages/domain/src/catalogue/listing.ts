import { PRODUCTS_PER_PAGE } from "./catalogue.ts";
import type { PartQueryParams } from "./routes.ts";
import type { PartType, PartSort } from "./types.ts";

/**
 * A product listing: the one model behind the category, brand, type and search pages. The page
 * fixes its scope (a side of the shop, a category, a brand, or everything); the visitor narrows
 * it (search text, a brand or a category, in stock only), sorts it and pages through it.
 *
 * Two forms derive from it: the page's URL (`ListingUrlState`: the visitor's choices, a brand or
 * category filter named by its slug as in the page routes) and the GET /api/products query
 * (`listingApiQuery`: ids, limit and offset), which the server reads back as a `ProductQuery`.
 */
export interface ListingQuery {
  type?: PartType;
  categoryId?: number;
  brandId?: number;
  /** Text to match; trimmed, and left out when empty. */
  search?: string;
  /** Only parts in stock; sent only when on. */
  inStock?: boolean;
  /** Default "popular". Sent to the server so it orders the whole result, not one page. */
  sort?: PartSort;
  /** 1-based page number; values below 1 read as 1. */
  page: number;
  /** Parts per page. Default 20. */
  pageSize?: number;
}

/** What the page fixes: a side of the shop, a category or a brand; none for everything. */
export type ListingScope = Pick<ListingQuery, "type" | "categoryId" | "brandId">;

/** What the visitor chooses, as the URL carries it: every choice present, the filter by slug. */
export type ListingUrlState = Required<Pick<ListingQuery, "search" | "sort" | "inStock" | "page">> & {
  /** The brand filter's slug; null for All Brands. */
  brand: string | null;
  /** The category filter's slug; null for All Categories. */
  category: string | null;
};

/** A listing before the visitor chooses anything: no search, all parts, most popular first, page 1. */
export const LISTING_DEFAULTS = {
  search: "",
  brand: null,
  category: null,
  sort: "popular",
  inStock: false,
  page: 1,
} as const satisfies ListingUrlState;

/** The first item of a 1-based page (values below 1 read as 1). */
export const pageOffset = (page: number, pageSize: number) => (Math.max(1, Math.trunc(page) || 1) - 1) * pageSize;

/** The GET /api/products parameters of a listing: offset = (page - 1) * pageSize. */
export function listingApiQuery(query: ListingQuery): PartQueryParams {
  const pageSize = query.pageSize ?? PRODUCTS_PER_PAGE;
  return {
    type: query.type,
    categoryId: query.categoryId,
    brandId: query.brandId,
    search: query.search?.trim() || undefined,
    inStock: query.inStock ? true : undefined,
    sort: query.sort ?? LISTING_DEFAULTS.sort,
    limit: pageSize,
    offset: pageOffset(query.page, pageSize),
  };
}

/**
 * The listing a page shows for its URL: the page's scope, the visitor's choices, and the brand or
 * category the URL names by slug, as its id once found (`filter`; absent, all parts).
 */
export function listingOf(
  scope: ListingScope,
  state: ListingUrlState,
  filter?: { by: "brand" | "category"; id: number },
): ListingQuery {
  const query: ListingQuery = { ...scope, search: state.search, inStock: state.inStock, sort: state.sort, page: state.page };
  if (filter) query[filter.by === "brand" ? "brandId" : "categoryId"] = filter.id;
  return query;
}
