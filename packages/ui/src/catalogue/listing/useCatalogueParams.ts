import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  readCatalogueParams,
  withFilters,
  withoutFilters,
  withPage,
  type CatalogueFilters,
  type CatalogueState,
  type SearchKey,
} from "./catalogue-params.ts";

export interface UseCatalogueParamsOptions {
  /** The query key of the search text: `search` (default) on listings, `q` on /search. */
  searchKey?: SearchKey;
  /** 'Clear All Filters' keeps the search text (the /search page). Default false. */
  keepSearchOnClear?: boolean;
}

export interface CatalogueParams extends CatalogueState {
  /** Changes filters or sort and goes back to page 1, as a new history entry (Back undoes it). */
  setFilters: (change: CatalogueFilters) => void;
  /** Goes to a page. `replace` corrects the URL without a history entry (a page past the end). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** 'Clear All Filters': search (unless kept), brand, category and in-stock off, page 1; sort stays. */
  clearFilters: () => void;
}

/**
 * A listing's filters, sort and page, kept in the URL's query string so a reload, a shared link and
 * Back keep them (docs/product.md, Rules: listings in the URL): reads them with react-router's
 * `useSearchParams` and writes them back, resetting the page to 1 whenever a filter or the sort
 * changes. Other query keys are left as they are.
 */
export function useCatalogueParams({ searchKey = "search", keepSearchOnClear = false }: UseCatalogueParamsOptions = {}): CatalogueParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readCatalogueParams(searchParams, searchKey), [searchParams, searchKey]);

  const setFilters = useCallback(
    (change: CatalogueFilters) => setSearchParams((current) => withFilters(current, change, searchKey)),
    [setSearchParams, searchKey],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      setSearchParams((current) => withPage(current, page), { replace: options?.replace ?? false }),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams((current) => withoutFilters(current, searchKey, { keepSearch: keepSearchOnClear })),
    [setSearchParams, searchKey, keepSearchOnClear],
  );

  return { ...state, setFilters, setPage, clearFilters };
}
