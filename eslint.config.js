import js from "@eslint/js";
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
  // React: the rules of hooks (and the React Compiler's checks) for the UI and Storybook.
  {
    files: ["packages/ui/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  // Stories: CSF rules (awaited interactions, a default export, story names).
  ...storybook.configs["flat/recommended"],
);
