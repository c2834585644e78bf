import { describe, expect, it } from "vitest";
import { orderRecord, shopInfo } from "../../testing/index.ts";
import { lastMove } from "../order-status.ts";
import { customerOrderView } from "../order-views.ts";
import { holdUntil, pickupHoldStep } from "../pickup-hold.ts";
import type { OrderRecord } from "../types.ts";
import { arrivalOf, markArrived, parseArrival } from "./arrival.ts";

const READY_AT = "2026-12-01T15:00:00.000Z";
const ready = (): OrderRecord =>
  orderRecord(7, {
    status: "ready",
    history: [
      { status: "received", at: "2026-12-01T13:00:00.000Z", by: "customer" },
      { status: "ready", at: READY_AT, by: "sam@shop.example" },
    ],
  });
const at = (iso: string) => new Date(iso);

/** The order after its customer said they are here at `when`. */
function arrived(order: OrderRecord, when: string, curbside?: string): OrderRecord {
  const result = markArrived(order, curbside ? { curbside } : {}, at(when));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("I'm at the store", () => {
  it("records the customer's arrival on a ready order, with their car for curbside, as no move", () => {
    const order = arrived(ready(), "2026-12-02T16:05:00.000Z", "  Red Ford F-150 ");
    expect(arrivalOf(order)).toEqual({ at: "2026-12-02T16:05:00.000Z", curbside: "Red Ford F-150" });
    expect(order.history?.at(-1)).toEqual({ status: "ready", at: "2026-12-02T16:05:00.000Z", by: "customer", arrived: { curbside: "Red Ford F-150" } });
    // The status, the last move and the hold stay as they were.
    expect(order.status).toBe("ready");
    expect(lastMove(order)?.at).toBe(READY_AT);
    expect(holdUntil(order, shopInfo())).toBe(holdUntil(ready(), shopInfo()));
    expect(customerOrderView(order, "k", shopInfo()).arrived).toEqual({ at: "2026-12-02T16:05:00.000Z", curbside: "Red Ford F-150" });
  });

  it("changes nothing when said again with the same words, and records a new car", () => {
    const once = arrived(ready(), "2026-12-02T16:05:00.000Z");
    const again = markArrived(once, {}, at("2026-12-02T16:06:00.000Z"));
    expect(again).toMatchObject({ ok: true, changes: [] });
    const moved = arrived(once, "2026-12-02T16:07:00.000Z", "Blue van");
    expect(arrivalOf(moved)).toEqual({ at: "2026-12-02T16:07:00.000Z", curbside: "Blue van" });
    // The new car replaces the arrival it corrects: one visit, one event.
    expect(moved.history?.filter((e) => e.arrived)).toHaveLength(1);
    expect(moved.history).toHaveLength(once.history!.length);
  });

  it("refuses an order that is not ready with 409 naming the status, and changes nothing", () => {
    for (const status of ["received", "picked-up", "cancelled"] as const) {
      const result = markArrived({ ...ready(), status }, {}, at("2026-12-02T16:05:00.000Z"));
      expect(result, status).toMatchObject({ ok: false, status: 409, error: { field: "status" } });
    }
    expect(markArrived({ ...ready(), status: "received" }, {}, at("2026-12-02T16:05:00.000Z"))).toMatchObject({
      error: { message: "Order TLH-20260101-00007 is not ready for pickup yet: we will email you when it is" },
    });
  });

  it("does not count an arrival from before the order was last marked ready, nor once it is closed", () => {
    const earlier = arrived(ready(), "2026-12-02T16:05:00.000Z");
    const readyAgain: OrderRecord = { ...earlier, history: [...earlier.history!, { status: "ready", at: "2026-12-02T17:00:00.000Z", by: "sam@shop.example" }] };
    expect(arrivalOf(readyAgain)).toBeUndefined();
    expect(arrivalOf({ ...earlier, status: "picked-up" })).toBeUndefined();
  });

  it("keeps the hold's reminder from going twice when the customer arrives after it", () => {
    const reminded: OrderRecord = { ...ready(), history: [...ready().history!, { status: "ready", at: "2026-12-06T15:00:00.000Z", by: "shop", reminder: "2026-12-08T15:00:00.000Z" }] };
    const here = arrived(reminded, "2026-12-07T10:00:00.000Z");
    expect(pickupHoldStep(here, shopInfo(), at("2026-12-07T11:00:00.000Z"))).toBeUndefined();
  });

  it("reads a car description up to 120 characters, one line, naming the field", () => {
    expect(parseArrival({})).toEqual({ ok: true, value: {} });
    expect(parseArrival(undefined)).toEqual({ ok: true, value: {} });
    expect(parseArrival({ curbside: "x".repeat(121) })).toMatchObject({ ok: false, error: { field: "curbside" } });
    expect(parseArrival({ curbside: "a\nb" })).toMatchObject({ ok: false, error: { field: "curbside" } });
    expect(parseArrival({ car: "red" })).toMatchObject({ ok: false, error: { field: "car" } });
  });
});
