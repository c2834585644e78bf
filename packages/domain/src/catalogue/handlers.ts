import { type Handlers, withParsed } from "../http/handler.ts";
import { error, ok } from "../http/outcome.ts";
import { parseRecordId } from "../kernel/ids.ts";
import { PRODUCTS_PER_PAGE } from "./catalogue.ts";
import { importHandlers } from "./csv/csv-handlers.ts";
import { normalizeModelNumber } from "./models/model-number.ts";
import { parsePartQuery, parseTypeQuery } from "./parse.ts";
import type { catalogueCsvRoutes, catalogueRoutes, catalogueStaffRoutes } from "./routes.ts";
import { parseSavedIds } from "./saved-parts.ts";
import { partHandlers } from "./staff/part-handlers.ts";
import { taxonomyHandlers } from "./staff/taxonomy-handlers.ts";

/**
 * The rules of the storefront's catalogue reads: categories, brands, parts, models, saved parts.
 * Each checks the request, then asks the catalogue's questions (reads.ts) where the context says.
 */
const storefrontHandlers: Handlers<typeof catalogueRoutes> = {
  categories: (_data, { query }, { reads }) => withParsed(parseTypeQuery(query), async ({ type }) => ok(await reads.catalogue.categories(type))),
  category: async (_data, { params }, { reads }) => {
    const category = await reads.catalogue.category(params.slug);
    return category ? ok(category) : error(404, "Category not found");
  },

  brands: (_data, { query }, { reads }) => withParsed(parseTypeQuery(query), async ({ type }) => ok(await reads.catalogue.brands(type))),
  brand: async (_data, { params }, { reads }) => {
    const brand = await reads.catalogue.brand(params.slug);
    return brand ? ok(brand) : error(404, "Brand not found");
  },

  products: (_data, { query }, { reads }) => withParsed(parsePartQuery(query, PRODUCTS_PER_PAGE), async (q) => ok(await reads.catalogue.parts(q))),
  modelSearch: (_data, { params, query }, { reads }) => {
    const model = params.model.trim();
    if (!normalizeModelNumber(model)) return error(400, "model must contain letters or digits", "model");
    if (model.length > 60) return error(400, "model must be at most 60 characters", "model");
    return withParsed(parseTypeQuery(query), async ({ type }) => ok(await reads.catalogue.partsForModel(model, type)));
  },
  productsByIds: (_data, { query }, { reads }) =>
    withParsed(parseSavedIds(query.get("ids")), async (ids) => ok(await reads.catalogue.partsByIds(ids))),
  product: async (_data, { params }, { reads }) => {
    const id = parseRecordId(params.id);
    const product = id === undefined ? undefined : await reads.catalogue.part(id);
    return product ? ok(product) : error(404, "Product not found");
  },
  modelPage: async (_data, { params }, { reads }) => {
    const page = params.model.length > 60 ? undefined : await reads.catalogue.modelPage(params.model);
    return page ? ok(page) : error(404, "Model not found");
  },
};

/** Every catalogue call's rule: the storefront's reads and the back office's parts, categories, brands, photos and CSV. */
export const catalogueHandlers: Handlers<typeof catalogueRoutes & typeof catalogueStaffRoutes & typeof catalogueCsvRoutes> = {
  ...storefrontHandlers,
  ...partHandlers,
  ...taxonomyHandlers,
  ...importHandlers,
};
