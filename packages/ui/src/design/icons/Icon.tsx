import type * as React from "react";

export type IconProps = React.ComponentProps<"svg">;

/**
 * The shared 24x24 line-icon frame (stroke = currentColor); every icon in the library draws inside
 * it. Decorative by default (`aria-hidden`): give the control around an icon its accessible name
 * instead. The width and height are a fallback only: a `size-*` class (or a parent's
 * `[&_svg]:size-*`) sizes it.
 */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
