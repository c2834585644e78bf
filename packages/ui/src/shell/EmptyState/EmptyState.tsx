import { pagePaths } from "@shop/domain";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { Link } from "react-router";
import { cn } from "../../design/utils.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { SearchXIcon, ShoppingCartIcon } from "../../design/icons/index.ts";

export const emptyStateVariants = cva("flex flex-col items-center justify-center gap-4 text-center", {
  variants: {
    size: {
      /** Inside a page: where a list would be. */
      default: "px-4 py-12",
      /** The whole page: not-found screens. */
      page: "min-h-[50vh] px-4 py-16",
    },
  },
  defaultVariants: { size: "default" },
});

const titleVariants = cva("font-semibold tracking-tight text-balance", {
  variants: { size: { default: "text-xl", page: "text-3xl" } },
  defaultVariants: { size: "default" },
});

export type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof emptyStateVariants> & {
    /** A decorative icon above the title. */
    icon?: React.ReactNode;
    /** The heading: what is missing ('No Parts Found'). */
    title: React.ReactNode;
    /** A sentence on why, or what to do next. */
    description?: React.ReactNode;
    /** The way on: a button or a link styled as one. */
    action?: React.ReactNode;
    /** The title's heading level, to fit the page's outline. Default 2. */
    headingLevel?: 1 | 2 | 3;
  };

/**
 * What a page shows where there is nothing to show: an icon, a heading, a sentence and a way on.
 * The presets below (NoPartsFound, EmptyCart) and NotFound carry the texts listed in
 * docs/product.md, Texts.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  size,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="empty-state" className={cn(emptyStateVariants({ size }), className)} {...props}>
      {icon && (
        <div data-slot="empty-state-icon" className="rounded-full bg-muted p-4 text-muted-foreground [&_svg]:size-8">
          {icon}
        </div>
      )}
      <Heading data-slot="empty-state-title" className={titleVariants({ size })}>
        {title}
      </Heading>
      {description && (
        <p data-slot="empty-state-description" className="max-w-md text-pretty text-muted-foreground">
          {description}
        </p>
      )}
      {action && (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap items-center justify-center gap-3">
          {action}
        </div>
      )}
    </div>
  );
}

export type NoPartsFoundProps = Omit<EmptyStateProps, "title" | "action" | "icon"> & {
  /**
   * Resets search, brand or category and in-stock (Clear All Filters). Omit it to show the
   * message without the button. The default description mentions clearing only when it is given.
   */
  onClearFilters?: () => void;
};

/** A category, brand or search page with no matching parts: 'No Parts Found' + 'Clear All Filters'. */
export function NoPartsFound({ onClearFilters, description, ...props }: NoPartsFoundProps) {
  return (
    <EmptyState
      data-kind="no-parts"
      icon={<SearchXIcon />}
      title="No Parts Found"
      description={
        description ??
        (onClearFilters
          ? "Try a different search term, or clear the filters to see every part."
          : "Try a different search term.")
      }
      action={onClearFilters && <Button onClick={onClearFilters}>Clear All Filters</Button>}
      {...props}
    />
  );
}

export type EmptyCartProps = Omit<EmptyStateProps, "title" | "action" | "icon" | "description"> & {
  /** Where 'Continue Shopping' goes. Default "/". */
  continueTo?: string;
};

/** The cart page with nothing in it: 'Your cart is empty' + 'Continue Shopping'. */
export function EmptyCart({ continueTo = pagePaths.home(), ...props }: EmptyCartProps) {
  return (
    <EmptyState
      data-kind="empty-cart"
      icon={<ShoppingCartIcon />}
      title="Your cart is empty"
      description="Start shopping to add items to your cart"
      action={
        <Button asChild>
          <Link to={continueTo}>Continue Shopping</Link>
        </Button>
      }
      {...props}
    />
  );
}
