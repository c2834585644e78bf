import { describe, expect, it } from "vitest";
import { parseCreateOrder } from "./parse.ts";

const order = {
  email: "Pat@Example.com ",
  name: " Pat ",
  phone: "850-555-0199",
  subtotal: "10.00",
  tax: "0.65",
  total: "10.65",
  items: ["1 x Filter"],
  orderNumber: "abc-123",
};

describe("order bodies", () => {
  it("trim names and lowercase the email", () => {
    const parsed = parseCreateOrder(order);
    expect(parsed.ok && parsed.value).toMatchObject({ email: "pat@example.com", name: "Pat" });
  });

  it("require email, name and phone, naming each", () => {
    for (const field of ["email", "name", "phone"] as const) {
      const missing = parseCreateOrder({ ...order, [field]: undefined });
      expect(missing).toEqual({ ok: false, error: { field, message: `${field} is required` } });
      const blank = parseCreateOrder({ ...order, [field]: "   " });
      expect(blank.ok).toBe(false);
      expect(!blank.ok && blank.error.field).toBe(field);
    }
  });

  it("refuse a malformed email or phone", () => {
    expect(parseCreateOrder({ ...order, email: "pat@" })).toMatchObject({ ok: false, error: { field: "email" } });
    expect(parseCreateOrder({ ...order, phone: "call me" })).toMatchObject({ ok: false, error: { field: "phone" } });
    expect(parseCreateOrder({ ...order, phone: "12345" })).toMatchObject({ ok: false, error: { field: "phone" } });
  });

  it("take amounts only as decimal strings", () => {
    expect(parseCreateOrder({ ...order, total: 10.65 })).toMatchObject({ ok: false, error: { field: "total" } });
    expect(parseCreateOrder({ ...order, subtotal: "-1.00" })).toMatchObject({ ok: false, error: { field: "subtotal" } });
    expect(parseCreateOrder({ ...order, tax: "0.655" })).toMatchObject({ ok: false, error: { field: "tax" } });
  });

  it("refuse unknown fields and a bad order number", () => {
    expect(parseCreateOrder({ ...order, discount: "5.00" })).toMatchObject({ ok: false, error: { field: "discount" } });
    expect(parseCreateOrder({ ...order, orderNumber: "a b" })).toMatchObject({ ok: false, error: { field: "orderNumber" } });
  });

  it("take the client's items as a list of lines or one text block, within size limits", () => {
    expect(parseCreateOrder({ ...order, items: "1 x Filter\n2 x Knob" })).toMatchObject({ ok: true });
    expect(parseCreateOrder({ ...order, items: "x".repeat(20_001) })).toMatchObject({ ok: false, error: { field: "items" } });
    expect(parseCreateOrder({ ...order, items: Array(201).fill("1 x Filter") })).toMatchObject({ ok: false, error: { field: "items" } });
    expect(parseCreateOrder({ ...order, items: 3 })).toMatchObject({ ok: false, error: { field: "items" } });
  });

  it("refuse control and bidi characters in one-line fields, naming the field", () => {
    for (const [field, value] of [
      ["name", "Eve\r\nBcc: victim@example.com"],
      ["name", "Pat\u202e"],
      ["name", "Pat\u0085"],
      ["email", "pat\u200f@example.com"],
      ["phone", "850\t555 0199"],
    ] as const) {
      expect(parseCreateOrder({ ...order, [field]: value })).toMatchObject({ ok: false, error: { field, message: expect.stringContaining(field) } });
    }
  });
});
