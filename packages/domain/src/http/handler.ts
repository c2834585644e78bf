import type { Parsed } from "../kernel/parse.ts";
import type { RuleResult } from "../kernel/rule-result.ts";
import type { ShopState, ShopReads } from "../shop/index.ts";
import type { ApiOutcome } from "./outcome.ts";
import type { HttpMethod, PathParamNames, ResponseOf, RouteDefinition } from "./route.ts";

/**
 * What a feature's handlers are written against: the context and the request a rule gets, the
 * handler's type for one call, and the few helpers every handler table uses. Each feature's
 * handlers.ts pairs its calls (routes.ts) with its rules; the package root joins them (handlers.ts).
 */

export interface ApiContext {
  now: Date;
  /** A fresh unique id for a stored record. */
  newId(): string;
  /** The key of an order's page: the server's HMAC of the order number (docs/architecture.md, Order page keys). */
  orderKey(orderNumber: string): string;
  /** The key of an address's unsubscribe link: the server's HMAC of the address (docs/architecture.md, Email). */
  unsubscribeKey(email: string): string;
  /** The key of an address's newsletter confirmation link: the server's HMAC of the address for that purpose alone (docs/architecture.md, Email). */
  confirmKey(email: string): string;
  /**
   * Where the rules' questions are answered (the server's database); without it, they are
   * answered over the shop in memory the route is run with.
   */
  reads?: ShopReads;
  /**
   * Reads a catalogue CSV file into rows with every cell checked, before the rows are matched to
   * the catalogue (docs/architecture.md, Catalogue CSV): the server's runs the domain's
   * readCatalogueCsv in a worker thread and answers its plain-data result, so no other request
   * waits on a large file. Without it, the rule reads the file itself, at once.
   */
  readCatalogueCsv?(csvText: string): Promise<unknown>;
}

/** The context a rule gets: the adapter's, with the place its questions are answered always there. */
export interface RuleContext extends ApiContext {
  reads: ShopReads;
}

/** A rule answers at once, or when its questions to the data are answered. */
export type Awaitable<T> = T | Promise<T>;

/** Who is signed in to the back office, and the token every staff write must send back (x-csrf-token). */
export interface StaffSessionView {
  email: string;
  csrfToken: string;
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

/** A call's definition with its rule: what the adapters run (runRoute). */
export interface RouteRule extends RouteDefinition {
  name: string;
  handle(data: ShopState, request: ApiRequest, ctx: ApiContext): Promise<ApiOutcome>;
}

/** The rule of one call: it must answer the call's declared response type. */
export type Handler<R> = (
  data: ShopState,
  request: ApiRequest<R extends RouteDefinition<HttpMethod, infer Path> ? PathParamNames<Path> : never>,
  ctx: RuleContext,
) => Awaitable<ApiOutcome<ResponseOf<R>>>;

/** A handler for each call of a feature's route object. */
export type Handlers<Routes> = { [Name in keyof Routes]: Handler<Routes[Name]> };

/**
 * A rule's result as an answer, with the changes and the notification the rule decided; a 204
 * carries no body, so its value (null) is dropped.
 */
export function fromRule<T>(result: RuleResult<T>): ApiOutcome<T extends null ? void : T> {
  if (!result.ok) return { status: result.status, body: result.error };
  const told = result.notification ? { notification: result.notification } : {};
  return result.status === 204
    ? { status: 204, changes: result.changes, ...told }
    : { status: result.status, body: result.value as T extends null ? void : T, changes: result.changes, ...told };
}

/** Runs `then` with a parsed value, or answers 400 with the parse error. */
export function withParsed<T, Answer extends Awaitable<ApiOutcome<unknown>>>(parsed: Parsed<T>, then: (value: T) => Answer): Answer | ApiOutcome<never> {
  return parsed.ok ? then(parsed.value) : { status: 400, body: parsed.error };
}

/** The staff member a staff route runs for: runRoute checks it is there before any staff rule runs. */
export const staffOf = (request: Pick<ApiRequest, "staff">): StaffSessionView => {
  if (!request.staff) throw new Error("A staff rule ran without a staff session");
  return request.staff;
};
