import { apiRoutes, type ArrivalInput, type CustomerOrderView, type FindOrderInput } from "@shop/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, callApi } from "../client/client.ts";
import { pathFromQueryKey, routeKey } from "../client/keys.ts";

/**
 * The customer's own order (docs/product.md, Pages, Your order): its page, read with the key the
 * server issued; the order this browser's guest session placed, for the banner after checkout;
 * and "Find my order". A wrong key, an unknown number and another session's order all answer 404
 * with one message, so none of these tells a guesser anything.
 */

/**
 * How long an order's answer counts as current. Unlike the catalogue (never stale), an order moves
 * while its page is open (ready for pickup, cancelled): a customer coming back to the tab after a
 * minute sees its status now.
 */
const ORDER_STALE_MS = 60_000;

const getOrder = (queryKey: readonly unknown[], signal: AbortSignal) =>
  apiRequest<CustomerOrderView>("GET", pathFromQueryKey(queryKey), undefined, { signal });

/** Query options for the order calls, for the page's server read (site/page-reads.ts) and the hooks alike. */
export const orderQueries = {
  /** GET /api/orders/{orderNumber}?key=: the order page's one read; an empty key is sent as none (404). */
  order: (orderNumber: string, key: string) =>
    queryOptions({
      queryKey: routeKey(apiRoutes.order, { params: { orderNumber }, query: { key } }),
      queryFn: ({ queryKey, signal }) => getOrder(queryKey, signal),
      staleTime: ORDER_STALE_MS,
      refetchOnWindowFocus: true,
    }),
  /** GET /api/orders/{orderNumber}/receipt: the order when this browser's session placed it. Never read on the server. */
  sessionOrder: (orderNumber: string) =>
    queryOptions({
      queryKey: routeKey(apiRoutes.sessionOrder, { params: { orderNumber } }),
      queryFn: ({ queryKey, signal }) => getOrder(queryKey, signal),
    }),
};

/** The order page's order. A miss (wrong key or unknown order alike) errors with `isNotFound(error)`. */
export function useOrder(orderNumber: string, key: string) {
  return useQuery(orderQueries.order(orderNumber, key));
}

/**
 * The order `orderNumber` if this browser's guest session placed it; waits while the number is
 * empty. A 404 means it is not this visitor's (or does not exist): the caller shows nothing of it.
 */
export function useSessionOrder(orderNumber: string | null | undefined) {
  return useQuery({ ...orderQueries.sessionOrder(orderNumber ?? ""), enabled: Boolean(orderNumber) });
}

/**
 * "Find my order" (POST /api/orders/lookup): resolves `{ orderNumber, key }` for a number and the
 * email it was placed with. Every miss is one 404 message; too many tries answer 429 with the
 * API's message; the screen shows `apiErrorMessage(error)` either way.
 */
export function useFindOrder() {
  return useMutation({
    mutationFn: (input: FindOrderInput) => callApi(apiRoutes.findOrder, { body: input }),
  });
}

/** "I'm at the store" (POST /api/orders/{orderNumber}/arrived?key=): the page shows the answer at once. */
export function useOrderArrived(orderNumber: string, key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ArrivalInput) => callApi(apiRoutes.orderArrived, { params: { orderNumber }, query: { key }, body: input }),
    onSuccess: (view) => client.setQueryData(orderQueries.order(orderNumber, key).queryKey, view),
  });
}
