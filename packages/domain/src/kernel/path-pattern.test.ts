import { describe, expect, it } from "vitest";
import { compilePathPattern, matchPathPattern } from "./path-pattern.ts";

describe("path patterns", () => {
  it("read each parameter from its own segment, still percent-encoded, in any letter case", () => {
    const pattern = compilePathPattern("/api/cart/:id");
    expect(matchPathPattern(pattern, "/API/Cart/a%20b")).toEqual({ id: "a%20b" });
    expect(matchPathPattern(pattern, "/api/cart/a/b")).toBeNull();
    expect(matchPathPattern(pattern, "/api/cart")).toBeNull();
  });

  it("allow one trailing slash as express does, or any number as React Router does", () => {
    expect(matchPathPattern(compilePathPattern("/brands"), "/brands/")).toEqual({});
    expect(matchPathPattern(compilePathPattern("/brands"), "/brands//")).toBeNull();
    expect(matchPathPattern(compilePathPattern("/brands", "any"), "/brands//")).toEqual({});
    expect(matchPathPattern(compilePathPattern("/", "any"), "/")).toEqual({});
  });

  it("takes the pattern's other characters literally", () => {
    expect(matchPathPattern(compilePathPattern("/a.b"), "/axb")).toBeNull();
    expect(matchPathPattern(compilePathPattern("/a.b"), "/a.b")).toEqual({});
  });
});
