import { fromRule, type Handlers, withParsed } from "../http/handler.ts";
import { ok } from "../http/outcome.ts";
import { addToCart, cartOf, cartView, clearCartChanges, removeCartItem, updateCartItem } from "./cart.ts";
import { parseAddToCart, parseQuickOrder, parseUpdateCartItem } from "./parse.ts";
import { quickOrderMatches, quickOrder } from "./quick-order.ts";
import type { cartRoutes } from "./routes.ts";

/** The rules of the cart's calls: one guest session's lines (the session is checked before these run). */
export const cartHandlers: Handlers<typeof cartRoutes> = {
  cart: async (_data, { sessionId }, { reads }) => ok(cartView(await cartOf(reads, sessionId), sessionId)),
  addToCart: (data, { sessionId, body }, ctx) =>
    withParsed(parseAddToCart(body), async (input) => fromRule(addToCart({ ...data, ...(await cartOf(ctx.reads, sessionId, [input.productId])) }, sessionId, input, ctx))),
  quickOrder: (data, { sessionId, body }, ctx) =>
    withParsed(parseQuickOrder(body), async (input) => {
      const matches = await quickOrderMatches(ctx.reads, input);
      return fromRule(quickOrder({ ...data, ...(await cartOf(ctx.reads, sessionId)) }, sessionId, input, matches, ctx));
    }),
  clearCart: async (_data, { sessionId }, { reads }) => ({ status: 204, changes: clearCartChanges({ lines: await reads.carts.lines(sessionId) }, sessionId) }),
  updateCartItem: (data, { sessionId, params, body }, { reads }) =>
    withParsed(parseUpdateCartItem(body), async ({ quantity }) => fromRule(updateCartItem({ ...data, ...(await cartOf(reads, sessionId)) }, sessionId, params.id, quantity))),
  removeCartItem: async (_data, { sessionId, params }, { reads }) => fromRule(removeCartItem({ lines: await reads.carts.lines(sessionId) }, sessionId, params.id)),
};
