import { apiRoutes } from "@shop/domain";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../client/client.ts";

/**
 * The confirmation page's button (POST /api/newsletter/confirm) with the address and key of the
 * confirmation email's link. Sent from a button, never on load, so a mail scanner opening the link
 * subscribes nobody. A wrong key is the API's 404 with its message; an address that unsubscribed
 * since the link was sent, its 409.
 */
export function useConfirmSignup() {
  return useMutation({
    mutationFn: (link: { email: string; key: string }) => callApi(apiRoutes.confirmSignup, { body: link }),
  });
}
