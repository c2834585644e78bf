import { useId } from "react";
import { cn } from "../../lib/utils.ts";
import { formatPartCount } from "../BrandCard/brand.ts";
import { Button } from "../ui/Button.tsx";
import { Label } from "../ui/Label.tsx";
import { Sheet, SheetClose, SheetContent, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "../ui/Sheet.tsx";
import { FilterBar, SortSelect, type FilterBarProps } from "./FilterBar.tsx";
import { activeFilterCount, clearFilters, filtersButtonText } from "./filters.ts";

export type FilterSheetProps = Omit<FilterBarProps, "inSheet" | "aria-label"> & {
  /** Parts the filters now match, for the sheet's 'Show 12 parts'; undefined while unknown ('Done'). */
  total?: number;
  /** Open the sheet at first (stories). Default false. */
  defaultOpen?: boolean;
};

/**
 * The listing's filters on a phone: a 'Filters (n)' button (n = filters set; "Filters" with none)
 * with the sort beside it, so the first screen shows parts rather than a form. The button opens a
 * sheet (Radix Dialog: focus trapped, Escape closes, focus back on the button) with the same
 * controls as the FilterBar, 'Show N parts' to close it, and 'Clear all'. Every change reports at
 * once through `onChange`, as the bar does, so the URL follows while the sheet is open.
 * Both the button and the sort render on the server; the sheet's content mounts only when open.
 */
export function FilterSheet({
  value,
  onChange,
  filterBy,
  options,
  searchLabel,
  searchPlaceholder,
  total,
  defaultOpen,
  className,
  ...props
}: FilterSheetProps) {
  const sortId = useId();
  const count = activeFilterCount(value);

  return (
    <div data-slot="filter-sheet-bar" className={cn("flex items-end gap-3", className)} {...props}>
      <Sheet defaultOpen={defaultOpen}>
        <SheetTrigger asChild>
          <Button variant="outline" className="shrink-0" data-count={count}>
            {filtersButtonText(value)}
          </Button>
        </SheetTrigger>
        <SheetContent side="bottom" className="max-h-[90dvh] overflow-y-auto" aria-describedby={undefined}>
          <SheetHeader className="pb-0">
            <SheetTitle className="text-lg">Filters</SheetTitle>
          </SheetHeader>
          <FilterBar
            inSheet
            className="px-4"
            value={value}
            onChange={onChange}
            filterBy={filterBy}
            options={options}
            searchLabel={searchLabel}
            searchPlaceholder={searchPlaceholder}
          />
          <SheetFooter className="flex-row">
            <Button variant="outline" className="flex-1" disabled={count === 0} onClick={() => onChange(clearFilters(value))}>
              Clear all
            </Button>
            <SheetClose asChild>
              <Button className="flex-1">{total === undefined ? "Done" : `Show ${formatPartCount(total)}`}</Button>
            </SheetClose>
          </SheetFooter>
        </SheetContent>
      </Sheet>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor={sortId} className="sr-only">
          Sort by
        </Label>
        <SortSelect id={sortId} value={value} onChange={onChange} />
      </div>
    </div>
  );
}
