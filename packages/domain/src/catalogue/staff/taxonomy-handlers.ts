import type { ApiContext, ApiRequest, Handlers } from "../../http/handler.ts";
import { type ApiOutcome, error, ok } from "../../http/outcome.ts";
import { parseRecordId } from "../../kernel/ids.ts";
import { type ShopReads, type ShopState, withHistory } from "../../shop/index.ts";
import type { catalogueStaffRoutes } from "../routes.ts";
import type { partHandlers } from "./part-handlers.ts";
import {
  createBrand,
  createCategory,
  parseNewTaxonomy,
  parseTaxonomyEdit,
  staffBrands,
  staffBrandView,
  staffCategories,
  staffCategoryView,
  type TaxonomyData,
  type TaxonomyResult,
  taxonomySubject,
  updateBrand,
  updateCategory,
} from "./taxonomy-edit.ts";

/**
 * The rules of the back office's category and brand calls (docs/product.md, Back office:
 * Categories and brands), joined to the route table by catalogue/handlers.ts. Staff routes: runRoute has
 * checked the session (and the CSRF token of a write) before any of these runs.
 */

function who(request: ApiRequest, ctx: ApiContext) {
  if (!request.staff) throw new Error("A staff rule ran without a staff session");
  return { now: ctx.now, by: request.staff.email, newId: ctx.newId };
}

const answer = <View>(result: TaxonomyResult<View>): ApiOutcome<View> =>
  result.ok ? { status: result.status, body: result.value, changes: result.changes } : { status: result.status, body: result.error };

/**
 * The shop with how many parts name each category or brand, asked of the catalogue, and the
 * history of the one with `id` (none for a list or a new one).
 */
const counted = async (data: ShopState, reads: ShopReads, kind: "category" | "brand", id?: number): Promise<TaxonomyData> =>
  withHistory({ ...data, partsCounted: await reads.catalogue.partCounts(kind) }, reads.history, id === undefined ? [] : [taxonomySubject(kind, id)]);

const CATEGORY_NOT_FOUND = "Category not found";
const BRAND_NOT_FOUND = "Brand not found";

export const taxonomyHandlers: Handlers<Omit<typeof catalogueStaffRoutes, keyof typeof partHandlers>> = {
  staffCategories: async (data, _request, { reads }) => ok(staffCategories(await counted(data, reads, "category"))),
  staffCategory: async (data, { params }, { reads }) => {
    const id = parseRecordId(params.id);
    const view = id === undefined ? undefined : staffCategoryView(await counted(data, reads, "category", id), id);
    return view ? ok(view) : error(404, CATEGORY_NOT_FOUND);
  },
  staffCreateCategory: async (data, request, ctx) => {
    const parsed = parseNewTaxonomy(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    return answer(createCategory(await counted(data, ctx.reads, "category"), parsed.value, who(request, ctx)));
  },
  staffUpdateCategory: async (data, request, ctx) => {
    const id = parseRecordId(request.params.id);
    if (id === undefined) return error(404, CATEGORY_NOT_FOUND);
    const parsed = parseTaxonomyEdit(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    return answer(updateCategory(await counted(data, ctx.reads, "category", id), id, parsed.value, who(request, ctx)));
  },
  staffBrands: async (data, _request, { reads }) => ok(staffBrands(await counted(data, reads, "brand"))),
  staffBrand: async (data, { params }, { reads }) => {
    const id = parseRecordId(params.id);
    const view = id === undefined ? undefined : staffBrandView(await counted(data, reads, "brand", id), id);
    return view ? ok(view) : error(404, BRAND_NOT_FOUND);
  },
  staffCreateBrand: async (data, request, ctx) => {
    const parsed = parseNewTaxonomy(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    return answer(createBrand(await counted(data, ctx.reads, "brand"), parsed.value, who(request, ctx)));
  },
  staffUpdateBrand: async (data, request, ctx) => {
    const id = parseRecordId(request.params.id);
    if (id === undefined) return error(404, BRAND_NOT_FOUND);
    const parsed = parseTaxonomyEdit(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    return answer(updateBrand(await counted(data, ctx.reads, "brand", id), id, parsed.value, who(request, ctx)));
  },
};
