export { OrderScreen, orderPageCopy, type OrderScreenProps } from "./OrderScreen.tsx";
