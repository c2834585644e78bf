import { describe, expect, it } from "vitest";
import { compilePattern, expandPattern } from "./pattern.ts";
import { mulberry32 } from "./random.ts";

describe("part number patterns", () => {
  it("turns # into a digit, @ into a letter and {a|b} into one alternative, keeping the rest", () => {
    const rng = mulberry32(1);
    for (let i = 0; i < 200; i++) {
      expect(expandPattern(rng, "WR{55|57}X#-@")).toMatch(/^WR5[57]X\d-[A-HJ-NPR-Z]$/);
    }
  });

  it("allows an empty alternative, so a suffix can be optional", () => {
    const rng = mulberry32(2);
    const seen = new Set(Array.from({ length: 100 }, () => expandPattern(rng, "W10{|A|B}")));
    expect(seen).toEqual(new Set(["W10", "W10A", "W10B"]));
  });

  it("gives the same strings for the same seed", () => {
    const draw = (seed: number) => {
      const rng = mulberry32(seed);
      return Array.from({ length: 5 }, () => expandPattern(rng, "DA{97|61}-{0|1}####{A|B}"));
    };
    expect(draw(9)).toEqual(draw(9));
    expect(draw(9)).not.toEqual(draw(10));
  });

  it("refuses a choice without its closing brace", () => {
    expect(() => compilePattern("WR{55|57X####")).toThrow("unclosed choice in pattern WR{55|57X####");
  });
});
