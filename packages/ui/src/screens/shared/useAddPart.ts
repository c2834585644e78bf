import { useCallback } from "react";
import { useAddToCart } from "../../api/index.ts";

/**
 * The add-to-cart callback the screens give ProductCard, ProductGrid and AddToCartButton: adds one
 * of the part and resolves once the cart (and the header's count) shows it. The mutation shows
 * the 'Added to cart' or 'Error' toast; the rejection lets the button go back to idle.
 */
export function useAddPart(): (productId: number) => Promise<unknown> {
  const { mutateAsync } = useAddToCart();
  return useCallback((productId: number) => mutateAsync({ productId }), [mutateAsync]);
}
