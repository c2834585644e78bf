export * from "./ErrorState.tsx";
