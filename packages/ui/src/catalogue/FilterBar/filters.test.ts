import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  clearFilters,
  filtersButtonText,
  FILTER_BY,
  hasActiveFilters,
  parseSelection,
  selectionOf,
  SORT_OPTIONS,
  withSelection,
  type FilterValue,
} from "./filters.ts";

const none: FilterValue = { search: "", sort: "popular", inStock: false };

describe("filters", () => {
  it("offers the four sorts with their shop labels, popular first", () => {
    expect(SORT_OPTIONS).toEqual([
      { value: "popular", label: "Most Popular" },
      { value: "price-asc", label: "Price: Low to High" },
      { value: "price-desc", label: "Price: High to Low" },
      { value: "name", label: "Name A-Z" },
    ]);
  });

  it("names the 'all' options All Brands and All Categories", () => {
    expect(FILTER_BY.brand.all).toBe("All Brands");
    expect(FILTER_BY.category.all).toBe("All Categories");
  });

  it("counts search, brand, category and in-stock as filters, but not the sort", () => {
    expect(hasActiveFilters(none)).toBe(false);
    expect(hasActiveFilters({ ...none, sort: "price-desc" })).toBe(false);
    expect(hasActiveFilters({ ...none, search: "   " })).toBe(false);
    expect(hasActiveFilters({ ...none, search: "filter" })).toBe(true);
    expect(hasActiveFilters({ ...none, brandId: 3 })).toBe(true);
    expect(hasActiveFilters({ ...none, categoryId: 8 })).toBe(true);
    expect(hasActiveFilters({ ...none, inStock: true })).toBe(true);
  });

  it("clears search, brand, category and in-stock and keeps the sort", () => {
    expect(clearFilters({ search: "pump", brandId: 2, categoryId: 5, sort: "name", inStock: true })).toEqual({
      search: "",
      sort: "name",
      inStock: false,
    });
  });

  it("sets or drops the brand or category", () => {
    expect(withSelection(none, "brand", 4)).toEqual({ ...none, brandId: 4 });
    expect(withSelection({ ...none, brandId: 4 }, "brand", undefined)).toEqual(none);
    expect(withSelection({ ...none, brandId: 4 }, "brand", undefined)).not.toHaveProperty("brandId");
    expect(withSelection(none, "category", 9)).toEqual({ ...none, categoryId: 9 });
  });

  it("maps the select's text to ids and back", () => {
    expect(selectionOf({ ...none, brandId: 12 }, "brand")).toBe("12");
    expect(selectionOf(none, "category")).toBe("");
    expect(parseSelection("12")).toBe(12);
    expect(parseSelection("")).toBeUndefined();
    expect(parseSelection("abc")).toBeUndefined();
  });

  it("counts search, the brand or category, and in-stock as one filter each, never the sort", () => {
    expect(activeFilterCount({ ...none, sort: "price-desc" })).toBe(0);
    expect(activeFilterCount({ ...none, search: "  " })).toBe(0);
    expect(activeFilterCount({ ...none, brandId: 2 })).toBe(1);
    expect(activeFilterCount({ search: "belt", brandId: 2, sort: "name", inStock: true })).toBe(3);
  });

  it("names the phone's button 'Filters' with none set and 'Filters (n)' with some", () => {
    expect(filtersButtonText(none)).toBe("Filters");
    expect(filtersButtonText({ ...none, categoryId: 4, inStock: true })).toBe("Filters (2)");
  });
});
