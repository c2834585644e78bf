export * from "./FAQList/index.ts";
export * from "./HomeScreen/index.ts";
export * from "./LocalLandingScreen/index.ts";
export * from "./local-pages.ts";
export * from "./page-reads.ts";
