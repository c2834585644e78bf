export * from "./StoreFactsScreen.tsx";
export * from "./hooks.ts";
export * from "./store-facts-form.ts";
