import { describe, expect, it } from "vitest";
import { orderLine, orderRecord, part, shopInfo } from "../../testing/index.ts";
import { parsePickListsQuery } from "./handlers.ts";
import { orderCodes } from "./order-codes.ts";
import { byBin, pickList, type PickLine } from "./pick-list.ts";

const line = (partNumber: string, bin?: string, productId = 1): PickLine => ({ productId, partNumber, name: partNumber, quantity: 1, ...(bin ? { bin } : {}) });
const numbers = (lines: PickLine[]) => lines.map((l) => l.partNumber);

describe("shelf order", () => {
  it("reads bins as people do: A2 before A10, case ignored; no bin last; then by part number", () => {
    const lines = [line("P5"), line("P4", "a10-1"), line("P3", "A2-7"), line("P2", "B1"), line("P1"), line("P0", "A2-7")];
    expect(numbers([...lines].sort(byBin))).toEqual(["P0", "P3", "P4", "P2", "P1", "P5"]);
  });
});

describe("an order's pick list", () => {
  const parts = [part({ id: 1, partNumber: "WR55X10942", bin: "C4-02" }), part({ id: 2, partNumber: "DC97-16350", bin: "A1-10" }), part({ id: 3, partNumber: "W10295370A" })];
  const order = orderRecord(42, {
    name: "Pat Doe",
    phone: "(850) 555-0199",
    items: [orderLine({ ...parts[0]!, name: "Thermistor" }, 2), orderLine({ ...parts[2]!, name: "Filter" }, 1), orderLine({ ...parts[1]!, name: "Shock" }, 3)],
  });

  it("lists the lines in bin order with their quantities, the customer, the count and the shop's name", () => {
    const list = pickList(order, parts, shopInfo({ name: "Capital City Parts" }));
    expect(list.lines).toEqual([
      { productId: 2, partNumber: "DC97-16350", name: "Shock", quantity: 3, bin: "A1-10" },
      { productId: 1, partNumber: "WR55X10942", name: "Thermistor", quantity: 2, bin: "C4-02" },
      { productId: 3, partNumber: "W10295370A", name: "Filter", quantity: 1 },
    ]);
    expect(list).toMatchObject({ orderNumber: "TLH-20260101-00042", name: "Pat Doe", phone: "(850) 555-0199", itemCount: 6, shopName: "Capital City Parts", status: "received" });
  });

  it("prints a line whose part is gone from the catalogue without a bin, rather than leaving it out", () => {
    const list = pickList(order, parts.slice(0, 1), shopInfo());
    expect(numbers(list.lines)).toEqual(["WR55X10942", "DC97-16350", "W10295370A"]);
    expect(list.lines.filter((l) => l.bin !== undefined)).toHaveLength(1);
  });

  it("carries the order's codes", () => {
    expect(pickList(order, parts, shopInfo()).codes).toEqual(orderCodes(order.orderNumber));
  });
});

describe("order codes", () => {
  it("are SVG drawings, one a Code 128 barcode and one a QR code, that differ by number", () => {
    const codes = orderCodes("TLH-20261203-00042");
    for (const svg of [codes.code128, codes.qr]) {
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain("<path");
    }
    // A QR code is square; a linear barcode is much wider than tall.
    const size = (svg: string) => svg.match(/viewBox="0 0 (\d+) (\d+)"/)!.slice(1).map(Number) as [number, number];
    const [qrWidth, qrHeight] = size(codes.qr);
    const [barWidth, barHeight] = size(codes.code128);
    expect(qrWidth).toBe(qrHeight);
    expect(barWidth).toBeGreaterThan(barHeight * 3);
    expect(orderCodes("TLH-20261203-00043").code128).not.toBe(codes.code128);
    expect(orderCodes("TLH-20261203-00042")).toEqual(codes);
  });
});

describe("the pick lists' query", () => {
  const read = (query: string) => parsePickListsQuery(new URLSearchParams(query), "2026-12-03");

  it("takes a day, or the shop's today", () => {
    expect(read("day=2026-11-30")).toEqual({ ok: true, value: { day: "2026-11-30" } });
    expect(read("")).toEqual({ ok: true, value: { day: "2026-12-03" } });
  });

  it("refuses what is not a date, naming the field", () => {
    for (const bad of ["day=yesterday", "day=2026-13-40", "day=2026-02-30", "day=2026-12-3", "day=2026-12-03T00:00"]) {
      const parsed = read(bad);
      expect(parsed.ok, bad).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatchObject({ field: "day" });
    }
  });
});
