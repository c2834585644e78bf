export { CART_SKELETON_ROWS, CartScreen, orderConfirmationHref, type CartScreenProps } from "./CartScreen.tsx";
