/**
 * The pickup hold end to end (docs/product.md, Rules, Pickup hold): a ready order on two servers
 * sharing one database, their clock moved past the reminder day and then past the hold's end. The
 * reminder and the cancellation reach a real SMTP server in this process, once each although both
 * servers sweep at the same moment; the order is cancelled as not picked up, by the shop, with its
 * stock back, and both steps are in its history. On SQLite (server project) and PostgreSQL
 * (postgres project).
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, NOT_PICKED_UP_REASON, PICKUP_HOLD_BY, type CustomerOrderView, type OrderReceipt, type Part, type StaffSessionView } from "@shop/domain";
import { addStaffAccount, hashPassword, staffFileFor, startServer, type RunningServer } from "../../src/index.ts";
import { engineOptions, inStockParts, placeOrder, seedFile, taxRateOf, tempDir } from "../support/fixtures.ts";
import { header, readable, smtpSink, until } from "../support/mail-sink.ts";

const STAFF = { email: "counter@example.com", password: "counter password 1" };
const DAY_MS = 24 * 60 * 60 * 1000;
let dir: string;
let one: RunningServer;
let other: RunningServer;
let sink: Awaited<ReturnType<typeof smtpSink>>;
/** The servers' clock: the test moves it. */
let clock = new Date("2026-12-01T14:00:00.000Z");
const logged: string[] = [];

beforeAll(async () => {
  dir = await tempDir("shop-pickup-holds-");
  const dbFile = path.join(dir, "shop.db");
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  sink = await smtpSink();
  const options = {
    port: 0,
    dbFile,
    ...(await engineOptions(dbFile)),
    seedFile: await seedFile(dir),
    smtpUrl: sink.url,
    now: () => clock,
    log: (line: string) => void logged.push(line),
  };
  one = await startServer(options);
  other = await startServer(options);
});

afterAll(async () => {
  await one?.close();
  await other?.close();
  await sink?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Signs in on `server`: what a staff write sends. */
async function staffHeaders(server: RunningServer): Promise<Record<string, string>> {
  const reply = await fetch(`${server.url}/api/staff/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(STAFF) });
  expect(reply.status).toBe(200);
  const { csrfToken } = (await reply.json()) as StaffSessionView;
  return { cookie: (reply.headers.get("set-cookie") ?? "").split(";")[0]!, [CSRF_HEADER]: csrfToken, "content-type": "application/json" };
}

const onHand = async (server: RunningServer, id: number) => ((await (await fetch(`${server.url}/api/products/${id}`)).json()) as Part).quantityOnHand;

/** The emails delivered about the order whose subject starts so. */
const delivered = (orderNumber: string, subject: string) =>
  sink.delivered.filter((mail) => header(readable(mail.raw).headers, "Subject")?.startsWith(`Order ${orderNumber}${subject}`));

describe("a ready order not picked up", () => {
  it("is reminded two days before its hold ends, then cancelled as not picked up with its stock back; each once, with two servers sweeping", async () => {
    const headers = await staffHeaders(one);
    // A hold of 3 days, set in the back office: the reminder comes a day after the order is ready.
    const edited = await fetch(`${one.url}/api/staff/store`, { method: "PUT", headers, body: JSON.stringify({ pickupHoldDays: 3 }) });
    expect(edited.status).toBe(200);

    const [productId] = await inStockParts(one.url);
    const before = await onHand(one, productId!);
    const placed = await placeOrder(one.url, productId!, await taxRateOf(one.url));
    expect(placed.status).toBe(201);
    const { orderNumber, key } = placed.body as OrderReceipt;
    expect(await onHand(other, productId!)).toBe(before - 1);
    const readyAt = clock.getTime();
    const ready = await fetch(`${one.url}/api/staff/orders/${orderNumber}/status`, { method: "POST", headers, body: JSON.stringify({ status: "ready" }) });
    expect(ready.status).toBe(200);
    const holdEnd = new Date(readyAt + 3 * DAY_MS).toISOString();
    const page = async () => (await (await fetch(`${other.url}/api/orders/${orderNumber}?key=${encodeURIComponent(key)}`)).json()) as CustomerOrderView;
    expect(await page()).toMatchObject({ status: "ready", holdUntil: holdEnd });

    // Both servers sweep at once, as two processes' timers may: nothing is due yet.
    const sweepBoth = () => Promise.all([one.sweepHolds(), other.sweepHolds()]);
    expect(await sweepBoth()).toEqual([
      { reminded: [], released: [] },
      { reminded: [], released: [] },
    ]);

    // A day and a minute later: two days before the end, one reminder between them.
    clock = new Date(readyAt + DAY_MS + 60_000);
    const reminded = await sweepBoth();
    expect(reminded.flatMap((sweep) => sweep.reminded)).toEqual([orderNumber]);
    await until(() => delivered(orderNumber, ": please pick it up by").length === 1);
    const reminder = readable(delivered(orderNumber, ": please pick it up by")[0]!.raw);
    expect(reminder.body).toContain(`Your order ${orderNumber} is still waiting for you`);
    expect(reminder.body).toContain("We keep it for you until");
    expect(reminder.body).toContain(`/orders/${orderNumber}?key=${key}`);
    expect(await page()).toMatchObject({ status: "ready", holdUntil: holdEnd });
    expect((await sweepBoth()).flatMap((sweep) => sweep.reminded)).toEqual([]);

    // The hold's end: cancelled, by the shop, the stock back on both servers.
    clock = new Date(readyAt + 3 * DAY_MS);
    const released = await sweepBoth();
    expect(released.flatMap((sweep) => sweep.released)).toEqual([orderNumber]);
    await until(() => delivered(orderNumber, " was cancelled").length === 1);
    expect(readable(delivered(orderNumber, " was cancelled")[0]!.raw).body).toContain("We kept it for 3 days and it was not picked up, so the parts went back on the shelf.");
    const cancelled = await page();
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: NOT_PICKED_UP_REASON, updatedAt: clock.toISOString() });
    expect(cancelled).not.toHaveProperty("holdUntil");
    expect(await onHand(one, productId!)).toBe(before);
    expect(await onHand(other, productId!)).toBe(before);

    // Three days on, the morning's sign-in has passed its longest life (which goes by the shop's clock): staff sign in again.
    const staffReply = await fetch(`${other.url}/api/staff/orders/${orderNumber}`, { headers: await staffHeaders(other) });
    const staffView = await staffReply.json();
    expect(staffReply.status, JSON.stringify(staffView)).toBe(200);
    expect(staffView.history.map((event: { status: string; by: string; reminder?: string }) => [event.status, event.by, event.reminder ?? null])).toEqual([
      ["received", "customer", null],
      ["ready", STAFF.email, null],
      ["ready", PICKUP_HOLD_BY, holdEnd],
      ["cancelled", PICKUP_HOLD_BY, null],
    ]);
    await until(async () => (await one.store.reads.orders.emailsAbout(orderNumber)).filter((email) => email.state === "sent").length === 5);
    expect((await one.store.reads.orders.emailsAbout(orderNumber)).map((email) => email.kind).sort()).toEqual(
      ["order-cancelled", "order-placed", "order-ready", "order-reminder", "shop-order"].sort(),
    );

    // Later sweeps find nothing: one reminder and one cancellation in all.
    clock = new Date(readyAt + 30 * DAY_MS);
    expect((await sweepBoth()).flatMap((sweep) => [...sweep.reminded, ...sweep.released])).toEqual([]);
    expect(delivered(orderNumber, ": please pick it up by")).toHaveLength(1);
    expect(delivered(orderNumber, " was cancelled")).toHaveLength(1);
    expect(await onHand(one, productId!)).toBe(before);
    // The log names the order, never the customer.
    expect(logged.some((line) => line.includes(`cancelled as not picked up, stock put back: ${orderNumber}`))).toBe(true);
    for (const line of logged) expect(line).not.toContain("customer@example.com");
  });
});
