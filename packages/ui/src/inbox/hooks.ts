import { apiRoutes, type ContactInput, type NewsletterInput } from "@shop/domain";
import { useMutation } from "@tanstack/react-query";
import { toast } from "../design/primitives/toast-store.ts";
import { ApiError, callApi } from "../client/client.ts";
import { limitToast } from "../shell/limits.ts";
import { toastTexts } from "../shell/toast-texts.ts";

/** The contact form and the newsletter form. */

/** The reason for a refused form (400: "email must be a valid email address"), else undefined. */
function refusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 400 ? error.body?.message : undefined;
}

/**
 * Sends the contact form (POST /api/contact). Toasts 'Message sent', or 'Message not sent' with
 * the server's reason for a refused field; `error.field` (an `ApiError`) names the input to mark.
 * The screen then shows its thank-you at `/contact?message=sent`.
 */
export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactInput) => callApi(apiRoutes.sendContact, { body: input }),
    onSuccess: () => {
      toast(toastTexts.messageSent);
    },
    onError: (error) => {
      toast(limitToast(error) ?? toastTexts.messageFailed(refusal(error)));
    },
  });
}

/**
 * Signs an address up for the newsletter (POST /api/newsletter): the server answers alike for any
 * address and emails a new one the link that confirms it. Toasts "Check your inbox", or
 * 'Subscription failed' with the server's reason.
 */
export function useSubscribe() {
  return useMutation({
    mutationFn: (input: NewsletterInput) => callApi(apiRoutes.subscribe, { body: input }),
    onSuccess: (receipt) => {
      toast(toastTexts.subscribed(receipt.email));
    },
    onError: (error) => {
      toast(limitToast(error) ?? toastTexts.subscribeFailed(refusal(error)));
    },
  });
}
