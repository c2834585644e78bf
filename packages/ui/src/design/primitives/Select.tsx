import type * as React from "react";
import { ChevronDownIcon } from "../icons/index.ts";
import { cn } from "../utils.ts";

export type SelectProps = React.ComponentProps<"select"> & {
  /** Classes for the wrapper that positions the chevron; `className` styles the `<select>` itself. */
  wrapperClassName?: string;
};

/**
 * A styled native `<select>`: the browser's own list, keyboard and screen-reader behaviour, and it
 * works in a plain HTML form before JavaScript loads (filters and sort in the URL). Name it with a
 * `<Label htmlFor>` or `aria-label`. Children are `<option>` / `<optgroup>` elements.
 */
export function Select({ className, wrapperClassName, children, ...props }: SelectProps) {
  return (
    <div data-slot="select-wrapper" className={cn("relative w-full", wrapperClassName)}>
      <select
        data-slot="select"
        className={cn(
          "flex h-9 w-full appearance-none rounded-md border border-input bg-background py-1 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
