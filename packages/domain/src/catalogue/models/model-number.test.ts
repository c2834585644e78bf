import { describe, expect, it } from "vitest";
import { ModelIndex, normalizeModelNumber } from "./model-number.ts";

describe("normalizeModelNumber", () => {
  it("ignores case, spaces, dashes, dots and slashes", () => {
    for (const typed of ["WRF555SDFZ", "wrf555sdfz", "WRF 555-SDFZ", " wrf.555/sdfz ", "W-R-F 5 5 5 SDFZ"]) {
      expect(normalizeModelNumber(typed)).toBe("WRF555SDFZ");
    }
  });

  it("leaves nothing of input that holds no letters or digits", () => {
    expect(normalizeModelNumber(" -./ ")).toBe("");
  });
});

describe("ModelIndex", () => {
  const index = new ModelIndex([
    { models: ["WRF555SDFZ", "WRS325SDHZ"], item: "filter" },
    { models: ["WRF555SDFZ00"], item: "timer" },
    { models: ["XC21-036-230"], item: "board" },
    { models: ["wrs325sdhz"], item: "filter" },
  ]);

  it("finds exact matches before prefix matches", () => {
    expect(index.search("wrf 555-sdfz")).toEqual(["filter", "timer"]);
  });

  it("matches a model typed without its maker's punctuation", () => {
    expect(index.search("xc21036230")).toEqual(["board"]);
    expect(index.search("XC21-036")).toEqual(["board"]);
  });

  it("lists each item once even when several of its models match", () => {
    expect(index.search("WRS325SDHZ")).toEqual(["filter"]);
  });

  it("matches short input only exactly", () => {
    expect(index.search("WR")).toEqual([]);
    expect(index.search("WRF")).toEqual(["filter", "timer"]);
  });

  it("answers nothing for a miss or for empty input", () => {
    expect(index.search("ZZZ999")).toEqual([]);
    expect(index.search("  ")).toEqual([]);
  });

  it("stops at the limit", () => {
    expect(index.search("WRF", 1)).toEqual(["filter"]);
  });
});
