import { describe, expect, it } from "vitest";
import { ADDED_STATE_MS, ADD_TO_CART_LABELS, addToCartStatus } from "./add-to-cart-state.ts";

describe("add-to-cart state", () => {
  it("keeps 'Added!' for two seconds", () => {
    expect(ADDED_STATE_MS).toBe(2000);
  });

  it("reads Add to Cart, Adding..., Added! and Out of Stock", () => {
    expect(ADD_TO_CART_LABELS).toEqual({
      idle: "Add to Cart",
      adding: "Adding...",
      added: "Added!",
      "out-of-stock": "Out of Stock",
    });
  });

  it("shows out of stock whatever step an add was in", () => {
    expect(addToCartStatus("idle", false)).toBe("out-of-stock");
    expect(addToCartStatus("adding", false)).toBe("out-of-stock");
    expect(addToCartStatus("added", true)).toBe("added");
  });
});
