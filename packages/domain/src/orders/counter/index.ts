/** The counter's handoff: the order's codes, its pick lists, the customers here and the day report (see ../README.md). */
export * from "./arrival.ts";
export * from "./day-report.ts";
export * from "./handlers.ts";
export * from "./live.ts";
export * from "./order-codes.ts";
export * from "./pick-list.ts";
export * from "./routes.ts";
