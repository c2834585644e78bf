export { AllBrandsScreen, type AllBrandsScreenProps } from "./AllBrandsScreen.tsx";
export {
  BRAND_PARAMS,
  BRAND_TABS,
  filterBrands,
  matchesBrandSearch,
  readBrandTab,
  withBrandFilters,
  type BrandFilterResult,
  type BrandTab,
} from "./brand-filter.ts";
