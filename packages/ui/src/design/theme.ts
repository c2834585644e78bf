import { useCallback, useSyncExternalStore } from "react";

/** The two themes. The page is light unless <html> carries the `dark` class. */
export type Theme = "light" | "dark";

/** The local-storage key that keeps the visitor's choice. */
export const THEME_STORAGE_KEY = "theme";

const CHANGE_EVENT = "shop:themechange";

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The theme the page shows now, read from <html>. */
export function getAppliedTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/**
 * The colour of the browser's toolbar on phones (`<meta name="theme-color">`) per theme: each
 * theme's page background (`--background` in globals.css) in sRGB.
 */
export const THEME_COLORS: Readonly<Record<Theme, string>> = { light: "#f9fafb", dark: "#0c1016" };

const THEME_COLOR_SELECTOR = 'meta[name="theme-color"]';

/**
 * Puts a theme on <html> (class and color-scheme) and the toolbar colour, without storing it.
 * The theme-color tag is the theme's own: `themeInitScript` adds it to <head>, so no page renders
 * one (React would add a second tag with its own colour when it starts).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  const doc = root.ownerDocument;
  let meta = doc.querySelector(THEME_COLOR_SELECTOR);
  if (!meta) {
    meta = doc.createElement("meta");
    meta.setAttribute("name", "theme-color");
    doc.head.append(meta);
  }
  meta.setAttribute("content", THEME_COLORS[theme]);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Applies a theme and remembers it in local storage (when storage is allowed). */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or blocked storage: the theme still applies for this page.
  }
  applyTheme(theme);
}

/**
 * An inline script for the document's <head>, before any content, that puts the stored theme (or
 * the OS preference when none is stored) on <html>, and its toolbar colour in a theme-color tag
 * it adds, before first paint, so a dark page never flashes light. Render it as
 * `<script dangerouslySetInnerHTML={{ __html: themeInitScript }} />` (or inline it in index.html).
 */
export const themeInitScript = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)};var t=localStorage.getItem(k);if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}var d=document.documentElement;d.classList.toggle("dark",t==="dark");d.style.colorScheme=t;var m=document.querySelector(${JSON.stringify(THEME_COLOR_SELECTOR)});if(!m){m=document.createElement("meta");m.setAttribute("name","theme-color");document.head.appendChild(m)}m.setAttribute("content",t==="dark"?${JSON.stringify(THEME_COLORS.dark)}:${JSON.stringify(THEME_COLORS.light)})}catch(e){}})();`;

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    // Another tab chose a theme: follow it.
    if (event.key === THEME_STORAGE_KEY && isTheme(event.newValue)) applyTheme(event.newValue);
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The current theme and a setter. Reads <html>, so it agrees with `themeInitScript`; during
 * server rendering it answers "light" and React re-renders after hydration.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, getAppliedTheme, () => "light" as const);
  return [theme, useCallback((next: Theme) => setTheme(next), [])];
}
