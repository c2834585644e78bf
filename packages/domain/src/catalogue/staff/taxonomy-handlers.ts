import type { ApiContext, ApiRequest, Handlers } from "../../http/handler.ts";
import { type ApiOutcome, error, ok } from "../../http/outcome.ts";
import { parseRecordId } from "../../kernel/ids.ts";
import type { catalogueStaffRoutes } from "../routes.ts";
import type { partHandlers } from "./part-handlers.ts";
import { createBrand, createCategory, parseNewTaxonomy, parseTaxonomyEdit, staffBrands, staffBrandView, staffCategories, staffCategoryView, type TaxonomyResult, updateBrand, updateCategory } from "./taxonomy-edit.ts";

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

const CATEGORY_NOT_FOUND = "Category not found";
const BRAND_NOT_FOUND = "Brand not found";

export const taxonomyHandlers: Handlers<Omit<typeof catalogueStaffRoutes, keyof typeof partHandlers>> = {
  staffCategories: (data) => ok(staffCategories(data)),
  staffCategory: (data, { params }) => {
    const id = parseRecordId(params.id);
    const view = id === undefined ? undefined : staffCategoryView(data, id);
    return view ? ok(view) : error(404, CATEGORY_NOT_FOUND);
  },
  staffCreateCategory: (data, request, ctx) => {
    const parsed = parseNewTaxonomy(request.body);
    return parsed.ok ? answer(createCategory(data, parsed.value, who(request, ctx))) : { status: 400, body: parsed.error };
  },
  staffUpdateCategory: (data, request, ctx) => {
    const id = parseRecordId(request.params.id);
    if (id === undefined) return error(404, CATEGORY_NOT_FOUND);
    const parsed = parseTaxonomyEdit(request.body);
    return parsed.ok ? answer(updateCategory(data, id, parsed.value, who(request, ctx))) : { status: 400, body: parsed.error };
  },
  staffBrands: (data) => ok(staffBrands(data)),
  staffBrand: (data, { params }) => {
    const id = parseRecordId(params.id);
    const view = id === undefined ? undefined : staffBrandView(data, id);
    return view ? ok(view) : error(404, BRAND_NOT_FOUND);
  },
  staffCreateBrand: (data, request, ctx) => {
    const parsed = parseNewTaxonomy(request.body);
    return parsed.ok ? answer(createBrand(data, parsed.value, who(request, ctx))) : { status: 400, body: parsed.error };
  },
  staffUpdateBrand: (data, request, ctx) => {
    const id = parseRecordId(request.params.id);
    if (id === undefined) return error(404, BRAND_NOT_FOUND);
    const parsed = parseTaxonomyEdit(request.body);
    return parsed.ok ? answer(updateBrand(data, id, parsed.value, who(request, ctx))) : { status: 400, body: parsed.error };
  },
};
