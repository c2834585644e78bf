import { handlerGroups, resetMockData } from "@shop/mocks";
import type { Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { resetToasts } from "../packages/ui/src/index.ts";
import { withAppProviders, withQueryClient, withRouter, withTheme, type RouteParameter } from "./decorators.tsx";
import "./preview.css";

declare module "storybook/internal/csf" {
  interface Parameters {
    /** Where the story's memory router starts: `{ path?: "/products/:id", initialEntry?: "/products/12" }`. */
    route?: RouteParameter;
  }
}

const preview: Preview = {
  // msw-storybook-addon 3 (CSF 3): the loader starts the worker once and, before each story,
  // resets it to the story's `parameters.msw.handlers`. The default is every /api group by name;
  // a story replaces one group and keeps the rest:
  // `parameters: { msw: { handlers: { products: productHandlers.empty } } }`.
  loaders: [mswLoader()],
  // Decorators wrap outwards: the first is closest to the story. Theme innermost so side by side
  // shares one router, one QueryClient and one toaster.
  decorators: [withTheme, withRouter, withQueryClient, withAppProviders],
  beforeEach() {
    // Toasts and the mock database live in module-level stores; start every story with no toast
    // and the seed data, so one story's cart adds never show up in the next.
    resetToasts();
    resetMockData();
    return () => resetToasts();
  },
  parameters: {
    msw: { handlers: handlerGroups },
    layout: "padded",
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test (Vitest) and show in the a11y panel.
    a11y: { test: "error" },
    options: { storySort: { order: ["Foundations", "Primitives", "Components", "Screens"] } },
  },
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
          { value: "side-by-side", title: "Side by side", icon: "sidebyside" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  tags: ["autodocs"],
};

export default preview;
