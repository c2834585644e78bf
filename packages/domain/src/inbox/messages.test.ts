import { describe, expect, it } from "vitest";
import { guardCsvCell } from "../kernel/csv-cell.ts";
import type { ShopData } from "../shop/index.ts";
import { ctx, makeShop } from "../testing/index.ts";
import { queryStaffMessages, queryStaffSignups, setMessageHandled, signupsCsv, subscribe, unsubscribe } from "./messages.ts";
import type { ContactMessage } from "./types.ts";

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

describe("contact messages in the back office", () => {
  it("lists the filter's messages newest first, with every filter's count", () => {
    const data = withMessages();
    expect(queryStaffMessages(data, "all").messages.map((m) => m.id)).toEqual(["b", "c", "a"]);
    expect(queryStaffMessages(data, "open")).toEqual({ messages: [data.contactMessages[2], data.contactMessages[0]], counts: { all: 3, open: 2, handled: 1 } });
    expect(queryStaffMessages(data, "handled").messages.map((m) => m.id)).toEqual(["b"]);
  });

  it("marks a message handled with who and when, opens it again without them, and changes nothing when it already is so", () => {
    const data = withMessages();
    const handled = setMessageHandled(data, "a", true, { now: ctx.now, email: "counter@example.com" });
    expect(handled).toMatchObject({ ok: true, value: { id: "a", handledAt: ctx.now.toISOString(), handledBy: "counter@example.com" } });
    expect(handled.ok && handled.changes).toHaveLength(1);
    const reopened = setMessageHandled(data, "b", false, { now: ctx.now, email: "counter@example.com" });
    expect(reopened.ok && reopened.value).toEqual(message("b", "2026-11-22T10:00:00Z"));
    const same = setMessageHandled(data, "b", true, { now: ctx.now, email: "other@example.com" });
    expect(same.ok && same.changes).toEqual([]);
    expect(setMessageHandled(data, "zz", true, { now: ctx.now, email: "x@example.com" })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("newsletter sign-ups", () => {
  it("subscribes a new address, changes nothing for a subscribed one, and subscribes an unsubscribed one again keeping its first date", () => {
    const data = makeShop();
    const first = subscribe(data, "a@example.com", ctx);
    expect(first).toMatchObject({ status: 201, welcome: true, notification: { kind: "newsletter", signup: first.signup, key: ctx.unsubscribeKey("a@example.com") } });
    data.newsletterSignups.push(first.signup);
    expect(subscribe(data, "a@example.com", ctx)).toMatchObject({ status: 200, welcome: false, changes: [] });
    expect(subscribe(data, "a@example.com", ctx).notification).toBeUndefined();
    data.newsletterSignups[0] = { ...first.signup, unsubscribedAt: "2026-11-23T00:00:00Z" };
    const again = subscribe(data, "a@example.com", ctx);
    expect(again).toMatchObject({ status: 200, welcome: true, signup: first.signup });
    expect(again.signup).not.toHaveProperty("unsubscribedAt");
  });

  it("unsubscribes only with the address's key, keeps the sign-up, and answers a second time without a change", () => {
    const data = makeShop();
    data.newsletterSignups = [{ id: "s1", email: "a@example.com", createdAt: "2026-11-20T00:00:00Z" }];
    expect(unsubscribe(data, { email: "a@example.com", key: "wrong" }, ctx.now, keyOf)).toMatchObject({ ok: false, status: 404 });
    expect(unsubscribe(data, { email: "b@example.com", key: keyOf("b@example.com") }, ctx.now, keyOf)).toMatchObject({ ok: false, status: 404 });
    const done = unsubscribe(data, { email: "a@example.com", key: keyOf("a@example.com") }, ctx.now, keyOf);
    expect(done).toMatchObject({ ok: true, value: { email: "a@example.com", subscribed: false } });
    const record = done.ok ? done.changes[0] : undefined;
    expect(record).toMatchObject({ op: "put", record: { id: "s1", unsubscribedAt: ctx.now.toISOString() } });
    data.newsletterSignups = [{ ...data.newsletterSignups[0]!, unsubscribedAt: ctx.now.toISOString() }];
    expect(unsubscribe(data, { email: "a@example.com", key: keyOf("a@example.com") }, ctx.now, keyOf)).toMatchObject({ ok: true, changes: [] });
  });

  it("counts the subscribed and the unsubscribed, newest first", () => {
    const data = makeShop();
    data.newsletterSignups = [
      { id: "1", email: "old@example.com", createdAt: "2026-11-01T00:00:00Z", unsubscribedAt: "2026-11-05T00:00:00Z" },
      { id: "2", email: "new@example.com", createdAt: "2026-11-02T00:00:00Z" },
    ];
    expect(queryStaffSignups(data)).toMatchObject({ signups: [{ id: "2" }, { id: "1" }], counts: { all: 2, active: 1, unsubscribed: 1 } });
  });

  it("exports CSV with a header, each address's status, and a formula-looking cell made text", () => {
    const data = makeShop();
    data.newsletterSignups = [
      { id: "1", email: "a@example.com", createdAt: "2026-11-01T00:00:00.000Z", unsubscribedAt: "2026-11-05T00:00:00.000Z" },
      { id: "2", email: "=cmd@example.com", createdAt: "2026-11-02T00:00:00.000Z" },
    ];
    const { filename, csv } = signupsCsv(data, ctx.now);
    expect(filename).toBe("newsletter-signups-2026-11-22.csv");
    expect(csv.trimEnd().split("\n")).toEqual([
      "email,signed_up_at,status,unsubscribed_at",
      "'=cmd@example.com,2026-11-02T00:00:00.000Z,subscribed,",
      "a@example.com,2026-11-01T00:00:00.000Z,unsubscribed,2026-11-05T00:00:00.000Z",
    ]);
    for (const risky of ["=1+1", "+1", "-1", "@SUM(A1)"]) expect(guardCsvCell(risky)).toBe(`'${risky}`);
    expect(guardCsvCell("plain@example.com")).toBe("plain@example.com");
  });
});
