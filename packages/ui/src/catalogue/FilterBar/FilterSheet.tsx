import { lazy, Suspense, useId } from "react";
import { cn } from "../../design/utils.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Label } from "../../design/primitives/Label.tsx";
import { useOnDemandSheet } from "../../design/primitives/on-demand-sheet.ts";
import { SortSelect, type FilterBarProps, type FilterControls } from "./FilterBar.tsx";
import { activeFilterCount, filtersButtonText } from "./filters.ts";

/** The sheet with the filters: its code loads when the Filters button is first reached. */
const loadPanel = () => import("./FilterSheetPanel.tsx");
const FilterSheetPanel = lazy(loadPanel);

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
 * Both the button and the sort render on the server; the sheet (and its code: ui/on-demand-sheet.ts)
 * loads the first time it opens.
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
  const sheet = useOnDemandSheet(loadPanel, { defaultOpen });
  const count = activeFilterCount(value);
  const controls: FilterControls = { value, onChange, filterBy, options, searchLabel, searchPlaceholder };

  return (
    <div data-slot="filter-sheet-bar" className={cn("flex items-end gap-3", className)} {...props}>
      <Button variant="outline" className="shrink-0" data-count={count} {...sheet.triggerProps}>
        {filtersButtonText(value)}
      </Button>
      {sheet.mounted ? (
        <Suspense fallback={null}>
          <FilterSheetPanel
            open={sheet.open}
            onOpenChange={sheet.setOpen}
            contentId={sheet.contentId}
            onCloseAutoFocus={sheet.returnFocus}
            controls={controls}
            total={total}
          />
        </Suspense>
      ) : null}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor={sortId} className="sr-only">
          Sort by
        </Label>
        <SortSelect id={sortId} value={value} onChange={onChange} />
      </div>
    </div>
  );
}
