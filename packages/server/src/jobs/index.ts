export { cartSweeper } from "./cart-expiry.ts";
export { endedRowsSweeper } from "./ended-rows.ts";
