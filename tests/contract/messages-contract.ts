import {
  CSRF_HEADER,
  NEWSLETTER_CHECK_INBOX,
  type ContactMessage,
  type NewsletterConfirmReceipt,
  type SignupsCsv,
  type StaffMessageList,
  type StaffSignupList,
} from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, newSessionId, type Call, type CallOptions, type Reply } from "./calls.ts";
import { staffSignIn, type StaffCredentials } from "./staff-contract.ts";

/**
 * The contract's cases for contact messages and newsletter sign-ups in the back office, and the
 * newsletter's confirmation (double opt-in) and unsubscribe (docs/product.md, Newsletter sign-up;
 * Back office: Messages and sign-ups). Part of `defineContract`; each case works on a message or an
 * address of its own.
 */

/** The implementation's own keys for an address's newsletter links, as its emails carry them. */
export interface NewsletterKeys {
  unsubscribe: (email: string) => string;
  confirm: (email: string) => string;
}

interface Kit {
  call: Call;
  get: <T>(path: string, options?: CallOptions) => Promise<Reply<T>>;
  staff: StaffCredentials;
  keys: NewsletterKeys;
}

const freshEmail = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@example.com`;

export function defineMessageCases({ call, get, staff, keys }: Kit): void {
  const signIn = () => staffSignIn(call, staff);
  const signOut = async () => expect((await call("DELETE", "/staff/session")).status).toBe(204);

  /** A new contact message, as a visitor sends it. */
  async function sendMessage(subject: string): Promise<string> {
    const json = { name: "Pat Doe", email: "pat@example.com", subject, message: "Do you carry the WR57X10051 relay?" };
    return expectOk(await call<{ id: string }>("POST", "/contact", { json }), 201).id;
  }

  const signupOf = async (email: string, read: Record<string, string>) =>
    expectOk(await get<StaffSignupList>("/staff/signups", { headers: read })).signups.find((signup) => signup.email === email);

  /** Signs `email` up (202) and confirms it with its key, as its owner would from the email. */
  async function subscribeConfirmed(email: string): Promise<void> {
    expectOk(await call("POST", "/newsletter", { json: { email } }), 202);
    const confirmed = expectOk(await call<NewsletterConfirmReceipt>("POST", "/newsletter/confirm", { json: { email, key: keys.confirm(email) } }));
    expect(confirmed).toEqual({ email, subscribed: true, alreadyConfirmed: false });
  }

  describe("messages and sign-ups in the back office", () => {
    it.each([
      ["GET", "/staff/messages", undefined],
      ["PUT", "/staff/messages/any-id", { handled: true }],
      ["GET", "/staff/signups", undefined],
      ["GET", "/staff/signups/export", undefined],
    ])("answer %s %s with 401 before sign-in, and a guest session-id does not change that", async (method, path, json) => {
      await signOut();
      expectError(await call(method, path, { json }), 401);
      expectError(await call(method, path, { json, session: newSessionId(), headers: { [CSRF_HEADER]: "anything" } }), 401);
    });

    it("lists messages newest first and keeps a message marked handled, with who marked it", async () => {
      const first = await sendMessage("First question");
      // Newer by the clock: two messages of the same millisecond are ordered by their ids alone.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await sendMessage("Second question");
      const { read, write } = await signIn();
      const open = expectOk(await get<StaffMessageList>("/staff/messages?status=open", { headers: read }));
      const ids = open.messages.map((message) => message.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);

      expectError(await call("PUT", `/staff/messages/${first}`, { headers: read, json: { handled: true } }), 403, CSRF_HEADER);
      const marked = expectOk(await call<ContactMessage>("PUT", `/staff/messages/${first}`, { headers: write, json: { handled: true } }));
      expect(marked).toMatchObject({ id: first, handledBy: staff.email, handledAt: expect.any(String) });

      const handled = expectOk(await get<StaffMessageList>("/staff/messages?status=handled", { headers: read }));
      expect(handled.messages.find((message) => message.id === first)).toEqual(marked);
      const stillOpen = expectOk(await get<StaffMessageList>("/staff/messages?status=open", { headers: read }));
      expect(stillOpen.messages.map((message) => message.id)).not.toContain(first);
      expect(stillOpen.counts.open).toBe(open.counts.open - 1);

      const reopened = expectOk(await call<ContactMessage>("PUT", `/staff/messages/${first}`, { headers: write, json: { handled: false } }));
      expect(reopened.handledAt).toBeUndefined();
      expect(reopened.handledBy).toBeUndefined();
    });

    it("refuses a bad body with 400 naming handled, an unknown message with 404, and a bad filter with 400", async () => {
      const id = await sendMessage("Bad bodies");
      const { read, write } = await signIn();
      expectError(await call("PUT", `/staff/messages/${id}`, { headers: write, json: { handled: "yes" } }), 400, "handled");
      expectError(await call("PUT", "/staff/messages/no-such-message", { headers: write, json: { handled: true } }), 404);
      expectError(await get("/staff/messages?status=unread", { headers: read }), 400, "status");
    });

    it("exports the sign-ups as CSV with the address and its status, pending until confirmed", async () => {
      const email = freshEmail("csv");
      const waiting = freshEmail("csv-pending");
      await subscribeConfirmed(email);
      expectOk(await call("POST", "/newsletter", { json: { email: waiting } }), 202);
      const { read } = await signIn();
      const { filename, csv } = expectOk(await get<SignupsCsv>("/staff/signups/export", { headers: read }));
      expect(filename).toMatch(/^newsletter-signups-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(csv.split("\n")[0]).toBe("email,signed_up_at,status,unsubscribed_at");
      expect(csv).toMatch(new RegExp(`^${email.replace(/[.]/g, "\\.")},[^,]+,subscribed,$`, "m"));
      expect(csv).toMatch(new RegExp(`^${waiting.replace(/[.]/g, "\\.")},[^,]+,pending,$`, "m"));
    });
  });

  describe("POST /api/newsletter/unsubscribe", () => {
    it("changes nothing with a wrong key or an unknown address, and answers both alike", async () => {
      const email = freshEmail("wrong-key");
      await subscribeConfirmed(email);
      const wrong = expectError(await call("POST", "/newsletter/unsubscribe", { json: { email, key: "not-the-key" } }), 404);
      const other = freshEmail("never-signed-up");
      const unknown = expectError(await call("POST", "/newsletter/unsubscribe", { json: { email: other, key: keys.unsubscribe(other) } }), 404);
      expect(unknown.message).toBe(wrong.message);
      const { read } = await signIn();
      expect((await signupOf(email, read))?.unsubscribedAt).toBeUndefined();
    });

    it("unsubscribes with the address's key, keeps the sign-up marked, answers a second click alike, and a new sign-up asks for a new confirmation", async () => {
      const email = freshEmail("unsubscribe");
      await subscribeConfirmed(email);
      const key = keys.unsubscribe(email);
      const answer = { email, subscribed: false };
      expect(expectOk(await call("POST", "/newsletter/unsubscribe", { json: { email: email.toUpperCase(), key } }))).toEqual(answer);
      const { read } = await signIn();
      const gone = await signupOf(email, read);
      expect(gone?.unsubscribedAt).toEqual(expect.any(String));
      expect(expectOk(await call("POST", "/newsletter/unsubscribe", { json: { email, key } }))).toEqual(answer);
      expect(await signupOf(email, read)).toEqual(gone);

      // An old confirmation link does not undo the unsubscribe.
      expectError(await call("POST", "/newsletter/confirm", { json: { email, key: keys.confirm(email) } }), 409);
      expect(await signupOf(email, read)).toEqual(gone);
      expectOk(await call("POST", "/newsletter", { json: { email } }), 202);
      const back = await signupOf(email, read);
      expect(back).toEqual({ id: gone?.id, email, createdAt: gone?.createdAt, confirmationSentAt: expect.any(String) });
      expect(expectOk(await call("POST", "/newsletter/confirm", { json: { email, key: keys.confirm(email) } }))).toEqual({ email, subscribed: true, alreadyConfirmed: false });
      expect(await signupOf(email, read)).toEqual({ id: gone?.id, email, createdAt: gone?.createdAt, confirmedAt: expect.any(String) });
    });

    it("refuses a missing key with 400 naming key", async () => {
      expectError(await call("POST", "/newsletter/unsubscribe", { json: { email: freshEmail("no-key") } }), 400, "key");
    });
  });

  describe("POST /api/newsletter and /api/newsletter/confirm (double opt-in)", () => {
    it("answers a sign-up with one status and body whether the address is new, pending, confirmed or unsubscribed, in any letter case", async () => {
      const email = freshEmail("same-answer");
      const answer = { status: 202, text: JSON.stringify({ email, message: NEWSLETTER_CHECK_INBOX }) };
      const signUp = async (as: string) => {
        const reply = await call("POST", "/newsletter", { json: { email: as } });
        return { status: reply.status, text: reply.text };
      };
      expect(await signUp(email), "new").toEqual(answer);
      expect(await signUp(email.toUpperCase()), "pending, other case").toEqual(answer);
      expectOk(await call("POST", "/newsletter/confirm", { json: { email, key: keys.confirm(email) } }));
      expect(await signUp(email), "confirmed").toEqual(answer);
      expect(await signUp(email.toUpperCase()), "confirmed, other case").toEqual(answer);
      expectOk(await call("POST", "/newsletter/unsubscribe", { json: { email, key: keys.unsubscribe(email) } }));
      expect(await signUp(email), "unsubscribed").toEqual(answer);
    });

    it("puts nothing on the list before the confirmation: a sign-up is pending until its key confirms it", async () => {
      const email = freshEmail("pending");
      expectOk(await call("POST", "/newsletter", { json: { email } }), 202);
      const { read } = await signIn();
      const before = expectOk(await get<StaffSignupList>("/staff/signups", { headers: read }));
      const pending = before.signups.find((signup) => signup.email === email);
      expect(pending).toEqual({ id: expect.any(String), email, createdAt: expect.any(String), confirmationSentAt: expect.any(String) });

      const wrong = expectError(await call("POST", "/newsletter/confirm", { json: { email, key: "not-the-key" } }), 404);
      expect(wrong.message).toMatch(/confirmation link is not valid/);
      // Neither the unsubscribe key nor another address's confirmation key confirms it.
      expect(expectError(await call("POST", "/newsletter/confirm", { json: { email, key: keys.unsubscribe(email) } }), 404)).toEqual(wrong);
      const other = freshEmail("never-signed-up");
      expect(expectError(await call("POST", "/newsletter/confirm", { json: { email: other, key: keys.confirm(other) } }), 404)).toEqual(wrong);
      expect(await signupOf(email, read)).toEqual(pending);

      const confirmed = expectOk(await call<NewsletterConfirmReceipt>("POST", "/newsletter/confirm", { json: { email: email.toUpperCase(), key: keys.confirm(email) } }));
      expect(confirmed).toEqual({ email, subscribed: true, alreadyConfirmed: false });
      const after = expectOk(await get<StaffSignupList>("/staff/signups", { headers: read }));
      expect(after.signups.find((signup) => signup.email === email)).toEqual({ id: pending?.id, email, createdAt: pending?.createdAt, confirmedAt: expect.any(String) });
      expect(after.counts).toMatchObject({ active: before.counts.active + 1, pending: before.counts.pending - 1 });

      const again = expectOk(await call<NewsletterConfirmReceipt>("POST", "/newsletter/confirm", { json: { email, key: keys.confirm(email) } }));
      expect(again).toEqual({ email, subscribed: true, alreadyConfirmed: true });
      expect(await signupOf(email, read)).toEqual(after.signups.find((signup) => signup.email === email));
    });

    it("refuses a confirmation without a key with 400 naming key", async () => {
      expectError(await call("POST", "/newsletter/confirm", { json: { email: freshEmail("no-key") } }), 400, "key");
    });
  });
}
