import { describe, expect, it } from "vitest";
import { parsePartEdit, parsePartQuery, partFieldRules } from "./parse.ts";

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

describe("a part's fields", () => {
  it("refuse a model or replaced part number that is not one plain line, naming the list and the entry, as for one too long", () => {
    expect(parsePartEdit({ compatibility: ["WRF555", "WRF\u202e556"] })).toMatchObject({ ok: false, error: { field: "compatibility.1", message: expect.stringMatching(/^compatibility must be one line/) } });
    expect(parsePartEdit({ supersedes: ["W1\u0000"] })).toMatchObject({ ok: false, error: { field: "supersedes.0" } });
    expect(parsePartEdit({ compatibility: [" WRF555 ", "WRF555", ""] })).toEqual({ ok: true, value: { compatibility: ["WRF555"] } });
  });

  it("name each field as the caller calls it: the CSV import names its columns", () => {
    const rules = partFieldRules((field) => (field === "quantityOnHand" ? "quantity" : field));
    expect(rules.quantityOnHand.safeParse(100_000).error?.issues[0]?.message).toBe("quantity must be from 0 to 99999");
    expect(partFieldRules().quantityOnHand.safeParse(100_000).error?.issues[0]?.message).toBe("quantityOnHand must be from 0 to 99999");
  });
});
