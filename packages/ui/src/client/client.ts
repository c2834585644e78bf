import { SESSION_HEADER, type ApiErrorBody, type HttpMethod, type ResponseOf, type RouteDefinition } from "@shop/domain";
import { routePath, type RequestArg } from "./keys.ts";
import { getSessionId } from "./session.ts";

/**
 * The typed client for the shop's /api (docs/product.md, Calls). Every call sends the guest session
 * id in the `session-id` header and includes credentials; writes send JSON. A non-OK answer becomes
 * an `ApiError` whose message is "{status}: {body text or status text}".
 */

export type { HttpMethod };

/** A non-OK answer from the API. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status: 400, 404, 409, 500... */
  readonly status: number;
  readonly statusText: string;
  /** The API's `{ message, field? }` when the answer was one; undefined for any other body. */
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    // The status, a colon, a space, then the body text, or the status text when the body is empty.
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
  /** More request headers: the back office's writes send `x-csrf-token` (CSRF_HEADER). */
  headers?: Record<string, string>;
}

/**
 * Calls the API and resolves its JSON answer, or undefined for 204 or an empty body.
 * `body`, when given, is sent as JSON. Throws `ApiError` for a non-OK answer.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", [SESSION_HEADER]: getSessionId(), ...options.headers };
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

/**
 * Calls one of the domain's routes (`apiRoutes.addToCart`) with its path parameters, query and
 * body, and resolves its declared answer: the path is built from the route, never spelled.
 */
export function callApi<R extends RouteDefinition>(route: R, ...[request]: RequestArg<R>): Promise<ResponseOf<R>> {
  const { body, signal, headers } = (request ?? {}) as { body?: unknown } & RequestOptions;
  const options: RequestOptions = { ...(signal ? { signal } : {}), ...(headers ? { headers } : {}) };
  return apiRequest<ResponseOf<R>>(route.method, routePath(route, ...([request] as RequestArg<R>)), body, options);
}
