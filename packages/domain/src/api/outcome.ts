import type { Change } from "../changes.ts";
import type { ApiErrorBody, ContactMessage, NewsletterSignup, OrderRecord } from "../types.ts";

/**
 * Something worth telling someone: the shop (by email, and by form-mail when an address for it is
 * configured) of a new order, message or sign-up; the customer of their order placed, ready or
 * cancelled; the subscriber of their sign-up. `key` opens the order's page, for the customer's link.
 */
export type Notification =
  | { kind: "order"; order: OrderRecord; key: string }
  | { kind: "order-status"; order: OrderRecord; key: string }
  | { kind: "contact"; message: ContactMessage }
  /** `key` is the address's unsubscribe key, for the welcome email's link. */
  | { kind: "newsletter"; signup: NewsletterSignup; key: string };

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
