import { stringify } from "#csv-stringify";
import { guardCsvCell } from "../kernel/csv-cell.ts";
import type { RuleResult } from "../kernel/rule-result.ts";
import type { ShopData } from "../shop/index.ts";
import type { StaffMessageFilter } from "./parse.ts";
import type { ContactInput, ContactMessage, ContactReceipt, InboxNotification, NewsletterSignup } from "./types.ts";

/**
 * The back office's contact messages and newsletter sign-ups, and the newsletter's unsubscribe
 * (docs/product.md, Back office: Messages and sign-ups). Messages and sign-ups are no catalogue:
 * marking one handled or unsubscribing moves no data version and puts no CatalogueChange; the
 * record itself says who and when.
 */

/** GET /api/staff/messages: the messages the filter asks for, newest first, with every filter's count. */
export interface StaffMessageList {
  messages: ContactMessage[];
  counts: Record<StaffMessageFilter, number>;
}

/** GET /api/staff/signups: every sign-up, newest first, with how many are still subscribed. */
export interface StaffSignupList {
  signups: NewsletterSignup[];
  counts: { all: number; active: number; unsubscribed: number };
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

const newestFirst = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The contact messages for the back office's list. */
export function queryStaffMessages(data: ShopData, status: StaffMessageFilter): StaffMessageList {
  const all = [...data.contactMessages].sort(newestFirst);
  const handled = all.filter((message) => message.handledAt !== undefined).length;
  const messages = status === "all" ? all : all.filter((message) => (message.handledAt !== undefined) === (status === "handled"));
  return { messages, counts: { all: all.length, handled, open: all.length - handled } };
}

export const MESSAGE_NOT_FOUND = "Message not found";

/** Marks a message handled (by whom, when) or open again; marking it as it already is changes nothing. */
export function setMessageHandled(
  data: ShopData,
  id: string,
  handled: boolean,
  by: { now: Date; email: string },
): RuleResult<ContactMessage> {
  const message = data.contactMessages.find((candidate) => candidate.id === id);
  if (!message) return { ok: false, status: 404, error: { message: MESSAGE_NOT_FOUND } };
  if ((message.handledAt !== undefined) === handled) return { ok: true, status: 200, value: message, changes: [] };
  const { handledAt: _at, handledBy: _by, ...open } = message;
  const record: ContactMessage = handled ? { ...open, handledAt: by.now.toISOString(), handledBy: by.email } : open;
  return { ok: true, status: 200, value: record, changes: [{ op: "put", collection: "contactMessages", record }] };
}

/** The sign-ups for the back office's list. */
export function queryStaffSignups(data: ShopData): StaffSignupList {
  const signups = [...data.newsletterSignups].sort(newestFirst);
  const unsubscribed = signups.filter((signup) => signup.unsubscribedAt !== undefined).length;
  return { signups, counts: { all: signups.length, active: signups.length - unsubscribed, unsubscribed } };
}

/** The sign-ups as CSV, newest first: email, signed up at, status (and when unsubscribed). */
export function signupsCsv(data: ShopData, now: Date): SignupsCsv {
  const rows = queryStaffSignups(data).signups.map((signup) =>
    [signup.email, signup.createdAt, signup.unsubscribedAt ? "unsubscribed" : "subscribed", signup.unsubscribedAt ?? ""].map(guardCsvCell),
  );
  const csv = stringify([["email", "signed_up_at", "status", "unsubscribed_at"], ...rows], { quoted_match: /\r/ });
  return { filename: `newsletter-signups-${now.toISOString().slice(0, 10)}.csv`, csv };
}

/** One answer for a wrong key and an unknown address, so the call tells nobody who is signed up. */
export const UNSUBSCRIBE_REFUSED = "This unsubscribe link is not valid. Use the link in your latest email from us, or call the store.";

/**
 * Unsubscribes an address with the key from its email's link. The sign-up is kept, marked; a
 * second click is a success that changes nothing.
 */
export function unsubscribe(
  data: ShopData,
  input: { email: string; key: string },
  now: Date,
  keyOf: UnsubscribeKeyMaker,
): RuleResult<UnsubscribeReceipt> {
  const signup = data.newsletterSignups.find((candidate) => candidate.email === input.email);
  // The key is made either way, so a hit and a miss take about as long.
  const right = keyOf(input.email) === input.key;
  if (!signup || !right) return { ok: false, status: 404, error: { message: UNSUBSCRIBE_REFUSED } };
  const value = { email: signup.email, subscribed: false as const };
  if (signup.unsubscribedAt) return { ok: true, status: 200, value, changes: [] };
  const record: NewsletterSignup = { ...signup, unsubscribedAt: now.toISOString() };
  return { ok: true, status: 200, value, changes: [{ op: "put", collection: "newsletterSignups", record }] };
}

/**
 * A sign-up: a new address is added, an unsubscribed one subscribed again (its first date kept),
 * and an address already on the list changes nothing. `welcome` says whether to send the welcome email.
 */
export function subscribe(
  data: ShopData,
  email: string,
  ctx: { now: Date; newId(): string; unsubscribeKey?: UnsubscribeKeyMaker },
): {
  status: 200 | 201;
  signup: NewsletterSignup;
  changes: { op: "put"; collection: "newsletterSignups"; record: NewsletterSignup }[];
  welcome: boolean;
  /** The welcome email, with the address's unsubscribe key (when `ctx` can make one). */
  notification?: InboxNotification;
} {
  const known = data.newsletterSignups.find((signup) => signup.email === email);
  // Signing up twice is not an error, and not a second welcome.
  if (known && !known.unsubscribedAt) return { status: 200, signup: known, changes: [], welcome: false };
  const signup: NewsletterSignup = known
    ? (({ unsubscribedAt: _gone, ...kept }) => kept)(known)
    : { id: ctx.newId(), email, createdAt: ctx.now.toISOString() };
  return {
    status: known ? 200 : 201,
    signup,
    changes: [{ op: "put", collection: "newsletterSignups", record: signup }],
    welcome: true,
    ...(ctx.unsubscribeKey ? { notification: { kind: "newsletter" as const, signup, key: ctx.unsubscribeKey(signup.email) } } : {}),
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
