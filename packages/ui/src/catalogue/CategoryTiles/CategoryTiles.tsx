import { pagePaths, type CategoryView } from "@shop/domain";
import type * as React from "react";
import { Link } from "react-router";
import { cn } from "../../design/utils.ts";
import { formatPartCount } from "../BrandCard/brand.ts";
import { SkeletonLines } from "../../design/primitives/Skeleton.tsx";
import { CategoryIcon } from "../../design/icons/index.ts";

/** Skeleton tiles shown while categories load: one type's worth. */
export const CATEGORY_TILE_SKELETONS = 8;

const gridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4";

const tileClass = cn(
  "relative flex h-full flex-col items-center gap-3 rounded-lg border bg-card px-4 py-5 text-center text-card-foreground shadow-xs transition-[box-shadow,border-color]",
  "has-[[data-slot=category-tile-link]:hover]:border-primary has-[[data-slot=category-tile-link]:hover]:shadow-md",
  "has-[[data-slot=category-tile-link]:focus-visible]:border-ring has-[[data-slot=category-tile-link]:focus-visible]:ring-[3px] has-[[data-slot=category-tile-link]:focus-visible]:ring-ring/50",
);

const iconClass = "flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground";

export type CategoryTilesProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The categories, in order; each tile links to `/{type}-parts/{slug}`. Ignored while `loading`. */
  categories: readonly Omit<CategoryView, "description">[];
  /** Shows CATEGORY_TILE_SKELETONS skeleton tiles instead. Default false. */
  loading?: boolean;
  /** Heading level of each tile's name. Default 3 (under a 'Shop by Category' h2). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Shop-by-category tiles: an icon, the name and the part count (from data), each tile linking to
 * the category page. The whole tile is the link's target; the keyboard meets one link per tile.
 */
export function CategoryTiles({ categories, loading = false, headingLevel = 3, className, ...props }: CategoryTilesProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="category-tiles" data-state={loading ? "loading" : "ready"} aria-busy={loading || undefined} className={className} {...props}>
      {loading ? (
        <>
          <p role="status" className="sr-only">
            Loading categories…
          </p>
          <div className={gridClass}>
            {Array.from({ length: CATEGORY_TILE_SKELETONS }, (_, i) => (
              <SkeletonLines key={i} data-slot="category-tile-skeleton" aria-hidden="true" className={tileClass} lines={["size-14 rounded-full", "h-5 w-3/4", "h-4 w-1/3"]} />
            ))}
          </div>
        </>
      ) : (
        <ul role="list" className={gridClass}>
          {categories.map((category) => (
            <li key={category.id} data-slot="category-tile" data-type={category.type} className={tileClass}>
              <span className={iconClass}>
                <CategoryIcon slug={category.slug} className="size-7" />
              </span>
              <Heading className="text-sm/5 font-semibold text-balance">
                <Link
                  to={pagePaths.category(category)}
                  data-slot="category-tile-link"
                  className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
                >
                  {category.name}
                </Link>
              </Heading>
              <p className="mt-auto text-xs/4 text-muted-foreground">{formatPartCount(category.productCount)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
