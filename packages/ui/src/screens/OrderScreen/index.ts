export { OrderScreen, orderPageCopy, type OrderScreenProps } from "./OrderScreen.tsx";
export { FindOrderScreen } from "./FindOrderScreen.tsx";
export { FindOrderForm, findOrderCopy, type FindOrderFormProps } from "./FindOrderForm.tsx";
