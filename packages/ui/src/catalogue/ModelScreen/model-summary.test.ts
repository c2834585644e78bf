import { describe, expect, it } from "vitest";
import { modelSummary } from "./ModelScreen.tsx";

const brand = (id: number, name: string) => ({ id, name, slug: name.toLowerCase() });

describe("modelSummary", () => {
  it("names the brands and the side, and how many parts fit", () => {
    expect(modelSummary({ brands: [brand(1, "Whirlpool")], types: ["appliance"], total: 5 })).toBe("Whirlpool appliance model. 5 parts fit it.");
    expect(modelSummary({ brands: [brand(2, "Trane")], types: ["hvac"], total: 1 })).toBe("Trane HVAC model. 1 part fits it.");
    expect(modelSummary({ brands: [brand(1, "GE"), brand(2, "Carrier")], types: ["appliance", "hvac"], total: 3 })).toBe(
      "GE / Carrier appliance and HVAC model. 3 parts fit it.",
    );
  });
});
