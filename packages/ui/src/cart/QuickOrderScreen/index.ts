export { QuickOrderScreen, type QuickOrderScreenProps } from "./QuickOrderScreen.tsx";
export { quickOrderCopy } from "./quick-order-copy.ts";
