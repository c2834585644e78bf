import { useCallback, useId, useRef, useState } from "react";

export interface OnDemandSheetOptions {
  /** Open state for a controlled sheet; omit it to let the hook keep its own. */
  open?: boolean;
  /** Open at first (stories). Default false. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * State for a Sheet whose code loads on first use (docs/architecture.md, Speed): the trigger is a
 * plain button rendered with the page, and the Sheet (Radix Dialog with its focus trap, scroll
 * lock and layers, about 11 KB compressed) is a lazy component mounted the first time it opens
 * and kept mounted after, so closing still animates and reopening is instant. `load` starts the
 * download when a pointer or focus reaches the trigger, before the click.
 *
 * Give the trigger `triggerProps` (the ARIA a Radix trigger sets), the SheetContent
 * `id={contentId}` and `onCloseAutoFocus={returnFocus}`: Radix returns focus only to a trigger
 * of its own.
 */
export function useOnDemandSheet(load: () => Promise<unknown>, { open: controlled, defaultOpen = false, onOpenChange }: OnDemandSheetOptions = {}) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);

  return {
    open,
    setOpen,
    /** Whether the Sheet has been opened once: render the lazy component from then on. */
    mounted,
    contentId,
    returnFocus,
    triggerProps: {
      ref: triggerRef,
      type: "button" as const,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      "aria-controls": open ? contentId : undefined,
      "data-state": open ? "open" : "closed",
      onClick: () => setOpen(!open),
      onPointerEnter: preload,
      onTouchStart: preload,
      onFocus: preload,
    },
  };
}
