/** The guides feature's public surface (see README.md). */
export * from "./guide-edit.ts";
export * from "./guide-status.ts";
export * from "./guides.ts";
export * from "./handlers.ts";
export * from "./parse.ts";
export * from "./routes.ts";
export * from "./types.ts";
