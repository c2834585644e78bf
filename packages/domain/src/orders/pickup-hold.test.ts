import { beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "../cart/index.ts";
import { applyChanges, findOrderByNumber } from "../shop/index.ts";
import type { ShopData } from "../shop/index.ts";
import { ctx, makeShop, SESSION_A } from "../testing/index.ts";
import { changeOrderStatus, lastMove, orderHistory } from "./order-status.ts";
import { createOrder } from "./orders.ts";
import { holdUntil, NOT_PICKED_UP_REASON, PICKUP_HOLD_BY, pickupHoldMove, pickupHoldStep } from "./pickup-hold.ts";
import { memoryOrderReads } from "./reads.ts";
import type { OrderRecord } from "./types.ts";

let shop: ShopData;
let orderNumber: string;

const READY_AT = "2026-12-01T15:00:00.000Z";
const at = (iso: string) => new Date(iso);
const orderKey = (number: string) => `key-${number}`;
const order = () => findOrderByNumber(shop, orderNumber) as OrderRecord;
const onHand = (id: number) => shop.products.find((p) => p.id === id)?.quantityOnHand;

/** Places 2 water filters and 3 capacitors for session A, then marks the order ready at READY_AT. */
beforeEach(async () => {
  shop = makeShop();
  for (const [productId, quantity] of [[1, 2], [4, 3]] as const) {
    const added = addToCart(shop, SESSION_A, { productId, quantity }, ctx);
    if (added.ok) applyChanges(shop, added.changes);
  }
  const placed = await createOrder(
    shop,
    memoryOrderReads(shop),
    SESSION_A,
    { email: "pat@example.com", name: "Pat Doe", phone: "(850) 555-0199", subtotal: "100.28", tax: "6.52", total: "106.80", items: [], orderNumber: "c-0" },
    ctx,
  );
  if (!placed.ok) throw new Error(placed.error.message);
  applyChanges(shop, placed.changes);
  orderNumber = placed.value.orderNumber;
  const ready = changeOrderStatus(order(), { status: "ready" }, { now: at(READY_AT), by: "sam@shop.example" });
  if (!ready.ok) throw new Error(ready.error.message);
  applyChanges(shop, ready.changes);
});

/** Takes the hold's step due at `when`, as the server's sweep does; answers it. */
function sweepAt(when: string, store = shop.store) {
  const move = pickupHoldMove(order(), store, at(when), orderKey);
  if (move) applyChanges(shop, move.changes);
  return move;
}

describe("the pickup hold", () => {
  it("ends the store's hold after the order was marked ready: 7 days by default, the store's own when set", () => {
    expect(holdUntil(order(), shop.store)).toBe("2026-12-08T15:00:00.000Z");
    expect(holdUntil(order(), { ...shop.store, pickupHoldDays: 3 })).toBe("2026-12-04T15:00:00.000Z");
    expect(holdUntil({ ...order(), status: "received" }, shop.store)).toBeUndefined();
    expect(holdUntil({ ...order(), status: "picked-up" }, shop.store)).toBeUndefined();
  });

  it("asks nothing before the reminder day, a reminder from two days before the end, a release from the end", () => {
    expect(pickupHoldStep(order(), shop.store, at("2026-12-06T14:59:59.999Z"))).toBeUndefined();
    expect(pickupHoldStep(order(), shop.store, at("2026-12-06T15:00:00.000Z"))).toBe("remind");
    expect(pickupHoldStep(order(), shop.store, at("2026-12-08T14:59:59.999Z"))).toBe("remind");
    expect(pickupHoldStep(order(), shop.store, at("2026-12-08T15:00:00.000Z"))).toBe("release");
    // An order that is not ready has no hold.
    expect(pickupHoldStep({ ...order(), status: "received" }, shop.store, at("2027-01-01T00:00:00Z"))).toBeUndefined();
  });

  it("reminds once, kept in the history as the shop's, with the hold's end told to the customer", () => {
    const reminded = sweepAt("2026-12-06T16:00:00.000Z");
    expect(reminded?.notification).toEqual({ kind: "order-reminder", order: order(), key: orderKey(orderNumber), holdUntil: "2026-12-08T15:00:00.000Z" });
    expect(order().status).toBe("ready");
    expect(orderHistory(order()).at(-1)).toEqual({ status: "ready", at: "2026-12-06T16:00:00.000Z", by: PICKUP_HOLD_BY, reminder: "2026-12-08T15:00:00.000Z" });
    // A reminder is no move: the order last moved when it was marked ready, and its hold still runs from then.
    expect(lastMove(order())?.at).toBe(READY_AT);
    expect(holdUntil(order(), shop.store)).toBe("2026-12-08T15:00:00.000Z");
    // The next sweeps before the end do nothing.
    expect(sweepAt("2026-12-06T16:05:00.000Z")).toBeUndefined();
    expect(sweepAt("2026-12-08T14:00:00.000Z")).toBeUndefined();
    expect(orderHistory(order()).filter((event) => event.reminder)).toHaveLength(1);
  });

  it("cancels the order at the end as not picked up, puts its stock back and tells the customer; then nothing more", () => {
    const [filters, capacitors] = [onHand(1)!, onHand(4)!];
    sweepAt("2026-12-06T16:00:00.000Z");
    const released = sweepAt("2026-12-08T15:00:00.000Z");
    expect(released?.notification).toMatchObject({ kind: "order-status", key: orderKey(orderNumber) });
    expect(order().status).toBe("cancelled");
    expect(lastMove(order())).toEqual({ status: "cancelled", at: "2026-12-08T15:00:00.000Z", by: PICKUP_HOLD_BY, reason: NOT_PICKED_UP_REASON });
    expect([onHand(1), onHand(4)]).toEqual([filters + 2, capacitors + 3]);
    expect(orderHistory(order()).map((event) => [event.status, event.by, event.reminder !== undefined])).toEqual([
      ["received", "customer", false],
      ["ready", "sam@shop.example", false],
      ["ready", PICKUP_HOLD_BY, true],
      ["cancelled", PICKUP_HOLD_BY, false],
    ]);
    expect(sweepAt("2026-12-20T00:00:00.000Z")).toBeUndefined();
    expect([onHand(1), onHand(4)]).toEqual([filters + 2, capacitors + 3]);
  });

  it("releases an order whose hold ended while no sweep ran, without a reminder first", () => {
    const released = sweepAt("2026-12-30T00:00:00.000Z");
    expect(released?.value.status).toBe("cancelled");
    expect(orderHistory(order()).some((event) => event.reminder)).toBe(false);
  });

  it("sends no reminder for a hold of two days or less: the ready email said when it ends", () => {
    const short = { ...shop.store, pickupHoldDays: 2 };
    expect(pickupHoldStep(order(), short, at(READY_AT))).toBeUndefined();
    expect(pickupHoldStep(order(), short, at("2026-12-03T14:59:00.000Z"))).toBeUndefined();
    expect(sweepAt("2026-12-03T15:00:00.000Z", short)?.value.status).toBe("cancelled");
  });

  it("leaves an order picked up or cancelled by staff alone", () => {
    const picked = changeOrderStatus(order(), { status: "picked-up", payment: { method: "card", amount: "106.80" } }, { now: at("2026-12-02T10:00:00Z"), by: "sam@shop.example" });
    if (picked.ok) applyChanges(shop, picked.changes);
    expect(sweepAt("2026-12-30T00:00:00.000Z")).toBeUndefined();
    expect(order().status).toBe("picked-up");
  });
});
