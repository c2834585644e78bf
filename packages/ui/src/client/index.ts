export * from "./client.ts";
export * from "./keys.ts";
export * from "./queries.ts";
export * from "./query-client.ts";
export * from "./session.ts";
export * from "./trimmed.ts";
