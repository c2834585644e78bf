import type * as React from "react";
import { MoonIcon, SunIcon } from "../../design/icons/index.ts";
import { useTheme, type Theme } from "../../design/theme.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { TooltipOnDemand } from "../../design/primitives/TooltipOnDemand.tsx";

export type ThemeToggleProps = Omit<React.ComponentProps<typeof Button>, "onClick" | "aria-pressed" | "children"> & {
  /**
   * The theme to show, for a controlled toggle: clicking then only calls `onThemeChange`. Omit it
   * (the usual case) and the toggle follows the page's theme and changes it.
   */
  theme?: Theme;
  /** Called with the new theme after a click. */
  onThemeChange?: (theme: Theme) => void;
  /** The button's accessible name; it stays the same in both states. Default "Dark theme". */
  label?: string;
};

/**
 * Switches between the light and dark theme: a toggle button (`aria-pressed` is true while dark)
 * that puts the `dark` class on <html> and keeps the choice in local storage under `theme`.
 * Render `themeInitScript` in the document head so the stored theme applies before first paint.
 * Defaults to the ghost, icon-sized button. Its name shows in a tooltip on hover and focus.
 */
export function ThemeToggle({
  theme: controlledTheme,
  onThemeChange,
  label = "Dark theme",
  variant = "ghost",
  size = "icon",
  ...props
}: ThemeToggleProps) {
  const [pageTheme, setPageTheme] = useTheme();
  const theme = controlledTheme ?? pageTheme;
  const dark = theme === "dark";
  return (
    <TooltipOnDemand content={label}>
      <Button
        data-slot="theme-toggle"
        data-theme={theme}
        variant={variant}
        size={size}
        aria-label={label}
        aria-pressed={dark}
        onClick={() => {
          const next: Theme = dark ? "light" : "dark";
          if (controlledTheme === undefined) setPageTheme(next);
          onThemeChange?.(next);
        }}
        {...props}
      >
        {dark ? <SunIcon /> : <MoonIcon />}
      </Button>
    </TooltipOnDemand>
  );
}
