export * from "./PartImage.tsx";
