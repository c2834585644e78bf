import { z } from "zod";
import { emailField, type Parsed, parseWith, readQuery } from "../kernel/parse.ts";
import { optionalText, text, typed } from "../kernel/text-rules.ts";
import type { ContactInput, NewsletterInput } from "./types.ts";

/** The contact form's, the newsletter's and the staff inbox's bodies and queries. */

const contactSchema = z.strictObject({
  name: text("name", 100),
  email: emailField(),
  message: text("message", 5000, "many"),
  phone: optionalText("phone", 40),
  subject: optionalText("subject", 200),
});

const newsletterSchema = z.strictObject({ email: emailField() });

export const parseContact = (body: unknown): Parsed<ContactInput> => parseWith(contactSchema, body);

export const parseNewsletter = (body: unknown): Parsed<NewsletterInput> => parseWith(newsletterSchema, body);

/** Which contact messages the back office lists. */
export const STAFF_MESSAGE_FILTERS = ["open", "handled", "all"] as const;
export type StaffMessageFilter = (typeof STAFF_MESSAGE_FILTERS)[number];

/** GET /api/staff/messages?status=open|handled|all (default all). */
export function parseStaffMessageQuery(query: URLSearchParams): Parsed<{ status: StaffMessageFilter }> {
  return readQuery(query, (q) => ({ status: q.oneOf("status", STAFF_MESSAGE_FILTERS) ?? "all" }));
}

const messageHandledSchema = z.strictObject({ handled: z.boolean(typed("handled", "true or false")) });
/** PUT /api/staff/messages/:id. */
export const parseMessageHandled = (body: unknown): Parsed<{ handled: boolean }> => parseWith(messageHandledSchema, body);

const emailLinkSchema = z.strictObject({ email: emailField(), key: text("key", 100) });
/** POST /api/newsletter/unsubscribe: the address and the key from the email's link. */
export const parseUnsubscribe = (body: unknown): Parsed<{ email: string; key: string }> => parseWith(emailLinkSchema, body);
/** POST /api/newsletter/confirm: the address and the key from the confirmation email's link. */
export const parseConfirmSignup = (body: unknown): Parsed<{ email: string; key: string }> => parseWith(emailLinkSchema, body);
