/**
 * The add-to-cart button's states and texts (docs/product.md, Rules: add to cart button): idle,
 * then 'Adding...' while the request is out, then 'Added!' for ADDED_STATE_MS, then idle again;
 * straight back to idle when the request fails. Kept apart from the component so a test can read
 * the table without React.
 */

/** How long the button reads 'Added!' after a successful add, in ms (2 seconds). */
export const ADDED_STATE_MS = 2000;

/** Where the button is in one add: `out-of-stock` is not a step but a fixed state. */
export type AddToCartStatus = "idle" | "adding" | "added" | "out-of-stock";

/** The button's text in each state, as listed in docs/product.md, Texts, Button states. */
export const ADD_TO_CART_LABELS: Record<AddToCartStatus, string> = {
  idle: "Add to Cart",
  adding: "Adding...",
  added: "Added!",
  "out-of-stock": "Out of Stock",
};

/** The state shown: stock wins over any step of an add in flight. */
export function addToCartStatus(step: Exclude<AddToCartStatus, "out-of-stock">, inStock: boolean): AddToCartStatus {
  return inStock ? step : "out-of-stock";
}
