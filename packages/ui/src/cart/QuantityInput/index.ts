export * from "./QuantityInput.tsx";
export { mostOf, readQuantity, type TypedQuantity } from "./quantity.ts";
