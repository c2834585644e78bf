import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setTheme, THEME_COLORS, themeInitScript, THEME_STORAGE_KEY } from "../../design/theme.ts";
import * as stories from "./ThemeToggle.stories.tsx";

const { Default, Controlled } = composeStories(stories);

function stubColorScheme(dark: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: dark && query === "(prefers-color-scheme: dark)",
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** The content of every theme-color tag (the phone's toolbar colour): one tag, whatever happens. */
const themeColors = () => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute("content"));
const themeColor = () => {
  expect(themeColors()).toHaveLength(1);
  return themeColors()[0];
};

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ThemeToggle", () => {
  it("turns the page dark, stores the choice and reports it as pressed", async () => {
    render(<Default />);
    const button = screen.getByRole("button", { name: "Dark theme" });
    expect(button).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(button);

    expect(document.documentElement).toHaveClass("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(button).toHaveAttribute("aria-pressed", "true");
    // The phone's toolbar follows: the dark page background, and back.
    expect(themeColor()).toBe(THEME_COLORS.dark);
    await userEvent.click(button);
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it("follows a theme set elsewhere on the page", () => {
    render(<Default />);
    act(() => setTheme("dark"));
    expect(screen.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  });

  it("leaves the page alone when controlled", async () => {
    // storybook/test's fn: the story's args are typed with Storybook's own copy of the spy.
    const onThemeChange = fn();
    render(<Controlled onThemeChange={onThemeChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Dark theme" }));
    expect(onThemeChange).toHaveBeenCalledWith("light");
    expect(document.documentElement).not.toHaveClass("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});

describe("themeInitScript", () => {
  const runScript = () => new Function(themeInitScript)();

  it("applies the stored theme before anything renders", () => {
    stubColorScheme(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    runScript();
    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    expect(themeColor()).toBe(THEME_COLORS.dark);
  });

  it("falls back to the operating system's preference when nothing is stored", () => {
    stubColorScheme(true);
    runScript();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("keeps a stored light choice over a dark system preference", () => {
    stubColorScheme(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
    runScript();
    expect(document.documentElement).not.toHaveClass("dark");
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it("ignores a stored value that is not a theme", () => {
    stubColorScheme(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, "purple");
    runScript();
    expect(document.documentElement).not.toHaveClass("dark");
  });
});
