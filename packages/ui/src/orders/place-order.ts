import {
  apiRoutes,
  computeTotals,
  fromCents,
  lineTotalCents,
  orderConflictOf,
  orderLineText,
  type CartItem,
  type CreateOrderInput,
  type CustomerInfo,
  type OrderConflict,
  type OrderReceipt,
} from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { nanoid } from "nanoid";
import { useRef } from "react";
import { toast } from "../design/primitives/toast-store.ts";
import { ApiError, callApi } from "../client/client.ts";
import { refreshCart, refreshTotals } from "../client/refresh.ts";
import { limitToast } from "../shell/limits.ts";
import { toastTexts } from "../shell/toast-texts.ts";
import { apiQueries } from "../client/queries.ts";

/**
 * Placing the pickup order from the cart (docs/product.md, Texts, Toasts): its body, its toasts,
 * and what is read again after it.
 */


/** The conflicts the cart page explains itself, after reading the figures again, instead of 'Order failed'. */
const EXPLAINED_CONFLICTS: ReadonlySet<OrderConflict | undefined> = new Set(["totals-changed", "out-of-stock"]);

/**
 * Why an order was refused, when the refusal means the cart on screen was out of date
 * (docs/product.md, Rules, Orders): `totals-changed` (a price or the tax rate changed since the
 * cart was loaded), `out-of-stock` (a part in it sold out) or `empty-cart`. Undefined for any
 * other failure.
 */
export function orderConflict(error: unknown): OrderConflict | undefined {
  return error instanceof ApiError ? orderConflictOf(error.status, error.body) : undefined;
}

/**
 * The order body for cart lines: subtotal, tax and total in cents with the shop's tax rate (tax
 * once, on the subtotal, half-up), the text lines the customer saw, and the client's order number.
 * The server recomputes the amounts from the same lines and refuses the order if they differ.
 */
export function buildOrderInput(
  customer: CustomerInfo,
  items: readonly Pick<CartItem, "quantity" | "unitPrice" | "product">[],
  taxRate: string,
  orderNumber: string,
): CreateOrderInput {
  const totals = computeTotals(items, taxRate);
  return {
    email: customer.email.trim(),
    name: customer.name.trim(),
    phone: customer.phone.trim(),
    subtotal: fromCents(totals.subtotal),
    tax: fromCents(totals.tax),
    total: fromCents(totals.total),
    items: items.map((item) =>
      orderLineText({
        quantity: item.quantity,
        name: item.product.name,
        partNumber: item.product.partNumber,
        lineTotal: fromCents(lineTotalCents(item.unitPrice, item.quantity)),
      }),
    ),
    orderNumber,
  };
}

export interface CreateOrderVariables {
  customer: CustomerInfo;
  /** The cart lines as shown (from `useCart`). */
  items: readonly CartItem[];
  /** The sales-tax rate ("0.065"); default: the store record's, fetched if not cached yet. */
  taxRate?: string;
}

/**
 * Places the pickup order (POST /api/orders) and resolves with the receipt; the screen then goes
 * to `/?order={receipt.orderNumber}`. Resolves null, sending nothing, when the cart is empty, or
 * when email, name or phone is blank (with the 'Customer information required' toast).
 *
 * The client order number is the server's idempotency key. It is made once per attempt at one
 * order: a double click or a retry after a lost answer posts the same lines and customer with the
 * same number, so the server answers with the order already placed instead of placing a second.
 * Changing the lines or the customer, or a placed order, starts a new attempt.
 *
 * An order refused because the cart on screen was out of date (`orderConflict`: a price, the tax
 * rate or stock changed while the cart was open) stays pending until the cart, the store record
 * and the part reads have been fetched again, then fails with no toast: the cart page shows the
 * current figures and says what changed, and the next attempt sends totals the server accepts.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ fingerprint: string; orderNumber: string } | null>(null);
  return useMutation({
    mutationFn: async ({ customer, items, taxRate }: CreateOrderVariables): Promise<OrderReceipt | null> => {
      if (items.length === 0) return null;
      if (![customer.email, customer.name, customer.phone].every((value) => value.trim() !== "")) {
        toast(toastTexts.customerInfoRequired);
        return null;
      }
      // fetchQuery, not ensureQueryData: after a refusal the store record is stale and must be read again.
      const rate = taxRate ?? (await queryClient.fetchQuery(apiQueries.store())).taxRate;
      const fingerprint = JSON.stringify([
        customer.email.trim(),
        customer.name.trim(),
        customer.phone.trim(),
        items.map((item) => [item.id, item.quantity, item.unitPrice]),
      ]);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, orderNumber: nanoid() };
      const input = buildOrderInput(customer, items, rate, attempt.current.orderNumber);
      const receipt = await callApi(apiRoutes.createOrder, { body: input });
      attempt.current = null;
      return receipt;
    },
    onSuccess: (receipt) => {
      if (!receipt) return;
      // The server cleared the cart with the order; show it empty at once.
      queryClient.setQueryData(apiQueries.cart().queryKey, []);
      toast(toastTexts.orderCreated(receipt.orderNumber));
    },
    onError: (error) => {
      if (!EXPLAINED_CONFLICTS.has(orderConflict(error))) toast(limitToast(error) ?? toastTexts.orderFailed);
    },
    onSettled: (receipt, error) => {
      if (receipt === null) return undefined;
      // After a server error or a lost answer the order may have been placed (and the cart
      // emptied): keep the lines on screen, so trying again posts the same order number and gets
      // that order back, instead of an empty cart and no confirmation. A refusal (4xx) refreshes
      // the cart to show why, and one over changed figures everything the totals come from.
      if (error && !(error instanceof ApiError && error.status < 500)) return undefined;
      return EXPLAINED_CONFLICTS.has(orderConflict(error)) ? refreshTotals(queryClient) : refreshCart(queryClient);
    },
  });
}
