import { pagePaths, type ContactInput } from "@shop/domain";
import { contactPageCopy } from "../../shop-info/index.ts";

/**
 * The contact form's rules, checked in the browser before anything is sent (the server checks the
 * same again): name, email and message required, the email shaped like an address; phone and
 * subject optional. Pure; unit-tested in contact-form.test.ts.
 */

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds, as typed. */
export type ContactValues = Record<ContactField, string>;

/** The longest value the server takes for each field. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
};

/** Something, an @, something, a dot, something: enough to catch a typo; the server decides the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for each field that is wrong, in form order; an empty object means the form may be sent. */
export function contactErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  const { errors: text } = contactPageCopy;
  if (values.name.trim() === "") errors.name = text.name;
  const email = values.email.trim();
  if (email === "") errors.email = text.email;
  else if (!EMAIL_SHAPE.test(email)) errors.email = text.emailFormat;
  if (values.message.trim() === "") errors.message = text.message;
  return errors;
}

/** The request body: every value trimmed, empty optional fields left out. */
export function toContactInput(values: ContactValues): ContactInput {
  const input: ContactInput = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
  const phone = values.phone.trim();
  const subject = values.subject.trim();
  if (phone) input.phone = phone;
  if (subject) input.subject = subject;
  return input;
}

/** The contact page with its thank-you showing. */
export const CONTACT_SENT_HREF = pagePaths.info("contact", { message: "sent" });

/** True when the URL asks for the thank-you (`?message=sent`). */
export function isContactSent(params: URLSearchParams): boolean {
  return params.get("message") === "sent";
}
