import { describe, expect, it } from "vitest";
import { parseAddToCart, parseUpdateCartItem } from "../cart/index.ts";
import { parseBlogQuery } from "../guides/index.ts";
import { parseContact, parseNewsletter } from "../inbox/index.ts";
import { isValidSessionId } from "../kernel/limits.ts";
import { parseCreateOrder } from "../orders/index.ts";
import { parseProductQuery } from "./parse.ts";

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

describe("session ids", () => {
  it("are 21 characters of A-Z, a-z, 0-9, _ and -", () => {
    expect(isValidSessionId("V1StGXR8_Z5jdHi6B-myT")).toBe(true);
    expect(isValidSessionId("V1StGXR8_Z5jdHi6B-my")).toBe(false);
    expect(isValidSessionId("V1StGXR8_Z5jdHi6B-myT!")).toBe(false);
    expect(isValidSessionId("V1StGXR8 Z5jdHi6B-myT")).toBe(false);
    expect(isValidSessionId(null)).toBe(false);
  });
});

describe("cart bodies", () => {
  it("take a product and an optional quantity", () => {
    expect(parseAddToCart({ productId: 3 })).toEqual({ ok: true, value: { productId: 3 } });
    expect(parseAddToCart({ productId: 3, quantity: 2 })).toEqual({ ok: true, value: { productId: 3, quantity: 2 } });
  });

  it("refuse a quantity outside 1-99 or not a whole number, naming the field", () => {
    for (const quantity of [0, 100, 1.5, "2", null, -1]) {
      const parsed = parseUpdateCartItem({ quantity });
      expect(parsed.ok, String(quantity)).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.field).toBe("quantity");
        expect(parsed.error.message).toMatch(/^quantity /);
      }
    }
  });

  it("refuse a price sent by the client", () => {
    const parsed = parseAddToCart({ productId: 3, unitPrice: "0.01" });
    expect(parsed).toEqual({ ok: false, error: { field: "unitPrice", message: "unitPrice is set by the server and cannot be sent" } });
  });

  it("say which required field is missing", () => {
    expect(parseAddToCart({})).toEqual({ ok: false, error: { field: "productId", message: "productId is required" } });
    expect(parseUpdateCartItem({})).toEqual({ ok: false, error: { field: "quantity", message: "quantity is required" } });
  });

  it("refuse a body that is not an object", () => {
    for (const body of [[], null, 3, "x"]) {
      expect(parseAddToCart(body)).toEqual({ ok: false, error: { message: "Request body must be a JSON object" } });
    }
  });
});

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

describe("contact and newsletter bodies", () => {
  it("require name, email and message; phone and subject are optional", () => {
    expect(parseContact({ name: "Al", email: "al@example.com", message: "Hi" })).toEqual({
      ok: true,
      value: { name: "Al", email: "al@example.com", message: "Hi", phone: undefined, subject: undefined },
    });
    expect(parseContact({ name: "Al", email: "al@example.com" })).toMatchObject({ ok: false, error: { field: "message" } });
    expect(parseContact({ name: "Al", email: "al@example.com", message: "Hi", phone: "" })).toMatchObject({ ok: true });
  });

  it("keep a message's line breaks but refuse its other control and bidi characters", () => {
    const message = { name: "Al", email: "al@example.com" };
    expect(parseContact({ ...message, message: "Line one\r\n\tLine two" })).toMatchObject({ ok: true, value: { message: "Line one\r\n\tLine two" } });
    expect(parseContact({ ...message, message: "Hi\u001b[31m" })).toMatchObject({ ok: false, error: { field: "message" } });
    expect(parseContact({ ...message, message: "Hi\u2066" })).toMatchObject({ ok: false, error: { field: "message" } });
    expect(parseContact({ ...message, message: "Hi", subject: "Stock\nBcc: x@y.z" })).toMatchObject({ ok: false, error: { field: "subject" } });
  });

  it("store newsletter addresses lowercased", () => {
    expect(parseNewsletter({ email: "A@B.CO" })).toEqual({ ok: true, value: { email: "a@b.co" } });
    expect(parseNewsletter({ email: "nope" })).toMatchObject({ ok: false, error: { field: "email" } });
  });
});

describe("catalogue query strings", () => {
  const q = (s: string) => parseProductQuery(new URLSearchParams(s), 20);

  it("default to the popular sort and the first page of 20", () => {
    expect(q("")).toEqual({ ok: true, value: { sort: "popular", limit: 20, offset: 0 } });
  });

  it("read every filter", () => {
    expect(q("type=hvac&categoryId=3&brandId=4&search=%20fan%20&inStock=true&isFeatured=false&isPopular=true&sort=name&limit=100&offset=40")).toEqual({
      ok: true,
      value: { type: "hvac", categoryId: 3, brandId: 4, search: "fan", inStock: true, isFeatured: false, isPopular: true, sort: "name", limit: 100, offset: 40 },
    });
  });

  it("refuse bad values, naming the parameter", () => {
    for (const [s, field] of [
      ["limit=101", "limit"],
      ["limit=-1", "limit"],
      ["offset=x", "offset"],
      ["sort=cheap", "sort"],
      ["categoryId=abc", "categoryId"],
      ["brandId=0", "brandId"],
      ["inStock=yes", "inStock"],
      ["type=garden", "type"],
    ] as const) {
      const parsed = q(s);
      expect(parsed.ok, s).toBe(false);
      expect(!parsed.ok && parsed.error.field, s).toBe(field);
    }
  });

  it("serve only published posts on the blog", () => {
    expect(parseBlogQuery(new URLSearchParams("isPublished=true"), 10)).toEqual({ ok: true, value: { limit: 10, offset: 0 } });
    expect(parseBlogQuery(new URLSearchParams("isPublished=false"), 10)).toMatchObject({ ok: false, error: { field: "isPublished" } });
  });
});
