import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { XIcon } from "../icons/index.ts";
import { cn } from "../utils.ts";

/**
 * A side panel over the page (Radix Dialog): the mobile menu, a filter drawer. Modal: focus is
 * trapped inside, Escape and a click on the backdrop close it, and focus returns to the trigger.
 * `open` / `defaultOpen` / `onOpenChange` as Radix. Every sheet needs a `SheetTitle` (it names
 * the dialog); hide it with `className="sr-only"` when the design has no visible title.
 */
export function Sheet(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />;
}

/** The control that opens the sheet; use `asChild` to make a `Button` the trigger. */
export function SheetTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet when activated (a menu link inside can be wrapped in it with `asChild`). */
export function SheetClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

function SheetOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in motion-reduce:animate-none",
        className,
      )}
      {...props}
    />
  );
}

export const sheetContentVariants = cva(
  "fixed z-50 flex flex-col gap-4 bg-background text-foreground shadow-lg motion-reduce:animate-none",
  {
    variants: {
      side: {
        right: "inset-y-0 right-0 h-full w-3/4 border-l sm:max-w-sm data-[state=open]:animate-slide-in-from-right",
        left: "inset-y-0 left-0 h-full w-3/4 border-r sm:max-w-sm data-[state=open]:animate-slide-in-from-left",
        top: "inset-x-0 top-0 h-auto border-b data-[state=open]:animate-slide-in-from-top",
        bottom: "inset-x-0 bottom-0 h-auto border-t data-[state=open]:animate-slide-in-from-bottom",
      },
    },
    defaultVariants: { side: "right" },
  },
);

export type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetContentVariants> & {
    /** Label of the corner close button, read by screen readers. Default "Close". */
    closeLabel?: string;
  };

/**
 * The panel itself, with a backdrop and a close button in the corner. `side`: right (default),
 * left, top, bottom. Without a `SheetDescription`, pass `aria-describedby={undefined}`.
 */
export function SheetContent({ className, children, side, closeLabel = "Close", ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <SheetOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? "right"}
        className={cn(sheetContentVariants({ side }), className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="sheet-close-button"
          className="absolute top-4 right-4 rounded-sm p-0.5 opacity-80 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none [&_svg]:size-4"
        >
          <XIcon />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description at the top of the panel. */
export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-4 pr-12", className)} {...props} />;
}

/** Actions at the bottom of the panel. */
export function SheetFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-footer" className={cn("mt-auto flex flex-col gap-2 p-4", className)} {...props} />;
}

/** Names the sheet for assistive technology (required by Radix). */
export function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="sheet-title" className={cn("font-semibold text-foreground", className)} {...props} />;
}

/** Describes the sheet for assistive technology. */
export function SheetDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="sheet-description" className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}
