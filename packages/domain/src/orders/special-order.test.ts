import { beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "../cart/index.ts";
import { applyChanges, type ShopData } from "../shop/index.ts";
import { ctx, makeShop, orderLine, orderRecord, SESSION_A, shopInfo } from "../testing/index.ts";
import { changeOrderStatus } from "./order-status.ts";
import { staffOrderView } from "./order-views.ts";
import { createOrder } from "./orders.ts";
import { memoryOrderReads } from "./reads.ts";
import { markOnOrderArrived, onOrderLineText, onOrderQuantity, readyDayText, restockingFeeText, specialOrderReadyDay, specialOrderText } from "./special-order.ts";
import type { OrderRecord } from "./types.ts";

// ctx.now is Sunday 2026-11-22, 10:30 in New York; the test store opens Monday to Friday.
const weekdays = shopInfo();
const withSaturday = shopInfo({
  hours: [
    { label: "Mon-Fri", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    { label: "Sat", days: ["Saturday"], opens: "09:00", closes: "14:00" },
  ],
});

describe("the ready day of a special order", () => {
  it("counts business days after today, skipping Sundays and the days the store does not open", () => {
    expect(specialOrderReadyDay(weekdays, ctx.now, 1)).toBe("2026-11-23");
    expect(specialOrderReadyDay(weekdays, ctx.now, 5)).toBe("2026-11-27");
    // Saturday is closed here: the sixth business day is the next Monday.
    expect(specialOrderReadyDay(weekdays, ctx.now, 6)).toBe("2026-11-30");
    expect(specialOrderReadyDay(withSaturday, ctx.now, 6)).toBe("2026-11-28");
    // Placed on a Saturday, a day's lead time is Monday: Sunday never counts.
    expect(specialOrderReadyDay(withSaturday, new Date("2026-11-28T15:00:00Z"), 1)).toBe("2026-11-30");
  });

  it("starts from the shop's day, not the server's: 11 PM in Tallahassee is still that day there", () => {
    // 2026-11-24T04:00Z is Monday 23:00 in New York, already Tuesday in UTC.
    expect(specialOrderReadyDay(weekdays, new Date("2026-11-24T04:00:00Z"), 1)).toBe("2026-11-24");
  });

  it("skips only Sundays when the store record lists no hours", () => {
    expect(specialOrderReadyDay(shopInfo({ hours: [] }), ctx.now, 6)).toBe("2026-11-28");
  });

  it("says the promise and the fee as the pages and emails do", () => {
    expect(readyDayText("2026-12-04")).toBe("Fri, Dec 4");
    expect(specialOrderText(5, "2026-12-04")).toBe("Special order: ready for pickup in about 5 business days (by Fri, Dec 4)");
    expect(specialOrderText(1, "2026-11-23")).toBe("Special order: ready for pickup in about 1 business day (by Mon, Nov 23)");
    expect(restockingFeeText(weekdays)).toBe(`Special orders carry a ${weekdays.returns.specialOrderRestockingFeePercent}% restocking fee if returned.`);
  });

  it("says an order line's special order while on its way, partly or wholly, and once arrived", () => {
    const onOrder = { quantity: 2, days: 5, readyBy: "2026-11-27" };
    expect(onOrderLineText({ quantity: 2, onOrder })).toBe("Special order: ready for pickup in about 5 business days (by Fri, Nov 27)");
    expect(onOrderLineText({ quantity: 3, onOrder })).toBe("Special order: ready for pickup in about 5 business days (by Fri, Nov 27) (2 of 3 on order)");
    expect(onOrderLineText({ quantity: 2, onOrder: { ...onOrder, arrivedAt: "2026-11-25T14:00:00.000Z" } })).toBe("Special order: arrived at the store");
    expect(onOrderLineText({ quantity: 2 })).toBeUndefined();
  });

  it("orders only what the shelf lacks, and nothing for a part that is no special order", () => {
    expect(onOrderQuantity({ quantityOnHand: 1, specialOrderDays: 5 }, 3)).toBe(2);
    expect(onOrderQuantity({ quantityOnHand: 4, specialOrderDays: 5 }, 3)).toBe(0);
    expect(onOrderQuantity({ quantityOnHand: 0 }, 3)).toBe(0);
  });
});

describe("ordering a special-order part", () => {
  let shop: ShopData;
  beforeEach(() => {
    shop = makeShop();
    // Part 3 (Ice Maker Assembly, $129.00) has none on hand; part 2 (Defrost Timer, $32.50) has 8.
    shop.products = shop.products.map((p) => (p.id === 3 || p.id === 2 ? { ...p, specialOrderDays: 5 } : p));
  });

  async function place(lines: [number, number][]) {
    for (const [productId, quantity] of lines) {
      const added = addToCart(shop, SESSION_A, { productId, quantity }, ctx);
      if (!added.ok) throw new Error(added.error.message);
      applyChanges(shop, added.changes);
    }
    const cents = lines.reduce((sum, [id, q]) => sum + Math.round(Number(shop.products.find((p) => p.id === id)!.price) * 100) * q, 0);
    const tax = Math.round(cents * 0.065);
    const money = (c: number) => (c / 100).toFixed(2);
    const input = { email: "pat@example.com", name: "Pat", phone: "(850) 555-0199", subtotal: money(cents), tax: money(tax), total: money(cents + tax), items: "x", orderNumber: `c-${lines.length}` };
    const result = await createOrder(shop, memoryOrderReads(shop), SESSION_A, input, ctx);
    if (!result.ok) throw new Error(result.error.message);
    applyChanges(shop, result.changes);
    return shop.orders.find((o) => o.orderNumber === result.value.orderNumber)!;
  }

  it("adds it to the cart with none on hand, and beyond what is on hand, where a plain part is refused", () => {
    expect(addToCart(shop, SESSION_A, { productId: 3, quantity: 2 }, ctx)).toMatchObject({ ok: true, status: 201 });
    expect(addToCart(shop, SESSION_A, { productId: 2, quantity: 10 }, ctx)).toMatchObject({ ok: true });
    shop.products = shop.products.map((p) => (p.id === 3 ? { ...p, specialOrderDays: undefined } : p));
    expect(addToCart(shop, SESSION_A, { productId: 3, quantity: 1 }, ctx)).toMatchObject({ ok: false, status: 409, error: { field: "productId" } });
  });

  it("puts the missing units on order with their ready day, and never takes stock below zero", async () => {
    const order = await place([[3, 2], [2, 10]]);
    expect(order.items).toEqual([
      expect.objectContaining({ productId: 3, quantity: 2, onOrder: { quantity: 2, days: 5, readyBy: "2026-11-27" } }),
      expect.objectContaining({ productId: 2, quantity: 10, onOrder: { quantity: 2, days: 5, readyBy: "2026-11-27" } }),
    ]);
    expect(shop.products.find((p) => p.id === 3)!.quantityOnHand).toBe(0);
    expect(shop.products.find((p) => p.id === 2)!.quantityOnHand).toBe(0);
  });

  it("leaves a line the shelf covers as a plain line", async () => {
    const order = await place([[2, 3]]);
    expect(order.items[0]).not.toHaveProperty("onOrder");
    expect(shop.products.find((p) => p.id === 2)!.quantityOnHand).toBe(5);
  });

  it("cannot be ready until staff mark its units arrived, then can", async () => {
    const order = await place([[3, 2]]);
    const by = { now: ctx.now, by: "sam@parts.test" };
    expect(staffOrderView(order, [], shop.store).next).toEqual(["cancelled"]);
    expect(changeOrderStatus(order, { status: "ready" }, by)).toMatchObject({
      ok: false,
      status: 409,
      error: { field: "status", message: "1 line is still on order from the distributor: mark them arrived before the order is ready" },
    });
    const arrived = markOnOrderArrived(order, 3, new Date("2026-11-25T14:00:00Z"));
    if (!arrived.ok) throw new Error(arrived.error.message);
    expect(arrived.value.items[0]!.onOrder).toEqual({ quantity: 2, days: 5, readyBy: "2026-11-27", arrivedAt: "2026-11-25T14:00:00.000Z" });
    expect(staffOrderView(arrived.value, [], shop.store).next).toEqual(["ready", "cancelled"]);
    expect(changeOrderStatus(arrived.value, { status: "ready" }, by)).toMatchObject({ ok: true });
    // A second click changes nothing.
    expect(markOnOrderArrived(arrived.value, 3, ctx.now)).toMatchObject({ ok: true, changes: [] });
  });

  it("puts back on a cancel only what came off the shelf or has arrived", async () => {
    const order = await place([[2, 10]]);
    const cancel = (record: OrderRecord) => changeOrderStatus(record, { status: "cancelled", reason: "Changed mind" }, { now: ctx.now, by: "sam@parts.test" });
    const waiting = cancel(order);
    expect(waiting.ok && waiting.changes.filter((c) => c.op === "stock")).toEqual([{ op: "stock", collection: "products", id: 2, by: 8 }]);
    const arrived = markOnOrderArrived(order, 2, ctx.now);
    if (!arrived.ok) throw new Error(arrived.error.message);
    const afterArrival = cancel(arrived.value);
    expect(afterArrival.ok && afterArrival.changes.filter((c) => c.op === "stock")).toEqual([{ op: "stock", collection: "products", id: 2, by: 10 }]);
  });

  it("refuses to mark arrived a line with nothing on order, a part not in the order, or a closed order", () => {
    const order = orderRecord(7, { items: [orderLine(shop.products[0]!, 1), { ...orderLine(shop.products[2]!, 1), onOrder: { quantity: 1, days: 5, readyBy: "2026-11-27" } }] });
    expect(markOnOrderArrived(undefined, 1, ctx.now)).toMatchObject({ ok: false, status: 404 });
    expect(markOnOrderArrived(order, 99, ctx.now)).toMatchObject({ ok: false, status: 404, error: { field: "productId" } });
    expect(markOnOrderArrived(order, 1, ctx.now)).toMatchObject({ ok: false, status: 409, error: { field: "productId" } });
    expect(markOnOrderArrived({ ...order, status: "cancelled" }, 3, ctx.now)).toMatchObject({ ok: false, status: 409, error: { field: "status" } });
  });
});
