/** The site feature's public surface (see README.md). */
export * from "./pages.ts";
export * from "./seo.ts";
