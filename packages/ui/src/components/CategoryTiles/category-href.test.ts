import { describe, expect, it } from "vitest";
import { categoryHref } from "./category-href.ts";

describe("categoryHref", () => {
  it("puts a category under its type's parts page", () => {
    expect(categoryHref({ type: "appliance", slug: "refrigerator-parts" })).toBe("/appliance-parts/refrigerator-parts");
    expect(categoryHref({ type: "hvac", slug: "thermostats" })).toBe("/hvac-parts/thermostats");
  });
});
