import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSeedData, SEED_DIR } from "./data.ts";

let dir = "";

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "seed-data-"));
  cpSync(SEED_DIR, dir, { recursive: true });
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Sets the field at `path` in one JSON file of the copy; `undefined` removes it. */
function setField(name: string, path: readonly (string | number)[], value: unknown): void {
  const file = join(dir, name);
  const root: unknown = JSON.parse(readFileSync(file, "utf8"));
  type Node = Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, root as Node);
  const last = path[path.length - 1] ?? "";
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  writeFileSync(file, JSON.stringify(root));
}

function editText(name: string, change: (text: string) => string): void {
  const file = join(dir, name);
  writeFileSync(file, change(readFileSync(file, "utf8")));
}

describe("loadSeedData", () => {
  it("reads the committed data: 16 categories, 42 brands and 15 guides in id order", () => {
    const data = loadSeedData();
    expect(data.categories).toHaveLength(16);
    expect(data.brands).toHaveLength(42);
    expect(data.guides.map((g) => g.id)).toEqual(data.guides.map((_, i) => i + 1));
    expect(data.guides[0]?.content).toMatch(/^Almost every call to our counter/);
  });

  it("names the file and the field of a missing store fact", () => {
    setField("store.json", ["phone"], undefined);
    expect(() => loadSeedData(dir)).toThrow(`${join(dir, "store.json")}: phone: Invalid input: expected string, received undefined`);
  });

  it("names the file of a JSON syntax error", () => {
    editText("categories.json", (text) => text.replace("[", "[,"));
    expect(() => loadSeedData(dir)).toThrow(`${join(dir, "categories.json")}: not valid JSON`);
  });

  it("refuses a template that fits an unknown kind of machine", () => {
    setField("categories.json", [0, "templates", 1, "kinds"], ["fridge"]);
    expect(() => loadSeedData(dir)).toThrow(/categories\.json: \[0\]\.templates\[1\]\.kinds\[0\]: Invalid option/);
  });

  it("refuses a price range whose low end is above its high end", () => {
    setField("categories.json", [2, "templates", 0, "price"], [90, 20]);
    expect(() => loadSeedData(dir)).toThrow("categories.json: [2].templates[0].price: must be [min, max]");
  });

  it("refuses a part number pattern with an unclosed choice and a misspelt key", () => {
    setField("brands.json", [3, "partNumbers"], ["DA{97|61-####"]);
    expect(() => loadSeedData(dir)).toThrow('brands.json: [3].partNumbers[0]: has a "{" without its "}"');
    setField("brands.json", [3, "partNumbers"], ["DA####"]);
    setField("brands.json", [3, "onlyTemplate"], ["lid-switch"]);
    expect(() => loadSeedData(dir)).toThrow('brands.json: [3]: Unrecognized key: "onlyTemplate"');
  });

  it("refuses a brand name used twice", () => {
    setField("brands.json", [5, "name"], "Whirlpool");
    expect(() => loadSeedData(dir)).toThrow("brands.json: [5].name: repeats Whirlpool");
  });

  it("names the guide whose category does not exist or whose slug is not its file name", () => {
    const guide = join("guides", "dryer-not-heating.md");
    editText(guide, (text) => text.replace('category: "washer-dryer-parts"', 'category: "dryers"'));
    expect(() => loadSeedData(dir)).toThrow(new RegExp(`dryer-not-heating\\.md: category: Invalid option`));
    editText(guide, (text) => text.replace('category: "dryers"', 'category: "washer-dryer-parts"').replace('slug: "dryer-not-heating"', 'slug: "dryer-cold"'));
    expect(() => loadSeedData(dir)).toThrow("dryer-not-heating.md: slug: must match the file name, got dryer-cold");
  });

  it("refuses two guides with the same id", () => {
    editText(join("guides", "dryer-not-heating.md"), (text) => text.replace(/^id: \d+$/m, "id: 1"));
    expect(() => loadSeedData(dir)).toThrow(/find-your-model-number\.md: id: 1 is already the id of dryer-not-heating\.md/);
  });
});
