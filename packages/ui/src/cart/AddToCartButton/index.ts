export { AddToCartButton, type AddToCartButtonProps } from "./AddToCartButton.tsx";
export { ADDED_STATE_MS, ADD_TO_CART_LABELS, addToCartStatus, type AddToCartStatus } from "./add-to-cart-state.ts";
