import { formatUSD, isOrderable, pagePaths, type PartView } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { AddToCartButton } from "../AddToCartButton/AddToCartButton.tsx";
import { RemoveLineButton } from "../CartRow/CartRow.tsx";
import { PartImage } from "../../design/PartImage/PartImage.tsx";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Skeleton, SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";
import { savedPageCopy as copy } from "../saved/saved-copy.ts";
import { PackageIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";

const rowClass = "flex gap-4 py-4";

export type SavedRowProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The saved part as GET /api/products/by-ids answers it today. */
  product: PartView;
  /** Adds one to the cart; the button shows its own progress. */
  onAddToCart: () => Promise<unknown>;
  /** Takes the part off the saved list. */
  onRemove: () => void;
};

/**
 * One saved part: its photo, name (a link to its page), part number, today's price and stock, Add
 * to Cart ('Out of Stock' and disabled when none are on hand) and Remove. A group named by the
 * part, so each control's name says which part it acts on. Never fetches.
 */
export function SavedRow({ product: part, onAddToCart, onRemove, className, ...props }: SavedRowProps) {
  const nameId = useId();
  return (
    <div role="group" aria-labelledby={nameId} data-slot="saved-row" className={cn(rowClass, className)} {...props}>
      <PartImage photo={part.photo} src={part.image} category={part.category} sizes="64px" className="size-16 shrink-0 rounded-md border" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="grid min-w-0 flex-1 gap-1">
          <TextLink id={nameId} to={pagePaths.product(part.id)} variant="quiet" className="w-fit leading-snug font-medium">
            {part.name}
          </TextLink>
          <p className="text-sm text-muted-foreground">
            Part # <span className="font-mono text-foreground">{part.partNumber}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <data value={part.price} className="font-semibold">
              {formatUSD(part.price)}
            </data>
            {part.inStock ? (
              <Badge variant="in-stock">In Stock</Badge>
            ) : part.specialOrderDays !== undefined ? (
              <Badge variant="warning">Special Order</Badge>
            ) : (
              <Badge variant="out-of-stock">Out of Stock</Badge>
            )}
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <AddToCartButton inStock={isOrderable(part)} onAddToCart={onAddToCart} />
          <RemoveLineButton name={part.name} onRemove={onRemove} />
        </div>
      </div>
    </div>
  );
}

export type GoneSavedRowProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The saved id the shop no longer shows. */
  savedId: number;
  onRemove: () => void;
};

/** A saved part that no longer exists or is hidden: 'No longer available', with Remove. */
export function GoneSavedRow({ savedId, onRemove, className, ...props }: GoneSavedRowProps) {
  const nameId = useId();
  const name = copy.goneName(savedId);
  return (
    <div role="group" aria-labelledby={nameId} data-slot="saved-row" data-state="gone" className={cn(rowClass, className)} {...props}>
      <div className="grid size-16 shrink-0 place-items-center rounded-md border bg-muted text-muted-foreground">
        <PackageIcon className="size-7" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="grid min-w-0 flex-1 gap-1">
          <p id={nameId} className="font-medium">
            {name}
          </p>
          <p className="text-sm text-muted-foreground">
            <Badge variant="out-of-stock">{copy.gone}</Badge> {copy.goneDetail}
          </p>
        </div>
        <div className="flex items-center justify-end">
          <RemoveLineButton name={name} onRemove={onRemove} />
        </div>
      </div>
    </div>
  );
}

/** A saved part's row while its answer is on its way. */
export function SavedRowSkeleton({ className, ...props }: Omit<React.ComponentProps<"div">, "children">) {
  return (
    <div data-slot="saved-row-skeleton" aria-hidden="true" className={cn(rowClass, className)} {...props}>
      <Skeleton className="size-16 shrink-0 rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <SkeletonLines className="grid flex-1 gap-2" lines={["h-5 w-3/4", "h-4 w-1/3", "h-5 w-24"]} />
        <Skeleton className="h-9 w-40" />
      </div>
    </div>
  );
}
