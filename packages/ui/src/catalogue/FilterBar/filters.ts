import type { PartSort } from "@shop/domain";

/**
 * The filter bar's value and the rules on it, apart from the component. Pure; unit-tested. The
 * screens keep this value in the URL (so a listing survives a reload, a shared link and Back) and
 * reset the page to 1 on every change (docs/product.md, Rules: listings in the URL).
 */

/** A pause in typing this long commits the search box, in ms (Enter commits at once). */
export const SEARCH_DEBOUNCE_MS = 400;

/** What the bar filters by besides search: a brand (category pages) or a category (brand pages). */
export type FilterBy = "brand" | "category";

export interface FilterValue {
  /** The search text, trimmed; "" for none. */
  search: string;
  /** The chosen brand on a category page; absent for 'All Brands'. */
  brandId?: number;
  /** The chosen category on a brand page; absent for 'All Categories'. */
  categoryId?: number;
  sort: PartSort;
  /** Only parts on the shelf. */
  inStock: boolean;
}

/** One entry of the brand or category select. */
export interface FilterOption {
  id: number;
  name: string;
}

/** The four sorts, in the order and with the labels of docs/product.md, Pages, Category pages. */
export const SORT_OPTIONS: readonly { value: PartSort; label: string }[] = [
  { value: "popular", label: "Most Popular" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "name", label: "Name A-Z" },
];

/** The select's label, its 'all' option and the value key, for each kind of filter. */
export const FILTER_BY: Record<FilterBy, { label: string; all: string; key: "brandId" | "categoryId" }> = {
  brand: { label: "Brand", all: "All Brands", key: "brandId" },
  category: { label: "Category", all: "All Categories", key: "categoryId" },
};

/** The value with the brand or category chosen, or with none ('All …': the key is dropped). */
export function withSelection(value: FilterValue, by: FilterBy, id: number | undefined): FilterValue {
  const { [FILTER_BY[by].key]: _dropped, ...rest } = value;
  return id === undefined ? rest : { ...rest, [FILTER_BY[by].key]: id };
}

/**
 * True when anything Clear All Filters would reset is set: search text, a brand or category, or
 * in-stock only. The sort is a way of looking, not a filter, so it does not count.
 */
export function hasActiveFilters(value: FilterValue): boolean {
  return value.search.trim() !== "" || value.brandId !== undefined || value.categoryId !== undefined || value.inStock;
}

/** Clear All Filters: no search, no brand or category, not in-stock only; the sort is kept. */
export function clearFilters(value: FilterValue): FilterValue {
  return { search: "", sort: value.sort, inStock: false };
}

/** The select's value for a value: the chosen id as text, or "" for 'All …'. */
export function selectionOf(value: FilterValue, by: FilterBy): string {
  const id = value[FILTER_BY[by].key];
  return id === undefined ? "" : String(id);
}

/** The id chosen in the select ("" -> none). */
export function parseSelection(raw: string): number | undefined {
  if (raw === "") return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * How many filters are set, for the phone's 'Filters (n)' button: the search text, the brand or
 * category, and in-stock only count one each; the sort does not (as in `hasActiveFilters`).
 */
export function activeFilterCount(value: FilterValue): number {
  return [value.search.trim() !== "", value.brandId !== undefined || value.categoryId !== undefined, value.inStock].filter(Boolean)
    .length;
}

/** The phone's button text: "Filters" with none set, "Filters (2)" with two. */
export function filtersButtonText(value: FilterValue): string {
  const count = activeFilterCount(value);
  return count === 0 ? "Filters" : `Filters (${count})`;
}
