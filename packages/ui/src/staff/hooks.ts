import {
  apiRoutes,
  CSRF_HEADER,
  staffAuthRoutes,
  type ResponseOf,
  type RouteDefinition,
  type StaffSessionView,
  type StaffSignInInput,
} from "@shop/domain";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, callApi } from "../client/client.ts";
import { pathFromQueryKey, routeKey, type RequestArg } from "../client/keys.ts";

/**
 * The back office's session and the helpers every staff call uses (docs/architecture.md, Back office). The staff session is a cookie the
 * browser sends (path /api/staff); every write also sends the session's CSRF token in the
 * `x-csrf-token` header. A 401 from any staff call means the session ended: the session's cache entry
 * becomes null (signed out) and the back office's frame goes back to the sign-in page.
 */

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
};

/** The signed-in staff member and their CSRF token; `data` is null when nobody is signed in. */
export function useStaffSession() {
  return useQuery(staffQueries.session());
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

/**
 * Hands a CSV the API answered (`{ filename, csv }`) to the browser to save, and answers its name:
 * the back office's exports (catalogue, sign-ups, day report) all save this way.
 */
export function saveCsvFile({ filename, csv }: { filename: string; csv: string }): string {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    link.click();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}
