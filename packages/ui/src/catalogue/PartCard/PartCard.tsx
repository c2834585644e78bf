import { formatUSD, isOrderable, listsModel, pagePaths, type PartView } from "@shop/domain";
import { cva, type VariantProps } from "class-variance-authority";
import { useId } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { HeartIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { AddToCartButton, useWishlist } from "../../cart/index.ts";
import { PartSpecialOrder } from "../../orders/index.ts";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { PartImage } from "../../design/PartImage/PartImage.tsx";
import { TooltipOnDemand } from "../../design/primitives/TooltipOnDemand.tsx";
import { useRememberedModel } from "../ModelFit/useRememberedModel.ts";

export const partCardVariants = cva(
  // `relative`: the name's link stretches over the whole card (the link below), so the card is
  // one big target while the keyboard meets one link, the heart and the cart button.
  [
    "relative flex overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs transition-shadow",
    "has-[[data-slot=product-card-link]:hover]:shadow-md",
    // The link's own ring would be clipped by the two-line clamp; the whole card shows its focus.
    "has-[[data-slot=product-card-link]:focus-visible]:border-ring has-[[data-slot=product-card-link]:focus-visible]:ring-[3px] has-[[data-slot=product-card-link]:focus-visible]:ring-ring/50",
  ],
  {
    variants: {
      layout: {
        /** A tile for a grid: photo on top. */
        grid: "flex-col",
        /** A row for a list: photo at the left. */
        row: "flex-row items-stretch",
      },
    },
    defaultVariants: { layout: "grid" },
  },
);

const mediaVariants = cva("relative shrink-0", {
  // In a row the photo is a thumbnail inset in the card, since the row's height follows the text.
  variants: { layout: { grid: "w-full", row: "w-28 self-start p-3 pr-0 sm:w-40 [&>[data-slot=part-image]]:rounded-md [&>[data-slot=skeleton]]:rounded-md" } },
  defaultVariants: { layout: "grid" },
});

// Fixed line boxes: each line of the card has the same height whatever the part, and the skeleton
// reuses them, so a grid keeps its shape from loading to loaded and from part to part.
const lines = {
  brand: "h-4 text-xs/4",
  name: "h-10 text-sm/5",
  partNumber: "h-4 text-xs/4",
  price: "h-7",
  action: "h-9",
} as const;

const bodyClass = "flex min-w-0 flex-1 flex-col gap-2 p-4";

type HeadingLevel = 2 | 3 | 4;

export type PartCardProps = Omit<React.ComponentProps<"article">, "children"> &
  VariantProps<typeof partCardVariants> & {
    /** The part to show. The card never fetches. */
    product: PartView;
    /**
     * Adds the part to the cart, called with its id; the card's button shows 'Adding...' until the
     * promise settles. Omit it to show the card without a cart button (teasers).
     */
    onAddToCart?: (productId: number) => Promise<unknown>;
    /** The level of the part's name heading, to fit the page's outline. Default 3. */
    headingLevel?: HeadingLevel;
  };

/**
 * A part in a list: photo (or a silhouette), brand, name linking to `/products/{id}`, part number
 * in monospace, price (sale price with the struck-through original and a Sale badge when on sale),
 * stock, a wishlist heart and, when `onAddToCart` is given, the add-to-cart button.
 * `layout`: grid (default) or row. Pair with PartCardSkeleton while loading.
 */
export function PartCard({
  product,
  layout,
  onAddToCart,
  headingLevel = 3,
  className,
  ...props
}: PartCardProps) {
  const nameId = useId();
  const onSale = product.originalPrice !== undefined;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="product-card"
      data-layout={layout ?? "grid"}
      data-on-sale={onSale}
      data-in-stock={product.inStock}
      aria-labelledby={nameId}
      className={cn(partCardVariants({ layout }), className)}
      {...props}
    >
      <div data-slot="product-card-media" className={mediaVariants({ layout })}>
        <PartImage
          photo={product.photo}
          src={product.image}
          category={product.category}
          {...(layout === "row" ? { sizes: "(min-width: 640px) 160px, 112px" } : {})}
        />
        {onSale && (
          <Badge variant="sale" className={cn("absolute top-2 left-2", layout === "row" && "top-4 left-4")}>
            Sale
          </Badge>
        )}
        <WishlistButton
          productId={product.id}
          productName={product.name}
          className={cn("absolute top-1 right-1", layout === "row" && "top-4")}
        />
        <FitsYourModelBadge models={product.compatibility} className={cn("absolute bottom-2 left-2", layout === "row" && "bottom-4 left-4")} />
      </div>
      <div data-slot="product-card-body" className={bodyClass}>
        <p data-slot="product-card-brand" className={cn(lines.brand, "truncate font-medium text-muted-foreground")}>
          {product.brand.name}
        </p>
        <Heading id={nameId} className={cn(lines.name, "line-clamp-2 font-semibold")}>
          <Link
            to={pagePaths.product(product.id)}
            data-slot="product-card-link"
            className={cn(
              "outline-none hover:underline focus-visible:underline",
              "after:absolute after:inset-0 after:content-['']",
            )}
          >
            {product.name}
          </Link>
        </Heading>
        <p data-slot="product-card-part-number" className={cn(lines.partNumber, "truncate text-muted-foreground")}>
          Part <span className="font-mono text-foreground">{product.partNumber}</span>
        </p>
        <div className={cn(lines.price, "mt-auto flex items-center justify-between gap-2")}>
          <p data-slot="product-card-price" className="flex min-w-0 items-baseline gap-2">
            <span className="sr-only">{onSale ? "Sale price" : "Price"}</span>
            <data value={product.price} className={cn("text-lg/7 font-bold tabular-nums", onSale && "text-sale")}>
              {formatUSD(product.price)}
            </data>
            {onSale && product.originalPrice !== undefined && (
              <s className="truncate text-sm text-muted-foreground tabular-nums">
                <span className="sr-only">Original price</span> {formatUSD(product.originalPrice)}
              </s>
            )}
          </p>
          <StockBadge product={product} />
        </div>
        {!product.inStock && product.specialOrderDays !== undefined ? <PartSpecialOrder days={product.specialOrderDays} className="text-xs" /> : null}
        {onAddToCart && (
          <AddToCartButton
            inStock={isOrderable(product)}
            onAddToCart={() => onAddToCart(product.id)}
            aria-describedby={nameId}
            className={cn(lines.action, "relative z-10 w-full", layout === "row" && "sm:w-auto sm:self-start")}
          />
        )}
      </div>
    </article>
  );
}

/**
 * The part's stock as a badge: In Stock, Special Order (none on hand, but it can be ordered:
 * docs/product.md, Rules, Special orders) or Out of Stock. The card and the part page say it alike.
 */
export function StockBadge({ product }: { product: Pick<PartView, "inStock" | "specialOrderDays"> }) {
  if (product.inStock) return <Badge variant="in-stock">In Stock</Badge>;
  if (product.specialOrderDays !== undefined) return <Badge variant="warning">Special Order</Badge>;
  return <Badge variant="out-of-stock">Out of Stock</Badge>;
}

/**
 * "Fits your model" over the photo when the part lists the visitor's remembered model. Over the
 * photo, so the card keeps its size; after hydration only, since the server never knows the model.
 */
function FitsYourModelBadge({ models, className }: { models: readonly string[]; className?: string }) {
  const { model } = useRememberedModel();
  if (!model || !listsModel(models, model)) return null;
  return (
    <Badge variant="in-stock" data-slot="fits-your-model" title={`Fits ${model}`} className={className}>
      Fits your model
    </Badge>
  );
}

export type WishlistButtonProps = Omit<React.ComponentProps<"button">, "onClick" | "aria-pressed" | "children"> & {
  /** The part the heart saves; its id goes into the stored list. */
  productId: number;
  /** Names the button: "Save {name} to wishlist". */
  productName: string;
};

/**
 * The heart: a toggle button (`aria-pressed`) that keeps the part in the visitor's wishlist in
 * local storage; every heart for the same part follows it. Its name stays the same in both states,
 * as a toggle's should; the pressed state says whether the part is saved. The name shows in a
 * tooltip on hover and focus.
 */
export function WishlistButton({ productId, productName, className, ...props }: WishlistButtonProps) {
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  const label = `Save ${productName} to wishlist`;
  return (
    <TooltipOnDemand content={label}>
      <button
        type="button"
        data-slot="wishlist-button"
        aria-pressed={saved}
        aria-label={label}
        onClick={() => wishlist.toggle(productId)}
        className={cn(
          "z-10 inline-flex size-9 items-center justify-center rounded-full bg-card/90 text-muted-foreground shadow-xs outline-none transition-colors",
          "hover:text-sale focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:text-sale",
          className,
        )}
        {...props}
      >
        <HeartIcon fill={saved ? "currentColor" : "none"} className="size-5" />
      </button>
    </TooltipOnDemand>
  );
}

export type PartCardSkeletonProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof partCardVariants> & {
    /** Match a card with a cart button (the default) or without one. */
    withCartButton?: boolean;
  };

/**
 * A PartCard's placeholder, the same size line for line, so a grid does not move when the
 * parts arrive. Hidden from assistive technology: announce loading on the list (PartGrid does).
 */
export function PartCardSkeleton({ layout, withCartButton = true, className, ...props }: PartCardSkeletonProps) {
  return (
    <div
      data-slot="product-card-skeleton"
      data-layout={layout ?? "grid"}
      aria-hidden="true"
      className={cn(partCardVariants({ layout }), className)}
      {...props}
    >
      <div className={mediaVariants({ layout })}>
        <Skeleton className="aspect-square w-full rounded-none" />
      </div>
      <div className={bodyClass}>
        <div className={cn(lines.brand, "flex items-center")}>
          <Skeleton className="h-3 w-1/3" />
        </div>
        <div className={cn(lines.name, "flex flex-col justify-center gap-1.5")}>
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
        <div className={cn(lines.partNumber, "flex items-center")}>
          <Skeleton className="h-3 w-1/2" />
        </div>
        <div className={cn(lines.price, "mt-auto flex items-center justify-between gap-2")}>
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-5 w-16" />
        </div>
        {withCartButton && (
          <Skeleton className={cn(lines.action, "w-full", layout === "row" && "sm:w-32 sm:self-start")} />
        )}
      </div>
    </div>
  );
}
