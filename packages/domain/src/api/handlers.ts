import { addToCart, cartView, clearCartChanges, removeCartItem, updateCartItem, type RuleResult } from "../cart.ts";
import {
  getBrand,
  getCategory,
  getPost,
  getProduct,
  listBrands,
  listCategories,
  listPosts,
  POSTS_PER_PAGE,
  PRODUCTS_PER_PAGE,
  queryProducts,
  searchByModel,
} from "../catalogue.ts";
import { normalizeModelNumber } from "../model-number.ts";
import { findModelPage } from "../model-pages.ts";
import { parseSavedIds, savedParts } from "../saved-parts.ts";
import { findOrderByNumber } from "../changes.ts";
import { changeOrderStatus, setOrderNote } from "../order-status.ts";
import { partHandlers, type PartRouteName } from "./part-handlers.ts";
import { taxonomyHandlers, type TaxonomyRouteName } from "./taxonomy-handlers.ts";
import { importHandlers, type ImportRouteName } from "./import-handlers.ts";
import { messageHandlers, type MessageRouteName } from "./message-handlers.ts";
import { postHandlers, type PostRouteName } from "./post-handlers.ts";
import { shopToday } from "../posts.ts";
import { customerOrderView, ORDER_NOT_FOUND, orderForKey, queryStaffOrders, staffOrderView } from "../order-views.ts";
import { createOrder } from "../orders.ts";
import { editStore, parseStoreEdit, storeHistory } from "../store-edit.ts";
import { parseProductId } from "../pages.ts";
import type { ContactMessage, OrderRecord, ShopData, StaffSessionView } from "../types.ts";
import {
  parseAddToCart,
  parseBlogQuery,
  parseContact,
  parseCreateOrder,
  parseFindOrder,
  parseOrderNote,
  parseOrderStatus,
  parseStaffOrderQuery,
  orderKeyParam,
  parseProductQuery,
  parseTypeQuery,
  parseUpdateCartItem,
  type Parsed,
} from "../validation.ts";
import { error, ok, type ApiOutcome } from "./outcome.ts";
import {
  apiRoutes,
  type ApiRoutes,
  type HttpMethod,
  type PathParamNames,
  type ResponseOf,
  type RouteDefinition,
  type RouteName,
} from "./routes.ts";

/**
 * The /api route table: every call of routes.ts with the rule that answers it. The real server
 * mounts these routes on json-server's express app and the MSW mocks mount them as request
 * handlers; each adapter only moves bytes (http.ts), so both answer every call with the same
 * rules, statuses and messages.
 */

export interface ApiContext {
  now: Date;
  /** A fresh unique id for a stored record. */
  newId(): string;
  /** The key of an order's page: the server's HMAC of the order number (docs/architecture.md, Order page keys). */
  orderKey(orderNumber: string): string;
  /** The key of an address's unsubscribe link: the server's HMAC of the address (docs/architecture.md, Email). */
  unsubscribeKey(email: string): string;
}

export interface ApiRequest<Param extends string = string> {
  /** The path parameters, decoded. */
  params: Record<Param, string>;
  query: URLSearchParams;
  /** Present only on routes that need a session; validated. */
  sessionId: string;
  /** Parsed JSON, on routes that take a body; the rule validates it. */
  body: unknown;
  /** On staff routes, the signed-in staff member (checked before the rule runs). */
  staff?: StaffSessionView;
}

/** A call's definition with its rule. */
export interface Route extends RouteDefinition {
  name: RouteName;
  handle(data: ShopData, request: ApiRequest, ctx: ApiContext): ApiOutcome;
}

/** The rule of one call: it must answer the call's declared response type. */
type Handler<R> = (
  data: ShopData,
  request: ApiRequest<R extends RouteDefinition<HttpMethod, infer Path> ? PathParamNames<Path> : never>,
  ctx: ApiContext,
) => ApiOutcome<ResponseOf<R>>;

/** A rule's result as an answer; a 204 carries no body, so its value (null) is dropped. */
function fromRule<T>(result: RuleResult<T>): ApiOutcome<T extends null ? void : T> {
  if (!result.ok) return { status: result.status, body: result.error };
  return result.status === 204
    ? { status: 204, changes: result.changes }
    : { status: result.status, body: result.value as T extends null ? void : T, changes: result.changes };
}

/** Runs `then` with a parsed value, or answers 400 with the parse error. */
function withParsed<T, Body>(parsed: Parsed<T>, then: (value: T) => ApiOutcome<Body>): ApiOutcome<Body> {
  return parsed.ok ? then(parsed.value) : { status: 400, body: parsed.error };
}

type StaffRouteName = "staffSession" | "staffOrders" | "staffOrder" | "staffOrderStatus" | "staffOrderNote" | StoreRouteName;
type StoreRouteName = "staffStore" | "staffStoreEdit" | "staffStoreHistory";

const handlers: {
  [Name in Exclude<RouteName, StaffRouteName | PartRouteName | TaxonomyRouteName | ImportRouteName | MessageRouteName | PostRouteName>]: Handler<
    ApiRoutes[Name]
  >;
} = {
  store: (data) => ok(data.store),

  categories: (data, { query }) => withParsed(parseTypeQuery(query), ({ type }) => ok(listCategories(data, type))),
  category: (data, { params }) => {
    const category = getCategory(data, params.slug);
    return category ? ok(category) : error(404, "Category not found");
  },

  brands: (data, { query }) => withParsed(parseTypeQuery(query), ({ type }) => ok(listBrands(data, type))),
  brand: (data, { params }) => {
    const brand = getBrand(data, params.slug);
    return brand ? ok(brand) : error(404, "Brand not found");
  },

  products: (data, { query }) => withParsed(parseProductQuery(query, PRODUCTS_PER_PAGE), (q) => ok(queryProducts(data, q))),
  modelSearch: (data, { params, query }) => {
    const model = params.model.trim();
    if (!normalizeModelNumber(model)) return error(400, "model must contain letters or digits", "model");
    if (model.length > 60) return error(400, "model must be at most 60 characters", "model");
    return withParsed(parseTypeQuery(query), ({ type }) => ok(searchByModel(data, model, type)));
  },
  productsByIds: (data, { query }) => withParsed(parseSavedIds(query.get("ids")), (ids) => ok(savedParts(data, ids))),
  product: (data, { params }) => {
    const id = parseProductId(params.id);
    const product = id === undefined ? undefined : getProduct(data, id);
    return product ? ok(product) : error(404, "Product not found");
  },
  modelPage: (data, { params }) => {
    const page = params.model.length > 60 ? undefined : findModelPage(data, params.model);
    return page ? ok(page) : error(404, "Model not found");
  },

  blogPosts: (data, { query }, ctx) =>
    withParsed(parseBlogQuery(query, POSTS_PER_PAGE), (q) => ok(listPosts(data, q, shopToday(ctx.now, data.store)))),
  blogPost: (data, { params }, ctx) => {
    const post = getPost(data, params.slug, shopToday(ctx.now, data.store));
    return post ? ok(post) : error(404, "Blog post not found");
  },

  cart: (data, { sessionId }) => ok(cartView(data, sessionId)),
  addToCart: (data, { sessionId, body }, ctx) =>
    withParsed(parseAddToCart(body), (input) => fromRule(addToCart(data, sessionId, input, ctx))),
  clearCart: (data, { sessionId }) => ({ status: 204, changes: clearCartChanges(data, sessionId) }),
  updateCartItem: (data, { sessionId, params, body }) =>
    withParsed(parseUpdateCartItem(body), ({ quantity }) => fromRule(updateCartItem(data, sessionId, params.id, quantity))),
  removeCartItem: (data, { sessionId, params }) => fromRule(removeCartItem(data, sessionId, params.id)),

  createOrder: (data, { sessionId, body }, ctx) =>
    withParsed(parseCreateOrder(body), (input) => {
      const outcome = fromRule(createOrder(data, sessionId, input, ctx));
      const placed = outcome.status === 201 ? outcome.changes?.find((c) => c.op === "put" && c.collection === "orders") : undefined;
      if (placed?.op !== "put") return outcome;
      const order = placed.record as OrderRecord;
      return { ...outcome, notification: { kind: "order", order, key: ctx.orderKey(order.orderNumber) } };
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

  sendContact: (_data, { body }, ctx) =>
    withParsed(parseContact(body), (input) => {
      const message: ContactMessage = { id: ctx.newId(), ...input, createdAt: ctx.now.toISOString() };
      return {
        status: 201,
        body: { id: message.id, createdAt: message.createdAt },
        changes: [{ op: "put", collection: "contactMessages", record: message }],
        notification: { kind: "contact", message },
      };
    }),
};

/** The staff member a staff route runs for: runRoute checks it is there before any staff rule runs. */
const staffOf = (request: ApiRequest): StaffSessionView => {
  if (!request.staff) throw new Error("A staff rule ran without a staff session");
  return request.staff;
};

/** A staff order answer: the order as staff see it, with the emails sent about it. */
const staffOrderAnswer = (data: ShopData, order: OrderRecord) => staffOrderView(order, data.emails);

const staffHandlers: { [Name in StaffRouteName]: Handler<ApiRoutes[Name]> } = {
  staffSession: (_data, request) => ok(staffOf(request)),
  staffOrders: (data, { query }) => withParsed(parseStaffOrderQuery(query), (q) => ok(queryStaffOrders(data, q))),
  staffOrder: (data, { params }) => {
    const order = findOrderByNumber(data, params.orderNumber);
    return order ? ok(staffOrderAnswer(data, order)) : error(404, "Order not found");
  },
  staffOrderStatus: (data, request, ctx) =>
    withParsed(parseOrderStatus(request.body), (input) => {
      const result = changeOrderStatus(data, request.params.orderNumber, input, { now: ctx.now, by: staffOf(request).email });
      if (!result.ok) return { status: result.status, body: result.error };
      const order = result.value;
      // The customer hears of ready and cancelled; picked up is at the counter, face to face.
      const tell = order.status === "ready" || order.status === "cancelled";
      return {
        status: 200,
        body: staffOrderAnswer(data, order),
        changes: result.changes,
        ...(tell ? { notification: { kind: "order-status" as const, order, key: ctx.orderKey(order.orderNumber) } } : {}),
      };
    }),
  staffOrderNote: (data, { params, body }) =>
    withParsed(parseOrderNote(body), ({ note }) => {
      const result = setOrderNote(data, params.orderNumber, note);
      return result.ok ? { status: 200, body: staffOrderAnswer(data, result.value), changes: result.changes } : { status: result.status, body: result.error };
    }),
  staffStore: (data) => ok(data.store),
  staffStoreEdit: (data, request, ctx) =>
    withParsed(parseStoreEdit(request.body), (edit) => {
      const { record, changes } = editStore(data.store, edit, { now: ctx.now, by: staffOf(request).email, id: ctx.newId() });
      return changes.length > 0 ? { status: 200, body: record, changes } : ok(record);
    }),
  staffStoreHistory: (data) => ok(storeHistory(data)),
};

/** Every call with its rule, in the order of `apiRoutes` (the order the adapters match them in). */
export const routes: readonly Route[] = (Object.keys(apiRoutes) as RouteName[]).map((name) => ({
  ...apiRoutes[name],
  name,
  handle: ({ ...handlers, ...staffHandlers, ...partHandlers, ...taxonomyHandlers, ...importHandlers, ...messageHandlers, ...postHandlers })[name] as Route["handle"],
}));
