import type * as React from "react";
import { cn } from "../utils.ts";

export type TextareaProps = React.ComponentProps<"textarea">;

/**
 * A multi-line text field (a message, a note), styled like Input, at least 8rem tall; the visitor
 * can drag it taller. Put it in a Field, which wires the label, hint and error to it, or pair it
 * with a `<Label htmlFor>` and mark an error with `aria-invalid="true"`.
 */
export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex min-h-32 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm",
        "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        className,
      )}
      {...props}
    />
  );
}
