import { describe, expect, it } from "vitest";
import type { Change } from "../../shop/index.ts";
import type { OrderRecord } from "../types.ts";
import { orderLiveEvents, parseOrderLiveEvent } from "./live.ts";

const order = (orderNumber: string) => ({ orderNumber }) as OrderRecord;

describe("the live inbox's events", () => {
  it("name each order a write puts, with what happened: placed and arrived as the rule says, anything else changed", () => {
    const changes: Change[] = [
      { op: "put", collection: "orders", record: order("TLH-1"), live: "placed" },
      { op: "stock", collection: "products", id: 3, by: -1 },
      { op: "put", collection: "orders", record: order("TLH-2") },
      { op: "put", collection: "orders", record: order("TLH-3"), live: "arrived" },
      { op: "delete", collection: "cartItems", id: "c1" },
    ];
    expect(orderLiveEvents(changes)).toEqual([
      { kind: "placed", orderNumber: "TLH-1" },
      { kind: "changed", orderNumber: "TLH-2" },
      { kind: "arrived", orderNumber: "TLH-3" },
    ]);
    expect(orderLiveEvents([{ op: "stock", collection: "products", id: 3, by: 1 }])).toEqual([]);
  });

  it("read an event's data as the client gets it, and nothing else", () => {
    expect(parseOrderLiveEvent('{"kind":"arrived","orderNumber":"TLH-3"}')).toEqual({ kind: "arrived", orderNumber: "TLH-3" });
    for (const data of ["", "null", "[]", '{"kind":"deleted","orderNumber":"TLH-3"}', '{"kind":"placed"}', '{"kind":"placed","orderNumber":4}', "{"]) {
      expect(parseOrderLiveEvent(data)).toBeUndefined();
    }
  });
});
