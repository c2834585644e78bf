/** The kernel: money, limits, ids, keys, the shop's day, text rules, generic parse helpers and the rule result. It imports no feature. */
export * from "./ids.ts";
export * from "./keys.ts";
export * from "./limits.ts";
export * from "./money.ts";
export * from "./parse.ts";
export * from "./path-pattern.ts";
export * from "./rule-result.ts";
export * from "./shop-day.ts";
export * from "./text-rules.ts";
export * from "./types.ts";
export * from "./csv-cell.ts";
