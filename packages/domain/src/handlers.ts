import { cartHandlers, memoryCartReads } from "./cart/index.ts";
import { catalogueHandlers, memoryCatalogueReads } from "./catalogue/index.ts";
import { guideHandlers } from "./guides/index.ts";
import type { ApiContext, Awaitable, Handlers, RouteRule } from "./http/handler.ts";
import { httpAnswer, type HttpAnswer, type HttpRequestView, matchPath, pathnameOf, runHttp, unknownEndpoint } from "./http/http.ts";
import type { ApiOutcome } from "./http/outcome.ts";
import { API_BASE } from "./http/route.ts";
import { inboxHandlers, memoryInboxReads } from "./inbox/index.ts";
import { counterHandlers, memoryOrderReads, orderHandlers } from "./orders/index.ts";
import { apiRoutes, type ApiRoutes, type RouteName } from "./routes.ts";
import { shopInfoHandlers } from "./shop-info/index.ts";
import type { ShopData, ShopState } from "./shop/data.ts";
import { memoryHistoryReads } from "./shop/history.ts";
import type { ShopReads } from "./shop/reads.ts";
import { staffHandlers } from "./staff/index.ts";
import { symptomHandlers } from "./symptoms/index.ts";

/**
 * The /api rule table: every call of routes.ts with the rule that answers it, each feature's
 * handlers joined once. The real server mounts these routes on json-server's express app and the
 * MSW mocks mount them as request handlers; each adapter only moves bytes (http/http.ts), so both
 * answer every call with the same rules, statuses and messages.
 */

/** A call's definition with its rule. */
export interface Route extends RouteRule {
  name: RouteName;
}

const handlers: Handlers<ApiRoutes> = {
  ...shopInfoHandlers,
  ...catalogueHandlers,
  ...guideHandlers,
  ...symptomHandlers,
  ...cartHandlers,
  ...orderHandlers,
  ...counterHandlers,
  ...inboxHandlers,
  ...staffHandlers,
};

/** The rules' questions answered over the shop in memory: the mocks', and any context that brings no reads of its own. */
export const memoryReads = (data: ShopData): ShopReads => ({
  catalogue: memoryCatalogueReads(data),
  carts: memoryCartReads(data),
  orders: memoryOrderReads(data),
  inbox: memoryInboxReads(data),
  history: memoryHistoryReads(data),
});

/** Where a rule's questions are answered: the context's reads, or the shop in memory when it holds its parts (the mocks). */
function readsFor(data: ShopState, ctx: ApiContext): ShopReads {
  if (ctx.reads) return ctx.reads;
  if (!("products" in data)) throw new Error("A shop that keeps its parts in a database must give its reads in the context");
  return memoryReads(data as ShopData);
}

/** Every call with its rule, in the order of `apiRoutes` (the order the adapters match them in). */
export const routes: readonly Route[] = (Object.keys(apiRoutes) as RouteName[]).map((name) => {
  const handler = handlers[name] as Handlers<ApiRoutes>[RouteName] as (...args: Parameters<Route["handle"]>) => Awaitable<ApiOutcome>;
  return {
    ...apiRoutes[name],
    name,
    handle: async (data, request, ctx) => handler(data, request, { ...ctx, reads: readsFor(data, ctx) }),
  };
});

/**
 * The context of a read: reads store nothing, so they never ask for an id; with no key maker, no
 * order page opens. `reads` answers the rules' questions (a shop that keeps its parts in a database).
 */
export const readContext = (reads?: ShopReads): ApiContext => ({
  ...(reads ? { reads } : {}),
  now: new Date(),
  newId: () => {
    throw new Error("A read makes no records");
  },
  orderKey: () => "",
  unsubscribeKey: () => "",
  confirmKey: () => "",
});

const API_PATH = new RegExp(`^${API_BASE}(/|$)`, "i");

/**
 * Answers a GET of an /api URL in-process ("/api/products?categoryId=3&limit=20", path and query
 * as a query key's path gives them), with no HTTP hop: for the server's own page loaders. It runs
 * exactly what the HTTP adapters run for the same GET sent with no session header: the first GET
 * route whose path matches, the same validation, 404 for a path no route has, 400 for a path
 * parameter that is not valid percent-encoding; so its body is byte for byte the /api answer's.
 * A URL outside /api is a programming error and throws.
 */
export async function answerRead(data: ShopState, url: string, ctx: ApiContext = readContext()): Promise<HttpAnswer> {
  return httpAnswer(await readOutcome(data, url, ctx));
}

/** The same read as `answerRead`, as the rule's outcome: its answer as a value, for a caller that wants the value. */
export async function readOutcome(data: ShopState, url: string, ctx: ApiContext = readContext()): Promise<ApiOutcome> {
  const pathname = pathnameOf(url);
  if (!API_PATH.test(pathname)) throw new Error(`answerRead answers /api URLs only, not ${url}`);
  const view: HttpRequestView = { url, headers: { get: () => null }, bodyText: null };
  const route = routes.find((candidate) => candidate.method === "GET" && matchPath(candidate, pathname) !== null);
  return route ? runHttp(route, data, view, ctx) : unknownEndpoint("GET", pathname);
}
