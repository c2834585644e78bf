/**
 * @shop/ui: the shop's design system and screens, grouped by feature (each folder's README.md).
 * Import the stylesheet once at the app's root (`import "@shop/ui/globals.css"`), mount `<ToasterOnDemand />`
 * there (or `<Toaster />` where its code may load up front; wrap in `<TooltipProvider>` where
 * tooltips are used), and put `themeInitScript` in the document head.
 */
// Primitives, icons, theme, tokens, and how counts, numbers, dates and lists are written.
export * from "./design/index.ts";
// The typed /api client, query keys, the guest session and the query client.
export * from "./client/index.ts";
// The frame: layout, header, footer, empty and error states, page status, toast texts, shop facts as text.
export * from "./shell/index.ts";
// One folder per feature: its hooks, components, screens and back-office screens (`<feature>/staff/`).
// Only the app's staff routes use the back office's screens, so the bundler keeps them in those
// routes' chunks, never in a storefront page's.
export * from "./catalogue/index.ts";
export * from "./cart/index.ts";
export * from "./orders/index.ts";
export * from "./guides/index.ts";
export * from "./symptoms/index.ts";
export * from "./shop-info/index.ts";
export * from "./inbox/index.ts";
export * from "./staff/index.ts";
export * from "./site/index.ts";
/** Types the route table declares, as the ui's callers use them. */
export type { ContactReceipt, CustomerInfo, CustomerOrderView, FindOrderInput, FoundOrder, NewsletterReceipt } from "@shop/domain";
