import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../utils.ts";

export const pageVariants = cva("mx-auto px-4", {
  variants: {
    /** How far the content runs: `wide` (default) the catalogue's width, `medium` a reading page with a side column, `narrow` an article. */
    width: { wide: "max-w-7xl", medium: "max-w-5xl", narrow: "max-w-3xl" },
    /** Space above and below: `default` 2 rem; `listing` 1.5 rem, 2.5 rem from `md` (listings and a part); `none` for content that brings its own (a not-found screen). */
    padding: { default: "py-8", listing: "py-6 md:py-10", none: "" },
    /** Space between the page's blocks, which then sit in a one-column grid; `none` (default) leaves them as blocks. */
    gap: { none: "", md: "grid gap-6", lg: "grid gap-8", xl: "grid gap-10", "2xl": "grid gap-12" },
  },
  defaultVariants: { width: "wide", padding: "default", gap: "none" },
});

export type PageProps = React.ComponentProps<"div"> & VariantProps<typeof pageVariants>;

/**
 * A screen's own container inside the shop's frame: centred, with the side padding every page
 * has, one of three widths and the space between its blocks. Screens that run edge to edge (home,
 * a type landing page) put their bands in `Section`s with `width="page"` instead.
 */
export function Page({ width, padding, gap, className, ...props }: PageProps) {
  return <div data-slot="page" className={cn(pageVariants({ width, padding, gap }), className)} {...props} />;
}
