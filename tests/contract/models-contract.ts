import { normalizeModelNumber, type ModelPageView, type PartView, type SymptomGroup, type SymptomView } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectError, expectOk, ids, type Get, type Shelf } from "./calls.ts";

/**
 * The contract's cases for finding parts by appliance model: the model search (exact, any way
 * written, by prefix, by type), a model's page, and the symptom pages, whose parts a model narrows.
 * Part of `defineContract`; reads only.
 */

interface Kit extends Shelf {
  get: Get;
}

export function defineModelCases({ get, allParts, find }: Kit): void {
  describe("GET /api/products/search-by-model/{model}", () => {
    const byModel = async (model: string, query = "") =>
      expectOk(await get<PartView[]>(`/products/search-by-model/${encodeURIComponent(model)}${query}`));
    const fitting = async () => find("with a model of 6+ characters", (p) => p.compatibility.some((m) => normalizeModelNumber(m).length >= 6));
    const modelOf = (p: PartView) => p.compatibility.find((m) => normalizeModelNumber(m).length >= 6)!;

    it("finds the parts that fit an exact model number", async () => {
      const product = await fitting();
      const model = modelOf(product);
      const found = await byModel(model);
      expect(ids(found)).toContain(product.id);
      const key = normalizeModelNumber(model);
      for (const p of found) expect(p.compatibility.some((m) => normalizeModelNumber(m).startsWith(key))).toBe(true);
      // Exact fits come before parts that only fit a longer model.
      const exact = found.map((p) => p.compatibility.some((m) => normalizeModelNumber(m) === key));
      expect(exact.indexOf(false) === -1 || exact.lastIndexOf(true) < exact.indexOf(false)).toBe(true);
    });

    it("ignores case, spaces and dashes in the model number", async () => {
      const product = await fitting();
      const key = normalizeModelNumber(modelOf(product));
      const expected = ids(await byModel(key));
      const cut = Math.floor(key.length / 2);
      const spaced = `${key.slice(0, cut)} ${key.slice(cut, cut + 2)}-${key.slice(cut + 2)}`;
      for (const variant of [spaced, spaced.toLowerCase(), `  ${key.toLowerCase()}  `, key.split("").join("-")]) {
        expect(ids(await byModel(variant)), `variant "${variant}"`).toEqual(expected);
      }
    });

    it("finds models that start with a prefix", async () => {
      const product = await fitting();
      const key = normalizeModelNumber(modelOf(product));
      const prefix = key.slice(0, Math.max(3, key.length - 2));
      const found = await byModel(prefix);
      expect(ids(found)).toContain(product.id);
      for (const p of found) expect(p.compatibility.some((m) => normalizeModelNumber(m).startsWith(prefix))).toBe(true);
    });

    it("filters by type", async () => {
      const product = await fitting();
      const type = product.category.type;
      const found = await byModel(modelOf(product), `?type=${type}`);
      expect(ids(found)).toContain(product.id);
      expect(found.every((p) => p.category.type === type)).toBe(true);
      expectError(await get(`/products/search-by-model/${encodeURIComponent(modelOf(product))}?type=bad`), 400, "type");
    });

    it("answers [] for a model nothing fits", async () => {
      expect(await byModel("QQZZ99887766XX")).toEqual([]);
    });

    it("refuses a model with no letters or digits with 400 naming the field", async () => {
      expectError(await get("/products/search-by-model/---"), 400, "model");
    });

    it("refuses a model over 60 characters with 400 naming the field", async () => {
      expectError(await get(`/products/search-by-model/${"A".repeat(61)}`), 400, "model");
    });
  });

  describe("GET /api/models/{model}", () => {
    const modelPage = async (model: string) => get<ModelPageView>(`/models/${encodeURIComponent(model)}`);

    it("answers a listed model written any way with its listed form and every part that lists it, by category", async () => {
      const product = await find("with a model", (p) => p.compatibility.some((m) => /[A-Z]{2}.*\d/i.test(m)));
      const listed = product.compatibility.find((m) => /[A-Z]{2}.*\d/i.test(m))!;
      const key = normalizeModelNumber(listed);
      // Lower case, with a dash and a space in it: the same model.
      const written = `${key.slice(0, 2).toLowerCase()}-${key.slice(2, 4)} ${key.slice(4)}`;
      const page = expectOk(await modelPage(written));
      expect(normalizeModelNumber(page.model)).toBe(key);
      const parts = page.groups.flatMap((group) => group.parts);
      expect(ids(parts)).toContain(product.id);
      expect(page.total).toBe(parts.length);
      const fitting = (await allParts()).filter((p) => p.compatibility.some((m) => normalizeModelNumber(m) === key));
      expect(ids(parts).sort((a, b) => a - b)).toEqual(ids(fitting).sort((a, b) => a - b));
      for (const group of page.groups) expect(group.parts.every((p) => p.category.id === group.category.id)).toBe(true);
      expect(page.brands.map((brand) => brand.id)).toContain(product.brand.id);
      expect(page.types).toContain(product.category.type);
    });

    it("answers 404 for a model no part lists", async () => {
      expect(expectError(await modelPage("QQZZ99887766XX"), 404).message).toBe("Model not found");
    });
  });

  describe("GET /api/symptoms and /api/symptoms/{appliance}/{slug}", () => {
    const symptom = (path: string) => get<SymptomView>(`/symptoms/${path}`);

    it("lists every page by machine, and one side's with ?type=", async () => {
      const all = expectOk(await get<SymptomGroup[]>("/symptoms"));
      expect(all.map((group) => group.appliance.slug)).toEqual([
        "refrigerator", "washer", "dryer", "dishwasher", "range", "microwave", "air-conditioner", "furnace", "heat-pump",
      ]);
      for (const group of all) expect(group.symptoms.length, group.appliance.slug).toBeGreaterThanOrEqual(4);
      const hvac = expectOk(await get<SymptomGroup[]>("/symptoms?type=hvac"));
      expect(hvac.map((group) => group.appliance.type)).toEqual(["hvac", "hvac", "hvac"]);
      expectError(await get("/symptoms?type=boat"), 400, "type");
    });

    it("answers a page with its kinds of part in order, each with parts of that kind from its category", async () => {
      const page = expectOk(await symptom("refrigerator/not-cooling"));
      expect(page).toMatchObject({ slug: "not-cooling", appliance: { slug: "refrigerator", type: "appliance" } });
      expect(page.checks.length).toBeGreaterThanOrEqual(3);
      for (const check of page.checks) {
        expect(check.total, check.label).toBeGreaterThanOrEqual(check.parts.length);
        for (const part of check.parts) expect(part.category.slug).toBe(check.category?.slug);
      }
      expect(page.checks[0]!.parts.length).toBeGreaterThan(0);
      expect(page.faq.length).toBeGreaterThan(0);
    });

    it("narrows the parts to the model given, written any way", async () => {
      const page = expectOk(await symptom("refrigerator/not-cooling"));
      const model = page.checks[0]!.parts[0]!.compatibility[0]!;
      const key = normalizeModelNumber(model);
      const narrowed = expectOk(await symptom(`refrigerator/not-cooling?model=${encodeURIComponent(model.toLowerCase())}`));
      expect(narrowed.model).toBe(model.toLowerCase());
      expect(narrowed.checks[0]!.total).toBeGreaterThan(0);
      for (const check of narrowed.checks) {
        for (const part of check.parts) expect(part.compatibility.some((m) => normalizeModelNumber(m).includes(key))).toBe(true);
      }
      const none = expectOk(await symptom("refrigerator/not-cooling?model=QQZZ99887766XX"));
      expect(none.checks.every((check) => check.total === 0)).toBe(true);
    });

    it("answers 404 for a page not written, and 400 naming a model too long", async () => {
      expect(expectError(await symptom("refrigerator/flying"), 404).message).toBe("Symptom page not found");
      expectError(await symptom("boat/not-cooling"), 404);
      expectError(await symptom(`refrigerator/not-cooling?model=${"A".repeat(41)}`), 400, "model");
    });
  });
}
