import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules", "**/dist", "**/build", "storybook-static", "coverage", ".data", "mocks/public", "**/.react-router", ".tmp"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      eqeqeq: ["error", "smart"],
    },
  },
  // Edges between folders (docs/architecture.md, Edges): inside a package, a feature folder is
  // imported only through its index.ts; the domain's kernel/ and http/ and the ui's design/,
  // client/ and shell/ import no feature. Files at a package's src root (index.ts, main.ts, routes.ts) compose
  // the features and may reach in. scripts/lint-edges.test.ts shows a wrong import failing.
  {
    files: ["packages/*/src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "base", pattern: ["packages/domain/src/(kernel|http)", "packages/ui/src/(design|client|shell)"], capture: ["pkg", "name"] },
        // The whole shop's data model (its record, the changes, the notifications), and fixtures.
        { type: "model", pattern: "packages/domain/src/shop", capture: ["pkg", "name"] },
        { type: "testing", pattern: "packages/*/src/testing", capture: ["pkg", "name"] },
        { type: "feature", pattern: "packages/*/src/*", capture: ["pkg", "name"] },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              // A base's own tests may drive it through a feature's hooks.
              from: { element: { type: "base", fileInternalPath: "!**/*.test.{ts,tsx}" } },
              disallow: { to: { element: { type: "feature" } } },
              message: "kernel/, http/, design/, client/ and shell/ import no feature (docs/architecture.md, Edges)",
            },
            {
              from: { element: { types: ["base", "model", "testing", "feature"] } },
              disallow: { to: { element: { types: ["feature", "model"], fileInternalPath: "!index.{ts,tsx}" } } },
              message: "import another feature through its index.ts (docs/architecture.md, Edges)",
            },
          ],
        },
      ],
    },
  },
  // React: the rules of hooks (and the React Compiler's checks) for the UI and Storybook.
  {
    files: ["packages/ui/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  // Stories: CSF rules (awaited interactions, a default export, story names).
  ...storybook.configs["flat/recommended"],
);
