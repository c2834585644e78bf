/**
 * The /api calls' definition kit: each call's method, path and group, and (as types only) what it
 * takes and answers. Each feature declares its calls with `defineRoute` (its routes.ts); the
 * package root composes them (src/routes.ts). The server and the MSW mocks pair the definitions
 * with the rules that answer them (handler.ts); the UI's client builds its paths and query keys
 * from them, so a call the table does not have, or a wrong answer type, is a compile error there.
 *
 * No rules and no validation here, so the storefront's bundle can carry it.
 */

/** Where the API lives: every path below is under it. */
export const API_BASE = "/api";

/** Call groups: the unit a story or test swaps for an empty, pending, error or not-found answer. */
export const ROUTE_GROUPS = ["store", "categories", "brands", "products", "blog", "cart", "orders", "contact", "newsletter", "staff"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** What one call takes and answers. Types only: a definition never holds values of them. */
export interface CallTypes {
  /** The query parameters a client may send (the server validates whatever arrives). */
  query?: object;
  /** The JSON body of a write. */
  body?: unknown;
  /** The JSON answer on success; `void` for 204 No Content. */
  response: unknown;
}

/** The names of a path pattern's `:params`: "/cart/:id" -> "id". */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export interface RouteDefinition<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Types extends CallTypes = CallTypes,
> {
  readonly method: Method;
  /** Below /api, in the `:param` form both express and MSW read. */
  readonly path: Path;
  readonly group: RouteGroup;
  /** Needs a valid session-id header. */
  readonly session: boolean;
  /**
   * Back office: answers 401 unless the adapter found a signed-in staff session (a cookie, never the
   * visitor's session-id), and a write must also send that session's CSRF token (`x-csrf-token`).
   */
  readonly staff: boolean;
  /** Takes a JSON body: every POST and PUT. */
  readonly body: boolean;
  /**
   * The answer depends only on the URL and the catalogue (store record, categories, brands,
   * products, posts): an adapter may keep it until a change touches the catalogue
   * (`touchesCatalogue`). Every read without a session, staff sign-in or private answer is one.
   */
  readonly cacheable: boolean;
  /** A larger body limit than the adapters' default (http.ts, MAX_BODY_BYTES), for the few calls that carry a file. */
  readonly maxBodyBytes?: number;
  /** Never set: carries the call's request and response types to whoever holds the definition. */
  readonly types?: Types;
}

type TypesOf<R> = R extends RouteDefinition<HttpMethod, string, infer Types> ? Types : never;

/** What a call answers on success. */
export type ResponseOf<R> = TypesOf<R>["response"];
/** The query parameters a call takes. */
export type QueryOf<R> = TypesOf<R> extends { query: infer Query } ? Query : never;
/** The body a write sends. */
export type BodyOf<R> = TypesOf<R> extends { body: infer Body } ? Body : never;
/** The path parameters a call needs, by name; numbers are sent as their digits. */
export type ParamsOf<R> = R extends RouteDefinition<HttpMethod, infer Path> ? Record<PathParamNames<Path>, string | number> : never;

/** One request to a call: its path parameters, query and body, each present only when the call takes it. */
export type RequestOf<R> = ([PathParamNames<R extends RouteDefinition<HttpMethod, infer Path> ? Path : never>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R> }) &
  ([QueryOf<R>] extends [never] ? { query?: undefined } : { query?: QueryOf<R> }) &
  ([BodyOf<R>] extends [never] ? { body?: undefined } : { body: BodyOf<R> });

/**
 * Declares a call: `defineRoute<{ query: Q; response: R }>()("GET", "/products", "products")`.
 * The types come first and apart, so the method and the path are still read as literals.
 */
export function defineRoute<Types extends CallTypes>() {
  return <Method extends HttpMethod, Path extends string>(
    method: Method,
    path: Path,
    group: RouteGroup,
    options: { session?: boolean; staff?: boolean; private?: boolean; maxBodyBytes?: number } = {},
  ): RouteDefinition<Method, Path, Types> => {
    const session = options.session ?? false;
    const staff = options.staff ?? false;
    return {
      method,
      path,
      group,
      session,
      staff,
      body: method === "POST" || method === "PUT",
      cacheable: method === "GET" && !session && !staff && !options.private,
      ...(options.maxBodyBytes === undefined ? {} : { maxBodyBytes: options.maxBodyBytes }),
    };
  };
}
