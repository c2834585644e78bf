import {
  LISTING_DEFAULTS,
  listingOf,
  PRODUCT_SORTS,
  type ListingQuery,
  type ListingScope,
  type ListingUrlState,
  type PartSort,
} from "@shop/domain";
import type { FilterBy } from "../FilterBar/filters.ts";

/**
 * The query-string state of a product listing (category, brand, search and type pages), read from
 * and written to the URL, so a filtered page can be shared, reloaded and navigated with Back.
 * Pure functions over URLSearchParams; `useCatalogueParams` wraps them for a screen. The state is
 * the URL form of the domain's one listing model (`ListingQuery`); `listingOf` turns it into the
 * listing the API is asked for.
 *
 * Keys: the search text (`search`, or `q` on /search), `brand` and `category` (slugs, as in the
 * page routes), `sort` (omitted when "popular"), `inStock=true` (omitted when off) and `page`
 * (omitted on page 1). Any other key in the URL is left alone.
 */

/** The query key of the search text: `search` on listings, `q` on the /search page. */
export type SearchKey = "search" | "q";

export const CATALOGUE_KEYS = {
  brand: "brand",
  category: "category",
  sort: "sort",
  inStock: "inStock",
  page: "page",
} as const;

/** The sort a listing starts with; left out of the URL. */
export const DEFAULT_SORT: PartSort = LISTING_DEFAULTS.sort;

/**
 * A listing's state as the URL says it: the search text trimmed ("" for none), the brand and
 * category filters by slug (null for all), and a 1-based page (anything that is not a whole
 * number from 1 up reads as 1).
 */
export type CatalogueState = ListingUrlState;

/** What a filter control changes. Any of these sends the visitor back to page 1. */
export type CatalogueFilters = Partial<Pick<CatalogueState, "search" | "brand" | "category" | "sort" | "inStock">>;

const isSort = (value: string | null): value is PartSort =>
  value !== null && (PRODUCT_SORTS as readonly string[]).includes(value);

function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return LISTING_DEFAULTS.page;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : LISTING_DEFAULTS.page;
}

const blankToNull = (value: string | null) => (value === null || value.trim() === "" ? null : value.trim());

/** Reads a listing's state from the query string; unknown or malformed values read as the defaults. */
export function readCatalogueParams(params: URLSearchParams, searchKey: SearchKey = "search"): CatalogueState {
  const sort = params.get(CATALOGUE_KEYS.sort);
  const inStock = params.get(CATALOGUE_KEYS.inStock);
  return {
    search: params.get(searchKey)?.trim() ?? "",
    brand: blankToNull(params.get(CATALOGUE_KEYS.brand)),
    category: blankToNull(params.get(CATALOGUE_KEYS.category)),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    inStock: inStock === "true" || inStock === "1",
    page: readPage(params.get(CATALOGUE_KEYS.page)),
  };
}

function put(params: URLSearchParams, key: string, value: string | null) {
  if (value === null || value === "") params.delete(key);
  else params.set(key, value);
}

/**
 * The query string with the filters changed and the page reset to 1: a changed filter or sort goes
 * back to page 1, where the new result starts (docs/product.md, Decisions). Filters not named are
 * kept.
 */
export function withFilters(params: URLSearchParams, change: CatalogueFilters, searchKey: SearchKey = "search"): URLSearchParams {
  const next = new URLSearchParams(params);
  if ("search" in change) put(next, searchKey, change.search?.trim() ?? null);
  if ("brand" in change) put(next, CATALOGUE_KEYS.brand, change.brand ?? null);
  if ("category" in change) put(next, CATALOGUE_KEYS.category, change.category ?? null);
  if ("sort" in change) put(next, CATALOGUE_KEYS.sort, change.sort && change.sort !== DEFAULT_SORT ? change.sort : null);
  if ("inStock" in change) put(next, CATALOGUE_KEYS.inStock, change.inStock ? "true" : null);
  next.delete(CATALOGUE_KEYS.page);
  return next;
}

/** The query string on another page; page 1 (or anything below it) is left out of the URL. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  const whole = Math.floor(page);
  put(next, CATALOGUE_KEYS.page, Number.isFinite(whole) && whole > 1 ? String(whole) : null);
  return next;
}

/**
 * 'Clear All Filters': drops the search text, brand, category and in-stock, back to page 1
 * (docs/product.md, Rules: listings in the URL). The sort is a way of looking, not a filter, so it
 * stays. `keepSearch` keeps the text (the /search page, where the query is the page itself).
 */
export function withoutFilters(
  params: URLSearchParams,
  searchKey: SearchKey = "search",
  options: { keepSearch?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!options.keepSearch) next.delete(searchKey);
  next.delete(CATALOGUE_KEYS.brand);
  next.delete(CATALOGUE_KEYS.category);
  next.delete(CATALOGUE_KEYS.inStock);
  next.delete(CATALOGUE_KEYS.page);
  return next;
}

/** Whether any filter narrows the listing (what 'Clear All Filters' would undo). */
export function catalogueHasFilters(state: CatalogueState, options: { ignoreSearch?: boolean } = {}): boolean {
  return (!options.ignoreSearch && state.search !== "") || state.brand !== null || state.category !== null || state.inStock;
}

/** A brand or category the listing's select offers; the URL names it by slug. */
export interface ListingOption {
  id: number;
  name: string;
  slug: string;
}

/**
 * The listing a page asks for: its scope, the URL's choices, and the brand or category the URL
 * names by slug (`filterBy`), found in `options` (`selected`; an unknown slug reads as 'All'). The
 * URL names the filter by slug, the API and the filter bar by id: this is the one place between
 * them, for the screen and for the server's render alike.
 */
export function listingFor(
  scope: ListingScope,
  state: CatalogueState,
  filterBy: FilterBy,
  options: readonly ListingOption[],
): { selected: ListingOption | undefined; query: ListingQuery } {
  const slug = state[filterBy];
  const selected = slug === null ? undefined : options.find((option) => option.slug === slug);
  return { selected, query: listingOf(scope, state, selected && { by: filterBy, id: selected.id }) };
}
