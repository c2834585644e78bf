export { cartSweeper } from "./cart-expiry.ts";
