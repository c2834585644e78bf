import { SESSION_HEADER, type ApiErrorBody } from "@shop/domain";
import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import { getSessionId } from "./session.ts";

/**
 * The typed client for the shop's /api (SPEC.md sections 7 and 8). Every call sends the guest
 * session id in the `session-id` header and includes credentials; writes send JSON. A non-OK
 * answer becomes an `ApiError` whose message is "{status}: {body text or status text}".
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** A non-OK answer from the API. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status: 400, 404, 409, 500... */
  readonly status: number;
  readonly statusText: string;
  /** The API's `{ message, field? }` when the answer was one; undefined for any other body. */
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    // SPEC.md section 8: the status, a colon, a space, then the body text (or the status text).
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.body = parseErrorBody(bodyText);
  }

  /** The request field the error is about ("email", "quantity"), for a form to point at. */
  get field(): string | undefined {
    return this.body?.field;
  }
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null) return undefined;
    const { message, field } = value as Record<string, unknown>;
    if (typeof message !== "string") return undefined;
    return typeof field === "string" ? { message, field } : { message };
  } catch {
    return undefined;
  }
}

/** True for an `ApiError` with status 404: the item is missing, show the not-found screen. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A message for a person: the API's own message when it sent one ("Category not found"), else
 * the error's message.
 */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The absolute URL of an API path. jsdom's (Node's) fetch refuses relative URLs, so the path is
 * resolved against the page's location when there is an http(s) one, else against localhost.
 */
export function apiUrl(path: string): string {
  const location = (globalThis as { location?: Location }).location;
  const base = location && /^https?:$/.test(location.protocol) ? location.href : "http://localhost";
  return new URL(path, base).href;
}

export interface RequestOptions {
  /** Aborts the call: TanStack Query passes one so an unmounted query stops its fetch. */
  signal?: AbortSignal;
}

/**
 * Calls the API and resolves its JSON answer, or undefined for 204 or an empty body.
 * `body`, when given, is sent as JSON. Throws `ApiError` for a non-OK answer.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", [SESSION_HEADER]: getSessionId() };
  const init: RequestInit = { method, headers, credentials: "include" };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(apiUrl(path), init);
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new ApiError(response.status, response.statusText, text);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Query parameters: the optional last part of a query key. Undefined, null and "" are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

function isQueryParams(value: unknown): value is QueryParams {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The request path of a query key. Key scheme:
 * - the first part is an API path: "/api/products";
 * - each further string or number part is one more path segment, percent-encoded:
 *   `["/api/products", 12]` -> "/api/products/12",
 *   `["/api/products/search-by-model", "WRF 555"]` -> "/api/products/search-by-model/WRF%20555";
 * - an optional plain object as the last part is the query string, in its key order, with
 *   undefined, null and "" left out: `["/api/products", { inStock: true, limit: 20 }]` ->
 *   "/api/products?inStock=true&limit=20".
 */
export function pathFromQueryKey(queryKey: QueryKey): string {
  const [head, ...rest] = queryKey;
  if (typeof head !== "string" || !head.startsWith("/")) {
    throw new TypeError(`A query key starts with an API path such as "/api/products", not ${JSON.stringify(head)}`);
  }
  const last = rest.at(-1);
  const params = isQueryParams(last) ? last : undefined;
  const segments = (params ? rest.slice(0, -1) : rest).map((part) => {
    if (typeof part !== "string" && typeof part !== "number") {
      throw new TypeError(`A query key part must be a path segment (string or number), not ${JSON.stringify(part)}`);
    }
    return encodeURIComponent(String(part));
  });
  const path = [head, ...segments].join("/");
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.append(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** What a read does with a 401: raise it (the default) or give null, e.g. for "who am I" reads. */
export type On401 = "returnNull" | "throw";

/**
 * A query function that GETs the path of its query key (see `pathFromQueryKey`). With
 * `on401: "returnNull"` a 401 answer gives null instead of an error.
 */
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>("GET", pathFromQueryKey(queryKey), undefined, { signal });
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
