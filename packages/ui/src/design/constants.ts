/**
 * The UI's fixed timings and limits (docs/product.md, Constants). Kept as named constants so a
 * test, a story and the components agree on them.
 */

/** Toasts visible at once; a new toast replaces the one showing. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it closes by itself, in ms. */
export const TOAST_DURATION = 5000;
/**
 * How long a dismissed toast is kept in the store after it closes, in ms (1,000,000). The
 * toast is already hidden and unmounted from the screen by then: Radix runs its exit animation
 * and calls `onOpenChange(false)`, after which the store only holds the record; keeping it this
 * long does no harm because `TOAST_LIMIT` drops it as soon as a new toast arrives.
 */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** The direction a toast is swiped to dismiss it. */
export const TOAST_SWIPE_DIRECTION = "right" as const;
/** How far a toast must be swiped to dismiss it, in px. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** The hotkey that moves focus to the notifications region (Radix's default). */
export const TOAST_HOTKEY: string[] = ["F8"];

/** How long the pointer rests on a trigger before its tooltip opens, in ms. */
export const TOOLTIP_DELAY_DURATION = 700;
/** Moving to another trigger within this time opens its tooltip at once, in ms. */
export const TOOLTIP_SKIP_DELAY_DURATION = 300;
