/**
 * The newsletter subscriber's welcome email, end to end: a sign-up posted to the real server reaches
 * a real SMTP server in this process with its unsubscribe link in both parts and in
 * List-Unsubscribe; the link's key unsubscribes the address on the same server, and nothing else does.
 */
import { describe, expect, it } from "vitest";
import { header, readable, smtpSink, until } from "../support/mail-sink.ts";
import { mailShops } from "../support/mail-shop.ts";

const { shop } = mailShops("shop-mail-subscriber-");

const post = (url: string, body: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("email to a newsletter subscriber", () => {
  it("welcomes a new address with the store's facts and an unsubscribe link, in the text, the HTML and List-Unsubscribe, that works on this server", async () => {
    const sink = await smtpSink();
    const { server, lines } = await shop({ smtpUrl: sink.url });
    try {
      expect((await post(`${server.url}/api/newsletter`, { email: "Reader@Example.com" })).status).toBe(201);
      const toReader = () => sink.delivered.filter((d) => d.to.includes("reader@example.com"));
      await until(() => toReader().length === 1);
      const store = server.store.data.store;
      const { headers, body } = readable(toReader()[0]!.raw);
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
      expect(header(headers, "List-Unsubscribe")).toBe(`<${links[0]![0]}>`);
      expect(header(headers, "List-Unsubscribe-Post")).toBeUndefined();

      const signup = () => server.store.data.newsletterSignups.find((s) => s.email === "reader@example.com");
      expect((await post(`${server.url}/api/newsletter/unsubscribe`, { email: "reader@example.com", key: `${key.slice(1)}x` })).status).toBe(404);
      expect(signup()?.unsubscribedAt).toBeUndefined();
      const done = await post(`${server.url}/api/newsletter/unsubscribe`, { email: "reader@example.com", key });
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ email: "reader@example.com", subscribed: false });
      expect(signup()?.unsubscribedAt).toEqual(expect.any(String));

      await until(() => server.store.data.emails.some((e) => e.kind === "newsletter-welcome" && e.state === "sent"));
      expect(server.store.data.emails.find((e) => e.kind === "newsletter-welcome")).toMatchObject({ signupId: signup()?.id, attempts: 1 });
      for (const { line } of lines) expect(line).not.toContain("reader@example.com");
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it("sends no second welcome to an address already on the list, and welcomes it again after it unsubscribed", async () => {
    const sink = await smtpSink();
    const { server } = await shop({ smtpUrl: sink.url });
    try {
      const toReader = () => sink.delivered.filter((d) => d.to.includes("again@example.com"));
      await post(`${server.url}/api/newsletter`, { email: "again@example.com" });
      await until(() => toReader().length === 1);
      expect((await post(`${server.url}/api/newsletter`, { email: "again@example.com" })).status).toBe(200);
      const key = /key=([A-Za-z0-9_-]+)/.exec(readable(toReader()[0]!.raw).body)![1]!;
      expect((await post(`${server.url}/api/newsletter/unsubscribe`, { email: "again@example.com", key })).status).toBe(200);
      expect((await post(`${server.url}/api/newsletter`, { email: "again@example.com" })).status).toBe(200);
      await until(() => toReader().length === 2);
      expect(server.store.data.newsletterSignups.find((s) => s.email === "again@example.com")?.unsubscribedAt).toBeUndefined();
    } finally {
      await server.close();
      await sink.close();
    }
  });
});
