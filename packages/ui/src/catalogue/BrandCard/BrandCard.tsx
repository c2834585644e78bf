import { pagePaths, type BrandView } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { Link } from "react-router";
import { ChevronRightIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { Badge } from "../../design/primitives/Badge.tsx";
import { Skeleton } from "../../design/primitives/Skeleton.tsx";
import { brandInitials, formatPartCount, PART_TYPE_LABELS } from "./brand.ts";

const cardClass = cn(
  "relative flex h-20 items-center gap-4 rounded-lg border bg-card px-4 text-card-foreground shadow-xs transition-shadow",
  "has-[[data-slot=brand-card-link]:hover]:shadow-md",
  "has-[[data-slot=brand-card-link]:focus-visible]:border-ring has-[[data-slot=brand-card-link]:focus-visible]:ring-[3px] has-[[data-slot=brand-card-link]:focus-visible]:ring-ring/50",
);

export type BrandCardProps = Omit<React.ComponentProps<"article">, "children"> & {
  /** The brand to show. The card never fetches. */
  brand: Omit<BrandView, "description">;
  /** The name's heading level, to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A brand in a list: a monogram, the name linking to `/brands/{slug}` (the whole card is the
 * link's target), the type (Appliance or HVAC) and how many parts the shop carries.
 */
export function BrandCard({ brand, headingLevel = 3, className, ...props }: BrandCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="brand-card"
      data-type={brand.type}
      aria-labelledby={nameId}
      className={cn(cardClass, className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-md bg-secondary text-lg font-bold text-secondary-foreground"
      >
        {brandInitials(brand.name)}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading id={nameId} className="truncate font-semibold">
          <Link
            to={pagePaths.brand(brand.slug)}
            data-slot="brand-card-link"
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
          >
            {brand.name}
          </Link>
        </Heading>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{PART_TYPE_LABELS[brand.type]}</Badge>
          <span className="whitespace-nowrap">{formatPartCount(brand.productCount)}</span>
        </p>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" />
    </article>
  );
}

/** A BrandCard's placeholder, the same height. Hidden from assistive technology. */
export function BrandCardSkeleton({ className, ...props }: Omit<React.ComponentProps<"div">, "children">) {
  return (
    <div data-slot="brand-card-skeleton" aria-hidden="true" className={cn(cardClass, className)} {...props}>
      <Skeleton className="size-12 shrink-0" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
