import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";
import { ChevronRightIcon, MoreHorizontalIcon } from "../icons/index.ts";
import { cn } from "../utils.ts";

/**
 * The trail to the current page: `<nav aria-label="Breadcrumb">` around an ordered list.
 * Compose `BreadcrumbList` > `BreadcrumbItem` > `BreadcrumbLink` | `BreadcrumbPage`, with a
 * `BreadcrumbSeparator` between items.
 */
export function Breadcrumb({ "aria-label": ariaLabel = "Breadcrumb", ...props }: React.ComponentProps<"nav">) {
  return <nav aria-label={ariaLabel} data-slot="breadcrumb" {...props} />;
}

/** The ordered list of the trail. */
export function BreadcrumbList({ className, ...props }: React.ComponentProps<"ol">) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn("flex flex-wrap items-center gap-1.5 text-sm break-words text-muted-foreground sm:gap-2.5", className)}
      {...props}
    />
  );
}

/** One step of the trail. */
export function BreadcrumbItem({ className, ...props }: React.ComponentProps<"li">) {
  return <li data-slot="breadcrumb-item" className={cn("inline-flex items-center gap-1.5", className)} {...props} />;
}

/**
 * A link to an earlier page. With `asChild` it styles a router `<Link>` passed as its child
 * (default false: a plain `<a href>`).
 */
export function BreadcrumbLink({ asChild = false, className, ...props }: React.ComponentProps<"a"> & {
  /** Renders the single child (a router link) with the link's look. Default false. */
  asChild?: boolean;
}) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn("rounded-sm underline-offset-4 transition-colors hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none", className)}
      {...props}
    />
  );
}

/** The current page: not a link, marked `aria-current="page"`. */
export function BreadcrumbPage({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn("font-medium text-foreground", className)}
      {...props}
    />
  );
}

/** The mark between two steps; hidden from assistive technology (the list already says it). */
export function BreadcrumbSeparator({ children, className, ...props }: React.ComponentProps<"li">) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn("[&>svg]:size-3.5", className)}
      {...props}
    >
      {children ?? <ChevronRightIcon />}
    </li>
  );
}

/** Stands in for steps left out of a long trail. */
export function BreadcrumbEllipsis({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="breadcrumb-ellipsis"
      className={cn("flex size-9 items-center justify-center", className)}
      {...props}
    >
      <MoreHorizontalIcon className="size-4" />
      <span className="sr-only">More</span>
    </span>
  );
}
