import { getMockData } from "@shop/mocks";
import {
  listBrands,
  listCategories,
  listGuides,
  modelPagesOf,
  queryParts,
  searchByModel,
  shopToday,
  type ModelPageView,
  type PartType,
  type PartQuery,
  type PartView,
} from "@shop/domain";

/**
 * Facts for screen stories' assertions, read from the mocks' own copy of the seed (what the MSW
 * handlers answer from), through the same domain functions, so a play function can expect
 * exactly what the screen is given. Read-only: never write through these.
 */

export const storyStore = () => getMockData().store;
export const storyCategories = (type?: "appliance" | "hvac") => listCategories(getMockData(), type);
export const storyBrands = (type?: "appliance" | "hvac") => listBrands(getMockData(), type);

/** A page of products exactly as GET /api/products answers it. */
export function storyParts(query: Partial<PartQuery> = {}) {
  return queryParts(getMockData(), { sort: "popular", limit: 20, offset: 0, ...query });
}

/** The first part (in popular order) that passes `test`. */
export function storyPart(test: (product: PartView) => boolean = () => true): PartView {
  const found = storyParts({ limit: 1000 }).products.find(test);
  if (!found) throw new Error("No part in the mock catalogue passes the test");
  return found;
}

/** The parts GET /api/products/search-by-model/{model} answers. */
export function storyModelSearch(model: string, type?: PartType): PartView[] {
  return searchByModel(getMockData(), model, type);
}

/** A model number whose search finds only parts of `type`, at least one of them in stock. */
export function storyModelOf(type: PartType): string {
  for (const product of storyParts({ limit: 1000 }).products) {
    for (const model of product.compatibility) {
      const found = storyModelSearch(model);
      if (found.some((p) => p.inStock) && found.every((p) => p.category.type === type)) return model;
    }
  }
  throw new Error(`No model in the mock catalogue fits only ${type} parts`);
}

/** The newest published posts, as GET /api/blog answers them. */
export const storyGuides = (limit = 3) => listGuides(getMockData(), { limit, offset: 0 }, shopToday(new Date(), getMockData().store)).posts;

/** Every model page GET /api/models/{model} answers, in listed-form order. */
export function storyModelPages(): ModelPageView[] {
  return [...modelPagesOf(getMockData()).values()];
}
