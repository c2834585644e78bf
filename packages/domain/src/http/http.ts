import { sameKey } from "../kernel/keys.ts";
import { isValidSessionId, SESSION_HEADER } from "../kernel/limits.ts";
import { compilePathPattern, matchPathPattern, type PathPattern } from "../kernel/path-pattern.ts";
import type { ShopState } from "../shop/index.ts";
import type { ApiContext, RouteRule, StaffSessionView } from "./handler.ts";
import { type ApiOutcome, error } from "./outcome.ts";
import { API_BASE, type RouteDefinition } from "./route.ts";


/**
 * From HTTP to the rules and back, once for both adapters: the server (express) and the mocks
 * (MSW) each show a request as an `HttpRequestView`, run it with `runHttp`, and send what
 * `httpAnswer` gives. What is left to an adapter is its framework: reading the body, HEAD
 * answers without one, and (on the server) storing changes, caching and form-mail.
 */

/** Bodies over this many bytes are refused with 413. */
export const MAX_BODY_BYTES = 100 * 1024;

/** What an adapter hands over from an HTTP request. */
export interface RawRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The session-id header, if sent. */
  sessionId: string | null;
  contentType: string | null;
  /** The body as text; null when there was none. */
  bodyText: string | null;
  /** The signed-in staff member, when the adapter found a valid staff session; null otherwise. */
  staff: StaffSessionView | null;
  /** The x-csrf-token header, if sent. */
  csrfToken: string | null;
}

/** The header every back-office write sends its session's CSRF token in. */
export const CSRF_HEADER = "x-csrf-token";

/** The answer to a staff call without a signed-in staff session. */
export const staffSignInNeeded = (): ApiOutcome => error(401, "Sign in to the back office to do this");

/** The answer for a path whose percent-escapes do not decode ("%E0%A4%A"). */
export const badlyEncodedUrl = (): ApiOutcome => error(400, "The URL is not correctly percent-encoded");

export const tooLarge = (limit = MAX_BODY_BYTES): ApiOutcome =>
  error(413, limit >= 1024 * 1024 ? `Request body is larger than ${limit / (1024 * 1024)} MB` : `Request body is larger than ${limit / 1024} KB`);

/** The answer for any /api path that is not in the table. */
export const unknownEndpoint = (method: string, path: string): ApiOutcome =>
  error(404, `No API endpoint ${method} ${path}`);

/** Reads a JSON body: it must be declared JSON, fit the size limit (the route's, or MAX_BODY_BYTES) and parse. */
export function readJsonBody(
  contentType: string | null,
  text: string | null,
  limit = MAX_BODY_BYTES,
): { ok: true; value: unknown } | { ok: false; outcome: ApiOutcome } {
  const fail = (outcome: ApiOutcome) => ({ ok: false as const, outcome });
  if (!contentType || !/^application\/json\s*(;|$)/i.test(contentType)) {
    return fail(error(415, "Content-Type must be application/json"));
  }
  if (text !== null && new TextEncoder().encode(text).byteLength > limit) return fail(tooLarge(limit));
  if (text === null || text.trim() === "") return fail(error(400, "A JSON request body is required"));
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return fail(error(400, "Request body is not valid JSON"));
  }
}

/**
 * The answer to a staff call without a signed-in staff session (401), or to a write without its
 * session's CSRF token (403); undefined when it may go on. runRoute asks it for every staff route,
 * and the adapters for the photo upload, whose body is no JSON.
 */
export function staffRefusal(method: string, raw: Pick<RawRequest, "staff" | "csrfToken">): ApiOutcome | undefined {
  if (!raw.staff) return staffSignInNeeded();
  // A write must prove it comes from the back office's own page: the token is in no cookie, so
  // another site's form or script cannot send it (SameSite=Strict on the cookie is the other half).
  if (method !== "GET" && method !== "HEAD" && !(raw.csrfToken !== null && sameKey(raw.csrfToken, raw.staff.csrfToken))) {
    return error(403, "The page is out of date: reload it and try again", CSRF_HEADER);
  }
  return undefined;
}

/** Checks the session and body a route needs, then runs it. Never throws for bad input. */
export async function runRoute(route: RouteRule, data: ShopState, raw: RawRequest, ctx: ApiContext): Promise<ApiOutcome> {
  if (route.staff) {
    const refused = staffRefusal(route.method, raw);
    if (refused) return refused;
  }
  let sessionId = "";
  if (route.session) {
    if (!isValidSessionId(raw.sessionId)) {
      return error(400, `${SESSION_HEADER} header must be 21 characters of A-Z, a-z, 0-9, '_' or '-'`, SESSION_HEADER);
    }
    sessionId = raw.sessionId;
  }
  let body: unknown;
  if (route.body) {
    const read = readJsonBody(raw.contentType, raw.bodyText, route.maxBodyBytes);
    if (!read.ok) return read.outcome;
    body = read.value;
  }
  return route.handle(data, { params: raw.params, query: raw.query, sessionId, body, ...(raw.staff ? { staff: raw.staff } : {}) }, ctx);
}

// ---- Matching -----------------------------------------------------------------------------------

const patterns = new WeakMap<RouteDefinition, PathPattern>();

/**
 * The route's path parameters in `pathname` (still percent-encoded), or null when it is not the
 * route's path. Matched as express's router matches: letters in any case, an optional trailing
 * slash, one segment per parameter.
 */
export function matchPath(route: RouteDefinition, pathname: string): Record<string, string> | null {
  let compiled = patterns.get(route);
  if (!compiled) {
    compiled = compilePathPattern(`${API_BASE}${route.path}`);
    patterns.set(route, compiled);
  }
  return matchPathPattern(compiled, pathname);
}

// ---- Requests and answers ------------------------------------------------------------------------

/** What an adapter shows of an HTTP request, in WHATWG terms. */
export interface HttpRequestView {
  /** The request URL: absolute, or the path and query as sent ("/api/products?limit=4"). */
  url: string;
  headers: { get(name: string): string | null };
  /** The body as text; null (or "") when there was none or the route takes none. */
  bodyText: string | null;
  /** The staff session the adapter found for the request (its cookie checked); absent or null for none. */
  staff?: StaffSessionView | null;
}

/** The path of a request URL as sent, percent-escapes untouched. */
export function pathnameOf(url: string): string {
  return url.startsWith("/") ? (url.split(/[?#]/)[0] ?? url) : new URL(url).pathname;
}

/** The domain's request, or null when a path parameter is not valid percent-encoding. */
export function toRawRequest(route: RouteDefinition, view: HttpRequestView): RawRequest | null {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(matchPath(route, pathnameOf(view.url)) ?? {})) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return {
    params,
    // WHATWG parsing on both sides: not express's qs (no arrays or nested objects).
    query: new URL(view.url, "http://x").searchParams,
    sessionId: view.headers.get(SESSION_HEADER),
    contentType: view.headers.get("content-type"),
    bodyText: view.bodyText === "" ? null : view.bodyText,
    staff: view.staff ?? null,
    csrfToken: view.headers.get(CSRF_HEADER),
  };
}

/** Runs a route for an HTTP request; a badly encoded path parameter answers 400. */
export async function runHttp(route: RouteRule, data: ShopState, view: HttpRequestView, ctx: ApiContext): Promise<ApiOutcome> {
  const raw = toRawRequest(route, view);
  return raw ? runRoute(route, data, raw, ctx) : badlyEncodedUrl();
}

/** An answer as HTTP: status, headers and the JSON text (null for none). */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export function httpAnswer(outcome: ApiOutcome): HttpAnswer {
  if (outcome.status === 204 || outcome.body === undefined) return { status: outcome.status, headers: {}, body: null };
  return { status: outcome.status, headers: { "content-type": "application/json" }, body: JSON.stringify(outcome.body) };
}

/**
 * Runs the tasks given to it one after another, each after the last has settled: the adapters run
 * each write's rule and apply its changes in one such turn, so a rule that waits on a question to
 * the data never decides from what a write running beside it is about to change (two orders for
 * the last unit, a double click's second post). Reads need no turn.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
