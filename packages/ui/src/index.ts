/**
 * @shop/ui: the shop's design system. Import the stylesheet once at the app's root
 * (`import "@shop/ui/globals.css"`), mount `<TooltipProvider>` and `<Toaster />` there, and put
 * `themeInitScript` in the document head.
 */
export * from "./components/ui/index.ts";
export * from "./components/ThemeToggle/index.ts";
export * from "./lib/constants.ts";
export { cn } from "./lib/utils.ts";
export { createQueryClient } from "./lib/query-client.ts";
export {
  applyTheme,
  getAppliedTheme,
  getStoredTheme,
  getSystemTheme,
  setTheme,
  THEME_STORAGE_KEY,
  themeInitScript,
  useTheme,
  type Theme,
} from "./lib/theme.ts";
