import type * as React from "react";
import { cn } from "../utils.ts";

export type LabelProps = React.ComponentProps<"label">;

/**
 * A form label. Name the control with `htmlFor` (or wrap it). Dims itself when a `peer` control
 * before it (Checkbox, Switch) is disabled, or inside a `group` marked `data-disabled="true"`.
 */
export function Label({ className, ...props }: LabelProps) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex select-none items-center gap-2 text-sm leading-none font-medium",
        "group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
