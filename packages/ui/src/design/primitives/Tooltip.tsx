import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type * as React from "react";
import { TOOLTIP_DELAY_DURATION, TOOLTIP_SKIP_DELAY_DURATION } from "../constants.ts";
import { cn } from "../utils.ts";

export type TooltipProviderProps = React.ComponentProps<typeof TooltipPrimitive.Provider>;

/**
 * Mount once around the app (Storybook's preview does). `delayDuration` defaults to 700 ms and
 * `skipDelayDuration` to 300 ms (docs/product.md, Constants): a tooltip opens after the pointer
 * rests 700 ms, and the next one opens at once if the pointer moves to it within 300 ms.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_DURATION,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_DURATION,
  ...props
}: TooltipProviderProps) {
  return (
    <TooltipPrimitive.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

/**
 * A short hint for a control, shown on hover and on keyboard focus, hidden on Escape. It adds to
 * a control's accessible name, never replaces it: an icon button still needs its `aria-label`.
 * Needs a `TooltipProvider` above it.
 */
export function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
}

/** The control the tooltip describes; use `asChild` to make a `Button` the trigger. */
export function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content>;

/** The bubble. `side` (default "top") and `sideOffset` (default 4 px) place it; it flips to stay in view. */
export function TooltipContent({ className, sideOffset = 4, children, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-fit max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background",
          "data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in motion-reduce:animate-none",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="z-50 size-2.5 translate-y-[calc(-50%_-_2px)] rotate-45 rounded-[2px] bg-foreground fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export type TooltipForTriggerProps = Omit<React.ComponentProps<typeof TooltipPrimitive.Trigger>, "asChild" | "content"> & {
  /** The text the bubble shows. */
  content: React.ReactNode;
  /** The control: one element that takes a ref and event handlers (a Button, a Link, a button). */
  children: React.ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: TooltipContentProps["side"];
};

/**
 * One control and its tooltip, controlled, with a provider of their own (700 ms, 300 ms): what
 * `TooltipOnDemand` draws once this file has loaded. Elsewhere compose `Tooltip` directly.
 */
export function TooltipForTrigger({ content, children, open, onOpenChange, side, ...triggerProps }: TooltipForTriggerProps) {
  return (
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={onOpenChange}>
        <TooltipTrigger asChild {...triggerProps}>
          {children}
        </TooltipTrigger>
        <TooltipContent side={side}>{content}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
