/** The counter's handoff: the order's codes and its pick lists (see ../README.md). */
export * from "./arrival.ts";
export * from "./handlers.ts";
export * from "./order-codes.ts";
export * from "./pick-list.ts";
export * from "./routes.ts";
