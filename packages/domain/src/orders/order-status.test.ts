import { beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "../cart/index.ts";
import { applyChanges, findOrderByNumber } from "../shop/index.ts";
import type { ShopData } from "../shop/index.ts";
import { ctx, makeShop, SESSION_A } from "../testing/index.ts";
import { changeOrderStatus, lastMove, nextStatuses, ORDER_TRANSITIONS, orderHistory, setOrderNote } from "./order-status.ts";
import { createOrder } from "./orders.ts";
import { memoryOrderReads } from "./reads.ts";
import { parseOrderStatus } from "./parse.ts";
import { ORDER_STATUSES, type OrderRecord, type OrderStatus, type Payment } from "./types.ts";

let shop: ShopData;
let orderNumber: string;

/** Places 2 water filters (120 on hand) and 3 capacitors (8 on hand) for session A. */
async function placeOrder(): Promise<string> {
  for (const [productId, quantity] of [[1, 2], [4, 3]] as const) {
    const added = addToCart(shop, SESSION_A, { productId, quantity }, ctx);
    if (added.ok) applyChanges(shop, added.changes);
  }
  const placed = await createOrder(
    shop,
    memoryOrderReads(shop),
    SESSION_A,
    { email: "pat@example.com", name: "Pat Doe", phone: "(850) 555-0199", subtotal: "100.28", tax: "6.52", total: "106.80", items: [], orderNumber: `c-${shop.orders.length}` },
    ctx,
  );
  if (!placed.ok) throw new Error(placed.error.message);
  applyChanges(shop, placed.changes);
  return placed.value.orderNumber;
}

/** Paid by card, the order's total: what a move to picked up carries unless a test says otherwise. */
const CARD = { method: "card", amount: "106.80" } as const;

const move = (status: OrderStatus, reason?: string, by = "sam@shop.example", payment: Payment | null = status === "picked-up" ? CARD : null) => {
  const input = { status, ...(reason === undefined ? {} : { reason }), ...(payment ? { payment } : {}) };
  const result = changeOrderStatus(order(), input, { now: new Date("2026-11-22T18:00:00Z"), by, orderKey: (number) => `key-${number}` });
  if (result.ok) applyChanges(shop, result.changes);
  return result;
};
const onHand = (id: number) => shop.products.find((p) => p.id === id)?.quantityOnHand;
const order = () => findOrderByNumber(shop, orderNumber) as OrderRecord;

beforeEach(async () => {
  shop = makeShop();
  orderNumber = await placeOrder();
});

describe("pickup statuses", () => {
  it("starts an order received, placed by the customer", () => {
    expect(order().status).toBe("received");
    expect(orderHistory(order())).toEqual([{ status: "received", at: ctx.now.toISOString(), by: "customer" }]);
    expect(nextStatuses(order())).toEqual(["ready", "cancelled"]);
  });

  it("moves received to ready to picked up, recording who and when", () => {
    expect(move("ready")).toMatchObject({ ok: true, status: 200, value: { status: "ready" } });
    expect(move("picked-up", undefined, "ana@shop.example")).toMatchObject({ ok: true, value: { status: "picked-up" } });
    expect(orderHistory(order()).map((e) => [e.status, e.by])).toEqual([
      ["received", "customer"],
      ["ready", "sam@shop.example"],
      ["picked-up", "ana@shop.example"],
    ]);
    expect(lastMove(order())).toMatchObject({ status: "picked-up", at: "2026-11-22T18:00:00.000Z" });
    expect(nextStatuses(order())).toEqual([]);
  });

  it("records how a picked-up order was paid, on its move, and tells the customer (their receipt)", () => {
    move("ready");
    const picked = move("picked-up", undefined, "ana@shop.example", { method: "cash", amount: "106.8" });
    expect(picked).toMatchObject({ ok: true, notification: { kind: "order-status", order: { status: "picked-up" }, key: `key-${orderNumber}` } });
    expect(lastMove(order())).toEqual({ status: "picked-up", at: "2026-11-22T18:00:00.000Z", by: "ana@shop.example", payment: { method: "cash", amount: "106.80" } });
  });

  it("refuses a pickup without its payment with 400 naming the field, and changes nothing", () => {
    move("ready");
    const before = structuredClone(order());
    expect(move("picked-up", undefined, "ana@shop.example", null)).toMatchObject({ ok: false, status: 400, error: { field: "payment" } });
    expect(order()).toEqual(before);
  });

  it("reads a payment's method and amount, naming the field of what is wrong", () => {
    expect(parseOrderStatus({ status: "picked-up", payment: { method: "card", amount: "12.50" } })).toEqual({ ok: true, value: { status: "picked-up", payment: { method: "card", amount: "12.50" } } });
    const wrong: [unknown, string][] = [
      [{ method: "bitcoin", amount: "12.50" }, "payment.method"],
      [{ method: "cash", amount: "-1.00" }, "payment.amount"],
      [{ method: "cash", amount: 12.5 }, "payment.amount"],
      [{ method: "cash", amount: "1000000.00" }, "payment.amount"],
      [{ method: "cash" }, "payment.amount"],
      [{ method: "cash", amount: "1.00", tip: "1.00" }, "tip"],
      ["cash", "payment"],
    ];
    for (const [payment, field] of wrong) {
      expect(parseOrderStatus({ status: "picked-up", payment }), JSON.stringify(payment)).toMatchObject({ ok: false, error: { field } });
    }
  });

  it("refuses every move the table does not have with 409 naming both statuses, and changes nothing", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (ORDER_TRANSITIONS[from].includes(to)) continue;
        const record: OrderRecord = { ...order(), status: from };
        applyChanges(shop, [{ op: "put", collection: "orders", record }]);
        const before = structuredClone(order());
        const result = move(to, "because");
        expect(result, `${from} -> ${to}`).toMatchObject({ ok: false, status: 409, error: { field: "status" } });
        expect(order()).toEqual(before);
      }
    }
    applyChanges(shop, [{ op: "put", collection: "orders", record: { ...order(), status: "received" } }]);
    expect(move("picked-up")).toMatchObject({ error: { message: `Order ${orderNumber} is received: it cannot be marked picked up` } });
    expect(move("received")).toMatchObject({ error: { message: `Order ${orderNumber} is already received` } });
  });

  it("needs a reason to cancel, and keeps it in the history", () => {
    expect(move("cancelled")).toMatchObject({ ok: false, status: 400, error: { field: "reason" } });
    expect(move("cancelled", "   ")).toMatchObject({ ok: false, status: 400, error: { field: "reason" } });
    expect(order().status).toBe("received");
    expect(move("cancelled", " Customer called to cancel ")).toMatchObject({ ok: true });
    expect(lastMove(order())).toMatchObject({ status: "cancelled", reason: "Customer called to cancel" });
  });

  it("puts a cancelled order's quantities back on the shelf, from received or from ready", async () => {
    expect([onHand(1), onHand(4)]).toEqual([118, 5]);
    move("cancelled", "Changed their mind");
    expect([onHand(1), onHand(4)]).toEqual([120, 8]);

    orderNumber = await placeOrder();
    move("ready");
    expect(onHand(4)).toBe(5);
    move("cancelled", "Not collected");
    expect(onHand(4)).toBe(8);
  });

  it("does not touch stock when an order is picked up", () => {
    move("ready");
    move("picked-up");
    expect([onHand(1), onHand(4)]).toEqual([118, 5]);
  });

  it("answers 404 for an order it does not have", () => {
    expect(changeOrderStatus(findOrderByNumber(shop, "TLH-20261122-ZZZZZ"), { status: "ready" }, { now: ctx.now, by: "x" })).toMatchObject({ ok: false, status: 404 });
  });

  it("reads an order stored before statuses as placed and received", () => {
    const { history: _h, ...old } = order();
    expect(orderHistory(old)).toEqual([{ status: "received", at: old.createdAt, by: "customer" }]);
    expect(lastMove({ ...old })).toBeUndefined();
  });
});

describe("whom a move tells", () => {
  const key = (n: string) => `key-${n}`;
  const moveTelling = (status: OrderStatus, reason?: string) =>
    changeOrderStatus(order(), { status, ...(reason === undefined ? {} : { reason }) }, { now: new Date("2026-11-22T18:00:00Z"), by: "sam@shop.example", orderKey: key });

  it("tells the customer when their order is ready, with the order page's key", () => {
    const result = moveTelling("ready");
    expect(result).toMatchObject({ ok: true, notification: { kind: "order-status", order: { orderNumber, status: "ready" }, key: key(orderNumber) } });
  });

  it("tells the customer when their order is cancelled", () => {
    expect(moveTelling("cancelled", "Out of stock at the supplier")).toMatchObject({ ok: true, notification: { kind: "order-status", order: { status: "cancelled" } } });
  });

  it("tells nobody when an order is picked up, face to face at the counter", () => {
    move("ready");
    const result = moveTelling("picked-up");
    expect(result.ok && result.notification).toBeFalsy();
  });
});

describe("the staff note", () => {
  it("sets, trims and clears the note", () => {
    const set = setOrderNote(order(), "  Customer will send her son  ");
    expect(set).toMatchObject({ ok: true, value: { note: "Customer will send her son" } });
    if (set.ok) applyChanges(shop, set.changes);
    const cleared = setOrderNote(order(), " ");
    expect(cleared.ok && "note" in cleared.value).toBe(false);
    expect(setOrderNote(findOrderByNumber(shop, "TLH-20261122-ZZZZZ"), "x")).toMatchObject({ ok: false, status: 404 });
  });
});
