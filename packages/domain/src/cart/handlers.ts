import { fromRule, type Handlers, withParsed } from "../http/handler.ts";
import { ok } from "../http/outcome.ts";
import { addToCart, cartView, clearCartChanges, partsOfCart, removeCartItem, updateCartItem } from "./cart.ts";
import { parseAddToCart, parseUpdateCartItem } from "./parse.ts";
import type { cartRoutes } from "./routes.ts";

/** The rules of the cart's calls: one guest session's lines (the session is checked before these run). */
export const cartHandlers: Handlers<typeof cartRoutes> = {
  cart: async (data, { sessionId }, { reads }) => ok(cartView({ ...data, parts: await partsOfCart(data, sessionId, reads.catalogue) }, sessionId)),
  addToCart: (data, { sessionId, body }, ctx) =>
    withParsed(parseAddToCart(body), async (input) => {
      const parts = await partsOfCart(data, sessionId, ctx.reads.catalogue, [input.productId]);
      return fromRule(addToCart({ ...data, parts }, sessionId, input, ctx));
    }),
  clearCart: (data, { sessionId }) => ({ status: 204, changes: clearCartChanges(data, sessionId) }),
  updateCartItem: (data, { sessionId, params, body }, { reads }) =>
    withParsed(parseUpdateCartItem(body), async ({ quantity }) => {
      const parts = await partsOfCart(data, sessionId, reads.catalogue);
      return fromRule(updateCartItem({ ...data, parts }, sessionId, params.id, quantity));
    }),
  removeCartItem: (data, { sessionId, params }) => fromRule(removeCartItem(data, sessionId, params.id)),
};
