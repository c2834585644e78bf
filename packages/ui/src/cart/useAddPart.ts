import { useCallback } from "react";
import { useAddToCart } from "./hooks.ts";

/**
 * The add-to-cart callback the screens give PartCard, PartGrid and AddToCartButton: adds one
 * of the part (or `quantity`, the part page's typed number) and resolves once the cart (and the header's count) shows it. The mutation shows
 * the 'Added to cart' or 'Error' toast; the rejection lets the button go back to idle.
 */
export function useAddPart(): (productId: number, quantity?: number) => Promise<unknown> {
  const { mutateAsync } = useAddToCart();
  return useCallback((productId: number, quantity?: number) => mutateAsync({ productId, quantity }), [mutateAsync]);
}
