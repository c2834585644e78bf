/**
 * `@shop/domain`: the shop's rules in plain TypeScript, one folder per feature (each behind its
 * index.ts), the kernel they share, the HTTP mapping both adapters use, and the /api table
 * composed from every feature's calls (routes.ts) and rules (handlers.ts).
 */
export * from "./kernel/index.ts";
export * from "./shop/index.ts";
export * from "./http/index.ts";
export * from "./catalogue/index.ts";
export * from "./cart/index.ts";
export * from "./orders/index.ts";
export * from "./guides/index.ts";
export * from "./symptoms/index.ts";
export * from "./shop-info/index.ts";
export * from "./inbox/index.ts";
export * from "./staff/index.ts";
export * from "./site/index.ts";
export * from "./routes.ts";
export * from "./handlers.ts";
