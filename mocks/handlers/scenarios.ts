import {
  applyChanges,
  badlyEncodedUrl,
  error as apiError,
  routes,
  runRoute,
  SESSION_HEADER,
  unknownEndpoint,
  type ApiContext,
  type ApiErrorBody,
  type ApiOutcome,
  type RawRequest,
  type Route,
  type RouteGroup,
  type ShopData,
} from "@shop/domain";
import { delay, HttpHandler, HttpResponse, type JsonBodyType } from "msw";
import { getMockData } from "../data.ts";

/**
 * MSW handlers built from the domain's route table. A handler only moves bytes between the
 * request and the domain's `runRoute`, so the mocks answer every call with the same rules,
 * statuses and messages as the real server. The scenarios a story or test swaps in (empty,
 * pending, error, not found) are derived from the same table, one group of calls at a time.
 */

/** Every handler of one call group, in each state a story or test may want. */
export interface Scenarios {
  /** The real answers, over the in-memory copy of db.json; writes change that copy. */
  success: HttpHandler[];
  /**
   * Reads answer as they would over an empty database: lists `[]`, pages `{ products: [], total: 0 }`
   * or `{ posts: [], total: 0 }`, single items 404 with the domain's not-found message. Bad input
   * is still refused (400). Writes behave as in `success`. The store record is configuration, not
   * a list, so the store group has no empty form and answers as in `success`.
   */
  empty: HttpHandler[];
  /** Every call waits forever, for loading states. */
  pending: HttpHandler[];
  /** Every call answers `status` (default 500) with a JSON `{ message }` body. */
  error(status?: number): HttpHandler[];
  /**
   * Every call answers 404 with the message the domain gives for a missing item of the group
   * ("Product not found", "Cart item not found"); groups without single items (store, orders,
   * contact, newsletter) answer as for an endpoint that does not exist.
   */
  notFound: HttpHandler[];
}

/** Collections a group reads; its empty scenario reads them as empty. */
const GROUP_COLLECTIONS: Record<RouteGroup, readonly (keyof ShopData)[]> = {
  store: [],
  categories: ["categories"],
  brands: ["brands"],
  products: ["products"],
  blog: ["posts"],
  cart: ["cartItems"],
  orders: ["orders"],
  contact: ["contactMessages"],
  newsletter: ["newsletterSignups"],
};

/**
 * Which requests a route takes, matched the way the server's express router matches them: the
 * path starts at /api (so a Vite module such as /src/api/client.ts in Storybook is never taken),
 * letters in any case, an optional trailing slash, and HEAD wherever GET is served. MSW's own
 * string paths (a "*" and then /api/...) would match /api anywhere in the URL and throw on a
 * malformed percent-escape, so each handler matches with a predicate instead.
 */
interface Matcher {
  method: string | RegExp;
  label: string;
  predicate: (args: { request: Request }) => { matches: boolean; params: Record<string, string> };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function matcherFor(route: Route): Matcher {
  const names: string[] = [];
  const source = `/api${route.path}`
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  const pattern = new RegExp(`^${source}/?$`, "i");
  return {
    method: route.method === "GET" ? /^(GET|HEAD)$/ : route.method,
    label: `${route.method} /api${route.path}`,
    predicate: ({ request }) => {
      const found = pattern.exec(new URL(request.url).pathname);
      // Params stay percent-encoded here; toRawRequest decodes them and answers a bad escape.
      const params: Record<string, string> = {};
      names.forEach((name, i) => (params[name] = found?.[i + 1] ?? ""));
      return { matches: found !== null, params };
    },
  };
}

function handler(matcher: Matcher, resolve: (request: Request, params: Record<string, string>) => Promise<Response> | Response) {
  const created = new HttpHandler(matcher.method, matcher.predicate, async ({ request, params }) => {
    const response = await resolve(request, params as Record<string, string>);
    return request.method === "HEAD" ? new HttpResponse(null, { status: response.status, headers: response.headers }) : response;
  });
  // MSW would print "[custom predicate]"; name the route in its logs instead.
  created.info.header = matcher.label;
  return created;
}

/** A path parameter that is not valid percent-encoding; answered with the domain's 400. */
class BadUrlError extends Error {}

const context = (): ApiContext => ({ now: new Date(), newId: () => crypto.randomUUID() });

function decodeParams(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      throw new BadUrlError();
    }
  }
  return out;
}

async function toRawRequest(route: Route, request: Request, params: Record<string, string>): Promise<RawRequest> {
  const decoded = decodeParams(params);
  // Only routes that take a body read it: a GET with a stray body must not fail differently here.
  const text = route.body ? await request.text() : "";
  return {
    params: decoded,
    query: new URL(request.url).searchParams,
    sessionId: request.headers.get(SESSION_HEADER),
    contentType: request.headers.get("content-type"),
    bodyText: text === "" ? null : text,
  };
}

export function toResponse(outcome: ApiOutcome): Response {
  if (outcome.status === 204 || outcome.body === undefined) return new HttpResponse(null, { status: outcome.status });
  return HttpResponse.json(outcome.body as JsonBodyType, { status: outcome.status });
}

/** Runs a domain call, answering a malformed URL as the server does. */
async function answer(run: () => Promise<ApiOutcome>): Promise<Response> {
  try {
    return toResponse(await run());
  } catch (error) {
    if (error instanceof BadUrlError) return toResponse(badlyEncodedUrl());
    throw error;
  }
}

/** One handler per route of the group, each answering with `resolve`. */
function handlersFor(
  group: RouteGroup,
  resolve: (route: Route, request: Request, params: Record<string, string>) => Response | Promise<Response>,
): HttpHandler[] {
  return routes
    .filter((route) => route.group === group)
    .map((route) => handler(matcherFor(route), (request, params) => resolve(route, request, params)));
}

/** Runs the route over the mock database, stores what it changed, and answers. */
function answerFromDomain(route: Route, request: Request, params: Record<string, string>): Promise<Response> {
  return answer(async () => {
    const raw = await toRawRequest(route, request, params);
    const data = getMockData();
    const outcome = runRoute(route, data, raw, context());
    // Notifications (form-mail) are the server's business; the mocks only store.
    if (outcome.changes?.length) applyChanges(data, outcome.changes);
    return outcome;
  });
}

/** `data` with some collections empty, built once per data object so derived caches hold. */
const emptiedCache = new WeakMap<ShopData, Map<string, ShopData>>();

function emptied(data: ShopData, collections: readonly (keyof ShopData)[]): ShopData {
  let byKey = emptiedCache.get(data);
  if (!byKey) emptiedCache.set(data, (byKey = new Map()));
  const key = collections.join(",");
  let view = byKey.get(key);
  if (!view) {
    // Its own products array, so the domain's catalogue cache for the live data is left alone.
    view = { ...data, products: [...data.products] };
    for (const name of collections) (view as unknown as Record<string, unknown[]>)[name] = [];
    byKey.set(key, view);
  }
  return view;
}

const ALL_COLLECTIONS = [...new Set(Object.values(GROUP_COLLECTIONS).flat())];
const PROBE_SESSION = "not-found-probe-00000";

/**
 * What the domain says about a missing item of the group, asked of the domain itself: each of the
 * group's routes with a path parameter is run over an empty database until one answers 404.
 */
function domainNotFoundMessage(group: RouteGroup): string | undefined {
  const data = emptied(getMockData(), ALL_COLLECTIONS);
  for (const route of routes) {
    if (route.group !== group || !route.path.includes("/:")) continue;
    const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1] ?? "", "missing"]));
    const outcome = route.handle(
      data,
      { params, query: new URLSearchParams(), sessionId: PROBE_SESSION, body: undefined },
      context(),
    );
    if (outcome.status === 404) return (outcome.body as ApiErrorBody).message;
  }
  return undefined;
}

/** The answer for any /api request that no route takes. */
export const unknownEndpointHandler: HttpHandler = handler(
  {
    method: /.+/,
    label: "all /api/*",
    predicate: ({ request }) => ({ matches: /^\/api(\/|$)/i.test(new URL(request.url).pathname), params: {} }),
  },
  (request) => toResponse(unknownEndpoint(request.method, new URL(request.url).pathname)),
);

/** Builds the success, empty, pending, error and not-found handlers of one call group. */
export function scenariosFor(group: RouteGroup): Scenarios {
  const success = handlersFor(group, answerFromDomain);

  const empty = handlersFor(group, (route, request, params) => {
    if (route.method !== "GET") return answerFromDomain(route, request, params);
    // A read changes nothing, so there is nothing to apply.
    return answer(async () => {
      const raw = await toRawRequest(route, request, params);
      return runRoute(route, emptied(getMockData(), GROUP_COLLECTIONS[group]), raw, context());
    });
  });

  const pending = handlersFor(group, async () => {
    await delay("infinite");
    return new HttpResponse(null, { status: 504 });
  });

  const error = (status = 500): HttpHandler[] => {
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new RangeError(`An error scenario needs a 4xx or 5xx status, not ${status}`);
    }
    return handlersFor(group, () => toResponse(apiError(status, `Simulated error: the server answered ${status}`)));
  };

  let message: string | undefined | null = null;
  const notFound = handlersFor(group, (_route, request) => {
    if (message === null) message = domainNotFoundMessage(group);
    return toResponse(
      message === undefined
        ? unknownEndpoint(request.method, new URL(request.url).pathname)
        : apiError(404, message),
    );
  });

  return { success, empty, pending, error, notFound };
}
