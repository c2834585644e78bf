import type { ApiErrorBody } from "../kernel/types.ts";
import type { Change } from "../shop/index.ts";
import type { Notification } from "../shop/index.ts";

/** A rule's answer to one call: what to send, what to store, whom to tell. */
export interface ApiOutcome<Body = unknown> {
  status: number;
  /** JSON body: the call's answer, or an error; absent for 204. */
  body?: Body | ApiErrorBody;
  changes?: Change[];
  notification?: Notification;
}

export const error = (status: number, message: string, field?: string): ApiOutcome<never> => ({
  status,
  body: (field === undefined ? { message } : { message, field }) satisfies ApiErrorBody,
});

export const ok = <Body>(body: Body, status = 200): ApiOutcome<Body> => ({ status, body });
