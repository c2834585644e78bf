/** The symptom pages' public surface (see README.md). */
export * from "./handlers.ts";
export * from "./routes.ts";
export * from "./symptoms.ts";
export * from "./types.ts";
