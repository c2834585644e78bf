/** The inbox feature's public surface (see README.md). */
export * from "./handlers.ts";
export * from "./messages.ts";
export * from "./parse.ts";
export * from "./reads.ts";
export * from "./routes.ts";
export * from "./types.ts";
