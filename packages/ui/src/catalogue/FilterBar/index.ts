export * from "./FilterBar.tsx";
export * from "./filters.ts";
export * from "./FilterSheet.tsx";
