import { fromRule, type Handlers, withParsed } from "../http/handler.ts";
import { ok } from "../http/outcome.ts";
import { addToCart, cartView, clearCartChanges, removeCartItem, updateCartItem } from "./cart.ts";
import { parseAddToCart, parseUpdateCartItem } from "./parse.ts";
import type { cartRoutes } from "./routes.ts";

/** The rules of the cart's calls: one guest session's lines (the session is checked before these run). */
export const cartHandlers: Handlers<typeof cartRoutes> = {
  cart: (data, { sessionId }) => ok(cartView(data, sessionId)),
  addToCart: (data, { sessionId, body }, ctx) =>
    withParsed(parseAddToCart(body), (input) => fromRule(addToCart(data, sessionId, input, ctx))),
  clearCart: (data, { sessionId }) => ({ status: 204, changes: clearCartChanges(data, sessionId) }),
  updateCartItem: (data, { sessionId, params, body }) =>
    withParsed(parseUpdateCartItem(body), ({ quantity }) => fromRule(updateCartItem(data, sessionId, params.id, quantity))),
  removeCartItem: (data, { sessionId, params }) => fromRule(removeCartItem(data, sessionId, params.id)),
};
