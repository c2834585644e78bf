import { apiRoutes, CSRF_HEADER, type StaffSessionView, type StoreEditInput, type ShopInfo } from "@shop/domain";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { callApi } from "../../client/client.ts";
import { routeKey } from "../../client/keys.ts";
import { apiQueries } from "../../client/queries.ts";
import { isUnauthorized } from "../../staff/index.ts";

/**
 * The back office's store form (docs/product.md, Back office: Store): the store record, its
 * history, and the edit. Like the order calls (staff.ts): a 401 signs the staff out, and the edit
 * carries the session's CSRF token.
 */

const sessionKey = routeKey(apiRoutes.staffSession);
const storeKey = routeKey(apiRoutes.staffStore);
const historyKey = routeKey(apiRoutes.staffStoreHistory);

function signOutOn401(client: QueryClient, error: unknown): void {
  if (isUnauthorized(error)) client.setQueryData<StaffSessionView | null>(sessionKey, null);
}

/** The store record as the form starts from it (GET /api/staff/store). */
export function useStaffStore() {
  const client = useQueryClient();
  return useQuery({
    queryKey: storeKey,
    queryFn: async ({ signal }) => {
      try {
        return await callApi(apiRoutes.staffStore, { signal });
      } catch (error) {
        signOutOn401(client, error);
        throw error;
      }
    },
  });
}

/** The store record's last 20 changes, newest first (GET /api/staff/store/history). */
export function useStaffStoreHistory() {
  const client = useQueryClient();
  return useQuery({
    queryKey: historyKey,
    queryFn: async ({ signal }) => {
      try {
        return await callApi(apiRoutes.staffStoreHistory, { signal });
      } catch (error) {
        signOutOn401(client, error);
        throw error;
      }
    },
  });
}

/**
 * Saves the form (PUT /api/staff/store). The answer is the new record: the form's, the shop's
 * own copy (the frame's name) and the history are brought up to date. A refusal is the API's 400
 * with the field.
 */
export function useStaffStoreEdit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: StoreEditInput) => {
      const token = client.getQueryData<StaffSessionView | null>(sessionKey)?.csrfToken;
      return callApi(apiRoutes.staffStoreEdit, { body: edit, headers: token ? { [CSRF_HEADER]: token } : {} });
    },
    onSuccess: (record: ShopInfo) => {
      client.setQueryData(storeKey, record);
      client.setQueryData(apiQueries.store().queryKey, record);
      void client.invalidateQueries({ queryKey: historyKey });
    },
    onError: (error) => signOutOn401(client, error),
  });
}
