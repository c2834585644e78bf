export { OrderConfirmation, type OrderConfirmationProps, type OrderConfirmationStore } from "./OrderConfirmation.tsx";
