import { PART_TYPES, type BrandView, type PartType } from "@shop/domain";

/**
 * The all-brands page's filters, read from and written to the URL (`?search=` and `?type=`), and
 * the matching itself. Pure; unit-tested in brand-filter.test.ts.
 */

/** A brand as the list draws it: its description is on its own page only. */
type BrandListed = Omit<BrandView, "description">;

/** A tab of the page: every brand, or one side of the shop. */
export type BrandTab = "all" | PartType;

/** The tabs in order. */
export const BRAND_TABS: readonly BrandTab[] = ["all", ...PART_TYPES];

/** The query keys the page owns. */
export const BRAND_PARAMS = { search: "search", type: "type" } as const;

/** The tab the URL asks for; anything unknown reads as "all". */
export function readBrandTab(value: string | null): BrandTab {
  return (PART_TYPES as readonly string[]).includes(value ?? "") ? (value as PartType) : "all";
}

/** Letters and digits only, lowercased: "Fisher & Paykel" and "fisher paykel" both read "fisherpaykel". */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/** True when the brand's name holds the search (ignoring case, spaces and punctuation); an empty search matches all. */
export function matchesBrandSearch(brand: Pick<BrandView, "name">, search: string): boolean {
  const wanted = squash(search);
  return wanted === "" || squash(brand.name).includes(wanted);
}

export interface BrandFilterResult {
  /** The brands the current tab and search show, in the API's order. */
  shown: BrandListed[];
  /** Brands matching the search on each tab, for the tab labels. */
  counts: Record<BrandTab, number>;
  /** Every brand, whatever the search: the "of {total}" of the count line. */
  total: number;
}

/** The brands to show for a search and a tab, with each tab's count under the same search. */
export function filterBrands(brands: readonly BrandListed[], search: string, tab: BrandTab): BrandFilterResult {
  const matching = brands.filter((brand) => matchesBrandSearch(brand, search));
  const counts = { all: matching.length } as Record<BrandTab, number>;
  for (const type of PART_TYPES) counts[type] = matching.filter((brand) => brand.type === type).length;
  return {
    shown: tab === "all" ? matching : matching.filter((brand) => brand.type === tab),
    counts,
    total: brands.length,
  };
}

/**
 * The query string after a change of search or tab; other keys are kept. The default values
 * (empty search, "all") are left out so the plain /brands stays plain.
 */
export function withBrandFilters(
  params: URLSearchParams,
  change: { search?: string; tab?: BrandTab },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.search !== undefined) {
    if (change.search.trim() === "") next.delete(BRAND_PARAMS.search);
    else next.set(BRAND_PARAMS.search, change.search);
  }
  if (change.tab !== undefined) {
    if (change.tab === "all") next.delete(BRAND_PARAMS.type);
    else next.set(BRAND_PARAMS.type, change.tab);
  }
  return next;
}
