import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from "../constants.ts";
import { XIcon } from "../icons/index.ts";
import { cn } from "../utils.ts";

/*
 * The styled Radix Toast parts. Most code never uses them directly: call `toast({ title })` and
 * mount one `<Toaster />` (see Toaster.tsx), which renders these.
 */

export type ToastProviderProps = React.ComponentProps<typeof ToastPrimitive.Provider>;

/**
 * Holds the toasts' shared settings, with the shop's defaults (docs/product.md, Constants):
 * `duration` 5000 ms, `swipeDirection` "right", `swipeThreshold` 50 px.
 */
export function ToastProvider({
  duration = TOAST_DURATION,
  swipeDirection = TOAST_SWIPE_DIRECTION,
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  ...props
}: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

export type ToastViewportProps = React.ComponentProps<typeof ToastPrimitive.Viewport>;

/**
 * Where toasts appear: the top on small screens, the bottom right from `sm` up. A landmark named
 * "Notifications (F8)"; F8 (`hotkey`, Radix's default) moves focus into it.
 */
export function ToastViewport({ className, hotkey = TOAST_HOTKEY, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      className={cn(
        "fixed top-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg",
    "data-[state=open]:animate-slide-in-from-right motion-reduce:animate-none",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
    "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
    "data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
  ],
  {
    variants: {
      variant: {
        default: "border-border bg-popover text-popover-foreground",
        success: "border-transparent bg-success text-success-foreground",
        destructive: "destructive border-transparent bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>["variant"]>;

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

/**
 * One toast. `variant`: default, success, destructive (an error: announced assertively). `open` /
 * `onOpenChange` as Radix; `duration` overrides the provider's.
 */
export function Toast({ className, variant, type, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      type={type ?? (variant === "destructive" ? "foreground" : "background")}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The toast's headline. */
export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn("text-sm font-semibold", className)} {...props} />;
}

/** The toast's detail line. */
export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn("text-sm opacity-95", className)} {...props} />;
}

/**
 * A button in the toast ("Undo", "View cart"). `altText` is required: it tells screen-reader users
 * how to do the same without the toast ("Go to the cart page").
 */
export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current/40 bg-transparent px-3 text-sm font-medium transition-colors hover:bg-current/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
      {...props}
    />
  );
}

/** The corner close button, named by `label` (default "Close"). */
export function ToastClose({
  className,
  label = "Close",
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close> & {
  /** The button's accessible name. Default "Close". */
  label?: string;
}) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label}
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 opacity-80 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none [&_svg]:size-4",
        className,
      )}
      {...props}
    >
      <XIcon />
    </ToastPrimitive.Close>
  );
}
