import type { CustomerInfo } from "@shop/domain";
import { toastTexts } from "../../shell/toast-texts.ts";

/** The customer information form: how the shop reaches the customer about pickup. */
export type { CustomerInfo };

/** The fields in the order the form shows them (and focus goes to the first one missing). */
export const CUSTOMER_FIELDS = ["email", "name", "phone"] as const satisfies ReadonlyArray<keyof CustomerInfo>;

/** The toast for missing customer information (docs/product.md, Texts, Toasts): the words the checkout hook shows too. */
export const MISSING_CUSTOMER_INFO_TOAST = toastTexts.customerInfoRequired;

/** Each field with the spaces around it removed. */
export function trimCustomerInfo(info: CustomerInfo): CustomerInfo {
  return { email: info.email.trim(), name: info.name.trim(), phone: info.phone.trim() };
}

/** The fields that are empty once trimmed, in form order; an empty list means checkout may go ahead. */
export function missingCustomerFields(info: CustomerInfo): Array<keyof CustomerInfo> {
  const trimmed = trimCustomerInfo(info);
  return CUSTOMER_FIELDS.filter((field) => trimmed[field] === "");
}
