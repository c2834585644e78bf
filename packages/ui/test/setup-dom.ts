import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import preview from "../../../.storybook/preview.tsx";
import { resetToasts } from "../src/index.ts";

// Stories composed in jsdom tests (composeStories) get the same decorators as in Storybook:
// theme, memory router from `parameters.route`, a fresh QueryClient, tooltip provider, toaster.
setProjectAnnotations([preview]);

// jsdom lacks the pointer-capture and scrolling APIs Radix calls (toast swipe, select, dialog).
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
Element.prototype.scrollIntoView ??= () => {};

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  resetToasts();
});
