import type { PartView } from "@shop/domain";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../design/utils.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { PartCard, PartCardSkeleton } from "../PartCard/PartCard.tsx";

/** Skeleton cards shown while a product list loads (docs/product.md, Constants). */
export const PRODUCT_SKELETONS = 8;

export const partGridVariants = cva("grid gap-4", {
  variants: {
    layout: {
      /** Tiles: one column on phones, up to four on wide screens. */
      grid: "grid-cols-1 min-[28rem]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
      /** Rows: one part per line. */
      row: "grid-cols-1",
    },
  },
  defaultVariants: { layout: "grid" },
});

export type PartGridProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof partGridVariants> & {
    /** The parts to show, in order. Ignored while `loading`. */
    products: readonly PartView[];
    /** Shows PRODUCT_SKELETONS skeleton cards instead of the parts. Default false. */
    loading?: boolean;
    /**
     * Shown instead of the grid when there are no parts (and not loading): usually
     * `<NoPartsFound onClearFilters={…} />`. Default: a plain 'No Parts Found' message.
     */
    empty?: React.ReactNode;
    /** Passed to every card; omit it for cards without a cart button. */
    onAddToCart?: (productId: number) => Promise<unknown>;
    /** Heading level of each card's name. Default 3 (under the page's h2 or a section's h2). */
    headingLevel?: 2 | 3 | 4;
    /** What the screen-reader status says while loading. Default "Loading parts…". */
    loadingLabel?: string;
  };

/**
 * A responsive grid of PartCards: `loading` shows exactly PRODUCT_SKELETONS skeletons (the
 * region says `aria-busy` and announces loading), no parts shows `empty`. The list is a real
 * `<ul>`, so a screen reader says how many parts there are.
 */
export function PartGrid({
  products,
  loading = false,
  empty,
  onAddToCart,
  headingLevel,
  layout,
  loadingLabel = "Loading parts…",
  className,
  ...props
}: PartGridProps) {
  const state = loading ? "loading" : products.length === 0 ? "empty" : "ready";
  return (
    <div data-slot="product-grid" data-state={state} aria-busy={loading || undefined} className={className} {...props}>
      {state === "loading" && (
        <>
          <p role="status" className="sr-only">
            {loadingLabel}
          </p>
          <div className={partGridVariants({ layout })}>
            {Array.from({ length: PRODUCT_SKELETONS }, (_, i) => (
              <PartCardSkeleton key={i} layout={layout} withCartButton={onAddToCart !== undefined} />
            ))}
          </div>
        </>
      )}
      {state === "empty" && (empty ?? <EmptyState title="No Parts Found" description="No parts match what you asked for." />)}
      {state === "ready" && (
        <ul role="list" className={cn(partGridVariants({ layout }))}>
          {products.map((product) => (
            <li key={product.id} className="grid">
              <PartCard product={product} layout={layout} onAddToCart={onAddToCart} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
