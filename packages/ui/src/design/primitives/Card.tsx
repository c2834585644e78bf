import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";
import { cn } from "../utils.ts";

/** A surface for one thing: a part, a brand, an article. Compose with the parts below. */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("flex flex-col gap-4 rounded-lg border bg-card py-4 text-card-foreground shadow-xs", className)}
      {...props}
    />
  );
}

/** The top of a card: title, description, and an optional action at the right. */
export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("grid auto-rows-min items-start gap-1.5 px-4", className)} {...props} />;
}

/**
 * The card's title. A `<div>` by default; with `asChild` it styles the heading you pass
 * (`<CardTitle asChild><h3>…</h3></CardTitle>`), so the page keeps its heading order.
 */
export function CardTitle({ className, asChild = false, ...props }: React.ComponentProps<"div"> & {
  /** Renders the single child (a heading element) with the title's look. Default false. */
  asChild?: boolean;
}) {
  const Comp = asChild ? Slot : "div";
  return <Comp data-slot="card-title" className={cn("leading-snug font-semibold", className)} {...props} />;
}

/** Secondary text under the title. */
export function CardDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** The card's body. */
export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-4", className)} {...props} />;
}

/** The bottom row: actions, totals. */
export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex items-center gap-2 px-4", className)} {...props} />;
}
