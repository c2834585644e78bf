import type { ShopData } from "../shop/index.ts";
import { getBrand, getCategory, getPart, listBrands, listCategories, queryParts, searchByModel } from "./catalogue.ts";
import { findModelPage, type ModelPageView } from "./models/model-pages.ts";
import { savedParts } from "./saved-parts.ts";
import type { BrandView, CategoryView, PartList, PartQuery, PartType, PartView } from "./types.ts";

/**
 * What the storefront's catalogue rules read, as questions instead of the whole catalogue
 * (docs/data-engine.md, The live store): a listing page, a part, a model's parts. The server
 * answers them with SQL on its database; the mocks, Storybook and the domain's tests answer them
 * over the shop in memory (`memoryCatalogueReads`). Each answer is the same in both, which the
 * contract suite checks by asking both the same questions.
 *
 * Every question is asynchronous, so an implementation may ask a database across a socket.
 */
export interface CatalogueReads {
  /** Every category (of one side of the shop), in the shop's order, with how many visible parts each has. */
  categories(type?: PartType): Promise<CategoryView[]>;
  category(slug: string): Promise<CategoryView | undefined>;
  /** Every brand (of one side of the shop), by name, with how many visible parts each has. */
  brands(type?: PartType): Promise<BrandView[]>;
  brand(slug: string): Promise<BrandView | undefined>;
  /** One page of visible parts: filtered, searched and sorted, with how many match in all. */
  parts(query: PartQuery): Promise<PartList>;
  /** A visible part. */
  part(id: number): Promise<PartView | undefined>;
  /** The visible parts among `ids`, in the order asked. */
  partsByIds(ids: readonly number[]): Promise<PartView[]>;
  /** The parts that fit a model number: exact fits first, then models that start with it. */
  partsForModel(model: string, type?: PartType): Promise<PartView[]>;
  /** The page of a model number written any way, or undefined when no visible part lists it. */
  modelPage(model: string): Promise<ModelPageView | undefined>;
}

/**
 * The catalogue's questions answered over a shop in memory. `data` is read at each question, so
 * the answers follow changes applied to it after this was made.
 */
export function memoryCatalogueReads(data: Pick<ShopData, "products" | "brands" | "categories">): CatalogueReads {
  return {
    categories: (type) => Promise.resolve(listCategories(data, type)),
    category: (slug) => Promise.resolve(getCategory(data, slug)),
    brands: (type) => Promise.resolve(listBrands(data, type)),
    brand: (slug) => Promise.resolve(getBrand(data, slug)),
    parts: (query) => Promise.resolve(queryParts(data, query)),
    part: (id) => Promise.resolve(getPart(data, id)),
    partsByIds: (ids) => Promise.resolve(savedParts(data, ids)),
    partsForModel: (model, type) => Promise.resolve(searchByModel(data, model, type)),
    modelPage: (model) => Promise.resolve(findModelPage(data, model)),
  };
}
