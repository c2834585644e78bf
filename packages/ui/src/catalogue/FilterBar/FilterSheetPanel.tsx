import { formatPartCount } from "../BrandCard/brand.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { Sheet, SheetClose, SheetContent, SheetFooter, SheetHeader, SheetTitle } from "../../design/primitives/Sheet.tsx";
import { FilterBar, type FilterControls } from "./FilterBar.tsx";
import { activeFilterCount, clearFilters } from "./filters.ts";

export type FilterSheetPanelProps = {
  /** The listing's filters, shown as the FilterBar's controls stacked. */
  controls: FilterControls;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's id, which the Filters button names in aria-controls. */
  contentId: string;
  /** Puts focus back on the Filters button when the sheet closes. */
  onCloseAutoFocus: (event: Event) => void;
  /** Parts the filters now match, for 'Show 12 parts'; undefined while unknown ('Done'). */
  total?: number;
};

/**
 * FilterSheet's sheet: the FilterBar's controls stacked, 'Clear all' and 'Show N parts'. Its own
 * module, loaded by FilterSheet when the Filters button is first reached.
 */
export default function FilterSheetPanel({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  controls,
  total,
}: FilterSheetPanelProps) {
  const { value, onChange } = controls;
  const count = activeFilterCount(value);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="max-h-[90dvh] overflow-y-auto"
        aria-describedby={undefined}
        id={contentId}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetHeader className="pb-0">
          <SheetTitle className="text-lg">Filters</SheetTitle>
        </SheetHeader>
        <FilterBar inSheet className="px-4" {...controls} />
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
  );
}
