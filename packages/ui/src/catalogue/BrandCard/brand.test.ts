import { describe, expect, it } from "vitest";
import { brandInitials, formatPartCount, typeTitle } from "./brand.ts";

describe("brand helpers", () => {
  it("names each side's landing page", () => {
    expect(typeTitle("appliance")).toBe("Appliance Parts");
    expect(typeTitle("hvac")).toBe("HVAC Parts");
  });

  it("counts parts in words", () => {
    expect(formatPartCount(0)).toBe("0 parts");
    expect(formatPartCount(1)).toBe("1 part");
    expect(formatPartCount(1240)).toBe("1,240 parts");
  });

  it("keeps short capitalised names whole on the monogram", () => {
    expect(brandInitials("GE")).toBe("GE");
    expect(brandInitials("LG")).toBe("LG");
  });

  it("takes the first letters of the first two words otherwise", () => {
    expect(brandInitials("Whirlpool")).toBe("W");
    expect(brandInitials("A. O. Smith")).toBe("AO");
    expect(brandInitials("White-Rodgers")).toBe("WR");
    expect(brandInitials("  bosch  ")).toBe("B");
  });
});
