/**
 * The newsletter's emails, end to end (double opt-in): a sign-up posted to the real server sends a
 * real SMTP server in this process the link that confirms it, and nothing else; the link's key
 * confirms the address on the same server, and only then does the welcome follow, with its
 * unsubscribe link in both parts and in List-Unsubscribe; that link's key unsubscribes the address,
 * and nothing else does. Signing up again sends at most one link per NEWSLETTER_CONFIRM_RESEND_MINUTES,
 * and nothing to an address already on the list.
 */
import { NEWSLETTER_CONFIRM_RESEND_MINUTES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { header, readable, smtpSink, until, type Delivered } from "../support/mail-sink.ts";
import { storedEmails } from "../support/fixtures.ts";
import { mailShops } from "../support/mail-shop.ts";

const { shop } = mailShops("shop-mail-subscriber-");

const post = (url: string, body: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** A clock the test moves: the server's rules read it. */
function testClock() {
  let at = Date.parse("2026-11-22T15:00:00.000Z");
  return { now: () => new Date(at), forward: (minutes: number) => (at += minutes * 60_000) };
}

const subjectOf = (mail: Delivered) => header(readable(mail.raw).headers, "Subject");

/** Lets whatever the server still had to send reach the sink: answers come before their emails. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("email to a newsletter subscriber", () => {
  it("sends a new address the link that confirms it, and the welcome with its unsubscribe link only once that link's key is used", async () => {
    const sink = await smtpSink();
    const clock = testClock();
    const { server, lines } = await shop({ smtpUrl: sink.url, now: clock.now, rateLimits: { newsletterPerAddress: 100 } });
    try {
      const signup = () => server.store.reads.inbox.signupOf("reader@example.com");
      const toReader = () => sink.delivered.filter((d) => d.to.includes("reader@example.com"));
      expect((await post(`${server.url}/api/newsletter`, { email: "Reader@Example.com" })).status).toBe(202);
      await until(() => toReader().length === 1);
      const store = server.store.data.store;

      // The confirmation: its link in the text and the HTML, no unsubscribe link (the address is on no list).
      const confirmation = readable(toReader()[0]!.raw);
      expect(header(confirmation.headers, "Subject")).toBe(`Confirm your sign-up at ${store.name}`);
      expect(header(confirmation.headers, "List-Unsubscribe")).toBeUndefined();
      expect(confirmation.body).not.toContain("/newsletter/unsubscribe");
      expect(confirmation.body).toContain(`Phone: ${store.phone}`);
      const confirmPattern = new RegExp(`${store.url.replace(/[.]/g, "\\.")}/newsletter/confirm\\?email=reader%40example\\.com&key=([A-Za-z0-9_-]+)`);
      const confirmKey = confirmPattern.exec(confirmation.body)?.[1];
      expect(confirmKey).toEqual(expect.any(String));
      expect(confirmation.body).toContain(`<a href="${store.url}/newsletter/confirm?email=reader%40example.com&amp;key=${confirmKey}">`);
      expect((await signup())).toMatchObject({ confirmationSentAt: clock.now().toISOString() });
      expect((await signup())?.confirmedAt).toBeUndefined();

      // Signing up again within the window, in another case: the same answer, nothing sent, nothing changed.
      clock.forward(NEWSLETTER_CONFIRM_RESEND_MINUTES - 1);
      const again = await post(`${server.url}/api/newsletter`, { email: "READER@example.com" });
      expect(again.status).toBe(202);
      expect((await signup())?.confirmationSentAt).toBe(new Date(clock.now().getTime() - (NEWSLETTER_CONFIRM_RESEND_MINUTES - 1) * 60_000).toISOString());
      // A wrong key confirms nothing and sends nothing.
      expect((await post(`${server.url}/api/newsletter/confirm`, { email: "reader@example.com", key: `${confirmKey!.slice(1)}x` })).status).toBe(404);
      await settle();
      expect(toReader()).toHaveLength(1);
      const signupId = (await signup())?.id;
      expect((await storedEmails(server.store)).filter((e) => e.signupId === signupId).map((e) => e.kind)).toEqual(["newsletter-confirm"]);

      const confirmed = await post(`${server.url}/api/newsletter/confirm`, { email: "reader@example.com", key: confirmKey });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({ email: "reader@example.com", subscribed: true, alreadyConfirmed: false });
      expect((await signup())).toMatchObject({ confirmedAt: clock.now().toISOString() });
      expect((await signup())?.confirmationSentAt).toBeUndefined();
      await until(() => toReader().length === 2);

      // The welcome, after the confirmation.
      const { headers, body } = readable(toReader()[1]!.raw);
      expect(header(headers, "Subject")).toBe(`You're on the list at ${store.name}`);
      expect(body).toContain(`Phone: ${store.phone}`);
      expect(body).toContain(store.address.street);
      const pattern = new RegExp(`${store.url.replace(/[.]/g, "\\.")}/newsletter/unsubscribe\\?email=reader%40example\\.com&key=([A-Za-z0-9_-]+)`, "g");
      const links = [...body.matchAll(pattern)];
      // Once in the text part, once as the HTML part's href (&amp; there).
      expect(body).toMatch(/To unsubscribe, open this link:\r?\nhttp/);
      expect(body).toContain(`<a href="${store.url}/newsletter/unsubscribe?email=reader%40example.com&amp;key=`);
      expect(links.length).toBeGreaterThanOrEqual(1);
      const key = links[0]![1]!;
      expect(key).not.toBe(confirmKey);
      expect(header(headers, "List-Unsubscribe")).toBe(`<${links[0]![0]}>`);
      expect(header(headers, "List-Unsubscribe-Post")).toBeUndefined();

      // Confirming again, and signing up again once confirmed: harmless, and nothing sent.
      const twice = await post(`${server.url}/api/newsletter/confirm`, { email: "reader@example.com", key: confirmKey });
      expect(await twice.json()).toEqual({ email: "reader@example.com", subscribed: true, alreadyConfirmed: true });
      clock.forward(NEWSLETTER_CONFIRM_RESEND_MINUTES * 2);
      expect((await post(`${server.url}/api/newsletter`, { email: "reader@example.com" })).status).toBe(202);

      expect((await post(`${server.url}/api/newsletter/unsubscribe`, { email: "reader@example.com", key: `${key.slice(1)}x` })).status).toBe(404);
      expect((await signup())?.unsubscribedAt).toBeUndefined();
      const done = await post(`${server.url}/api/newsletter/unsubscribe`, { email: "reader@example.com", key });
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ email: "reader@example.com", subscribed: false });
      expect((await signup())?.unsubscribedAt).toEqual(expect.any(String));

      await until(async () => (await storedEmails(server.store)).some((e) => e.kind === "newsletter-welcome" && e.state === "sent"));
      await settle();
      expect(toReader().map(subjectOf)).toEqual([`Confirm your sign-up at ${store.name}`, `You're on the list at ${store.name}`]);
      expect((await storedEmails(server.store)).find((e) => e.kind === "newsletter-confirm")).toMatchObject({ signupId: (await signup())?.id, state: "sent", attempts: 1 });
      expect((await storedEmails(server.store)).find((e) => e.kind === "newsletter-welcome")).toMatchObject({ signupId: (await signup())?.id, attempts: 1 });
      for (const { line } of lines) expect(line.toLowerCase()).not.toContain("reader@example.com");
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("sends a pending address its link again only after NEWSLETTER_CONFIRM_RESEND_MINUTES, and an unsubscribed one a new link, not the welcome", async () => {
    const sink = await smtpSink();
    const clock = testClock();
    const { server } = await shop({ smtpUrl: sink.url, now: clock.now, rateLimits: { newsletterPerAddress: 100 } });
    try {
      const store = server.store.data.store;
      const toReader = () => sink.delivered.filter((d) => d.to.includes("again@example.com"));
      const keyIn = (mail: Delivered, page: string) => new RegExp(`/newsletter/${page}\\?email=again%40example\\.com&key=([A-Za-z0-9_-]+)`).exec(readable(mail.raw).body)![1]!;
      const signUp = async () => expect((await post(`${server.url}/api/newsletter`, { email: "again@example.com" })).status).toBe(202);

      await signUp();
      await until(() => toReader().length === 1);
      clock.forward(NEWSLETTER_CONFIRM_RESEND_MINUTES - 1);
      await signUp();
      clock.forward(1);
      await signUp();
      await until(() => toReader().length === 2);
      const confirmKey = keyIn(toReader()[1]!, "confirm");
      expect(keyIn(toReader()[0]!, "confirm")).toBe(confirmKey);

      expect((await post(`${server.url}/api/newsletter/confirm`, { email: "again@example.com", key: confirmKey })).status).toBe(200);
      await until(() => toReader().length === 3);
      const unsubscribeKey = keyIn(toReader()[2]!, "unsubscribe");
      expect((await post(`${server.url}/api/newsletter/unsubscribe`, { email: "again@example.com", key: unsubscribeKey })).status).toBe(200);
      // The old link does not undo the unsubscribe; signing up again asks for a new confirmation.
      expect((await post(`${server.url}/api/newsletter/confirm`, { email: "again@example.com", key: confirmKey })).status).toBe(409);
      await signUp();
      await until(() => toReader().length === 4);
      await settle();
      const confirm = `Confirm your sign-up at ${store.name}`;
      expect(toReader().map(subjectOf)).toEqual([confirm, confirm, `You're on the list at ${store.name}`, confirm]);
      expect(await server.store.reads.inbox.signupOf("again@example.com")).toEqual({
        id: expect.any(String),
        email: "again@example.com",
        createdAt: "2026-11-22T15:00:00.000Z",
        confirmationSentAt: clock.now().toISOString(),
      });
    } finally {
      await server.close();
      await sink.close();
    }
  });
});
