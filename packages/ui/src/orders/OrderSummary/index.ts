export { OrderSummary, type OrderSummaryProps, type OrderSummaryStore } from "./OrderSummary.tsx";
export {
  CUSTOMER_FIELDS,
  MISSING_CUSTOMER_INFO_TOAST,
  missingCustomerFields,
  trimCustomerInfo,
  type CustomerInfo,
} from "./customer-info.ts";
