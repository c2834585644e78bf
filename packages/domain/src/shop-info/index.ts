/** The shop-info feature's public surface (see README.md). */
export * from "./guest-order-limits.ts";
export * from "./handlers.ts";
export * from "./pickup-hold-days.ts";
export * from "./routes.ts";
export * from "./shop-info-edit.ts";
export * from "./store-hours.ts";
export * from "./types.ts";
