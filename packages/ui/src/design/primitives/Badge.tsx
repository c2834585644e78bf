import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../utils.ts";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-semibold transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "border-border text-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        /** Stock: the part is on the shelf. */
        "in-stock": "border-transparent bg-success text-success-foreground",
        /** Stock: none on the shelf; a quiet look so it does not read as an error. */
        "out-of-stock": "border-border bg-muted text-muted-foreground",
        /** Low stock or special order. */
        warning: "border-transparent bg-warning text-warning-foreground",
        /** On sale: the price-tag red. */
        sale: "border-transparent bg-sale text-sale-foreground uppercase tracking-wide",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    /** Renders the single child (a link) with the badge's look. Default false. */
    asChild?: boolean;
  };

/**
 * A short status label: `variant` default, secondary, outline, destructive, in-stock,
 * out-of-stock, warning, sale. The text says the state ("In stock"), so colour is never the only
 * signal.
 */
export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}
