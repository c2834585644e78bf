import { cva, type VariantProps } from "class-variance-authority";
import { useId } from "react";
import type * as React from "react";
import { cn } from "../utils.ts";

export const sectionVariants = cva("grid gap-4", {
  variants: {
    /** `inset` (default) inside a `Page`; `page` a band of an edge-to-edge screen, centred at the catalogue's width. */
    width: { inset: "", page: "mx-auto w-full max-w-7xl px-4" },
  },
  defaultVariants: { width: "inset" },
});

export type SectionProps = Omit<React.ComponentProps<"section">, "title"> &
  VariantProps<typeof sectionVariants> & {
    /** The section's heading, an h2; it also names the region. */
    title: React.ReactNode;
    /** Under the heading: a sentence, a count. */
    description?: React.ReactNode;
    /** At the heading's right, on the same line when there is room: a link to everything, a button. */
    action?: React.ReactNode;
  };

/**
 * A titled part of a page: a region named by its h2, with an optional line under the heading and
 * an action beside it, then its content. The page's blocks are spaced by the `Page` around it.
 */
export function Section({ title, description, action, width, className, children, ...props }: SectionProps) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="text-2xl font-bold tracking-tight">
      {title}
    </h2>
  );
  return (
    <section data-slot="section" aria-labelledby={headingId} className={cn(sectionVariants({ width }), className)} {...props}>
      {description !== undefined || action !== undefined ? (
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="grid gap-1">
            {heading}
            {description}
          </div>
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
