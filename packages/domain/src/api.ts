import { addToCart, cartView, clearCartChanges, removeCartItem, updateCartItem, type RuleResult } from "./cart.ts";
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
} from "./catalogue.ts";
import type { Change } from "./changes.ts";
import { normalizeModelNumber } from "./model-number.ts";
import { createOrder } from "./orders.ts";
import { parseProductId } from "./pages.ts";
import type { ApiErrorBody, ContactMessage, NewsletterSignup, OrderRecord, ShopData } from "./types.ts";
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
} from "./validation.ts";
import { isValidSessionId, SESSION_HEADER } from "./limits.ts";

/**
 * The /api route table. The real server mounts these routes on json-server's express app and the
 * MSW mocks mount them as request handlers; each adapter only moves bytes, so both answer every
 * call with the same rules, statuses and messages.
 */

/** Bodies over this many bytes are refused with 413. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Call groups: the unit a story or test swaps for an empty, pending, error or not-found answer. */
export const ROUTE_GROUPS = ["store", "categories", "brands", "products", "blog", "cart", "orders", "contact", "newsletter"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/** Something worth telling the shop by form-mail, when an address for it is configured. */
export type Notification =
  | { kind: "order"; order: OrderRecord }
  | { kind: "contact"; message: ContactMessage }
  | { kind: "newsletter"; signup: NewsletterSignup };

export interface ApiOutcome {
  status: number;
  /** JSON body; absent for 204. */
  body?: unknown;
  changes?: Change[];
  notification?: Notification;
}

export interface ApiContext {
  now: Date;
  /** A fresh unique id for a stored record. */
  newId(): string;
}

export interface ApiRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /** Present only on routes that need a session; validated. */
  sessionId: string;
  /** Parsed JSON, on routes that take a body. */
  body: unknown;
}

export interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Below /api, in the `:param` form both express and MSW read. */
  path: string;
  group: RouteGroup;
  /** Needs a valid session-id header. */
  session: boolean;
  /** Takes a JSON body. */
  body: boolean;
  /**
   * The answer depends only on the URL and the catalogue (store record, categories, brands,
   * products, posts), which does not change while the shop runs: an adapter may keep it.
   */
  cacheable: boolean;
  handle(data: ShopData, request: ApiRequest, ctx: ApiContext): ApiOutcome;
}

export const error = (status: number, message: string, field?: string): ApiOutcome => ({
  status,
  body: (field === undefined ? { message } : { message, field }) satisfies ApiErrorBody,
});

const ok = (body: unknown, status = 200): ApiOutcome => ({ status, body });

function fromRule<T>(result: RuleResult<T>): ApiOutcome {
  if (!result.ok) return { status: result.status, body: result.error };
  return result.status === 204
    ? { status: 204, changes: result.changes }
    : { status: result.status, body: result.value, changes: result.changes };
}

/** Runs `then` with a parsed value, or answers 400 with the parse error. */
function withParsed<T>(parsed: Parsed<T>, then: (value: T) => ApiOutcome): ApiOutcome {
  return parsed.ok ? then(parsed.value) : { status: 400, body: parsed.error };
}

/** A catalogue read: no session, no body, and cacheable. */
const get = (path: string, group: RouteGroup, handle: Route["handle"]): Route => ({
  method: "GET",
  path,
  group,
  session: false,
  body: false,
  cacheable: true,
  handle,
});

export const routes: readonly Route[] = [
  get("/store", "store", (data) => ok(data.store)),

  get("/categories", "categories", (data, { query }) =>
    withParsed(parseTypeQuery(query), ({ type }) => ok(listCategories(data, type))),
  ),
  get("/categories/:slug", "categories", (data, { params }) => {
    const category = getCategory(data, params.slug ?? "");
    return category ? ok(category) : error(404, "Category not found");
  }),

  get("/brands", "brands", (data, { query }) =>
    withParsed(parseTypeQuery(query), ({ type }) => ok(listBrands(data, type))),
  ),
  get("/brands/:slug", "brands", (data, { params }) => {
    const brand = getBrand(data, params.slug ?? "");
    return brand ? ok(brand) : error(404, "Brand not found");
  }),

  get("/products", "products", (data, { query }) =>
    withParsed(parseProductQuery(query, PRODUCTS_PER_PAGE), (q) => ok(queryProducts(data, q))),
  ),
  get("/products/search-by-model/:model", "products", (data, { params, query }) => {
    const model = (params.model ?? "").trim();
    if (!normalizeModelNumber(model)) return error(400, "model must contain letters or digits", "model");
    if (model.length > 60) return error(400, "model must be at most 60 characters", "model");
    return withParsed(parseTypeQuery(query), ({ type }) => ok(searchByModel(data, model, type)));
  }),
  get("/products/:id", "products", (data, { params }) => {
    const id = parseProductId(params.id);
    const product = id === undefined ? undefined : getProduct(data, id);
    return product ? ok(product) : error(404, "Product not found");
  }),

  get("/blog", "blog", (data, { query }) =>
    withParsed(parseBlogQuery(query, POSTS_PER_PAGE), (q) => ok(listPosts(data, q))),
  ),
  get("/blog/:slug", "blog", (data, { params }) => {
    const post = getPost(data, params.slug ?? "");
    return post ? ok(post) : error(404, "Blog post not found");
  }),

  { ...get("/cart", "cart", (data, { sessionId }) => ok(cartView(data, sessionId))), session: true, cacheable: false },
  {
    method: "POST",
    path: "/cart",
    group: "cart",
    session: true,
    body: true,
    cacheable: false,
    handle: (data, { sessionId, body }, ctx) =>
      withParsed(parseAddToCart(body), (input) => fromRule(addToCart(data, sessionId, input, ctx))),
  },
  {
    method: "DELETE",
    path: "/cart",
    group: "cart",
    session: true,
    body: false,
    cacheable: false,
    handle: (data, { sessionId }) => ({ status: 204, changes: clearCartChanges(data, sessionId) }),
  },
  {
    method: "PUT",
    path: "/cart/:id",
    group: "cart",
    session: true,
    body: true,
    cacheable: false,
    handle: (data, { sessionId, params, body }) =>
      withParsed(parseUpdateCartItem(body), ({ quantity }) =>
        fromRule(updateCartItem(data, sessionId, params.id ?? "", quantity)),
      ),
  },
  {
    method: "DELETE",
    path: "/cart/:id",
    group: "cart",
    session: true,
    body: false,
    cacheable: false,
    handle: (data, { sessionId, params }) => fromRule(removeCartItem(data, sessionId, params.id ?? "")),
  },

  {
    method: "POST",
    path: "/orders",
    group: "orders",
    session: true,
    body: true,
    cacheable: false,
    handle: (data, { sessionId, body }, ctx) =>
      withParsed(parseCreateOrder(body), (input) => {
        const outcome = fromRule(createOrder(data, sessionId, input, ctx));
        const placed = outcome.status === 201 ? outcome.changes?.find((c) => c.collection === "orders") : undefined;
        return placed?.op === "put" ? { ...outcome, notification: { kind: "order", order: placed.record as OrderRecord } } : outcome;
      }),
  },

  {
    method: "POST",
    path: "/contact",
    group: "contact",
    session: false,
    body: true,
    cacheable: false,
    handle: (_data, { body }, ctx) =>
      withParsed(parseContact(body), (input) => {
        const message: ContactMessage = { id: ctx.newId(), ...input, createdAt: ctx.now.toISOString() };
        return {
          status: 201,
          body: { id: message.id, createdAt: message.createdAt },
          changes: [{ op: "put", collection: "contactMessages", record: message }],
          notification: { kind: "contact", message },
        };
      }),
  },

  {
    method: "POST",
    path: "/newsletter",
    group: "newsletter",
    session: false,
    body: true,
    cacheable: false,
    handle: (data, { body }, ctx) =>
      withParsed(parseNewsletter(body), ({ email }) => {
        // Signing up twice is not an error, and not a second sign-up.
        if (data.newsletterSignups.some((s) => s.email === email)) return ok({ email, subscribed: true });
        const signup: NewsletterSignup = { id: ctx.newId(), email, createdAt: ctx.now.toISOString() };
        return {
          status: 201,
          body: { email, subscribed: true },
          changes: [{ op: "put", collection: "newsletterSignups", record: signup }],
          notification: { kind: "newsletter", signup },
        };
      }),
  },
];

/** What an adapter hands over from an HTTP request. */
export interface RawRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The session-id header, if sent. */
  sessionId: string | null;
  contentType: string | null;
  /** The body as text; null when there was none. */
  bodyText: string | null;
}

/** The answer for a path whose percent-escapes do not decode ("%E0%A4%A"). */
export const badlyEncodedUrl = (): ApiOutcome => error(400, "The URL is not correctly percent-encoded");

export const tooLarge = (): ApiOutcome => error(413, `Request body is larger than ${MAX_BODY_BYTES / 1024} KB`);

/** Reads a JSON body: it must be declared JSON, fit the size limit and parse. */
export function readJsonBody(
  contentType: string | null,
  text: string | null,
): { ok: true; value: unknown } | { ok: false; outcome: ApiOutcome } {
  const fail = (outcome: ApiOutcome) => ({ ok: false as const, outcome });
  if (!contentType || !/^application\/json\s*(;|$)/i.test(contentType)) {
    return fail(error(415, "Content-Type must be application/json"));
  }
  if (text !== null && new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) return fail(tooLarge());
  if (text === null || text.trim() === "") return fail(error(400, "A JSON request body is required"));
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return fail(error(400, "Request body is not valid JSON"));
  }
}

/** Checks the session and body a route needs, then runs it. Never throws for bad input. */
export function runRoute(route: Route, data: ShopData, raw: RawRequest, ctx: ApiContext): ApiOutcome {
  let sessionId = "";
  if (route.session) {
    if (!isValidSessionId(raw.sessionId)) {
      return error(400, `${SESSION_HEADER} header must be 21 characters of A-Z, a-z, 0-9, '_' or '-'`, SESSION_HEADER);
    }
    sessionId = raw.sessionId;
  }
  let body: unknown;
  if (route.body) {
    const read = readJsonBody(raw.contentType, raw.bodyText);
    if (!read.ok) return read.outcome;
    body = read.value;
  }
  return route.handle(data, { params: raw.params, query: raw.query, sessionId, body }, ctx);
}

/** The answer for any /api path that is not in the table. */
export const unknownEndpoint = (method: string, path: string): ApiOutcome =>
  error(404, `No API endpoint ${method} ${path}`);
