/** The staff feature's public surface (see README.md). */
export * from "./handlers.ts";
export * from "./parse.ts";
export * from "./routes.ts";
export * from "./staff-pages.ts";
export * from "./types.ts";
