import { apiRoutes, type OrderStatusInput, type StaffInboxParams, type StaffOrderView } from "@shop/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callApi } from "../../client/client.ts";
import { routeKey } from "../../client/keys.ts";
import { csrfHeaders, saveCsvFile, signOutOn401, staffRead, useLivePollMs } from "../../staff/index.ts";

/** The back office's order calls: the inbox, one order, and its status and note writes. */

/** Orders per inbox page. */
export const STAFF_INBOX_PAGE_SIZE = 50;
/** The GET /api/staff/orders query of an inbox view: its page as limit and offset. */
export function staffOrdersApiQuery(params: StaffInboxParams) {
  const page = params.page ?? 1;
  return { status: params.status, day: params.day, q: params.q, limit: STAFF_INBOX_PAGE_SIZE, offset: (page - 1) * STAFF_INBOX_PAGE_SIZE };
}

/** Query options for the back office's order reads. */
export const staffOrderQueries = {
  orders: (params: StaffInboxParams) => staffRead(apiRoutes.staffOrders, { query: staffOrdersApiQuery(params) }),
  order: (orderNumber: string) => staffRead(apiRoutes.staffOrder, { params: { orderNumber } }),
  pickList: (orderNumber: string) => staffRead(apiRoutes.staffPickList, { params: { orderNumber } }),
  pickLists: (day: string | undefined) => staffRead(apiRoutes.staffPickLists, { query: { day } }),
  arrivals: () => staffRead(apiRoutes.staffArrivals),
  dayReport: (date: string | undefined) => staffRead(apiRoutes.staffDayReport, { query: { date } }),
};

/** The day report of `date` (the shop's today when undefined), asked again when the window regains focus. */
export function useDayReport(date: string | undefined) {
  return useQuery({ ...staffOrderQueries.dayReport(date), refetchOnWindowFocus: "always" });
}

/** Asks for the day report of `date` as CSV and saves it as the file the API names; resolves with its name. */
export function useExportDayReport(date: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => saveCsvFile(await callApi(apiRoutes.staffDayReportExport, { query: { date } })),
    onError: (error) => signOutOn401(client, error),
  });
}

/** The customers who said they are at the store, longest waiting first; asked again as the inbox is. */
export function useStaffArrivals() {
  return useQuery({ ...staffOrderQueries.arrivals(), refetchInterval: useLivePollMs(), refetchOnWindowFocus: "always" });
}

/** An order's pick list, bins as the catalogue has them now. A missing order errors with `isNotFound(error)`. */
export function usePickList(orderNumber: string) {
  return useQuery({ ...staffOrderQueries.pickList(orderNumber), enabled: Boolean(orderNumber), refetchOnWindowFocus: "always" });
}

/** The pick lists of a day's orders still received (the shop's today when `day` is undefined). */
export function usePickLists(day: string | undefined) {
  return useQuery({ ...staffOrderQueries.pickLists(day), refetchOnWindowFocus: "always" });
}

/**
 * One page of the inbox, newest first, with counts per status. Asked again on each event of the
 * live channel (staff/live.ts), every 15 seconds while it is down, and whenever the window regains
 * focus, so new orders appear without a reload; the page shown stays while another filter's answer
 * loads.
 */
export function useStaffOrders(params: StaffInboxParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...staffOrderQueries.orders(params),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    refetchInterval: useLivePollMs(),
    // The shop's queries never go stale, and focus only refetches stale ones: "always" overrides.
    refetchOnWindowFocus: "always",
  });
}

/** One order as the counter sees it; waits while the number is empty. A missing one errors with `isNotFound(error)`. */
export function useStaffOrder(orderNumber: string | undefined) {
  return useQuery({ ...staffOrderQueries.order(orderNumber ?? ""), enabled: Boolean(orderNumber), refetchOnWindowFocus: "always" });
}

/** After a write: the order's new view in its entry, and the inbox asked again. */
function useOrderWrite<I>(orderNumber: string, send: (input: I, headers: Record<string, string>) => Promise<StaffOrderView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => send(input, csrfHeaders(client)),
    onSuccess: (view) => {
      client.setQueryData(staffOrderQueries.order(orderNumber).queryKey, view);
      void client.invalidateQueries({ queryKey: routeKey(apiRoutes.staffOrders) });
      void client.invalidateQueries({ queryKey: routeKey(apiRoutes.staffArrivals) });
    },
    onError: (error) => {
      signOutOn401(client, error);
      // Refused because someone else moved it first: show where it stands now, beside the message.
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: staffOrderQueries.order(orderNumber).queryKey });
    },
  });
}

/** Moves the order to a status (POST .../status); a cancel needs a reason. 409 when the move is not allowed now. */
export function useStaffOrderStatus(orderNumber: string) {
  return useOrderWrite(orderNumber, (input: OrderStatusInput, headers) =>
    callApi(apiRoutes.staffOrderStatus, { params: { orderNumber }, body: input, headers }),
  );
}

/** Marks a special-order line's units arrived from the distributor (POST .../lines/{productId}/arrived). */
export function useStaffOrderLineArrived(orderNumber: string) {
  return useOrderWrite(orderNumber, (productId: number, headers) =>
    callApi(apiRoutes.staffOrderLineArrived, { params: { orderNumber, productId: String(productId) }, body: {}, headers }),
  );
}

/** Saves the staff note (PUT .../note); an empty note removes it. */
export function useStaffOrderNote(orderNumber: string) {
  return useOrderWrite(orderNumber, (note: string, headers) =>
    callApi(apiRoutes.staffOrderNote, { params: { orderNumber }, body: { note }, headers }),
  );
}
