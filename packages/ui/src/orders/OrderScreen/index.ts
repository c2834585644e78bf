export { OrderScreen, orderPageCopy, type OrderScreenProps } from "./OrderScreen.tsx";
export { FindOrderScreen } from "../FindOrderScreen/FindOrderScreen.tsx";
export { FindOrderForm, findOrderCopy, type FindOrderFormProps } from "../FindOrderScreen/FindOrderForm.tsx";
