export { cartSweeper } from "./cart-expiry.ts";
export { endedRowsSweeper } from "./ended-rows.ts";
export { pickupHoldSweeper, type PickupHoldSweep } from "./pickup-holds.ts";
