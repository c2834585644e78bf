import type * as React from "react";
import { cn } from "../utils.ts";

/**
 * A placeholder block with a soft pulse, sized by `className` to match what will arrive, so nothing
 * jumps when data loads. Hidden from assistive technology; announce loading on the region instead
 * (`aria-busy`). The pulse stops for visitors who ask for reduced motion.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

/**
 * A box of placeholder lines: each entry of `lines` sizes one Skeleton ("h-4 w-40") and
 * `className` lays them out, so a placeholder reads as the list of what will arrive.
 */
export function SkeletonLines({ lines, ...props }: Omit<React.ComponentProps<"div">, "children"> & { lines: readonly string[] }) {
  return (
    <div {...props}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}
