export * from "./NotFound.tsx";
