import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizeModelNumber, type PartView } from "../catalogue/index.ts";
import { memoryReads, readOutcome } from "../handlers.ts";
import type { ShopData } from "../shop/index.ts";
import { SYMPTOM_DATA } from "./symptom-data.ts";
import { findSymptom, SYMPTOM_CHECK_PARTS, symptomGroups, symptomView } from "./symptoms.ts";
import { SYMPTOM_APPLIANCES, type SymptomView } from "./types.ts";

const seed = () => JSON.parse(readFileSync(new URL("../../../../db.json", import.meta.url), "utf8")) as ShopData;
const TODAY = "2026-11-29";

/** Whether every word of `search` is in the part's name, as the search's words find it. */
const named = (part: PartView, search: string) => search.split(/\s+/).every((word) => part.name.toLowerCase().includes(word.toLowerCase()));
const fits = (part: PartView, model: string) => part.compatibility.some((listed) => normalizeModelNumber(listed).startsWith(normalizeModelNumber(model)));

describe("the symptom pages as written", () => {
  it("covers every machine with at least four pages, each address once", () => {
    for (const appliance of SYMPTOM_APPLIANCES) {
      expect(SYMPTOM_DATA.filter((s) => s.appliance === appliance.slug).length, appliance.slug).toBeGreaterThanOrEqual(4);
    }
    const addresses = SYMPTOM_DATA.map((s) => `${s.appliance}/${s.slug}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it("names, for every kind of part, words that find parts of that kind in the seed's catalogue", async () => {
    const reads = memoryReads(seed());
    const empty: string[] = [];
    for (const symptom of SYMPTOM_DATA) {
      const view = await symptomView(symptom, undefined, seed(), reads, TODAY);
      for (const check of view.checks) if (check.total === 0) empty.push(`${symptom.appliance}/${symptom.slug}: ${check.label}`);
    }
    expect(empty).toEqual([]);
  });
});

describe("a symptom page's answer", () => {
  const data = seed();
  const reads = memoryReads(data);
  const symptom = findSymptom("refrigerator", "not-cooling")!;

  it("lists each kind of part in order with its first parts of that kind, in its category, and the total", async () => {
    const view = await symptomView(symptom, undefined, data, reads, TODAY);
    expect(view.checks.map((check) => check.label)).toEqual(symptom.parts.map((kind) => kind.label));
    for (const [index, check] of view.checks.entries()) {
      const kind = symptom.parts[index]!;
      expect(check.category?.slug).toBe(kind.category);
      expect(check.parts.length).toBeLessThanOrEqual(SYMPTOM_CHECK_PARTS);
      expect(check.total).toBeGreaterThanOrEqual(check.parts.length);
      for (const part of check.parts) {
        expect(part.category.slug).toBe(kind.category);
        expect(named(part, kind.search), `${part.name} for ${kind.search}`).toBe(true);
      }
    }
    expect(view).toMatchObject({ appliance: { slug: "refrigerator", name: "Refrigerator", type: "appliance" }, title: symptom.title, faq: symptom.faq });
    expect(view).not.toHaveProperty("model");
    expect(view.related.map((other) => other.slug)).not.toContain("not-cooling");
    expect(view.related.every((other) => other.appliance === "refrigerator")).toBe(true);
  });

  it("narrows every kind to the parts listing the model, and answers none where none fits", async () => {
    const first = (await symptomView(symptom, undefined, data, reads, TODAY)).checks[0]!;
    const model = first.parts[0]!.compatibility[0]!;
    const view = await symptomView(symptom, model.toLowerCase(), data, reads, TODAY);
    expect(view.model).toBe(model.toLowerCase());
    expect(view.checks[0]!.total).toBeGreaterThanOrEqual(1);
    for (const check of view.checks) for (const part of check.parts) expect(fits(part, model), `${part.partNumber} fits ${model}`).toBe(true);
    const none = await symptomView(symptom, "ZZ-NO-SUCH-MODEL-9", data, reads, TODAY);
    expect(none.checks.every((check) => check.total === 0 && check.parts.length === 0)).toBe(true);
  });

  it("lists only the guides that are live, in the page's order", async () => {
    const withGuides = SYMPTOM_DATA.find((s) => s.guides.length > 0)!;
    const shop = seed();
    const hidden = shop.posts.find((post) => post.slug === withGuides.guides[0])!;
    hidden.isPublished = false;
    const view = await symptomView(withGuides, undefined, shop, memoryReads(shop), TODAY);
    expect(view.guides.map((guide) => guide.slug)).toEqual(withGuides.guides.slice(1));
  });
});

describe("the calls", () => {
  const data = seed();

  it("groups every page by machine, or one side's", async () => {
    const all = await readOutcome(data, "/api/symptoms");
    expect((all.body as { appliance: { slug: string } }[]).map((group) => group.appliance.slug)).toEqual(SYMPTOM_APPLIANCES.map((a) => a.slug));
    const hvac = await readOutcome(data, "/api/symptoms?type=hvac");
    expect((hvac.body as { appliance: { slug: string } }[]).map((group) => group.appliance.slug)).toEqual(["air-conditioner", "furnace", "heat-pump"]);
    expect(symptomGroups("appliance").every((group) => group.appliance.type === "appliance")).toBe(true);
    expect(await readOutcome(data, "/api/symptoms?type=boat")).toMatchObject({ status: 400, body: { field: "type" } });
  });

  it("answers a page, 404 for one not written, and 400 naming a model too long", async () => {
    const page = await readOutcome(data, "/api/symptoms/washer/wont-spin?model=");
    expect(page.status).toBe(200);
    expect((page.body as SymptomView).title).toBe(findSymptom("washer", "wont-spin")!.title);
    expect(await readOutcome(data, "/api/symptoms/washer/flying")).toMatchObject({ status: 404, body: { message: "Symptom page not found" } });
    expect(await readOutcome(data, "/api/symptoms/boat/wont-spin")).toMatchObject({ status: 404 });
    expect(await readOutcome(data, `/api/symptoms/washer/wont-spin?model=${"A".repeat(41)}`)).toMatchObject({ status: 400, body: { field: "model" } });
  });
});
