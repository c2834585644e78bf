import { useEffect, useRef, useState } from "react";
import type * as React from "react";
import { CheckIcon, SpinnerIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { ADDED_STATE_MS, ADD_TO_CART_LABELS, addToCartStatus } from "./add-to-cart-state.ts";

export type AddToCartButtonProps = Omit<React.ComponentProps<typeof Button>, "onClick" | "children" | "asChild"> & {
  /**
   * Adds the part to the cart. The button reads 'Adding...' until the promise settles, then
   * 'Added!' for ADDED_STATE_MS when it resolves, or goes straight back to 'Add to Cart' when it
   * rejects. The rejection is caught here: tell the visitor in the caller (the cart mutation's
   * error toast).
   */
  onAddToCart: () => Promise<unknown>;
  /** False disables the button and makes it read 'Out of Stock'. */
  inStock: boolean;
  /**
   * How long the button reads 'Added!', in ms. Default ADDED_STATE_MS (2 seconds); change it
   * only to hold the state for review, as the AllStates story does.
   */
  addedMs?: number;
};

/**
 * The add-to-cart button with its own feedback: 'Add to Cart' -> 'Adding...' -> 'Added!' (2 s)
 * -> 'Add to Cart'; 'Out of Stock' and disabled when the part is not on the shelf.
 *
 * While adding, the button is `aria-disabled` rather than `disabled`, and ignores clicks: a real
 * `disabled` would drop keyboard focus to the page in the middle of the add. After 'Added!' it can
 * be pressed again to add one more.
 */
export function AddToCartButton({
  onAddToCart,
  inStock,
  addedMs = ADDED_STATE_MS,
  className,
  disabled,
  ...props
}: AddToCartButtonProps) {
  const [step, setStep] = useState<"idle" | "adding" | "added">("idle");
  // Counts adds, so a slow answer to an earlier add never overwrites the state of a later one.
  const attempt = useRef(0);
  const status = addToCartStatus(step, inStock);
  const pending = status === "adding";

  useEffect(() => {
    if (step !== "added") return;
    const timer = window.setTimeout(() => setStep("idle"), addedMs);
    return () => window.clearTimeout(timer);
  }, [step, addedMs]);

  async function add() {
    if (pending || !inStock) return;
    const current = ++attempt.current;
    setStep("adding");
    try {
      await onAddToCart();
      if (current === attempt.current) setStep("added");
    } catch {
      if (current === attempt.current) setStep("idle");
    }
  }

  return (
    <Button
      data-slot="add-to-cart-button"
      data-state={status}
      disabled={disabled || !inStock}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      className={cn("min-w-32 aria-busy:cursor-progress", className)}
      onClick={() => void add()}
      {...props}
    >
      {status === "adding" && <SpinnerIcon className="animate-spin motion-reduce:animate-none" />}
      {status === "added" && <CheckIcon />}
      {ADD_TO_CART_LABELS[status]}
    </Button>
  );
}
