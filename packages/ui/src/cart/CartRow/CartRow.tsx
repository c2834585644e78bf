import { formatUSD, lineTotalCents, MAX_QUANTITY, pagePaths, photoSrc, photoSrcSet, type CartItem, type PickupStore } from "@shop/domain";
import { SpecialOrderTime } from "../../orders/index.ts";
import { useId } from "react";
import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { PackageIcon, TrashIcon } from "../../design/icons/index.ts";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Button } from "../../design/primitives/Button.tsx";
import { QuantityInput } from "../QuantityInput/QuantityInput.tsx";
import { Skeleton, SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { TextLink } from "../../design/primitives/TextLink.tsx";

/** The smallest quantity a line can have; below it the line is removed instead. */
export { MIN_QUANTITY } from "../QuantityInput/quantity.ts";

export type CartRowProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The cart line, as GET /api/cart answers it. */
  item: CartItem;
  /** The store record's hours and clock, for a special order's ready day; absent, the line says no day. */
  store?: PickupStore;
  /**
   * Called with the line id and the new quantity (one more or one less, or a typed number on blur
   * or Enter), never below 1 nor above 99 or what is on hand: minus is disabled at 1 and plus at
   * the lower of 99 and the part's quantity on hand; typing more is clamped ("Only 3 in stock").
   */
  onQuantityChange: (id: CartItem["id"], quantity: number) => void;
  /** Called with the line id when Remove is pressed. */
  onRemove: (id: CartItem["id"]) => void;
  /** A change to this line is on its way: every control is disabled and the row is `aria-busy`. Default false. */
  pending?: boolean;
};

const rowClass = "flex gap-4 py-4";

function Thumbnail({ product }: { product: CartItem["product"] }) {
  const { photo, image } = product;
  return (
    <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-md border bg-muted text-muted-foreground">
      {photo ? (
        // 64 CSS pixels: the smallest width serves up to a 3x screen.
        <img src={photoSrc(photo)} srcSet={photoSrcSet(photo)} sizes="64px" width={photo.width} height={photo.height} alt="" className="size-full object-cover" loading="lazy" />
      ) : image ? (
        <img src={image} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        <PackageIcon className="size-7" />
      )}
    </div>
  );
}

/**
 * One line of the cart: the part's name (a link to its page), part number, unit price, the
 * quantity with minus and plus buttons, the line total and a Remove button; "Out of Stock" when
 * the part is no longer on the shelf (it cannot be ordered until removed), "Only 2 in stock" when
 * the line holds more than is on hand (it cannot be ordered until lowered); for a special order
 * holding more than is on hand, "Special Order" and the day it should be ready instead. The row is a group
 * named by the part, so each control's name says which part it changes ("Increase quantity of
 * …"). Pair it with `CartRowSkeleton` while the cart loads. Never fetches.
 */
export function CartRow({ item, store, onQuantityChange, onRemove, pending = false, className, ...props }: CartRowProps) {
  const nameId = useId();
  const { product, quantity } = item;
  const lineTotal = lineTotalCents(item.unitPrice, quantity);
  const special = product.specialOrderDays !== undefined;

  return (
    <div
      role="group"
      aria-labelledby={nameId}
      aria-busy={pending}
      data-slot="cart-row"
      data-pending={pending || undefined}
      className={cn(rowClass, className)}
      {...props}
    >
      <Thumbnail product={product} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="grid min-w-0 flex-1 gap-1">
          <TextLink id={nameId} to={pagePaths.product(item.productId)} variant="quiet" className="w-fit leading-snug font-medium">
            {product.name}
          </TextLink>
          <p className="text-sm text-muted-foreground">
            Part # <span className="font-mono text-foreground">{product.partNumber}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            <data value={item.unitPrice}>{formatUSD(item.unitPrice)}</data> each
          </p>
          {/* It cannot be ordered (docs/product.md, Rules): the cart says so before the server does. */}
          {/* A special order's units beyond those on hand are ordered (docs/product.md, Rules, Special orders): the line says when. */}
          {special && quantity > product.quantityOnHand ? (
            <>
              <Badge variant="warning">Special Order</Badge>
              {store ? <SpecialOrderTime store={store} days={product.specialOrderDays!} className="text-sm font-medium" /> : null}
            </>
          ) : null}
          {product.inStock || special ? null : <Badge variant="out-of-stock">Out of Stock</Badge>}
          {product.inStock && !special && quantity > product.quantityOnHand ? (
            <Badge variant="out-of-stock">Only {product.quantityOnHand} in stock</Badge>
          ) : null}
        </div>

        <div className="flex items-center justify-between gap-3 sm:justify-end sm:gap-6">
          <QuantityInput
            role="group"
            aria-label={`Quantity of ${product.name}`}
            label={`Quantity of ${product.name}`}
            subject={`quantity of ${product.name}`}
            value={quantity}
            onHand={special ? MAX_QUANTITY : product.quantityOnHand}
            disabled={pending}
            onCommit={(next) => onQuantityChange(item.id, next)}
          />

          <p className="text-right font-semibold sm:min-w-20">
            <span className="sr-only">Line total </span>
            <data value={lineTotal / 100}>{formatUSD(lineTotal)}</data>
          </p>

          <RemoveLineButton name={product.name} disabled={pending} onRemove={() => onRemove(item.id)} />
        </div>
      </div>
    </div>
  );
}

/** A row's Remove: the trash icon with "Remove" beside it from small screens up; named "Remove {part}" at every width. Used by the cart's and the saved list's rows. */
export function RemoveLineButton({ name, disabled, onRemove }: { name: string; disabled?: boolean; onRemove: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-destructive" disabled={disabled} onClick={onRemove}>
      <TrashIcon />
      <span className="sr-only sm:not-sr-only">Remove</span>
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/** A placeholder the size of a `CartRow`, shown while the cart loads; hidden from assistive technology. */
export function CartRowSkeleton({ className, ...props }: Omit<React.ComponentProps<"div">, "children">) {
  return (
    <div data-slot="cart-row-skeleton" aria-hidden="true" className={cn(rowClass, className)} {...props}>
      <Skeleton className="size-16 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <SkeletonLines className="grid flex-1 gap-2" lines={["h-5 w-3/4", "h-4 w-40", "h-4 w-24"]} />
        <SkeletonLines className="flex items-center justify-between gap-3 sm:justify-end sm:gap-6" lines={["h-9 w-30", "h-5 w-16 sm:w-20", "h-8 w-9 sm:w-24"]} />
      </div>
    </div>
  );
}
