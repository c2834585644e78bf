import { defineRoute } from "../http/route.ts";
import type { QuickOrderInput, QuickOrderView } from "./quick-order.ts";
import type { AddToCartInput, CartItem, UpdateCartItemInput } from "./types.ts";

/** The cart's calls: one guest session's lines. */

/** A guest session's cart. */
export const cartRoutes = {
  cart: defineRoute<{ response: CartItem[] }>()("GET", "/cart", "cart", { session: true }),
  addToCart: defineRoute<{ body: AddToCartInput; response: CartItem }>()("POST", "/cart", "cart", { session: true }),
  /** The quick-order pad's lines put into the cart in one call (docs/product.md, Quick order); a cart write, limited per address as the others. */
  quickOrder: defineRoute<{ body: QuickOrderInput; response: QuickOrderView }>()("POST", "/cart/quick-order", "cart", { session: true }),
  clearCart: defineRoute<{ response: void }>()("DELETE", "/cart", "cart", { session: true }),
  updateCartItem: defineRoute<{ body: UpdateCartItemInput; response: CartItem }>()("PUT", "/cart/:id", "cart", { session: true }),
  removeCartItem: defineRoute<{ response: void }>()("DELETE", "/cart/:id", "cart", { session: true }),
};
