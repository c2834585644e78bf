import {
  apiRoutes,
  CSRF_HEADER,
  staffAuthRoutes,
  type OrderStatusInput,
  type ResponseOf,
  type RouteDefinition,
  type StaffInboxParams,
  type StaffOrderView,
  type StaffSessionView,
  type StaffSignInInput,
} from "@shop/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, callApi } from "../client/client.ts";
import { pathFromQueryKey, routeKey, type RequestArg } from "../client/keys.ts";

/**
 * The back office's calls (docs/architecture.md, Back office). The staff session is a cookie the
 * browser sends (path /api/staff); every write also sends the session's CSRF token in the
 * `x-csrf-token` header. A 401 from any staff call means the session ended: the session's cache entry
 * becomes null (signed out) and the back office's frame goes back to the sign-in page.
 */

/** Orders per inbox page. */
export const STAFF_INBOX_PAGE_SIZE = 50;
/** How often the inbox asks for new orders while it is open. */
export const STAFF_INBOX_POLL_MS = 15_000;

/** True for the API's 401: no staff session, or it ended. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

const sessionKey = routeKey(apiRoutes.staffSession);

/** Marks the staff signed out when `error` is a 401, so the frame sends them to sign in again. */
export function signOutOn401(client: QueryClient, error: unknown): void {
  if (isUnauthorized(error)) client.setQueryData<StaffSessionView | null>(sessionKey, null);
}

/** A staff read: its key, and a GET of the key's path that signs out on 401. */
export function staffRead<R extends RouteDefinition<"GET">>(route: R, ...request: RequestArg<R>) {
  return queryOptions({
    queryKey: routeKey(route, ...request),
    queryFn: async ({ queryKey, signal, client }) => {
      try {
        return await apiRequest<ResponseOf<R>>("GET", pathFromQueryKey(queryKey), undefined, { signal });
      } catch (error) {
        signOutOn401(client, error);
        throw error;
      }
    },
  });
}

/** The GET /api/staff/orders query of an inbox view: its page as limit and offset. */
export function staffOrdersApiQuery(params: StaffInboxParams) {
  const page = params.page ?? 1;
  return { status: params.status, day: params.day, q: params.q, limit: STAFF_INBOX_PAGE_SIZE, offset: (page - 1) * STAFF_INBOX_PAGE_SIZE };
}

/** Query options for the back office's reads. */
export const staffQueries = {
  /** Who is signed in: null when nobody is (the API's 401 is an answer here, not an error). */
  session: () =>
    queryOptions({
      queryKey: sessionKey,
      queryFn: async ({ signal }): Promise<StaffSessionView | null> => {
        try {
          return await callApi(apiRoutes.staffSession, { signal });
        } catch (error) {
          if (isUnauthorized(error)) return null;
          throw error;
        }
      },
    }),
  orders: (params: StaffInboxParams) => staffRead(apiRoutes.staffOrders, { query: staffOrdersApiQuery(params) }),
  order: (orderNumber: string) => staffRead(apiRoutes.staffOrder, { params: { orderNumber } }),
};

/** The signed-in staff member and their CSRF token; `data` is null when nobody is signed in. */
export function useStaffSession() {
  return useQuery(staffQueries.session());
}

/**
 * One page of the inbox, newest first, with counts per status. Asked again every 15 seconds and
 * whenever the window regains focus, so new orders appear without a reload; the page shown stays
 * while another filter's answer loads.
 */
export function useStaffOrders(params: StaffInboxParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...staffQueries.orders(params),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    refetchInterval: STAFF_INBOX_POLL_MS,
    // The shop's queries never go stale, and focus only refetches stale ones: "always" overrides.
    refetchOnWindowFocus: "always",
  });
}

/** One order as the counter sees it; waits while the number is empty. A missing one errors with `isNotFound(error)`. */
export function useStaffOrder(orderNumber: string | undefined) {
  return useQuery({ ...staffQueries.order(orderNumber ?? ""), enabled: Boolean(orderNumber), refetchOnWindowFocus: "always" });
}

/** Signs in (POST /api/staff/session): the answer becomes the session. A refusal is the API's 401, 400 or 429. */
export function useStaffSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffSignInInput) => callApi(staffAuthRoutes.staffSignIn, { body: input }),
    onSuccess: (session) => {
      client.setQueryData<StaffSessionView | null>(sessionKey, session);
    },
  });
}

/** The CSRF header of the signed-in session, for a staff write. */
export function csrfHeaders(client: QueryClient): Record<string, string> {
  const token = client.getQueryData<StaffSessionView | null>(sessionKey)?.csrfToken;
  return token ? { [CSRF_HEADER]: token } : {};
}

/** Signs out (DELETE /api/staff/session) and forgets every staff answer, whatever the server said. */
export function useStaffSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(staffAuthRoutes.staffSignOut, { headers: csrfHeaders(client) }),
    onSettled: () => {
      client.removeQueries({ queryKey: routeKey(apiRoutes.staffOrders) });
      client.setQueryData<StaffSessionView | null>(sessionKey, null);
    },
  });
}

/** After a write: the order's new view in its entry, and the inbox asked again. */
function useOrderWrite<I>(orderNumber: string, send: (input: I, headers: Record<string, string>) => Promise<StaffOrderView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => send(input, csrfHeaders(client)),
    onSuccess: (view) => {
      client.setQueryData(staffQueries.order(orderNumber).queryKey, view);
      void client.invalidateQueries({ queryKey: routeKey(apiRoutes.staffOrders) });
    },
    onError: (error) => {
      signOutOn401(client, error);
      // Refused because someone else moved it first: show where it stands now, beside the message.
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: staffQueries.order(orderNumber).queryKey });
    },
  });
}

/** Moves the order to a status (POST .../status); a cancel needs a reason. 409 when the move is not allowed now. */
export function useStaffOrderStatus(orderNumber: string) {
  return useOrderWrite(orderNumber, (input: OrderStatusInput, headers) =>
    callApi(apiRoutes.staffOrderStatus, { params: { orderNumber }, body: input, headers }),
  );
}

/** Saves the staff note (PUT .../note); an empty note removes it. */
export function useStaffOrderNote(orderNumber: string) {
  return useOrderWrite(orderNumber, (note: string, headers) =>
    callApi(apiRoutes.staffOrderNote, { params: { orderNumber }, body: { note }, headers }),
  );
}
