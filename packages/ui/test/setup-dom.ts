import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import preview from "../../../.storybook/preview.tsx";
import { resetToasts } from "../src/index.ts";

// Stories composed in jsdom tests (composeStories) get the same decorators as in Storybook:
// theme, memory router from `parameters.route`, a fresh QueryClient, tooltip provider, toaster.
setProjectAnnotations([preview]);

// waitFor and findBy* give up after 1 s by default: a query answered by the mocks takes longer
// than that when the machine is loaded (a whole `npm test` on 2 cores), and the test fails for
// nothing. They still return as soon as the expectation holds.
configure({ asyncUtilTimeout: 5_000 });

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
