import {
  API_BASE,
  applyChanges,
  error as apiError,
  httpAnswer,
  matchPath,
  parseStaffSignIn,
  routes,
  STAFF_SIGN_IN_REFUSED,
  staffAuthRoutes,
  oneAtATime,
  orderLiveEvents,
  runHttp,
  unknownEndpoint,
  type ApiContext,
  type ApiErrorBody,
  type ApiOutcome,
  type Route,
  type RouteGroup,
  type ShopData,
} from "@shop/domain";
import { delay, HttpHandler, HttpResponse } from "msw";
import { getMockData, getMockStaffSession, MOCK_STAFF, setMockStaffSession } from "../data.ts";
import { tellMockInbox } from "./staff-events.ts";

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
  /**
   * The real answers, with `change` made to the mock data just before the group's first write
   * (POST, PUT, DELETE) is answered: what the page loaded is then out of date, as when staff change
   * a price or the tax rate while a cart is open. `orderHandlers.changedMidVisit(mockChanges.taxRate("0.075"))`
   * has the domain refuse the first order post (409, totals changed) and the next, computed from
   * the figures read again, placed. Once per mock database (`resetMockData` starts over); a group
   * without writes (store) answers as in `success`.
   */
  changedMidVisit(change: (data: ShopData) => void): HttpHandler[];
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
  staff: ["orders", "emails"],
};

/**
 * A handler per route, matched the way the server's express router matches (the domain's
 * `matchPath`): the path starts at /api (so a Vite module such as /src/api/client.ts in Storybook
 * is never taken), letters in any case, an optional trailing slash, and HEAD wherever GET is
 * served. MSW's own string paths (a "*" and then /api/...) would match /api anywhere in the URL
 * and throw on a malformed percent-escape, so each handler matches with a predicate instead.
 */
function handler(
  method: string | RegExp,
  label: string,
  matches: (pathname: string) => boolean,
  resolve: (request: Request) => Promise<Response> | Response,
) {
  const created = new HttpHandler(
    method,
    ({ request }) => ({ matches: matches(new URL(request.url).pathname), params: {} }),
    async ({ request }) => {
      const response = await resolve(request);
      return request.method === "HEAD" ? new HttpResponse(null, { status: response.status, headers: response.headers }) : response;
    },
  );
  // MSW would print "[custom predicate]"; name the route in its logs instead.
  created.info.header = label;
  return created;
}

/**
 * The mocks' order keys: any fixed function of the number serves the rules, which only compare
 * keys. Not a secret, and not the server's HMAC.
 */
export function mockOrderKey(orderNumber: string): string {
  let n = 2166136261;
  for (const char of orderNumber) n = Math.imul(n ^ char.charCodeAt(0), 16777619) >>> 0;
  return `mock${n.toString(16).padStart(8, "0")}`;
}

/** The mocks' unsubscribe keys: like `mockOrderKey`, a fixed function of the address, not the server's HMAC. */
export const mockUnsubscribeKey = (email: string): string => mockOrderKey(`unsubscribe:${email}`);

/** The mocks' newsletter confirmation keys: likewise, under a prefix of their own. */
export const mockConfirmKey = (email: string): string => mockOrderKey(`newsletter-confirm:${email}`);

const context = (): ApiContext => ({
  now: new Date(),
  newId: () => crypto.randomUUID(),
  orderKey: mockOrderKey,
  unsubscribeKey: mockUnsubscribeKey,
  confirmKey: mockConfirmKey,
});

function toResponse(outcome: ApiOutcome): Response {
  const answer = httpAnswer(outcome);
  return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
}

/** The mocks' writes, one at a time, as the server runs its own. */
const writeTurn = oneAtATime();

/** Runs the route over `data` for the request; only routes that take a body read it. */
async function runOver(data: ShopData, route: Route, request: Request, store = false): Promise<ApiOutcome> {
  // A GET with a stray body must not fail differently here than on the server.
  const bodyText = route.body ? await request.text() : null;
  const run = () => runHttp(route, data, { url: request.url, headers: request.headers, bodyText, staff: getMockStaffSession() }, context());
  if (!store || route.method === "GET") return run();
  // The rule and the storing of its changes in one turn, as the server does: a second request's
  // rule (a double click's second order post) then sees the first's changes.
  return writeTurn(async () => {
    const outcome = await run();
    if (outcome.changes?.length) {
      applyChanges(data, outcome.changes);
      tellMockInbox(orderLiveEvents(outcome.changes));
    }
    return outcome;
  });
}

/**
 * Signing in and out of the mocks' back office, as routes of the staff group (the server's own way
 * is a hashed password and a cookie): the body is checked as the server checks it, and the one
 * mock account's password opens it. They come before the table's GET of /staff/session.
 */
const mockStaffAuthRoutes: Route[] = [
  {
    ...staffAuthRoutes.staffSignIn,
    name: "staffSignIn" as Route["name"],
    handle: async (_data, { body }) => {
      const parsed = parseStaffSignIn(body);
      if (!parsed.ok) return { status: 400, body: parsed.error };
      if (parsed.value.email !== MOCK_STAFF.email || parsed.value.password !== MOCK_STAFF.password) {
        return apiError(401, STAFF_SIGN_IN_REFUSED);
      }
      setMockStaffSession("signed-in");
      return { status: 200, body: getMockStaffSession() };
    },
  },
  {
    ...staffAuthRoutes.staffSignOut,
    name: "staffSignOut" as Route["name"],
    handle: async () => {
      setMockStaffSession(null);
      return { status: 204 };
    },
  },
];

/** One handler per route of the group, each answering with `resolve`. */
function handlersFor(group: RouteGroup, resolve: (route: Route, request: Request) => Response | Promise<Response>): HttpHandler[] {
  return [...mockStaffAuthRoutes, ...routes]
    .filter((route) => route.group === group)
    .map((route) =>
      handler(
        route.method === "GET" ? /^(GET|HEAD)$/ : route.method,
        `${route.method} ${API_BASE}${route.path}`,
        (pathname) => matchPath(route, pathname) !== null,
        (request) => resolve(route, request),
      ),
    );
}

/** Runs the route over the mock database, stores what it changed, and answers. */
async function answerFromDomain(route: Route, request: Request): Promise<Response> {
  // Notifications (email, form-mail) are the server's business; the mocks only store.
  return toResponse(await runOver(getMockData(), route, request, true));
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
async function domainNotFoundMessage(group: RouteGroup): Promise<string | undefined> {
  const data = emptied(getMockData(), ALL_COLLECTIONS);
  for (const route of routes) {
    if (route.group !== group || !route.path.includes("/:")) continue;
    const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1] ?? "", "missing"]));
    const outcome = await route.handle(
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
  /.+/,
  `all ${API_BASE}/*`,
  (pathname) => /^\/api(\/|$)/i.test(pathname),
  (request) => toResponse(unknownEndpoint(request.method, new URL(request.url).pathname)),
);

/** Builds the success, empty, pending, error and not-found handlers of one call group. */
export function scenariosFor(group: RouteGroup): Scenarios {
  const success = handlersFor(group, answerFromDomain);

  const empty = handlersFor(group, async (route, request) => {
    if (route.method !== "GET") return answerFromDomain(route, request);
    // A read changes nothing, so there is nothing to apply.
    return toResponse(await runOver(emptied(getMockData(), GROUP_COLLECTIONS[group]), route, request));
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

  let message: Promise<string | undefined> | null = null;
  const notFound = handlersFor(group, async (_route, request) => {
    message ??= domainNotFoundMessage(group);
    const said = await message;
    return toResponse(
      said === undefined
        ? unknownEndpoint(request.method, new URL(request.url).pathname)
        : apiError(404, said),
    );
  });

  const changedMidVisit = (change: (data: ShopData) => void): HttpHandler[] => {
    // By database, not a flag: Storybook keeps a story's handlers and resets the data between visits.
    const changed = new WeakSet<ShopData>();
    return handlersFor(group, (route, request) => {
      const data = getMockData();
      if (route.method !== "GET" && !changed.has(data)) {
        changed.add(data);
        change(data);
      }
      return answerFromDomain(route, request);
    });
  };

  return { success, empty, pending, error, notFound, changedMidVisit };
}
