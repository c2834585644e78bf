/** Contact messages and newsletter sign-ups: the records, the bodies and the receipts. */

/** The answer to POST /api/contact. */
export interface ContactReceipt {
  id: string;
  createdAt: string;
}

/**
 * The answer to POST /api/newsletter: the same for every address, new, waiting for its
 * confirmation, confirmed or unsubscribed, so it tells nobody who is on the list.
 */
export interface NewsletterReceipt {
  /** The address as given, lowercased. */
  email: string;
  /** `NEWSLETTER_CHECK_INBOX`. */
  message: string;
}

/** The answer to POST /api/newsletter/confirm: the address is subscribed; `alreadyConfirmed` when it was before this call. */
export interface NewsletterConfirmReceipt {
  email: string;
  subscribed: true;
  alreadyConfirmed: boolean;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  createdAt: string;
  /** When staff marked it handled, and who (docs/product.md, Back office: Messages and sign-ups); absent while open. */
  handledAt?: string;
  handledBy?: string;
}

export interface NewsletterSignup {
  id: string;
  /** Stored lowercased, so one address is signed up once. */
  email: string;
  createdAt: string;
  /**
   * Present while the address has not confirmed (double opt-in, docs/product.md, Newsletter sign-up): when
   * its latest confirmation email was sent. Removed by the confirmation. A sign-up without it is
   * confirmed, as is every sign-up made before confirmation was asked for.
   */
  confirmationSentAt?: string;
  /** When the address confirmed by its email's link; absent while pending and on sign-ups from before confirmation was asked for. */
  confirmedAt?: string;
  /** When the address unsubscribed; the sign-up is kept, so the list shows it. Signing up again clears it and asks for a new confirmation. */
  unsubscribedAt?: string;
}

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  phone?: string;
  subject?: string;
}

export interface NewsletterInput {
  email: string;
}

/**
 * What the inbox rules tell: the shop of a message; an address signing up, of the link that
 * confirms it (`newsletter-confirm`, `key` its confirmation key); a subscriber, once confirmed, of
 * the welcome (`newsletter`, `key` the address's unsubscribe key, for the email's link).
 */
export type InboxNotification =
  | { kind: "contact"; message: ContactMessage }
  | { kind: "newsletter-confirm"; signup: NewsletterSignup; key: string }
  | { kind: "newsletter"; signup: NewsletterSignup; key: string };
