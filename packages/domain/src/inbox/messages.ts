import { stringify } from "#csv-stringify";
import { guardCsvCell } from "../kernel/csv-cell.ts";
import type { RuleResult } from "../kernel/rule-result.ts";
import type { StaffMessageFilter } from "./parse.ts";
import type {
  ContactInput,
  ContactMessage,
  ContactReceipt,
  InboxNotification,
  NewsletterConfirmReceipt,
  NewsletterReceipt,
  NewsletterSignup,
} from "./types.ts";

/**
 * The back office's contact messages and newsletter sign-ups, and the newsletter's sign-up,
 * confirmation and unsubscribe (docs/product.md, Back office: Messages and sign-ups; Newsletter sign-up).
 * Messages and sign-ups are no catalogue: marking one handled, confirming or unsubscribing moves no
 * data version and puts no CatalogueChange; the record itself says who and when.
 */

/** GET /api/staff/messages: the messages the filter asks for, newest first, with every filter's count. */
export interface StaffMessageList {
  messages: ContactMessage[];
  counts: Record<StaffMessageFilter, number>;
}

/** GET /api/staff/signups: every sign-up, newest first, with how many are subscribed, waiting for their confirmation and unsubscribed. */
export interface StaffSignupList {
  signups: NewsletterSignup[];
  counts: { all: number; active: number; pending: number; unsubscribed: number };
}

/** GET /api/staff/signups/export: the list as a CSV file's name and text. */
export interface SignupsCsv {
  filename: string;
  csv: string;
}

/** The answer to POST /api/newsletter/unsubscribe. */
export interface UnsubscribeReceipt {
  email: string;
  subscribed: false;
}

/** What one unsubscribe link needs: the address and its key, an HMAC the server makes (docs/architecture.md, Email). */
export type UnsubscribeKeyMaker = (email: string) => string;

/** Likewise for the link that confirms a sign-up: another HMAC of the address, for that purpose alone. */
export type ConfirmKeyMaker = (email: string) => string;

/** The contact messages for the back office's list, from every message newest first (`InboxReads.messages`). */
export function queryStaffMessages(all: ContactMessage[], status: StaffMessageFilter): StaffMessageList {
  const handled = all.filter((message) => message.handledAt !== undefined).length;
  const messages = status === "all" ? all : all.filter((message) => (message.handledAt !== undefined) === (status === "handled"));
  return { messages, counts: { all: all.length, handled, open: all.length - handled } };
}

export const MESSAGE_NOT_FOUND = "Message not found";

/**
 * Marks a message (as read: undefined when there is none) handled (by whom, when) or open again;
 * marking it as it already is changes nothing.
 */
export function setMessageHandled(message: ContactMessage | undefined, handled: boolean, by: { now: Date; email: string }): RuleResult<ContactMessage> {
  if (!message) return { ok: false, status: 404, error: { message: MESSAGE_NOT_FOUND } };
  if ((message.handledAt !== undefined) === handled) return { ok: true, status: 200, value: message, changes: [] };
  const { handledAt: _at, handledBy: _by, ...open } = message;
  const record: ContactMessage = handled ? { ...open, handledAt: by.now.toISOString(), handledBy: by.email } : open;
  return { ok: true, status: 200, value: record, changes: [{ op: "put", collection: "contactMessages", record }] };
}

/** The sign-ups for the back office's list, from every sign-up newest first (`InboxReads.signups`). */
export function queryStaffSignups(signups: NewsletterSignup[]): StaffSignupList {
  const counts = { all: signups.length, active: 0, pending: 0, unsubscribed: 0 };
  for (const signup of signups) {
    const status = signupStatus(signup);
    counts[status === "subscribed" ? "active" : status] += 1;
  }
  return { signups, counts };
}

/** The sign-ups as CSV, newest first: email, signed up at, status (subscribed, pending or unsubscribed, and when unsubscribed). */
export function signupsCsv(signups: readonly NewsletterSignup[], now: Date): SignupsCsv {
  const rows = signups.map((signup) =>
    [signup.email, signup.createdAt, signupStatus(signup), signup.unsubscribedAt ?? ""].map(guardCsvCell),
  );
  const csv = stringify([["email", "signed_up_at", "status", "unsubscribed_at"], ...rows], { quoted_match: /\r/ });
  return { filename: `newsletter-signups-${now.toISOString().slice(0, 10)}.csv`, csv };
}

/** One answer for a wrong key and an unknown address, so the call tells nobody who is signed up. */
export const UNSUBSCRIBE_REFUSED = "This unsubscribe link is not valid. Use the link in your latest email from us, or call the store.";

/**
 * Unsubscribes an address with the key from its email's link (`signup`: the address's sign-up as
 * read, if any). The sign-up is kept, marked; a second click is a success that changes nothing.
 */
export function unsubscribe(
  signup: NewsletterSignup | undefined,
  input: { email: string; key: string },
  now: Date,
  keyOf: UnsubscribeKeyMaker,
): RuleResult<UnsubscribeReceipt> {
  // The key is made either way, so a hit and a miss take about as long.
  const right = keyOf(input.email) === input.key;
  if (!signup || !right) return { ok: false, status: 404, error: { message: UNSUBSCRIBE_REFUSED } };
  const value = { email: signup.email, subscribed: false as const };
  if (signup.unsubscribedAt) return { ok: true, status: 200, value, changes: [] };
  const record: NewsletterSignup = { ...signup, unsubscribedAt: now.toISOString() };
  return { ok: true, status: 200, value, changes: [{ op: "put", collection: "newsletterSignups", record }] };
}

/** At most one confirmation email per address in this many minutes (docs/product.md, Newsletter sign-up). */
export const NEWSLETTER_CONFIRM_RESEND_MINUTES = 60;

/** The answer to every sign-up, whatever the address's state, so it tells nobody who is on the list. */
export const NEWSLETTER_CHECK_INBOX = "Check your inbox to confirm. If this address is not on our list yet, we have sent it a link.";

/**
 * A sign-up's state: `pending` until the address confirms by its email's link, then `subscribed`;
 * `unsubscribed` once its unsubscribe link was used. Only `subscribed` addresses are on the list.
 */
export type SignupStatus = "pending" | "subscribed" | "unsubscribed";

export function signupStatus(signup: NewsletterSignup): SignupStatus {
  if (signup.unsubscribedAt !== undefined) return "unsubscribed";
  return signup.confirmationSentAt !== undefined ? "pending" : "subscribed";
}

/** Whether the address was sent a confirmation email within the last NEWSLETTER_CONFIRM_RESEND_MINUTES. */
function confirmationSentLately(signup: NewsletterSignup, now: Date): boolean {
  if (signup.confirmationSentAt === undefined) return false;
  return now.getTime() - Date.parse(signup.confirmationSentAt) < NEWSLETTER_CONFIRM_RESEND_MINUTES * 60_000;
}

/**
 * A sign-up (double opt-in): nothing is on the list until the address confirms. A new address is
 * added pending and sent the link that confirms it; an unsubscribed one is made pending again (its
 * first date kept) and sent the link; a pending one is sent the link again, at most once per
 * NEWSLETTER_CONFIRM_RESEND_MINUTES; a subscribed one changes nothing and is sent nothing. The
 * answer is the same 202 in every case, so the call tells nobody who is signed up, and a stranger
 * can subscribe nobody: at most, they have the address sent one link now and then. `known` is the
 * address's sign-up as read, if any.
 */
export function subscribe(
  known: NewsletterSignup | undefined,
  email: string,
  ctx: { now: Date; newId(): string; confirmKey: ConfirmKeyMaker },
): RuleResult<NewsletterReceipt, InboxNotification> {
  const answer = { ok: true as const, status: 202 as const, value: { email, message: NEWSLETTER_CHECK_INBOX } };
  if (known && (signupStatus(known) === "subscribed" || confirmationSentLately(known, ctx.now))) return { ...answer, changes: [] };
  const confirmationSentAt = ctx.now.toISOString();
  const signup: NewsletterSignup = known
    ? (({ confirmedAt: _confirmed, unsubscribedAt: _gone, ...kept }) => ({ ...kept, confirmationSentAt }))(known)
    : { id: ctx.newId(), email, createdAt: confirmationSentAt, confirmationSentAt };
  return {
    ...answer,
    changes: [{ op: "put", collection: "newsletterSignups", record: signup }],
    notification: { kind: "newsletter-confirm", signup, key: ctx.confirmKey(signup.email) },
  };
}

/** One answer for a wrong key and an unknown address, so the call tells nobody who is signed up. */
export const CONFIRM_REFUSED =
  "This confirmation link is not valid. Use the link in your latest email from us, or sign up again at the bottom of any page.";

/** A confirmation link used after the address unsubscribed: the unsubscribe stands. */
export const CONFIRM_AFTER_UNSUBSCRIBE =
  "This address has unsubscribed since this link was sent, so it stays off the list. To get our emails again, sign up at the bottom of any page.";

/**
 * Confirms a sign-up with the key from its confirmation email: a pending address is subscribed and
 * welcomed (the `newsletter` notification, with its unsubscribe key); a subscribed one is told so,
 * with no change and no second welcome. The key never expires, but it only ever confirms a pending
 * sign-up: an address that unsubscribed is not put back on the list by an old link (409).
 * `signup` is the address's sign-up as read, if any.
 */
export function confirmSignup(
  signup: NewsletterSignup | undefined,
  input: { email: string; key: string },
  ctx: { now: Date; confirmKey: ConfirmKeyMaker; unsubscribeKey: UnsubscribeKeyMaker },
): RuleResult<NewsletterConfirmReceipt, InboxNotification> {
  // The key is made either way, so a hit and a miss take about as long.
  const right = ctx.confirmKey(input.email) === input.key;
  if (!signup || !right) return { ok: false, status: 404, error: { message: CONFIRM_REFUSED } };
  const status = signupStatus(signup);
  if (status === "unsubscribed") return { ok: false, status: 409, error: { message: CONFIRM_AFTER_UNSUBSCRIBE } };
  const value = { email: signup.email, subscribed: true as const, alreadyConfirmed: status === "subscribed" };
  if (status === "subscribed") return { ok: true, status: 200, value, changes: [] };
  const { confirmationSentAt: _sent, ...kept } = signup;
  const record: NewsletterSignup = { ...kept, confirmedAt: ctx.now.toISOString() };
  return {
    ok: true,
    status: 200,
    value,
    changes: [{ op: "put", collection: "newsletterSignups", record }],
    notification: { kind: "newsletter", signup: record, key: ctx.unsubscribeKey(record.email) },
  };
}

/** Keeps a contact form's message and tells the shop of it. */
export function receiveContact(input: ContactInput, ctx: { now: Date; newId(): string }): RuleResult<ContactReceipt, InboxNotification> {
  const message: ContactMessage = { id: ctx.newId(), ...input, createdAt: ctx.now.toISOString() };
  return {
    ok: true,
    status: 201,
    value: { id: message.id, createdAt: message.createdAt },
    changes: [{ op: "put", collection: "contactMessages", record: message }],
    notification: { kind: "contact", message },
  };
}
