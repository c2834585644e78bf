import type { ShopData } from "../shop/index.ts";
import type { ContactMessage, NewsletterSignup } from "./types.ts";

/**
 * What the inbox rules read of the stored contact messages and newsletter sign-ups, as questions
 * (docs/data-engine.md, The live store): the server answers them with SQL, the mocks over the
 * records in memory (`memoryInboxReads`). Visitors add to both, so neither is held whole in memory.
 */
export interface InboxReads {
  /** Every contact message, newest first (the back office's list). */
  messages(): Promise<ContactMessage[]>;
  /** The message with this id, if there is one. */
  message(id: string): Promise<ContactMessage | undefined>;
  /** Every sign-up, newest first (the back office's list and its CSV). */
  signups(): Promise<NewsletterSignup[]>;
  /** The sign-up of this address (stored lower case), if there is one. */
  signupOf(email: string): Promise<NewsletterSignup | undefined>;
}

/** The lists' order: newest first, then the higher id. */
export const newestRecordFirst = <T extends { createdAt: string; id: string }>(a: T, b: T): number =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The inbox's questions answered over the messages and sign-ups in memory, read at each question. */
export function memoryInboxReads(data: Pick<ShopData, "contactMessages" | "newsletterSignups">): InboxReads {
  return {
    messages: () => Promise.resolve([...data.contactMessages].sort(newestRecordFirst)),
    message: (id) => Promise.resolve(data.contactMessages.find((message) => message.id === id)),
    signups: () => Promise.resolve([...data.newsletterSignups].sort(newestRecordFirst)),
    signupOf: (email) => Promise.resolve(data.newsletterSignups.find((signup) => signup.email === email)),
  };
}
