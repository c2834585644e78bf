/** What the catalogue screens share: the URL state of a listing, the listing itself. */
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
export { useAddPart } from "./useAddPart.ts";
