import { apiRoutes, type ContactMessage, type StaffMessageFilter } from "@shop/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../client/client.ts";
import { routeKey } from "../../client/keys.ts";
import { csrfHeaders, saveCsvFile, signOutOn401, staffRead } from "../../staff/index.ts";

/**
 * The back office's contact messages and newsletter sign-ups (docs/product.md, Back office:
 * Messages and sign-ups), with the staff session's cookie and, on writes, its CSRF token. A 401
 * signs the back office out, as every staff call does.
 */

/** Query options for the messages and sign-ups reads. */
export const staffMessageQueries = {
  messages: (status: StaffMessageFilter) => staffRead(apiRoutes.staffMessages, { query: { status } }),
  signups: () => staffRead(apiRoutes.staffSignups),
};

/** The messages of one filter, newest first, with every filter's count; the list stays while another loads. */
export function useStaffMessages(status: StaffMessageFilter) {
  return useQuery({ ...staffMessageQueries.messages(status), placeholderData: keepPreviousData });
}

/** How many messages are open, for the back office's nav; undefined until known. */
export function useOpenMessageCount(enabled = true): number | undefined {
  return useQuery({ ...staffMessageQueries.messages("open"), enabled }).data?.counts.open;
}

/** Marks a message handled or open again (PUT /api/staff/messages/:id); every filter's list is asked again. */
export function useMarkMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }): Promise<ContactMessage> =>
      callApi(apiRoutes.staffMessageHandled, { params: { id }, body: { handled }, headers: csrfHeaders(client) }),
    onSettled: () => client.invalidateQueries({ queryKey: routeKey(apiRoutes.staffMessages) }),
    onError: (error) => signOutOn401(client, error),
  });
}

/** Every sign-up, newest first, with how many are subscribed. */
export function useStaffSignups() {
  return useQuery(staffMessageQueries.signups());
}

/**
 * Fetches the sign-ups as CSV (GET /api/staff/signups/export) and hands the file to the browser
 * to save; resolves with its name.
 */
export function useExportSignups() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<string> => saveCsvFile(await callApi(apiRoutes.staffSignupsExport)),
    onError: (error) => signOutOn401(client, error),
  });
}
