import { beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "../cart/index.ts";
import { routes } from "../handlers.ts";
import type { StaffSessionView } from "../http/handler.ts";
import { type RawRequest, runRoute } from "../http/http.ts";
import { sameKey } from "../kernel/keys.ts";
import { applyChanges } from "../shop/index.ts";
import type { ShopData } from "../shop/index.ts";
import { ctx, makeShop, SESSION_A, SESSION_B } from "../testing/index.ts";
import { orderCodes } from "./counter/order-codes.ts";
import { customerOrderView, ORDER_NOT_FOUND, orderForKey, staffOrderView } from "./order-views.ts";
import { createOrder } from "./orders.ts";
import { memoryOrderReads, staffOrderList } from "./reads.ts";
import type { OrderRecord } from "./types.ts";

let shop: ShopData;

async function place(session: string, name: string, email: string, phone: string, at: string): Promise<OrderRecord> {
  const added = addToCart(shop, session, { productId: 2, quantity: 1 }, ctx);
  if (added.ok) applyChanges(shop, added.changes);
  const placed = await createOrder(
    shop,
    memoryOrderReads(shop),
    session,
    { email, name, phone, subtotal: "32.50", tax: "2.11", total: "34.61", items: [], orderNumber: `c-${shop.orders.length}` },
    { ...ctx, now: new Date(at) },
  );
  if (!placed.ok) throw new Error(placed.error.message);
  applyChanges(shop, placed.changes);
  return shop.orders.at(-1) as OrderRecord;
}

const staff: StaffSessionView = { email: "sam@shop.example", csrfToken: "t0ken-of-the-session" };
const call = (method: string, path: string, over: Partial<RawRequest> = {}) => {
  const route = routes.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
  return runRoute(route, shop, { params: {}, query: new URLSearchParams(), sessionId: SESSION_A, contentType: null, bodyText: null, staff: null, csrfToken: null, ...over }, ctx);
};

let first: OrderRecord;
let second: OrderRecord;
beforeEach(async () => {
  shop = makeShop();
  // 03:30 UTC on the 23rd is still the 22nd in Tallahassee.
  first = await place(SESSION_A, "Pat Doe", "pat@example.com", "(850) 555-0199", "2026-11-23T03:30:00Z");
  second = await place(SESSION_B, "Lee Ray", "lee@example.com", "850.555.0123", "2026-11-23T15:00:00Z");
});

describe("the customer's order", () => {
  it("opens with the server's key, and a wrong key answers as an unknown order does", async () => {
    const key = ctx.orderKey(first.orderNumber);
    expect(orderForKey(first, first.orderNumber, key, ctx.orderKey)).toBe(first);
    expect(orderForKey(first, first.orderNumber, `${key}x`, ctx.orderKey)).toBeUndefined();
    expect(orderForKey(first, first.orderNumber, null, ctx.orderKey)).toBeUndefined();

    const ok = await call("GET", "/orders/:orderNumber", { params: { orderNumber: first.orderNumber }, query: new URLSearchParams({ key }) });
    expect(ok).toMatchObject({ status: 200, body: { orderNumber: first.orderNumber, status: "received", total: "34.61", key } });
    expect(ok.body).not.toHaveProperty("sessionId");
    expect(ok.body).not.toHaveProperty("email");
    const wrong = await call("GET", "/orders/:orderNumber", { params: { orderNumber: first.orderNumber }, query: new URLSearchParams({ key: "nope" }) });
    const unknown = await call("GET", "/orders/:orderNumber", { params: { orderNumber: "TLH-20261122-ZZZZZ" }, query: new URLSearchParams({ key: "nope" }) });
    expect(wrong).toEqual({ status: 404, body: { message: ORDER_NOT_FOUND } });
    expect(unknown).toEqual(wrong);
  });

  it("tells the reason of a cancel and when the order last moved", async () => {
    const cancelled: OrderRecord = {
      ...first,
      status: "cancelled",
      history: [...(first.history ?? []), { status: "cancelled", at: "2026-11-23T16:00:00.000Z", by: "sam@shop.example", reason: "Part damaged" }],
    };
    expect(customerOrderView(cancelled, "k", shop.store)).toMatchObject({ status: "cancelled", cancelReason: "Part damaged", updatedAt: "2026-11-23T16:00:00.000Z" });
    expect(customerOrderView(first, "k", shop.store)).not.toHaveProperty("updatedAt");
  });

  it("carries the order's codes while it is open, and none once it is closed", () => {
    const codes = orderCodes(first.orderNumber);
    expect(customerOrderView(first, "k", shop.store).codes).toEqual(codes);
    expect(customerOrderView({ ...first, status: "ready" }, "k", shop.store).codes).toEqual(codes);
    expect(customerOrderView({ ...first, status: "picked-up" }, "k", shop.store)).not.toHaveProperty("codes");
    expect(customerOrderView({ ...first, status: "cancelled" }, "k", shop.store)).not.toHaveProperty("codes");
  });

  it("shows the banner's order only to the session that placed it", async () => {
    const mine = await call("GET", "/orders/:orderNumber/receipt", { params: { orderNumber: first.orderNumber } });
    expect(mine).toMatchObject({ status: 200, body: { orderNumber: first.orderNumber, key: ctx.orderKey(first.orderNumber) } });
    const theirs = await call("GET", "/orders/:orderNumber/receipt", { params: { orderNumber: second.orderNumber } });
    expect(theirs).toEqual({ status: 404, body: { message: ORDER_NOT_FOUND } });
  });

  it("finds an order by its number and email, in any letter case, with one answer for every miss", async () => {
    const find = (orderNumber: string, email: string) =>
      call("POST", "/orders/lookup", { contentType: "application/json", bodyText: JSON.stringify({ orderNumber, email }) });
    expect(await find(first.orderNumber.toLowerCase(), "PAT@example.com")).toEqual({
      status: 200,
      body: { orderNumber: first.orderNumber, key: ctx.orderKey(first.orderNumber) },
    });
    const wrongEmail = await find(first.orderNumber, "lee@example.com");
    const unknown = await find("TLH-20261122-ZZZZZ", "pat@example.com");
    expect(wrongEmail.status).toBe(404);
    expect(unknown).toEqual(wrongEmail);
    expect(await find("", "pat@example.com")).toMatchObject({ status: 400, body: { field: "orderNumber" } });
  });

  it("compares keys by content alone", async () => {
    expect(sameKey("abc", "abc")).toBe(true);
    expect(sameKey("abc", "abd")).toBe(false);
    expect(sameKey("abc", "abcd")).toBe(false);
  });
});

describe("the staff's inbox", () => {
  const list = (query: Record<string, string> = {}) => staffOrderList(shop.orders, { limit: 50, offset: 0, ...query }, shop.store.timeZone);

  it("lists newest first with counts per status", async () => {
    expect(list().orders.map((o) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(list().counts).toEqual({ received: 2, ready: 0, "picked-up": 0, cancelled: 0 });
    expect(list().orders[0]).toMatchObject({ name: "Lee Ray", lineCount: 1, itemCount: 1, total: "34.61" });
  });

  it("filters by status and by the day in the shop's time zone, counting before the status filter", async () => {
    applyChanges(shop, [{ op: "put", collection: "orders", record: { ...second, status: "ready" } }]);
    expect(list({ status: "ready" })).toMatchObject({ total: 1, counts: { received: 1, ready: 1 } });
    expect(list({ day: "2026-11-22" }).orders.map((o) => o.orderNumber)).toEqual([first.orderNumber]);
    expect(list({ day: "2026-11-23" }).orders.map((o) => o.orderNumber)).toEqual([second.orderNumber]);
  });

  it("searches order number, name, email and the digits of a phone", async () => {
    for (const q of [second.orderNumber.slice(-5).toLowerCase(), "lee r", "LEE@EXAMPLE", "555-0123", "8505550123"]) {
      expect(list({ q }).orders.map((o) => o.orderNumber), q).toEqual([second.orderNumber]);
    }
    expect(list({ q: "nobody" })).toMatchObject({ orders: [], total: 0 });
  });

  it("shows staff the whole order but the guest session, with what may come next", async () => {
    shop.emails.push(
      { id: "e3", kind: "order-ready", orderNumber: first.orderNumber, state: "sent", attempts: 1, at: "2026-11-23T09:00:00Z" },
      { id: "e1", kind: "order-placed", orderNumber: first.orderNumber, state: "sent", attempts: 1, at: "2026-11-23T03:30:05Z" },
      { id: "e2", kind: "order-placed", orderNumber: second.orderNumber, state: "sent", attempts: 1, at: "2026-11-23T15:00:05Z" },
    );
    const view = staffOrderView(first, await memoryOrderReads(shop).emailsAbout(first.orderNumber), shop.store);
    expect(view).not.toHaveProperty("sessionId");
    expect(view).toMatchObject({ orderNumber: first.orderNumber, email: "pat@example.com", next: ["ready", "cancelled"] });
    expect(view.emails.map((e) => e.id)).toEqual(["e1", "e3"]);
  });
});

describe("staff calls", () => {
  it("answer 401 without a staff session, whatever the visitor's session id", async () => {
    expect(await call("GET", "/staff/orders")).toMatchObject({ status: 401 });
    expect(await call("GET", "/staff/session")).toMatchObject({ status: 401 });
  });

  it("answer a signed-in staff member, and refuse a write without the session's CSRF token", async () => {
    expect(await call("GET", "/staff/orders", { staff })).toMatchObject({ status: 200, body: { total: 2 } });
    const mark = (csrfToken: string | null) =>
      call("POST", "/staff/orders/:orderNumber/status", {
        staff,
        csrfToken,
        params: { orderNumber: first.orderNumber },
        contentType: "application/json",
        bodyText: JSON.stringify({ status: "ready" }),
      });
    expect(await mark(null)).toMatchObject({ status: 403, body: { field: "x-csrf-token" } });
    expect(await mark("t0ken-of-another-one")).toMatchObject({ status: 403 });
    const done = await mark(staff.csrfToken);
    expect(done).toMatchObject({ status: 200, body: { status: "ready", next: ["picked-up", "cancelled"] } });
    expect(done.notification).toMatchObject({ kind: "order-status", key: ctx.orderKey(first.orderNumber) });
    expect(done.changes).toHaveLength(1);
  });

  it("validate the inbox query", async () => {
    expect(await call("GET", "/staff/orders", { staff, query: new URLSearchParams({ status: "lost" }) })).toMatchObject({ status: 400, body: { field: "status" } });
    expect(await call("GET", "/staff/orders", { staff, query: new URLSearchParams({ day: "23/11/2026" }) })).toMatchObject({ status: 400, body: { field: "day" } });
  });
});
