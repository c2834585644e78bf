import { apiRoutes, type ContactInput, type NewsletterInput, type PartType, type ProductView } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../design/primitives/toast-store.ts";
import { ApiError, callApi } from "../client/client.ts";
import { limitToast } from "../shell/limits.ts";
import { apiToasts } from "../shell/toast-texts.ts";
import { apiQueries } from "../client/queries.ts";

/** The model-number lookup of the home hero, the contact form and the newsletter form. */

/**
 * The home hero's model-number search. `mutate(model)` trims the model; an empty one toasts
 * 'Enter model number' and sends nothing (resolves null). Otherwise it fetches the compatible parts
 * into the `useModelSearchResults` cache entry and resolves with them, toasting 'Parts found!' or
 * 'No parts found'; a failure toasts 'Search failed'. The screen navigates when the list is not
 * empty, to `/{type}-parts?search={model}`. `isPending` is the 'Searching...' state.
 */
export function useModelLookup(options: { type?: PartType } = {}) {
  const queryClient = useQueryClient();
  const { type } = options;
  return useMutation({
    mutationFn: async (input: string): Promise<ProductView[] | null> => {
      const model = input.trim();
      if (model === "") {
        toast(apiToasts.modelRequired);
        return null;
      }
      // A cached answer is reused: never stale, and the results page reads this same entry.
      return queryClient.fetchQuery(apiQueries.modelSearch(model, type));
    },
    onSuccess: (products, input) => {
      if (products === null) return;
      const model = input.trim();
      toast(products.length > 0 ? apiToasts.partsFound(products.length, model) : apiToasts.noPartsFound(model));
    },
    onError: () => {
      toast(apiToasts.searchFailed);
    },
  });
}

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
      toast(apiToasts.messageSent);
    },
    onError: (error) => {
      toast(limitToast(error) ?? apiToasts.messageFailed(refusal(error)));
    },
  });
}

/**
 * Signs an address up for the newsletter (POST /api/newsletter); signing up twice is not an
 * error. Toasts "You're subscribed", or 'Subscription failed' with the server's reason.
 */
export function useSubscribe() {
  return useMutation({
    mutationFn: (input: NewsletterInput) => callApi(apiRoutes.subscribe, { body: input }),
    onSuccess: (receipt) => {
      toast(apiToasts.subscribed(receipt.email));
    },
    onError: (error) => {
      toast(limitToast(error) ?? apiToasts.subscribeFailed(refusal(error)));
    },
  });
}
