import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";

/**
 * Storybook for packages/ui. The same config drives `npm run storybook`, `npm run build-storybook`
 * and the `stories` Vitest project (storybookTest reads it), so every story is also a test.
 */
const STORY_DEPENDENCIES = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "react-router",
  "@tanstack/react-query",
  "@radix-ui/react-checkbox",
  "@radix-ui/react-dialog",
  "@radix-ui/react-slot",
  "@radix-ui/react-switch",
  "@radix-ui/react-toast",
  "@radix-ui/react-tooltip",
  "class-variance-authority",
  "clsx",
  "tailwind-merge",
  "nanoid",
  "zod",
  "msw",
  "msw/browser",
  // The mocks run the catalogue CSV rules in the browser, with the csv project's browser builds.
  "csv-parse/browser/esm/sync",
  // The mocks answer the sign-ups export with the domain's CSV writer.
  "csv-stringify/browser/esm/sync",
];

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  // The MSW worker script lives in mocks/public (never in an app's public/, which would ship it);
  // serving this folder puts /mockServiceWorker.js in dev, in storybook-static and in Vitest.
  staticDirs: ["../mocks/public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook reads no root Vite config (there is none): the plugins the stories need go here.
  // Every dependency the stories import is optimised up front: one Vite would only discover
  // mid-run makes it re-bundle and reload, and browser tests then fail with "Failed to fetch
  // dynamically imported module".
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { plugins: [react(), tailwindcss()], optimizeDeps: { include: STORY_DEPENDENCIES } }),
};

export default config;
