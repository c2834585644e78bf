import { apiRoutes } from "@shop/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../client/client.ts";

/**
 * The unsubscribe page's button (POST /api/newsletter/unsubscribe) with the address and key of the
 * email's link. Sent from a button, never on load, so a mail scanner opening the link unsubscribes
 * nobody. A wrong key is the API's 404 with its message.
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (link: { email: string; key: string }) => callApi(apiRoutes.unsubscribe, { body: link }),
  });
}
