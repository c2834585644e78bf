/**
 * The /api: the calls' definitions (routes.ts, types only, safe for the browser), the rules that
 * answer them (handlers.ts), the HTTP mapping both adapters share (http.ts) and the product
 * listing's one model (listing.ts).
 */
export * from "./routes.ts";
export * from "./outcome.ts";
export * from "./handlers.ts";
export * from "./http.ts";
export * from "./listing.ts";
