export { CART_SKELETON_ROWS, CartScreen, type CartScreenProps } from "./CartScreen.tsx";
