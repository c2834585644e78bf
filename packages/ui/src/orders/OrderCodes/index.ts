export * from "./OrderCodes.tsx";
