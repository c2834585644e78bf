export * from "./FitCheck.tsx";
export * from "./RememberedModel.tsx";
export * from "./useRememberedModel.ts";
