/** Contact messages and newsletter sign-ups: the records, the bodies and the receipts. */

/** The answer to POST /api/contact. */
export interface ContactReceipt {
  id: string;
  createdAt: string;
}

/** The answer to POST /api/newsletter: the address as stored (lowercased). */
export interface NewsletterReceipt {
  email: string;
  subscribed: true;
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
  /** When the address unsubscribed; the sign-up is kept, so the list shows it. Signing up again clears it. */
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

/** What the inbox rules tell: the shop of a message; the subscriber of their sign-up (`key` is the address's unsubscribe key, for the welcome email's link). */
export type InboxNotification = { kind: "contact"; message: ContactMessage } | { kind: "newsletter"; signup: NewsletterSignup; key: string };
