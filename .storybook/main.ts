import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";

/**
 * Storybook for packages/ui. The same config drives `npm run storybook`, `npm run build-storybook`
 * and the `stories` Vitest project (storybookTest reads it), so every story is also a test.
 */
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  // The MSW worker script lives in mocks/public (never in an app's public/, which would ship it);
  // serving this folder puts /mockServiceWorker.js in dev, in storybook-static and in Vitest.
  staticDirs: ["../mocks/public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook reads no root Vite config (there is none): the plugins the stories need go here.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react(), tailwindcss()] }),
};

export default config;
