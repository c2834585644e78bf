import { fromRule, type Handlers, staffOf, withParsed } from "../http/handler.ts";
import { error, ok } from "../http/outcome.ts";
import { cartOf } from "../cart/index.ts";
import { findOrderByNumber } from "../shop/index.ts";
import type { ShopState } from "../shop/index.ts";
import { changeOrderStatus, setOrderNote } from "./order-status.ts";
import { customerOrderView, ORDER_NOT_FOUND, orderForKey, queryStaffOrders, staffOrderView } from "./order-views.ts";
import { createOrder } from "./orders.ts";
import { orderKeyParam, parseCreateOrder, parseFindOrder, parseOrderNote, parseOrderStatus, parseStaffOrderQuery } from "./parse.ts";
import type { orderRoutes, orderStaffRoutes } from "./routes.ts";
import type { OrderRecord } from "./types.ts";

/** A staff order answer: the order as staff see it, with the emails sent about it. */
const staffOrderAnswer = (data: ShopState, order: OrderRecord) => staffOrderView(order, data.emails);

/**
 * The rules of the order calls. Placing an order and moving one answer with what the rule decided:
 * its value, its changes and whom to tell (orders.ts, order-status.ts); nothing here looks
 * through the changes.
 */
export const orderHandlers: Handlers<typeof orderRoutes & typeof orderStaffRoutes> = {
  createOrder: (data, { sessionId, body }, ctx) =>
    withParsed(parseCreateOrder(body), async (input) => {
      return fromRule(createOrder({ ...data, ...(await cartOf(ctx.reads, sessionId)) }, sessionId, input, ctx));
    }),
  findOrder: (data, { body }, ctx) =>
    withParsed(parseFindOrder(body), ({ orderNumber, email }) => {
      const order = findOrderByNumber(data, orderNumber);
      // The key is made either way, so a hit and a miss take about as long.
      const key = ctx.orderKey(orderNumber);
      return order && order.email.toLowerCase() === email
        ? ok({ orderNumber, key })
        : error(404, "No order matches that order number and email. Check both against your confirmation email.");
    }),
  sessionOrder: (data, { params, sessionId }, ctx) => {
    const order = findOrderByNumber(data, params.orderNumber);
    return order && order.sessionId === sessionId
      ? ok(customerOrderView(order, ctx.orderKey(order.orderNumber)))
      : error(404, ORDER_NOT_FOUND);
  },
  order: (data, { params, query }, ctx) => {
    const key = orderKeyParam(query);
    const order = orderForKey(data, params.orderNumber, key, ctx.orderKey);
    return order && key ? ok(customerOrderView(order, key)) : error(404, ORDER_NOT_FOUND);
  },

  staffOrders: (data, { query }) => withParsed(parseStaffOrderQuery(query), (q) => ok(queryStaffOrders(data, q))),
  staffOrder: (data, { params }) => {
    const order = findOrderByNumber(data, params.orderNumber);
    return order ? ok(staffOrderAnswer(data, order)) : error(404, "Order not found");
  },
  staffOrderStatus: (data, request, ctx) =>
    withParsed(parseOrderStatus(request.body), (input) => {
      const result = changeOrderStatus(data, request.params.orderNumber, input, {
        now: ctx.now,
        by: staffOf(request).email,
        orderKey: ctx.orderKey,
      });
      if (!result.ok) return { status: result.status, body: result.error };
      return { ...fromRule(result), body: staffOrderAnswer(data, result.value) };
    }),
  staffOrderNote: (data, { params, body }) =>
    withParsed(parseOrderNote(body), ({ note }) => {
      const result = setOrderNote(data, params.orderNumber, note);
      return result.ok ? { status: 200, body: staffOrderAnswer(data, result.value), changes: result.changes } : { status: result.status, body: result.error };
    }),
};
