/** HTTP for both adapters: the route definition kit, handler types, the outcome and the mapping from HTTP to the rules and back. It imports no feature. */
export * from "./handler.ts";
export * from "./http.ts";
export * from "./outcome.ts";
export * from "./route.ts";
