/**
 * The inbox's questions answered in SQL (inbox-reads.ts) against the domain's answers over the
 * same messages and sign-ups in memory: each by its key, and the back office's lists newest first
 * (ties of the time broken by id, in any case).
 */
import { memoryInboxReads, type ContactMessage, type InboxReads, type NewsletterSignup, type ShopData } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlInboxReads } from "../../../src/db/sql/inbox-reads.ts";
import { smallShop } from "../../support/fixtures.ts";
import { closeDatabases, readsDatabaseOf } from "./sql-fixtures.ts";

let sql: InboxReads;
let memory: InboxReads;

const messages: ContactMessage[] = [
  { id: "m-b", name: "Pat", email: "pat@example.com", message: "Is the filter in?", createdAt: "2026-11-22T10:00:00.000Z" },
  { id: "m-A", name: "Lee", email: "lee@example.com", phone: "850 555 0123", subject: "Order", message: "Hi", createdAt: "2026-11-22T10:00:00.000Z" },
  { id: "m-old", name: "Sam", email: "sam@example.com", message: "Hello", createdAt: "2026-11-01T09:00:00.000Z", handledAt: "2026-11-02T09:00:00.000Z", handledBy: "counter@example.com" },
];

const signups: NewsletterSignup[] = [
  { id: "s-1", email: "old@example.com", createdAt: "2025-01-01T00:00:00.000Z" },
  { id: "s-3", email: "pending@example.com", createdAt: "2026-11-20T00:00:00.000Z", confirmationSentAt: "2026-11-20T00:00:00.000Z" },
  { id: "s-2", email: "gone@example.com", createdAt: "2026-11-20T00:00:00.000Z", confirmedAt: "2026-11-20T00:05:00.000Z", unsubscribedAt: "2026-11-21T00:00:00.000Z" },
];

beforeAll(async () => {
  const shop: ShopData = { ...smallShop(), contactMessages: messages, newsletterSignups: signups };
  sql = sqlInboxReads((await readsDatabaseOf(shop)).db);
  memory = memoryInboxReads(shop);
});

afterAll(closeDatabases);

describe("the inbox's questions in SQL", () => {
  it("answer as the domain does over the same messages and sign-ups in memory", async () => {
    expect(await sql.messages()).toEqual(await memory.messages());
    expect((await sql.messages()).map((message) => message.id)).toEqual(["m-b", "m-A", "m-old"]);
    for (const id of ["m-b", "m-A", "m-old", "m-none"]) expect(await sql.message(id), id).toEqual(await memory.message(id));
    expect(await sql.message("m-old")).toEqual(messages[2]);

    expect(await sql.signups()).toEqual(await memory.signups());
    expect((await sql.signups()).map((signup) => signup.id)).toEqual(["s-3", "s-2", "s-1"]);
    for (const email of ["old@example.com", "pending@example.com", "gone@example.com", "nobody@example.com"]) {
      expect(await sql.signupOf(email), email).toEqual(await memory.signupOf(email));
    }
    expect(await sql.signupOf("gone@example.com")).toEqual(signups[2]);
  });
});
