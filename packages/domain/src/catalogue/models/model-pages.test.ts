import { describe, expect, it } from "vitest";
import { answerRead } from "../../handlers.ts";
import type { ShopData } from "../../shop/index.ts";
import { pagePaths, sitemapEntries } from "../../site/index.ts";
import { makeShop } from "../../testing/index.ts";
import type { Part } from "../types.ts";
import { findModelPage, listedModelForm, listedModels, modelPagesOf } from "./model-pages.ts";

const shop = makeShop();

/** The shop with one more part, listing its models as written. */
function withPart(data: ShopData, part: Partial<Part> & Pick<Part, "id" | "compatibility">): ShopData {
  const base = data.products[0]!;
  return { ...data, products: [...data.products, { ...base, name: `Part ${part.id}`, partNumber: `P${part.id}`, supersedes: [], ...part }] };
}

describe("model pages", () => {
  it("lists every model number a part lists, once each, in its listed form", async () => {
    expect(listedModels(shop)).toEqual(["24ABB336A003", "25HCB636A003", "ED5FHAXVQ", "WRF555SDFZ", "WRF555SDFZ00", "WRS325SDHZ"]);
  });

  it("finds a model written with any case, spaces, dashes, dots or slashes", async () => {
    for (const written of ["WRF555SDFZ", "wrf555sdfz", "wrf-555-sdfz", "WRF 555.SDFZ", "wrf/555/sdfz", "  wrf555sdfz "]) {
      expect(findModelPage(shop, written)?.model, written).toBe("WRF555SDFZ");
    }
  });

  it("matches the whole model, never a prefix: WRF555SDFZ is not WRF555SDFZ00", async () => {
    expect(findModelPage(shop, "WRF555SDFZ")?.groups.flatMap((g) => g.parts.map((p) => p.id))).toEqual([1]);
    expect(findModelPage(shop, "WRF555")).toBeUndefined();
    expect(findModelPage(shop, "NO-SUCH-MODEL")).toBeUndefined();
    expect(findModelPage(shop, " - ")).toBeUndefined();
  });

  it("groups the parts by category with their brand and side, popular parts first", async () => {
    const page = findModelPage(shop, "WRS325SDHZ")!;
    expect(page).toMatchObject({ model: "WRS325SDHZ", types: ["appliance"], total: 2 });
    expect(page.brands.map((brand) => brand.name)).toEqual(["Whirlpool"]);
    expect(page.groups.map((group) => [group.category.name, group.parts.map((part) => part.id)])).toEqual([["Refrigerator Parts", [1, 3]]]);
  });

  it("leaves hidden parts out, and a model only hidden parts list has no page", async () => {
    const hidden = { ...shop, products: shop.products.map((p) => (p.id === 4 ? { ...p, hidden: true } : p)) };
    expect(findModelPage(hidden, "24ABB336A003")).toBeUndefined();
    expect(listedModels(hidden)).not.toContain("24ABB336A003");
  });

  it("is known by the form most of its parts write, ties going to the first in string order", async () => {
    const data = withPart(withPart(shop, { id: 5, compatibility: ["wrf-555-sdfz"] }), { id: 6, compatibility: ["wrf-555-sdfz"] });
    expect(findModelPage(data, "WRF555SDFZ")?.model).toBe("wrf-555-sdfz");
    expect(listedModelForm([{ compatibility: ["ab-123"] }, { compatibility: ["AB123"] }], "ab 123")).toBe("AB123");
    expect(listedModelForm([{ compatibility: ["AB123"] }], "XY9")).toBeUndefined();
  });

  it("is built once per catalogue and again when the catalogue changes", async () => {
    expect(modelPagesOf(shop)).toBe(modelPagesOf({ ...shop }));
    const changed = withPart(shop, { id: 7, compatibility: ["NEW-MODEL 1"] });
    expect(modelPagesOf(changed)).not.toBe(modelPagesOf(shop));
    expect(findModelPage(changed, "newmodel1")?.model).toBe("NEW-MODEL 1");
  });

  it("has canonical addresses in the listed form, URL-encoded, and they are in the sitemap", async () => {
    expect(pagePaths.model("Badger 5XP")).toBe("/models/Badger%205XP");
    expect(pagePaths.model("ML14XC1/036")).toBe("/models/ML14XC1%2F036");
    const paths = sitemapEntries(withPart(shop, { id: 8, compatibility: ["Badger 5XP"] }), [], "2026-11-24", "2026-11-24").map((e) => e.path);
    expect(paths).toContain("/models/WRF555SDFZ");
    expect(paths).toContain("/models/Badger%205XP");
  });
});

describe("GET /api/models/:model", () => {
  it("answers the page of a model written any way, and 404 for one no part lists", async () => {
    const found = await answerRead(shop, "/api/models/wrf-555-sdfz");
    expect(found.status).toBe(200);
    expect(JSON.parse(found.body ?? "{}")).toMatchObject({ model: "WRF555SDFZ", total: 1 });
    const missing = await answerRead(shop, "/api/models/NOPE123");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body ?? "{}")).toEqual({ message: "Model not found" });
  });
});
