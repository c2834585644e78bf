export * from "./FilterBar.tsx";
export * from "./filters.ts";
