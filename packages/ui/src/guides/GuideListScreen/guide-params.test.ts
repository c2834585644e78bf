import { describe, expect, it } from "vitest";
import { readGuideParams, readPage, withGuidePage, withGuideSearch } from "./guide-params.ts";

const q = (text: string) => new URLSearchParams(text);

describe("blog list URL", () => {
  it("reads the search trimmed and the page as a positive whole number", () => {
    expect(readGuideParams(q("search=%20filter%20&page=2"))).toEqual({ search: "filter", page: 2 });
    expect(readGuideParams(q(""))).toEqual({ search: "", page: 1 });
  });

  it("reads nonsense pages as page 1", () => {
    for (const value of ["0", "-1", "2.5", "two", "", "99999999999999999999"]) expect(readPage(value), value).toBe(1);
  });

  it("goes back to page 1 on a new search and keeps other keys", () => {
    expect(withGuideSearch(q("page=2&ref=mail"), " heat pump ").toString()).toBe("ref=mail&search=heat+pump");
    expect(withGuideSearch(q("search=ac&page=3"), "  ").toString()).toBe("");
  });

  it("leaves page 1 out of the URL", () => {
    expect(withGuidePage(q("search=ac"), 2).toString()).toBe("search=ac&page=2");
    expect(withGuidePage(q("search=ac&page=2"), 1).toString()).toBe("search=ac");
  });
});
