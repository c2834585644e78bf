/** What the screens share: the URL state of a listing, the listing itself, and each page's status (for its body and its head). */
export {
  CATALOGUE_KEYS,
  catalogueHasFilters,
  DEFAULT_SORT,
  readCatalogueParams,
  withFilters,
  withoutFilters,
  withPage,
  type CatalogueFilters,
  type CatalogueState,
  type SearchKey,
} from "./catalogue-params.ts";
export { useCatalogueParams, type CatalogueParams, type UseCatalogueParamsOptions } from "./useCatalogueParams.ts";
export { CatalogueListing, partsFound, type CatalogueListingProps, type ListingOption, type ListingScope } from "./CatalogueListing.tsx";
export { ListingHeader, type ListingHeaderProps } from "./ListingHeader.tsx";
export { isUnavailable, PageUnavailable, type PageUnavailableProps } from "./PageUnavailable.tsx";
export {
  infoPageState,
  localPageState,
  PAGE_ERROR_TITLE,
  pageStatusOf,
  statusHead,
  useArticlePage,
  useBrandPage,
  useCategoryPage,
  useProductPage,
  type PageState,
  type PageStatus,
  type StatusHead,
} from "./page-status.ts";
export { useAddPart } from "./useAddPart.ts";
