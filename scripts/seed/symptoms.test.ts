import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSeedData, SEED_DIR } from "./data.ts";
import { readSymptoms, SYMPTOM_MODULE, symptomModule } from "./symptoms.ts";

const seed = loadSeedData();
const categories = seed.categories.map((category) => category.slug);
const guides = seed.guides.map((guide) => guide.slug);

describe("the symptom pages' data", () => {
  it("orders each machine's pages by rank, the most common first", () => {
    const fridge = readSymptoms(SEED_DIR, categories, guides).filter((s) => s.appliance === "refrigerator");
    expect(fridge[0]?.slug).toBe("not-cooling");
    expect(fridge[0]).not.toHaveProperty("rank");
  });

  it("is committed as the domain's module exactly as seed/symptoms/ gives it (run `npm run seed` after editing them)", () => {
    expect(readFileSync(SYMPTOM_MODULE, "utf8")).toBe(symptomModule(readSymptoms(SEED_DIR, categories, guides)));
  });

  describe("a malformed file", () => {
    let dir = "";
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), "seed-symptoms-"));
      cpSync(join(SEED_DIR, "symptoms"), join(dir, "symptoms"), { recursive: true });
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const edit = (file: string, change: (text: string) => string) => {
      const path = join(dir, "symptoms", file);
      writeFileSync(path, change(readFileSync(path, "utf8")));
    };

    it.each([
      ["a category the shop has not", (t: string) => t.replace('"category":"refrigerator-parts"', '"category":"boat-parts"'), /parts\.0\.category/],
      ["a guide not written", (t: string) => t.replace(/^guides: .*$/m, 'guides: ["no-such-guide"]'), /guides\.0/],
      ["a summary over 160 characters", (t: string) => t.replace(/^summary: .*$/m, `summary: "${"x".repeat(161)}"`), /summary: must be at most 160/],
      ["a slug not its file's", (t: string) => t.replace('slug: "not-cooling"', 'slug: "warm"'), /slug: must match the file name/],
      ["no text", (t: string) => t.replace(/\n---\n[^]*$/, "\n---\n"), /text is missing/],
    ])("stops at %s, naming the file and the field", (_what, change, message) => {
      edit("refrigerator/not-cooling.md", change);
      expect(() => readSymptoms(dir, categories, guides)).toThrow(message);
      expect(() => readSymptoms(dir, categories, guides)).toThrow(/refrigerator\/not-cooling\.md/);
    });

    it("stops at two pages of a machine with one rank", () => {
      edit("refrigerator/leaking-water.md", (t) => t.replace(/^rank: \d+$/m, "rank: 1"));
      expect(() => readSymptoms(dir, categories, guides)).toThrow(/refrigerator: rank: two pages share a rank/);
    });

    it("stops at a folder that is no machine", () => {
      cpSync(join(dir, "symptoms", "washer"), join(dir, "symptoms", "boat"), { recursive: true });
      expect(() => readSymptoms(dir, categories, guides)).toThrow(/boat: not an appliance/);
    });
  });
});
