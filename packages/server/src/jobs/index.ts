export { cartSweeper, type CartSweeper } from "./cart-expiry.ts";
