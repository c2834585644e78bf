import { describe, expect, it } from "vitest";
import { parseContact } from "../inbox/index.ts";
import { utf8Bytes } from "../kernel/limits.ts";
import { parseCreateOrder } from "./parse.ts";

const order = { email: "a@example.com", name: "A", phone: "850 555 0100", subtotal: "1.00", tax: "0.07", total: "1.07", items: [], orderNumber: "x1" };

describe("field limits in bytes", () => {
  it("counts text as its UTF-8 bytes", () => {
    expect(utf8Bytes("abc")).toBe(3);
    expect(utf8Bytes("é")).toBe(2);
    expect(utf8Bytes("€")).toBe(3);
    expect(utf8Bytes("🔧")).toBe(4);
  });

  it("refuses a name of 100 emoji, 400 bytes, naming the field", () => {
    const parsed = parseCreateOrder({ ...order, name: "🔧".repeat(100) });
    expect(parsed).toEqual({ ok: false, error: { field: "name", message: "name must be at most 100 bytes (an accented letter takes 2, an emoji 4)" } });
  });

  it("takes a name of 25 emoji, exactly 100 bytes", () => {
    expect(parseCreateOrder({ ...order, name: "🔧".repeat(25) }).ok).toBe(true);
  });

  it("measures a contact message and an order's lines in bytes too", () => {
    expect(parseContact({ name: "A", email: "a@example.com", message: "é".repeat(2501) })).toMatchObject({ ok: false, error: { field: "message" } });
    expect(parseContact({ name: "A", email: "a@example.com", message: "é".repeat(2500) }).ok).toBe(true);
    expect(parseCreateOrder({ ...order, items: ["🔧".repeat(126)] })).toMatchObject({ ok: false, error: { field: "items.0" } });
  });
});
