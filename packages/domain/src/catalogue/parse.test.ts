import { describe, expect, it } from "vitest";
import { parsePartQuery } from "./parse.ts";

describe("catalogue query strings", () => {
  const q = (s: string) => parsePartQuery(new URLSearchParams(s), 20);

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
});
