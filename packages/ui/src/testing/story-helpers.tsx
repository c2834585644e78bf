import type { Decorator, StoryObj } from "@storybook/react-vite";
import { useLocation } from "react-router";
import { expect, waitFor, within } from "storybook/test";

/**
 * Story helpers for the screens: a line showing the memory router's current URL (so a play
 * function can check what a filter wrote), and a way to read it.
 */

/** What a play function is given: the canvas, userEvent and the rest. */
export type PlayContext = Parameters<NonNullable<StoryObj["play"]>>[0];

/** How long a screen story waits for the mock API. */
export const LOAD = { timeout: 5000 };

function LocationDisplay() {
  const location = useLocation();
  return (
    <p className="border-t px-4 py-2 text-xs text-muted-foreground">
      URL: <code data-slot="story-location">{location.pathname + location.search}</code>
    </p>
  );
}

/** Renders the screen with the current URL under it. */
export const withLocationDisplay: Decorator = (Story) => (
  <>
    <Story />
    <LocationDisplay />
  </>
);

/** The URL the story's router is at, as the decorator shows it. */
function currentUrl(canvasElement: HTMLElement): string {
  return canvasElement.querySelector("[data-slot=story-location]")?.textContent ?? "";
}

/** Waits until the router's URL is `expected`. */
export async function expectUrl(canvasElement: HTMLElement, expected: string): Promise<void> {
  await waitFor(() => expect(currentUrl(canvasElement)).toBe(expected), LOAD);
}

/** The names of the product cards shown, in order. */
export function cardNames(root: HTMLElement): string[] {
  return within(root)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent ?? "");
}
