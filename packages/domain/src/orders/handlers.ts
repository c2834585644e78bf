import { fromRule, type Handlers, staffOf, withParsed } from "../http/handler.ts";
import { error, ok } from "../http/outcome.ts";
import { cartOf } from "../cart/index.ts";
import { changeOrderStatus, setOrderNote } from "./order-status.ts";
import { customerOrderView, ORDER_NOT_FOUND, orderForKey, staffOrderView } from "./order-views.ts";
import { createOrder } from "./orders.ts";
import { markOnOrderArrived } from "./special-order.ts";
import { parseRecordId } from "../kernel/ids.ts";
import { orderKeyParam, parseCreateOrder, parseFindOrder, parseOrderNote, parseOrderStatus, parseStaffOrderQuery } from "./parse.ts";
import type { OrderReads } from "./reads.ts";
import type { orderRoutes, orderStaffRoutes } from "./routes.ts";
import type { ShopInfo } from "../shop-info/index.ts";
import type { OrderRecord } from "./types.ts";

/** A staff order answer: the order as staff see it, with the emails sent about it. */
const staffOrderAnswer = async (orders: OrderReads, order: OrderRecord, store: ShopInfo) =>
  staffOrderView(order, await orders.emailsAbout(order.orderNumber), store);

/**
 * The rules of the order calls. Placing an order and moving one answer with what the rule decided:
 * its value, its changes and whom to tell (orders.ts, order-status.ts); nothing here looks
 * through the changes. The orders are read through the context's `reads.orders`.
 */
export const orderHandlers: Handlers<typeof orderRoutes & typeof orderStaffRoutes> = {
  createOrder: (data, { sessionId, body }, ctx) =>
    withParsed(parseCreateOrder(body), async (input) => {
      return fromRule(await createOrder({ ...data, ...(await cartOf(ctx.reads, sessionId)) }, ctx.reads.orders, sessionId, input, ctx));
    }),
  findOrder: (_data, { body }, ctx) =>
    withParsed(parseFindOrder(body), async ({ orderNumber, email }) => {
      const order = await ctx.reads.orders.byNumber(orderNumber);
      // The key is made either way, so a hit and a miss take about as long.
      const key = ctx.orderKey(orderNumber);
      return order && order.email.toLowerCase() === email
        ? ok({ orderNumber, key })
        : error(404, "No order matches that order number and email. Check both against your confirmation email.");
    }),
  sessionOrder: async (data, { params, sessionId }, ctx) => {
    const order = await ctx.reads.orders.byNumber(params.orderNumber);
    return order && order.sessionId === sessionId
      ? ok(customerOrderView(order, ctx.orderKey(order.orderNumber), data.store))
      : error(404, ORDER_NOT_FOUND);
  },
  order: async (data, { params, query }, ctx) => {
    const key = orderKeyParam(query);
    const order = orderForKey(await ctx.reads.orders.byNumber(params.orderNumber), params.orderNumber, key, ctx.orderKey);
    return order && key ? ok(customerOrderView(order, key, data.store)) : error(404, ORDER_NOT_FOUND);
  },

  staffOrders: (data, { query }, ctx) =>
    withParsed(parseStaffOrderQuery(query), async (q) => ok(await ctx.reads.orders.staffList(q, data.store.timeZone))),
  staffOrder: async (data, { params }, ctx) => {
    const order = await ctx.reads.orders.byNumber(params.orderNumber);
    return order ? ok(await staffOrderAnswer(ctx.reads.orders, order, data.store)) : error(404, "Order not found");
  },
  staffOrderStatus: (data, request, ctx) =>
    withParsed(parseOrderStatus(request.body), async (input) => {
      const result = changeOrderStatus(await ctx.reads.orders.byNumber(request.params.orderNumber), input, {
        now: ctx.now,
        by: staffOf(request).email,
        orderKey: ctx.orderKey,
      });
      if (!result.ok) return { status: result.status, body: result.error };
      return { ...fromRule(result), body: await staffOrderAnswer(ctx.reads.orders, result.value, data.store) };
    }),
  staffOrderLineArrived: async (data, { params }, ctx) => {
    const productId = parseRecordId(params.productId);
    if (productId === undefined) return error(400, "productId must be a part's id, a whole number", "productId");
    const result = markOnOrderArrived(await ctx.reads.orders.byNumber(params.orderNumber), productId, ctx.now);
    if (!result.ok) return { status: result.status, body: result.error };
    return { status: 200, body: await staffOrderAnswer(ctx.reads.orders, result.value, data.store), changes: result.changes };
  },
  staffOrderNote: (data, { params, body }, ctx) =>
    withParsed(parseOrderNote(body), async ({ note }) => {
      const result = setOrderNote(await ctx.reads.orders.byNumber(params.orderNumber), note);
      return result.ok
        ? { status: 200, body: await staffOrderAnswer(ctx.reads.orders, result.value, data.store), changes: result.changes }
        : { status: result.status, body: result.error };
    }),
};
