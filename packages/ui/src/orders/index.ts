export * from "./FindOrderScreen/index.ts";
export * from "./OrderConfirmation/index.ts";
export * from "./OrderScreen/index.ts";
export * from "./OrderSummary/index.ts";
export * from "./PickupTime/index.ts";
export * from "./staff/index.ts";
export * from "./hooks.ts";
export * from "./place-order.ts";
