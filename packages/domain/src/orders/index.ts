/** The orders feature's public surface (see README.md). */
export * from "./counter/index.ts";
export * from "./handlers.ts";
export * from "./order-status.ts";
export * from "./order-views.ts";
export * from "./orders.ts";
export * from "./parse.ts";
export * from "./pickup-hold.ts";
export * from "./pickup-time.ts";
export * from "./reads.ts";
export * from "./routes.ts";
export * from "./special-order.ts";
export * from "./types.ts";
