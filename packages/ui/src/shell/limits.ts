import { guestLimitOf } from "@shop/domain";
import { ApiError } from "../client/client.ts";
import { toastTexts } from "./toast-texts.ts";
import type { ToastOptions } from "../design/primitives/toast-store.ts";

/** The wait the server's 429 message names ("... try again in 12 minutes"). */
const WAIT = /try again in (\d+) minutes?/;

/**
 * The toast for a write the shop's limits refused (docs/architecture.md, Abuse limits): too many
 * from this visitor (429), the shop's storage full (507), or more than a guest may order online
 * (409 naming a guest order limit, whose message says to call the shop); undefined for any other
 * failure, which keeps its own toast.
 */
export function limitToast(error: unknown): ToastOptions | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 429) {
    const minutes = WAIT.exec(error.body?.message ?? "")?.[1];
    return toastTexts.tooManyRequests(minutes ? Number(minutes) : undefined);
  }
  if (error.status === 507 && error.body?.message) return toastTexts.storageFull(error.body.message);
  if (guestLimitOf(error.status, error.body) && error.body?.message) return toastTexts.overOrderLimit(error.body.message);
  return undefined;
}
