export { FilterBar, type FilterBarProps } from "./FilterBar.tsx";
export {
  clearFilters,
  FILTER_BY,
  hasActiveFilters,
  parseSelection,
  SEARCH_DEBOUNCE_MS,
  selectionOf,
  SORT_OPTIONS,
  withSelection,
  type FilterBy,
  type FilterOption,
  type FilterValue,
} from "./filters.ts";
