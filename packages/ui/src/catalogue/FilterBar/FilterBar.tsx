import { useId, useRef } from "react";
import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { SearchField } from "../../design/primitives/SearchField.tsx";
import { Select } from "../../design/primitives/Select.tsx";
import { Switch } from "../../design/primitives/Switch.tsx";
import {
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

export type FilterBarProps = Omit<React.ComponentProps<"div">, "onChange" | "children"> & {
  /** The filters now (from the URL). Controlled: the bar shows this and reports changes. */
  value: FilterValue;
  /**
   * Called with the whole next value after each change: a select, the switch, Clear All Filters,
   * and the search box when it commits (Enter, or a SEARCH_DEBOUNCE_MS pause in typing).
   */
  onChange: (next: FilterValue) => void;
  /** What the select filters by: "brand" on category pages ('All Brands'), "category" on brand pages ('All Categories'). */
  filterBy: FilterBy;
  /** The brands or categories to choose from, in order. */
  options: readonly FilterOption[];
  /** The search box's label. Default "Search parts". */
  searchLabel?: string;
  /** The search box's placeholder. Default "Part name or number". */
  searchPlaceholder?: string;
  /** The search landmark's accessible name. Default "Filter parts". */
  "aria-label"?: string;
  /**
   * Inside the phone's FilterSheet: the controls stack, and the sort and Clear All Filters are
   * left out (the sort stays beside the sheet's button; the sheet's footer has Clear all). Default false.
   */
  inSheet?: boolean;
};

/** What a listing hands each of its filter controls (the bar, the phone's sheet): the value, where changes go, the options and the search box's words. */
export type FilterControls = Pick<FilterBarProps, "value" | "onChange" | "filterBy" | "options" | "searchLabel" | "searchPlaceholder">;

/**
 * The filter bar of category, brand and search pages: a search box, the brand or category
 * select, the sort, an 'In Stock Only' switch, and 'Clear All Filters' while any filter is set.
 * Every control has a visible label.
 *
 * Search commits on Enter at once, or by itself after a SEARCH_DEBOUNCE_MS (400 ms) pause in
 * typing, trimmed, so results follow the visitor without a request per keystroke. Clear All Filters
 * resets the filters but keeps the sort (the sort is how the visitor looks, not what they filter;
 * docs/product.md, Decisions) and moves focus to the search box, since the button itself goes away.
 */
export function FilterBar({
  value,
  onChange,
  filterBy,
  options,
  searchLabel = "Search parts",
  searchPlaceholder = "Part name or number",
  "aria-label": label = "Filter parts",
  inSheet = false,
  className,
  ...props
}: FilterBarProps) {
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const by = FILTER_BY[filterBy];

  return (
    <div
      role="search"
      aria-label={label}
      data-slot="filter-bar"
      className={cn(
        inSheet
          ? "grid gap-4"
          : "flex flex-wrap items-end gap-x-4 gap-y-3 rounded-lg border bg-card p-4 text-card-foreground",
        className,
      )}
      {...props}
    >
      <SearchField
        mode="debounce"
        className="min-w-48 flex-[1_1_16rem]"
        label={searchLabel}
        placeholder={searchPlaceholder}
        icon
        inputRef={searchRef}
        value={value.search}
        debounceMs={SEARCH_DEBOUNCE_MS}
        onSearch={(search) => onChange({ ...value, search })}
      />
      <div className={cn("grid w-full gap-1.5", !inSheet && "sm:w-44")}>
        <Label htmlFor={`${id}-filter`}>{by.label}</Label>
        <Select
          id={`${id}-filter`}
          value={selectionOf(value, filterBy)}
          onChange={(event) => onChange(withSelection(value, filterBy, parseSelection(event.target.value)))}
        >
          <option value="">{by.all}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
      </div>
      {inSheet ? null : (
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <SortSelect id={`${id}-sort`} value={value} onChange={onChange} />
        </div>
      )}
      <div className="flex h-9 items-center gap-2">
        <Switch
          id={`${id}-in-stock`}
          checked={value.inStock}
          onCheckedChange={(inStock) => onChange({ ...value, inStock })}
        />
        <Label htmlFor={`${id}-in-stock`}>In Stock Only</Label>
      </div>
      {!inSheet && hasActiveFilters(value) && (
        <Button
          variant="ghost"
          data-slot="filter-bar-clear"
          onClick={() => {
            onChange(clearFilters(value));
            searchRef.current?.focus();
          }}
        >
          Clear All Filters
        </Button>
      )}
    </div>
  );
}

/** The sort select (labelled by the caller): the bar's, and the one beside the phone's Filters button. */
export function SortSelect({
  value,
  onChange,
  ...props
}: Omit<React.ComponentProps<typeof Select>, "value" | "onChange" | "children"> & {
  value: FilterValue;
  onChange: (next: FilterValue) => void;
}) {
  return (
    <Select
      value={value.sort}
      onChange={(event) => {
        const sort = SORT_OPTIONS.find((option) => option.value === event.target.value)?.value;
        if (sort) onChange({ ...value, sort });
      }}
      {...props}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
