import { describe, expect, it } from "vitest";
import { parseAddToCart, parseUpdateCartItem } from "./parse.ts";

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
