export { ORDER_BANNER_MIN_HEIGHT, OrderConfirmation, type OrderConfirmationProps, type OrderConfirmationStore } from "./OrderConfirmation.tsx";
