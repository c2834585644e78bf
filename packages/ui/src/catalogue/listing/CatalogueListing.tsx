import { PRODUCTS_PER_PAGE, type ListingQuery, type ListingScope } from "@shop/domain";
import { useEffect, useId, useRef } from "react";
import type * as React from "react";
import { usePartTotal, useParts } from "../hooks.ts";
import { formatPartCount } from "../BrandCard/brand.ts";
import { NoPartsFound } from "../../shell/EmptyState/EmptyState.tsx";
import { ErrorState } from "../../shell/ErrorState/ErrorState.tsx";
import { FilterBar, type FilterControls } from "../FilterBar/FilterBar.tsx";
import { FilterSheet } from "../FilterBar/FilterSheet.tsx";
import { FILTER_BY, withSelection, type FilterBy, type FilterValue } from "../FilterBar/filters.ts";
import { Pagination } from "../Pagination/Pagination.tsx";
import { pageCountFor } from "../Pagination/model.ts";
import { RememberedModelLine } from "../ModelFit/RememberedModel.tsx";
import { PartGrid } from "../PartGrid/PartGrid.tsx";
import { cn } from "../../design/utils.ts";
import { catalogueHasFilters, listingFor, type ListingOption } from "./catalogue-params.ts";
import type { CatalogueParams } from "./useCatalogueParams.ts";
import { useAddPart } from "../../cart/index.ts";

export type { ListingOption };

/** The fixed part of a listing's query: what the page is (a category, a brand, a side, or everything). */
export type { ListingScope };

export type CatalogueListingProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The URL state and its setters (`useCatalogueParams`). */
  params: CatalogueParams;
  /** What the page lists; the filters narrow it further. */
  scope: ListingScope;
  /** What the select filters by: "brand" (category and search pages) or "category" (brand pages). */
  filterBy: FilterBy;
  /** The brands or categories to choose from. */
  options: readonly ListingOption[];
  /** True while the options load: a brand or category named in the URL cannot be looked up yet. */
  optionsLoading?: boolean;
  /** True while the page's own record (its category or brand) loads: `scope` is not known yet. */
  scopeLoading?: boolean;
  /** The count line: "34 parts found". Default `{n} parts found`. */
  countText?: (total: number) => string;
  /**
   * The /search page: 'Clear All Filters' under No Parts Found keeps the query, and shows only
   * when a brand or in-stock narrows it. Default false.
   */
  searchIsQuery?: boolean;
  /** Labels of the filter bar's search box. */
  searchLabel?: string;
  searchPlaceholder?: string;
};

/** "34 parts found", "1 part found". */
export const partsFound = (total: number) => `${formatPartCount(total)} found`;

/**
 * The listing of category, brand and search pages: the filter bar (on a phone, below the md
 * breakpoint, a 'Filters (n)' button and the sort, the filters in a sheet: docs/product.md), the count, the grid of parts
 * with add to cart, and the page controls, all driven by the URL (`useCatalogueParams`). The
 * brand or category in the URL is a slug, looked up in `options`; an unknown one reads as 'All'.
 * Empty results show 'No Parts Found' with 'Clear All Filters'; a failed load, an error with
 * 'Try again'.
 */
export function CatalogueListing({
  params,
  scope,
  filterBy,
  options,
  optionsLoading = false,
  scopeLoading = false,
  countText = partsFound,
  searchIsQuery = false,
  searchLabel,
  searchPlaceholder,
  className,
  ...props
}: CatalogueListingProps) {
  const headingId = useId();
  const { selected, query } = listingFor(scope, params, filterBy, options);
  // A slug in the URL waits for the list that turns it into an id, rather than listing everything first.
  const resolving = scopeLoading || (params[filterBy] !== null && selected === undefined && optionsLoading);

  const value = withSelection({ search: params.search, sort: params.sort, inStock: params.inStock }, filterBy, selected?.id);

  const onChange = (next: FilterValue) => {
    const id = next[FILTER_BY[filterBy].key];
    const nextSlug = id === undefined ? null : (options.find((option) => option.id === id)?.slug ?? null);
    params.setFilters({ search: next.search, sort: next.sort, inStock: next.inStock, [filterBy]: nextSlug });
  };
  // The same query as the results below (one request, shared), for the sheet's 'Show N parts'.
  const matching = usePartTotal(query, !resolving);
  const controls: FilterControls = { value, onChange, filterBy, options, searchLabel, searchPlaceholder };

  return (
    <section aria-labelledby={headingId} data-slot="catalogue-listing" className={cn("grid gap-4", className)} {...props}>
      <h2 id={headingId} className="sr-only">
        Parts
      </h2>
      {/* Both render on the server; CSS picks one by width, so hydration moves nothing. */}
      <FilterSheet className="md:hidden" {...controls} total={resolving ? undefined : matching.data} />
      <FilterBar className="hidden md:flex" {...controls} />
      {resolving ? (
        <ListingPlaceholder />
      ) : (
        <ListingResults
          params={params}
          query={query}
          countText={countText}
          searchIsQuery={searchIsQuery}
        />
      )}
    </section>
  );
}

function ListingPlaceholder() {
  return (
    <>
      <p className="h-6 text-muted-foreground" aria-hidden="true" />
      <PartGrid products={[]} loading headingLevel={3} onAddToCart={() => Promise.resolve()} />
    </>
  );
}

function ListingResults({
  params,
  query,
  countText,
  searchIsQuery,
}: {
  params: CatalogueParams;
  query: ListingQuery;
  countText: (total: number) => string;
  searchIsQuery: boolean;
}) {
  const addPart = useAddPart();
  const topRef = useRef<HTMLDivElement>(null);
  const products = useParts(query);
  const total = products.data?.total;
  const pageCount = pageCountFor(total ?? 0, PRODUCTS_PER_PAGE);
  const { setPage } = params;

  // A shared or stale link past the last page (?page=9 of 2) moves to the last page, in place.
  const pastEnd = products.isSuccess && !products.isPlaceholderData && pageCount > 0 && params.page > pageCount;
  useEffect(() => {
    if (pastEnd) setPage(pageCount, { replace: true });
  }, [pastEnd, pageCount, setPage]);

  if (products.isError && !products.data) {
    return (
      <ErrorState
        className="rounded-lg border"
        title="Couldn't load parts"
        message="Failed to fetch products"
        retrying={products.isFetching}
        onRetry={() => void products.refetch()}
      />
    );
  }

  const canClear = catalogueHasFilters(params, { ignoreSearch: searchIsQuery });
  // Another page, search, sort or in-stock choice loading: the previous parts stay in place
  // (useProducts keeps them), marked busy, so paging does not flash skeletons.
  const updating = products.isPlaceholderData;
  const shown = products.data?.products ?? [];

  return (
    <div ref={topRef} className="grid scroll-mt-4 gap-4">
      <div className="flex h-6 items-center gap-3">
        <span data-slot="catalogue-count" aria-live="polite" className="font-medium">
          {total === undefined ? null : countText(total)}
        </span>
        {updating ? <span className="text-sm text-muted-foreground">Updating…</span> : null}
        <RememberedModelLine className="ml-auto h-6" />
      </div>
      <PartGrid
        data-updating={updating || undefined}
        aria-busy={updating || undefined}
        products={shown}
        // An empty placeholder (the page before held nothing) would flash 'No Parts Found'.
        loading={products.isPending || pastEnd || (updating && shown.length === 0)}
        headingLevel={3}
        onAddToCart={addPart}
        empty={<NoPartsFound className="rounded-lg border" onClearFilters={canClear ? params.clearFilters : undefined} />}
      />
      <Pagination
        page={params.page}
        pageCount={pageCount}
        onPageChange={(page) => {
          setPage(page);
          topRef.current?.scrollIntoView({ block: "start" });
        }}
      />
    </div>
  );
}
