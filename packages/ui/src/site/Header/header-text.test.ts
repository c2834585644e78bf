import { describe, expect, it } from "vitest";
import { cartBadgeText, cartCountText, cartLinkLabel, savedLinkLabel } from "./header-text.ts";

describe("cartLinkLabel", () => {
  it("names the count in the cart link, singular for one", () => {
    expect(cartLinkLabel(3)).toBe("Cart, 3 items");
    expect(cartLinkLabel(1)).toBe("Cart, 1 item");
  });

  it("says the cart is empty at 0", () => {
    expect(cartLinkLabel(0)).toBe("Cart, empty");
  });

  it("says only Cart while the count is unknown", () => {
    expect(cartLinkLabel(undefined)).toBe("Cart");
  });
});

describe("cartBadgeText", () => {
  it("shows no badge for an empty or unknown cart", () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(undefined)).toBeNull();
  });

  it("shows the count, capped at 99+", () => {
    expect(cartBadgeText(7)).toBe("7");
    expect(cartBadgeText(99)).toBe("99");
    expect(cartBadgeText(100)).toBe("99+");
  });
});

describe("cartCountText", () => {
  it("gives the words the link adds after its visible Cart", () => {
    expect(cartCountText(2)).toBe("2 items");
    expect(cartCountText(1)).toBe("1 item");
    expect(cartCountText(0)).toBe("empty");
    expect(cartCountText(undefined)).toBeNull();
  });
});

describe("savedLinkLabel", () => {
  it("names the saved count in the heart link, and just the page when none are saved", () => {
    expect(savedLinkLabel(3)).toBe("Saved parts (3)");
    expect(savedLinkLabel(0)).toBe("Saved parts");
  });
});
