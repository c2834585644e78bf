/** The cart feature's public surface (see README.md). */
export * from "./cart-expiry.ts";
export * from "./cart.ts";
export * from "./handlers.ts";
export * from "./parse.ts";
export * from "./reads.ts";
export * from "./routes.ts";
export * from "./types.ts";
export * from "./quick-order.ts";
