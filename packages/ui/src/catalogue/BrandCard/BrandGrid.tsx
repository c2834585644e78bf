import type { BrandView } from "@shop/domain";
import type * as React from "react";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { BrandCard, BrandCardSkeleton } from "./BrandCard.tsx";

/** Skeleton cards shown while brands load (docs/product.md, Constants). */
export const BRAND_SKELETONS = 12;

const gridClass = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export type BrandGridProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The brands to show, in order. Ignored while `loading`. */
  brands: readonly Omit<BrandView, "description">[];
  /** Shows BRAND_SKELETONS skeleton cards instead. Default false. */
  loading?: boolean;
  /** Shown when there are no brands (and not loading). Default: 'No Brands Found'. */
  empty?: React.ReactNode;
  /** Heading level of each card's name. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A responsive grid of BrandCards; `loading` shows exactly BRAND_SKELETONS skeletons with a
 * screen-reader status, no brands shows `empty`.
 */
export function BrandGrid({ brands, loading = false, empty, headingLevel, className, ...props }: BrandGridProps) {
  const state = loading ? "loading" : brands.length === 0 ? "empty" : "ready";
  return (
    <div data-slot="brand-grid" data-state={state} aria-busy={loading || undefined} className={className} {...props}>
      {state === "loading" && (
        <>
          <p role="status" className="sr-only">
            Loading brands…
          </p>
          <div className={gridClass}>
            {Array.from({ length: BRAND_SKELETONS }, (_, i) => (
              <BrandCardSkeleton key={i} />
            ))}
          </div>
        </>
      )}
      {state === "empty" && (empty ?? <EmptyState title="No Brands Found" description="Try a different search term." />)}
      {state === "ready" && (
        <ul role="list" className={gridClass}>
          {brands.map((brand) => (
            <li key={brand.id} className="grid">
              <BrandCard brand={brand} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
