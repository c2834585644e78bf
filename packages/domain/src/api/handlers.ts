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
import { createOrder } from "../orders.ts";
import { parseProductId } from "../pages.ts";
import type { ContactMessage, NewsletterSignup, OrderRecord, ShopData } from "../types.ts";
import {
  parseAddToCart,
  parseBlogQuery,
  parseContact,
  parseCreateOrder,
  parseNewsletter,
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
}

export interface ApiRequest<Param extends string = string> {
  /** The path parameters, decoded. */
  params: Record<Param, string>;
  query: URLSearchParams;
  /** Present only on routes that need a session; validated. */
  sessionId: string;
  /** Parsed JSON, on routes that take a body; the rule validates it. */
  body: unknown;
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

const handlers: { [Name in RouteName]: Handler<ApiRoutes[Name]> } = {
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
  product: (data, { params }) => {
    const id = parseProductId(params.id);
    const product = id === undefined ? undefined : getProduct(data, id);
    return product ? ok(product) : error(404, "Product not found");
  },

  blogPosts: (data, { query }) => withParsed(parseBlogQuery(query, POSTS_PER_PAGE), (q) => ok(listPosts(data, q))),
  blogPost: (data, { params }) => {
    const post = getPost(data, params.slug);
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
      return placed?.op === "put" ? { ...outcome, notification: { kind: "order", order: placed.record as OrderRecord } } : outcome;
    }),

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

  subscribe: (data, { body }, ctx) =>
    withParsed(parseNewsletter(body), ({ email }) => {
      // Signing up twice is not an error, and not a second sign-up.
      if (data.newsletterSignups.some((s) => s.email === email)) return ok({ email, subscribed: true as const });
      const signup: NewsletterSignup = { id: ctx.newId(), email, createdAt: ctx.now.toISOString() };
      return {
        status: 201,
        body: { email, subscribed: true as const },
        changes: [{ op: "put", collection: "newsletterSignups", record: signup }],
        notification: { kind: "newsletter", signup },
      };
    }),
};

/** Every call with its rule, in the order of `apiRoutes` (the order the adapters match them in). */
export const routes: readonly Route[] = (Object.keys(apiRoutes) as RouteName[]).map((name) => ({
  ...apiRoutes[name],
  name,
  handle: handlers[name] as Route["handle"],
}));
