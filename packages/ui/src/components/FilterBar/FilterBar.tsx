import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { SearchIcon } from "../../lib/icons/index.ts";
import { cn } from "../../lib/utils.ts";
import { Button } from "../ui/Button.tsx";
import { Input } from "../ui/Input.tsx";
import { Label } from "../ui/Label.tsx";
import { Select } from "../ui/Select.tsx";
import { Switch } from "../ui/Switch.tsx";
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
};

/**
 * The filter bar of category, brand and search pages: a search box, the brand or category
 * select, the sort, an 'In Stock Only' switch, and 'Clear All Filters' while any filter is set.
 * Every control has a visible label.
 *
 * Search commits on Enter at once, or by itself after a SEARCH_DEBOUNCE_MS (400 ms) pause in
 * typing, trimmed, so results follow the visitor without a request per keystroke. Clear All
 * Filters keeps the sort (SPEC.md: it resets search, brand and in-stock) and moves focus to the
 * search box, since the button itself goes away.
 */
export function FilterBar({
  value,
  onChange,
  filterBy,
  options,
  searchLabel = "Search parts",
  searchPlaceholder = "Part name or number",
  "aria-label": label = "Filter parts",
  className,
  ...props
}: FilterBarProps) {
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const by = FILTER_BY[filterBy];

  // The box's own text; value.search is what was last committed.
  const [draft, setDraft] = useState(value.search);
  const [committed, setCommitted] = useState(value.search);
  if (value.search !== committed) {
    // The search changed from outside (Clear All Filters, Back): show it, unless it is what the
    // visitor is typing, give or take spaces (so committing "pump " does not eat the space).
    setCommitted(value.search);
    if (draft.trim() !== value.search) setDraft(value.search);
  }

  // The latest value and callback, for the debounce timer to commit against.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  // The search last sent, until `value` catches up with it: Enter and the typing pause can both
  // fire before the parent re-renders, and the second must not send it again (on a screen, a
  // second history entry for the same search, so Back would seem to do nothing).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    sent.current = null;
  }, [value.search]);

  const commitSearch = (text: string) => {
    const search = text.trim();
    if (search === latest.current.value.search || search === sent.current) return;
    sent.current = search;
    latest.current.onChange({ ...latest.current.value, search });
  };

  useEffect(() => {
    if (draft.trim() === value.search) return;
    const timer = window.setTimeout(() => commitSearch(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // commitSearch reads the latest value through a ref, so a change of brand or sort while the
    // visitor types does not restart the wait; only a new draft (or search) does.
  }, [draft, value.search]);

  return (
    <div
      role="search"
      aria-label={label}
      data-slot="filter-bar"
      className={cn("flex flex-wrap items-end gap-x-4 gap-y-3 rounded-lg border bg-card p-4 text-card-foreground", className)}
      {...props}
    >
      <div className="grid min-w-48 flex-[1_1_16rem] gap-1.5">
        <Label htmlFor={`${id}-search`}>{searchLabel}</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={searchPlaceholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                commitSearch(draft);
              }
            }}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid w-full gap-1.5 sm:w-44">
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
      <div className="grid w-full gap-1.5 sm:w-48">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <Select
          id={`${id}-sort`}
          value={value.sort}
          onChange={(event) => {
            const sort = SORT_OPTIONS.find((option) => option.value === event.target.value)?.value;
            if (sort) onChange({ ...value, sort });
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex h-9 items-center gap-2">
        <Switch
          id={`${id}-in-stock`}
          checked={value.inStock}
          onCheckedChange={(inStock) => onChange({ ...value, inStock })}
        />
        <Label htmlFor={`${id}-in-stock`}>In Stock Only</Label>
      </div>
      {hasActiveFilters(value) && (
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
