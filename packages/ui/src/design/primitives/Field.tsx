import { cloneElement, useId } from "react";
import type * as React from "react";
import { cn } from "../utils.ts";
import { Label } from "./Label.tsx";

/** The props Field sets on its control; Input, Textarea and Select take them all. */
export type FieldControlProps = {
  id?: string;
  disabled?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
};

export type FieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** What the control is for; the label names it (click it to focus the control). */
  label: React.ReactNode;
  /** The one control: an Input, Textarea or Select. Its own `id` and `aria-describedby` are kept. */
  children: React.ReactElement<FieldControlProps>;
  /** Help shown under the control and read out with it, e.g. what to type. */
  hint?: React.ReactNode;
  /** What is wrong, shown under the control and read out with it; the control is marked invalid. */
  error?: React.ReactNode;
  /** Marks the control invalid with no message here, for a form that says what is wrong elsewhere (a toast). */
  invalid?: boolean;
  /**
   * The field must be filled: the control is marked `aria-required`. Not the native `required`, so
   * the form's own check and messages run instead of the browser's bubbles (a control's own
   * `required` still works, in a `noValidate` form).
   */
  required?: boolean;
  /** Disables the control and dims the label. A disabled `<fieldset>` around fields works too. */
  disabled?: boolean;
};

function hasContent(node: React.ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

/**
 * A form field: a label, one control, an optional hint and an optional error, wired together so a
 * screen reader says them as one: the label names the control (`htmlFor`), the error and the hint
 * describe it (`aria-describedby`, the error first, so the problem is heard before the help), and
 * an error marks it `aria-invalid`. Ids are generated unless the control has its own.
 */
export function Field({ label, children, hint, error, invalid = false, required = false, disabled, className, ...props }: FieldProps) {
  const base = useId();
  const own = children.props;
  const controlId = own.id ?? `${base}-control`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const showError = hasContent(error);
  const showHint = hasContent(hint);
  const describedBy = [showError ? errorId : "", showHint ? hintId : "", own["aria-describedby"] ?? ""].filter(Boolean).join(" ");

  const control = cloneElement(children, {
    id: controlId,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": showError || invalid ? true : own["aria-invalid"],
    ...(required ? { "aria-required": true } : {}),
    ...(disabled !== undefined ? { disabled } : {}),
  });

  return (
    <div data-slot="field" data-disabled={disabled || undefined} className={cn("group grid gap-1.5", className)} {...props}>
      <Label htmlFor={controlId}>{label}</Label>
      {control}
      {showHint ? (
        <p id={hintId} data-slot="field-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {showError ? (
        <p id={errorId} data-slot="field-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
