import { apiRoutes, type CartItem, type QuickOrderLine } from "@shop/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../design/primitives/toast-store.ts";
import { ApiError, callApi } from "../client/client.ts";
import { refreshCart, refreshTotals } from "../client/refresh.ts";
import { limitToast } from "../shell/limits.ts";
import { toastTexts } from "../shell/toast-texts.ts";
import { apiQueries } from "../client/queries.ts";

/**
 * The cart's read and writes (placing the order: orders/place-order.ts). Each shows its toast (docs/product.md, Texts, Toasts) for its
 * success or failure, and refreshes the cart afterwards, failed or not: a failure (a line removed
 * in another tab, a part gone out of stock) often means the cart on screen is out of date. (One
 * exception: an order that failed with a server error or no answer keeps the lines shown; see
 * useCreateOrder.)
 */

/**
 * The server's message when a cart change was refused over stock (409, field productId: the part
 * is out of stock or has fewer on hand than asked), so the toast can say how many there are.
 */
function stockRefusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 && error.body?.field === "productId" ? error.body.message : undefined;
}


export interface AddToCartVariables {
  productId: number;
  /** Default 1. The server adds it to a line already holding the part. */
  quantity?: number;
}

/**
 * Adds a part to the cart (POST /api/cart). Resolves with the cart line; toasts 'Added to cart'
 * with the part's name, or the 'Error' toast: with the server's words when the part has too few
 * on hand ("Only 2 of ... are in stock"), after which the part's stock is read again.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity = 1 }: AddToCartVariables) =>
      callApi(apiRoutes.addToCart, { body: { productId, quantity } }),
    onSuccess: (item) => {
      toast(toastTexts.addedToCart(item.product.name));
    },
    onError: (error) => {
      const refusal = stockRefusal(error);
      toast(limitToast(error) ?? (refusal === undefined ? toastTexts.addToCartFailed : toastTexts.notInStock(refusal)));
    },
    // Returned, so the mutation stays pending until the cart (and its badge) shows the change.
    onSettled: (_item, error) => (stockRefusal(error) === undefined ? refreshCart(queryClient) : refreshTotals(queryClient)),
  });
}

export interface UpdateCartItemVariables {
  /** The cart line's id. */
  id: string;
  /** The new quantity. Below 1 it is ignored: nothing is sent and the mutation resolves null. */
  quantity: number;
}

/**
 * Sets a line's quantity (PUT /api/cart/{id}). Toasts 'Cart updated' or the 'Error' toast, with
 * the server's words when the part has fewer on hand than asked.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, quantity }: UpdateCartItemVariables): Promise<CartItem | null> => {
      // Quantity cannot go below 1; such an update is ignored, not refused (docs/product.md, Rules).
      if (!(quantity >= 1)) return null;
      return callApi(apiRoutes.updateCartItem, { params: { id }, body: { quantity } });
    },
    onSuccess: (item) => {
      if (item) toast(toastTexts.cartUpdated);
    },
    onError: (error) => {
      const refusal = stockRefusal(error);
      toast(limitToast(error) ?? (refusal === undefined ? toastTexts.updateFailed : toastTexts.notInStock(refusal)));
    },
    onSettled: (item) => (item === null ? undefined : refreshCart(queryClient)),
  });
}

/** Removes a line by id (DELETE /api/cart/{id}). Toasts 'Item removed' or the 'Error' toast. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(apiRoutes.removeCartItem, { params: { id } }),
    onSuccess: () => {
      toast(toastTexts.itemRemoved);
    },
    onError: (error) => {
      toast(limitToast(error) ?? toastTexts.removeFailed);
    },
    onSettled: () => refreshCart(queryClient),
  });
}

/** Empties the cart (DELETE /api/cart). Toasts 'Cart cleared' or the 'Error' toast. */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(apiRoutes.clearCart),
    onSuccess: () => {
      queryClient.setQueryData(apiQueries.cart().queryKey, []);
      toast(toastTexts.cartCleared);
    },
    onError: (error) => {
      toast(limitToast(error) ?? toastTexts.clearFailed);
    },
    onSettled: () => refreshCart(queryClient),
  });
}

/** The session's cart lines, oldest first. Retried once on failure (docs/product.md, Calls). */
export function useCart() {
  return useQuery(apiQueries.cart());
}

/**
 * Sends the quick-order pad's lines (POST /api/cart/quick-order): every line found goes into the
 * cart in one call. Resolves with each line's outcome, which the page lists; toasts 'Added to
 * cart' with how many lines went in, or the 'Error' toast (the limits' own words for a 429 or
 * 507). The cart is read again either way.
 */
export function useQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: QuickOrderLine[]) => callApi(apiRoutes.quickOrder, { body: { lines } }),
    onSuccess: (answer) => {
      if (answer.added.length > 0) toast(toastTexts.quickOrderAdded(answer.added.length));
    },
    onError: (error) => {
      toast(limitToast(error) ?? toastTexts.quickOrderFailed);
    },
    onSettled: () => refreshCart(queryClient),
  });
}
