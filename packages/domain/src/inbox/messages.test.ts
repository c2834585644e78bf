import { describe, expect, it } from "vitest";
import { guardCsvCell } from "../kernel/csv-cell.ts";
import type { ShopData } from "../shop/index.ts";
import { ctx, makeShop } from "../testing/index.ts";
import {
  CONFIRM_AFTER_UNSUBSCRIBE,
  CONFIRM_REFUSED,
  confirmSignup,
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_CONFIRM_RESEND_MINUTES,
  queryStaffMessages,
  queryStaffSignups,
  setMessageHandled,
  signupStatus,
  signupsCsv,
  subscribe,
  unsubscribe,
} from "./messages.ts";
import { newestRecordFirst } from "./reads.ts";
import type { ContactMessage, NewsletterSignup } from "./types.ts";

const message = (id: string, createdAt: string, extra: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name: "Pat",
  email: "pat@example.com",
  message: "Hello",
  createdAt,
  ...extra,
});

function withMessages(): ShopData {
  const data = makeShop();
  data.contactMessages = [
    message("a", "2026-11-20T10:00:00Z"),
    message("b", "2026-11-22T10:00:00Z", { handledAt: "2026-11-22T11:00:00Z", handledBy: "counter@example.com" }),
    message("c", "2026-11-21T10:00:00Z"),
  ];
  return data;
}

const keyOf = (email: string) => `key:${email}`;

/** What the inbox's reads answer over a shop in memory (memoryInboxReads), at once. */
const signupIn = (data: ShopData, email: string) => data.newsletterSignups.find((signup) => signup.email === email);
const messagesIn = (data: ShopData) => [...data.contactMessages].sort(newestRecordFirst);
const signupsIn = (data: ShopData) => [...data.newsletterSignups].sort(newestRecordFirst);

describe("contact messages in the back office", () => {
  it("lists the filter's messages newest first, with every filter's count", () => {
    const data = withMessages();
    expect(queryStaffMessages(messagesIn(data), "all").messages.map((m) => m.id)).toEqual(["b", "c", "a"]);
    expect(queryStaffMessages(messagesIn(data), "open")).toEqual({ messages: [data.contactMessages[2], data.contactMessages[0]], counts: { all: 3, open: 2, handled: 1 } });
    expect(queryStaffMessages(messagesIn(data), "handled").messages.map((m) => m.id)).toEqual(["b"]);
  });

  it("marks a message handled with who and when, opens it again without them, and changes nothing when it already is so", () => {
    const data = withMessages();
    const handled = setMessageHandled(data.contactMessages.find((m) => m.id === "a"), true, { now: ctx.now, email: "counter@example.com" });
    expect(handled).toMatchObject({ ok: true, value: { id: "a", handledAt: ctx.now.toISOString(), handledBy: "counter@example.com" } });
    expect(handled.ok && handled.changes).toHaveLength(1);
    const reopened = setMessageHandled(data.contactMessages.find((m) => m.id === "b"), false, { now: ctx.now, email: "counter@example.com" });
    expect(reopened.ok && reopened.value).toEqual(message("b", "2026-11-22T10:00:00Z"));
    const same = setMessageHandled(data.contactMessages.find((m) => m.id === "b"), true, { now: ctx.now, email: "other@example.com" });
    expect(same.ok && same.changes).toEqual([]);
    expect(setMessageHandled(data.contactMessages.find((m) => m.id === "zz"), true, { now: ctx.now, email: "x@example.com" })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("newsletter sign-ups", () => {
  const at = (minutes: number) => new Date(ctx.now.getTime() + minutes * 60_000);
  const receipt = (email: string) => ({ email, message: NEWSLETTER_CHECK_INBOX });
  const quiet = { ok: true, status: 202, value: receipt("a@example.com"), changes: [] };
  const putOf = (result: ReturnType<typeof subscribe> | ReturnType<typeof confirmSignup>): NewsletterSignup | undefined =>
    result.ok ? (result.changes[0] as { record: NewsletterSignup } | undefined)?.record : undefined;

  it("answers every sign-up alike, whatever the address's state, and puts a new address on the list only as pending", () => {
    const data = makeShop();
    const first = subscribe(signupIn(data, "a@example.com"), "a@example.com", ctx);
    expect(first).toMatchObject({ ok: true, status: 202, value: receipt("a@example.com") });
    const record = putOf(first)!;
    expect(record).toEqual({ id: expect.any(String), email: "a@example.com", createdAt: ctx.now.toISOString(), confirmationSentAt: ctx.now.toISOString() });
    expect(signupStatus(record)).toBe("pending");
    expect(first.ok && first.notification).toEqual({ kind: "newsletter-confirm", signup: record, key: ctx.confirmKey("a@example.com") });
    data.newsletterSignups.push(record);
    expect(queryStaffSignups(signupsIn(data)).counts).toEqual({ all: 1, active: 0, pending: 1, unsubscribed: 0 });

    const states: NewsletterSignup[] = [
      record,
      { id: "old", email: "a@example.com", createdAt: "2026-01-01T00:00:00.000Z" },
      { id: "conf", email: "a@example.com", createdAt: "2026-01-01T00:00:00.000Z", confirmedAt: "2026-01-01T00:05:00.000Z" },
      { id: "gone", email: "a@example.com", createdAt: "2026-01-01T00:00:00.000Z", unsubscribedAt: "2026-02-01T00:00:00.000Z" },
    ];
    for (const state of states) {
      data.newsletterSignups = [state];
      const again = subscribe(signupIn(data, "a@example.com"), "a@example.com", { ...ctx, now: at(1) });
      expect(again.ok && { status: again.status, value: again.value }, state.id).toEqual({ status: 202, value: receipt("a@example.com") });
    }
  });

  it("sends a subscribed address nothing, a pending one its link again at most once in NEWSLETTER_CONFIRM_RESEND_MINUTES", () => {
    const data = makeShop();
    data.newsletterSignups = [{ id: "s1", email: "a@example.com", createdAt: "2026-11-01T00:00:00.000Z" }];
    // A sign-up from before confirmation was asked for counts as confirmed.
    expect(subscribe(signupIn(data, "a@example.com"), "a@example.com", ctx)).toEqual(quiet);
    data.newsletterSignups = [{ id: "s1", email: "a@example.com", createdAt: "2026-11-01T00:00:00.000Z", confirmedAt: "2026-11-01T00:01:00.000Z" }];
    expect(subscribe(signupIn(data, "a@example.com"), "a@example.com", ctx)).toEqual(quiet);

    const pending: NewsletterSignup = { id: "s1", email: "a@example.com", createdAt: ctx.now.toISOString(), confirmationSentAt: ctx.now.toISOString() };
    data.newsletterSignups = [pending];
    const soon = subscribe(signupIn(data, "a@example.com"), "a@example.com", { ...ctx, now: at(NEWSLETTER_CONFIRM_RESEND_MINUTES - 1) });
    expect(soon).toEqual(quiet);
    const later = subscribe(signupIn(data, "a@example.com"), "a@example.com", { ...ctx, now: at(NEWSLETTER_CONFIRM_RESEND_MINUTES) });
    expect(putOf(later)).toEqual({ ...pending, confirmationSentAt: at(NEWSLETTER_CONFIRM_RESEND_MINUTES).toISOString() });
    expect(later.ok && later.notification?.kind).toBe("newsletter-confirm");
  });

  it("makes an unsubscribed address pending again, its first date kept, and sends it the link, not the welcome", () => {
    const data = makeShop();
    data.newsletterSignups = [
      { id: "s1", email: "a@example.com", createdAt: "2026-11-01T00:00:00.000Z", confirmedAt: "2026-11-01T00:05:00.000Z", unsubscribedAt: "2026-11-02T00:00:00.000Z" },
    ];
    const again = subscribe(signupIn(data, "a@example.com"), "a@example.com", ctx);
    expect(putOf(again)).toEqual({ id: "s1", email: "a@example.com", createdAt: "2026-11-01T00:00:00.000Z", confirmationSentAt: ctx.now.toISOString() });
    expect(again.ok && again.notification?.kind).toBe("newsletter-confirm");
  });

  it("confirms a pending address with its key and welcomes it once; a second confirmation changes nothing", () => {
    const data = makeShop();
    const pending: NewsletterSignup = { id: "s1", email: "a@example.com", createdAt: "2026-11-20T00:00:00.000Z", confirmationSentAt: "2026-11-20T00:00:00.000Z" };
    data.newsletterSignups = [pending];
    const wrong = confirmSignup(signupIn(data, "a@example.com"), { email: "a@example.com", key: "wrong" }, ctx);
    expect(wrong).toEqual({ ok: false, status: 404, error: { message: CONFIRM_REFUSED } });
    // The unsubscribe key is no confirmation key.
    expect(confirmSignup(signupIn(data, "a@example.com"), { email: "a@example.com", key: ctx.unsubscribeKey("a@example.com") }, ctx)).toMatchObject({ ok: false, status: 404 });
    expect(confirmSignup(signupIn(data, "b@example.com"), { email: "b@example.com", key: ctx.confirmKey("b@example.com") }, ctx)).toEqual(wrong);

    const done = confirmSignup(signupIn(data, "a@example.com"), { email: "a@example.com", key: ctx.confirmKey("a@example.com") }, ctx);
    expect(done).toMatchObject({ ok: true, status: 200, value: { email: "a@example.com", subscribed: true, alreadyConfirmed: false } });
    const record = putOf(done)!;
    expect(record).toEqual({ id: "s1", email: "a@example.com", createdAt: "2026-11-20T00:00:00.000Z", confirmedAt: ctx.now.toISOString() });
    expect(done.ok && done.notification).toEqual({ kind: "newsletter", signup: record, key: ctx.unsubscribeKey("a@example.com") });

    data.newsletterSignups = [record];
    expect(queryStaffSignups(signupsIn(data)).counts).toEqual({ all: 1, active: 1, pending: 0, unsubscribed: 0 });
    const twice = confirmSignup(signupIn(data, "a@example.com"), { email: "a@example.com", key: ctx.confirmKey("a@example.com") }, ctx);
    expect(twice).toEqual({ ok: true, status: 200, value: { email: "a@example.com", subscribed: true, alreadyConfirmed: true }, changes: [] });
  });

  it("does not put an address that unsubscribed back on the list with an old confirmation link", () => {
    const data = makeShop();
    data.newsletterSignups = [
      { id: "s1", email: "a@example.com", createdAt: "2026-11-20T00:00:00.000Z", confirmationSentAt: "2026-11-20T00:00:00.000Z", unsubscribedAt: "2026-11-21T00:00:00.000Z" },
    ];
    expect(confirmSignup(signupIn(data, "a@example.com"), { email: "a@example.com", key: ctx.confirmKey("a@example.com") }, ctx)).toEqual({
      ok: false,
      status: 409,
      error: { message: CONFIRM_AFTER_UNSUBSCRIBE },
    });
  });

  it("unsubscribes only with the address's key, keeps the sign-up, and answers a second time without a change", () => {
    const data = makeShop();
    data.newsletterSignups = [{ id: "s1", email: "a@example.com", createdAt: "2026-11-20T00:00:00Z" }];
    expect(unsubscribe(signupIn(data, "a@example.com"), { email: "a@example.com", key: "wrong" }, ctx.now, keyOf)).toMatchObject({ ok: false, status: 404 });
    expect(unsubscribe(signupIn(data, "b@example.com"), { email: "b@example.com", key: keyOf("b@example.com") }, ctx.now, keyOf)).toMatchObject({ ok: false, status: 404 });
    const done = unsubscribe(signupIn(data, "a@example.com"), { email: "a@example.com", key: keyOf("a@example.com") }, ctx.now, keyOf);
    expect(done).toMatchObject({ ok: true, value: { email: "a@example.com", subscribed: false } });
    const record = done.ok ? done.changes[0] : undefined;
    expect(record).toMatchObject({ op: "put", record: { id: "s1", unsubscribedAt: ctx.now.toISOString() } });
    data.newsletterSignups = [{ ...data.newsletterSignups[0]!, unsubscribedAt: ctx.now.toISOString() }];
    expect(unsubscribe(signupIn(data, "a@example.com"), { email: "a@example.com", key: keyOf("a@example.com") }, ctx.now, keyOf)).toMatchObject({ ok: true, changes: [] });
  });

  it("counts the subscribed, the pending and the unsubscribed, newest first", () => {
    const data = makeShop();
    data.newsletterSignups = [
      { id: "1", email: "old@example.com", createdAt: "2026-11-01T00:00:00Z", unsubscribedAt: "2026-11-05T00:00:00Z" },
      { id: "2", email: "new@example.com", createdAt: "2026-11-02T00:00:00Z" },
      { id: "3", email: "wait@example.com", createdAt: "2026-11-03T00:00:00Z", confirmationSentAt: "2026-11-03T00:00:00Z" },
    ];
    expect(queryStaffSignups(signupsIn(data))).toMatchObject({ signups: [{ id: "3" }, { id: "2" }, { id: "1" }], counts: { all: 3, active: 1, pending: 1, unsubscribed: 1 } });
  });

  it("exports CSV with a header, each address's status, and a formula-looking cell made text", () => {
    const data = makeShop();
    data.newsletterSignups = [
      { id: "1", email: "a@example.com", createdAt: "2026-11-01T00:00:00.000Z", unsubscribedAt: "2026-11-05T00:00:00.000Z" },
      { id: "2", email: "=cmd@example.com", createdAt: "2026-11-02T00:00:00.000Z" },
      { id: "3", email: "wait@example.com", createdAt: "2026-11-03T00:00:00.000Z", confirmationSentAt: "2026-11-03T00:00:00.000Z" },
    ];
    const { filename, csv } = signupsCsv(signupsIn(data), ctx.now);
    expect(filename).toBe("newsletter-signups-2026-11-22.csv");
    expect(csv.trimEnd().split("\n")).toEqual([
      "email,signed_up_at,status,unsubscribed_at",
      "wait@example.com,2026-11-03T00:00:00.000Z,pending,",
      "'=cmd@example.com,2026-11-02T00:00:00.000Z,subscribed,",
      "a@example.com,2026-11-01T00:00:00.000Z,unsubscribed,2026-11-05T00:00:00.000Z",
    ]);
    for (const risky of ["=1+1", "+1", "-1", "@SUM(A1)"]) expect(guardCsvCell(risky)).toBe(`'${risky}`);
    expect(guardCsvCell("plain@example.com")).toBe("plain@example.com");
  });
});
