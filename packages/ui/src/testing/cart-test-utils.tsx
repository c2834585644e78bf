import type { CartItem } from "@shop/domain";
import { getMockData } from "@shop/mocks";
import { renderHook, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { useCart } from "../cart/index.ts";
import { apiRequest } from "../client/client.ts";
import { withQueryClient } from "./test-utils.tsx";

/**
 * Cart set-up shared by the cart and order hook tests (jsdom, with `setupMockApi`). Not part of
 * the package's exports.
 */

/** The first `count` seed parts with some on hand; throws when the seed has fewer. */
export function partsInStock(count: number) {
  const parts = getMockData()
    .products.filter((p) => p.quantityOnHand > 0)
    .slice(0, count);
  if (parts.length < count) throw new Error("the seed has too few parts in stock");
  return parts;
}

/** Puts parts in this guest's cart straight through the API. */
export async function fillCart(lines: { productId: number; quantity: number }[]): Promise<CartItem[]> {
  for (const line of lines) await apiRequest("POST", "/api/cart", line);
  return apiRequest<CartItem[]>("GET", "/api/cart");
}

/** The cart hook beside the hook under test, sharing one QueryClient, with the cart loaded. */
export async function renderWithCart<T>(useHook: () => T) {
  const { wrapper, queryClient } = withQueryClient();
  const view = renderHook(() => ({ cart: useCart(), hook: useHook() }), { wrapper });
  await waitFor(() => expect(view.result.current.cart.isSuccess).toBe(true));
  return { ...view, queryClient };
}
