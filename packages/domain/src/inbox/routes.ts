import { defineRoute } from "../http/route.ts";
import type { SignupsCsv, StaffMessageList, StaffSignupList, UnsubscribeReceipt } from "./messages.ts";
import type { StaffMessageFilter } from "./parse.ts";
import type { ContactInput, ContactMessage, ContactReceipt, NewsletterConfirmReceipt, NewsletterInput, NewsletterReceipt } from "./types.ts";

/** The inbox's calls: the contact form, newsletter sign-ups and the back office's lists of both. */

/** The contact form and the newsletter. */
export const inboxRoutes = {
  sendContact: defineRoute<{ body: ContactInput; response: ContactReceipt }>()("POST", "/contact", "contact"),
  /** A sign-up: 202 and one answer whatever the address's state; the address gets the link that confirms it (docs/product.md, Newsletter sign-up). */
  subscribe: defineRoute<{ body: NewsletterInput; response: NewsletterReceipt }>()("POST", "/newsletter", "newsletter"),
  /** The confirmation link's button: the address and its key; a wrong key changes nothing. */
  confirmSignup: defineRoute<{ body: { email: string; key: string }; response: NewsletterConfirmReceipt }>()(
    "POST",
    "/newsletter/confirm",
    "newsletter",
  ),
  /** The unsubscribe link's button: the address and its key; a wrong key changes nothing (docs/product.md, Newsletter unsubscribe). */
  unsubscribe: defineRoute<{ body: { email: string; key: string }; response: UnsubscribeReceipt }>()(
    "POST",
    "/newsletter/unsubscribe",
    "newsletter",
  ),
};

/** The back office's messages and sign-ups. */
export const inboxStaffRoutes = {
  /** Contact messages, newest first (docs/product.md, Back office: Messages and sign-ups). */
  staffMessages: defineRoute<{ query: { status?: StaffMessageFilter }; response: StaffMessageList }>()("GET", "/staff/messages", "staff", {
    staff: true,
  }),
  /** Marks a message handled (who and when are kept on it) or open again. */
  staffMessageHandled: defineRoute<{ body: { handled: boolean }; response: ContactMessage }>()("PUT", "/staff/messages/:id", "staff", {
    staff: true,
  }),
  staffSignups: defineRoute<{ response: StaffSignupList }>()("GET", "/staff/signups", "staff", { staff: true }),
  /** The sign-ups as a CSV file's name and text, for the browser to save. */
  staffSignupsExport: defineRoute<{ response: SignupsCsv }>()("GET", "/staff/signups/export", "staff", { staff: true }),
};
