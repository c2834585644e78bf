import type { Change } from "../shop/index.ts";
import type { Notification } from "../shop/index.ts";
import type { ApiErrorBody } from "./types.ts";

/**
 * What a rule decided: its answer for the caller, the changes to store and, when it causes one, the
 * notification to send after the changes are stored (an order placed, an order ready). Adapters
 * take all three from here; none searches the changes for what happened.
 */
export type RuleResult<T, Effect extends Notification = Notification> =
  | { ok: true; status: 200 | 201 | 202 | 204; value: T; changes: Change[]; notification?: Effect }
  | { ok: false; status: 400 | 404 | 409; error: ApiErrorBody };
