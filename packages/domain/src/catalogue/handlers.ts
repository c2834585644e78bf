import { type Handlers, withParsed } from "../http/handler.ts";
import { error, ok } from "../http/outcome.ts";
import { parseRecordId } from "../kernel/ids.ts";
import { getBrand, getCategory, getPart, listBrands, listCategories, PRODUCTS_PER_PAGE, queryParts, searchByModel } from "./catalogue.ts";
import { importHandlers } from "./csv/csv-handlers.ts";
import { normalizeModelNumber } from "./models/model-number.ts";
import { findModelPage } from "./models/model-pages.ts";
import { parsePartQuery, parseTypeQuery } from "./parse.ts";
import type { catalogueCsvRoutes, catalogueRoutes, catalogueStaffRoutes } from "./routes.ts";
import { parseSavedIds, savedParts } from "./saved-parts.ts";
import { partHandlers } from "./staff/part-handlers.ts";
import { taxonomyHandlers } from "./staff/taxonomy-handlers.ts";

/** The rules of the storefront's catalogue reads: categories, brands, parts, models, saved parts. */
const storefrontHandlers: Handlers<typeof catalogueRoutes> = {
  categories: (data, { query }) => withParsed(parseTypeQuery(query), ({ type }) => ok(listCategories(data, type))),
  category: (data, { params }) => {
    const category = getCategory(data, params.slug);
    return category ? ok(category) : error(404, "Category not found");
  },

  brands: (data, { query }) => withParsed(parseTypeQuery(query), ({ type }) => ok(listBrands(data, type))),
  brand: (data, { params }) => {
    const brand = getBrand(data, params.slug);
    return brand ? ok(brand) : error(404, "Brand not found");
  },

  products: (data, { query }) => withParsed(parsePartQuery(query, PRODUCTS_PER_PAGE), (q) => ok(queryParts(data, q))),
  modelSearch: (data, { params, query }) => {
    const model = params.model.trim();
    if (!normalizeModelNumber(model)) return error(400, "model must contain letters or digits", "model");
    if (model.length > 60) return error(400, "model must be at most 60 characters", "model");
    return withParsed(parseTypeQuery(query), ({ type }) => ok(searchByModel(data, model, type)));
  },
  productsByIds: (data, { query }) => withParsed(parseSavedIds(query.get("ids")), (ids) => ok(savedParts(data, ids))),
  product: (data, { params }) => {
    const id = parseRecordId(params.id);
    const product = id === undefined ? undefined : getPart(data, id);
    return product ? ok(product) : error(404, "Product not found");
  },
  modelPage: (data, { params }) => {
    const page = params.model.length > 60 ? undefined : findModelPage(data, params.model);
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
