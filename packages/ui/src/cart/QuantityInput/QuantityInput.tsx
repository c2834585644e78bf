import { useId, useState } from "react";
import type * as React from "react";
import { MinusIcon, PlusIcon } from "../../design/icons/index.ts";
import { cn } from "../../design/utils.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { MIN_QUANTITY, mostOf, readQuantity } from "./quantity.ts";

export type QuantityInputProps = Omit<React.ComponentProps<"div">, "children" | "onChange"> & {
  /** The quantity now. Controlled: the field shows it except while the visitor types. */
  value: number;
  /**
   * Called with a new quantity: minus or plus (one less or more), or the typed number when the
   * field is left or Enter is pressed, clamped to 1..99 and `onHand`. Never called with the
   * same number, so a cart line gets one write per change, not one per keystroke.
   */
  onCommit: (quantity: number) => void;
  /** What is on hand; the most the field allows is the lower of this and 99. Absent: 99. */
  onHand?: number;
  /** The field's accessible name: "Quantity", or "Quantity of {part}" where several show at once. */
  label?: string;
  /** What minus and plus change, in their names ("Decrease quantity of {part}"). Default "quantity". */
  subject?: string;
  /** A change is on its way: the field and the buttons are disabled. Default false. */
  disabled?: boolean;
};

/**
 * A quantity with minus, a field that takes typing (numeric keypad on phones) and plus. Typed
 * text commits on blur or Enter, clamped to 1..99 and to what is on hand, with a polite note
 * when it was clamped ("Only 3 in stock"); text that is not a whole number puts the field back.
 * Escape drops the typing. Minus is disabled at 1 and plus at the most.
 */
export function QuantityInput({
  value,
  onCommit,
  onHand,
  label = "Quantity",
  subject = "quantity",
  disabled = false,
  className,
  ...props
}: QuantityInputProps) {
  const id = useId();
  // null: the field shows `value`; text: the visitor is typing.
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string>();
  const most = mostOf(onHand);

  const commit = (next: number) => {
    setDraft(null);
    if (next !== value) onCommit(next);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const typed = readQuantity(draft, most);
    setNote(typed?.note);
    if (typed === undefined) setDraft(null);
    else commit(typed.quantity);
  };

  return (
    <div data-slot="quantity-input" className={cn("relative w-fit", className)} {...props}>
      <div className="flex items-center rounded-md border border-input">
        <Button
          variant="ghost"
          size="icon"
          className="rounded-r-none"
          aria-label={`Decrease ${subject}`}
          disabled={disabled || value <= MIN_QUANTITY}
          onClick={() => {
            setNote(undefined);
            commit(Math.max(MIN_QUANTITY, value - 1));
          }}
        >
          <MinusIcon />
        </Button>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          enterKeyHint="done"
          autoComplete="off"
          maxLength={6}
          data-slot="quantity-input-field"
          className="h-9 w-11 bg-transparent text-center text-sm font-semibold tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
          value={draft ?? String(value)}
          disabled={disabled}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commitDraft();
            } else if (event.key === "Escape" && draft !== null) {
              event.preventDefault();
              setDraft(null);
            }
          }}
        />
        <Button
          variant="ghost"
          size="icon"
          className="rounded-l-none"
          aria-label={`Increase ${subject}`}
          disabled={disabled || value >= most}
          onClick={() => {
            setNote(undefined);
            commit(Math.min(most, value + 1));
          }}
        >
          <PlusIcon />
        </Button>
      </div>
      {/* Under the field, out of the flow: a note never moves the row around it. */}
      <p
        data-slot="quantity-input-note"
        aria-live="polite"
        className="absolute top-full left-0 mt-0.5 text-xs font-medium whitespace-nowrap text-muted-foreground"
      >
        {note}
      </p>
    </div>
  );
}
