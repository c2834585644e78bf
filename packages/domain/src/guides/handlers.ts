import { type ApiContext, type ApiRequest, type Handlers, withParsed } from "../http/handler.ts";
import { type ApiOutcome, error, ok } from "../http/outcome.ts";
import type { ResponseOf } from "../http/route.ts";
import { parseRecordId } from "../kernel/ids.ts";
import { shopToday } from "../kernel/shop-day.ts";
import { type ShopState, withHistory } from "../shop/index.ts";
import { createGuide, listStaffGuides, type GuideResult, postSubject, staffGuideView, updateGuide } from "./guide-edit.ts";
import { getGuide, listGuides, POSTS_PER_PAGE } from "./guides.ts";
import { parseBlogQuery, parseNewGuide, parseGuideEdit } from "./parse.ts";
import type { guideRoutes, guideStaffRoutes } from "./routes.ts";

/**
 * The rules of the back office's repair-guide calls (docs/product.md, Back office: Guides), joined
 * to the route table by the package root's handlers.ts. Staff routes: runRoute has checked the session (and the CSRF
 * token of a write) before any of these runs.
 */

function who(data: ShopState, request: ApiRequest, ctx: ApiContext) {
  if (!request.staff) throw new Error("A staff rule ran without a staff session");
  return { now: ctx.now, today: shopToday(ctx.now, data.store), by: request.staff.email, newId: ctx.newId };
}

const answer = (result: GuideResult): ApiOutcome<ResponseOf<Routes["staffPost"]>> =>
  result.ok ? { status: result.status, body: result.value, changes: result.changes } : { status: result.status, body: result.error };

const NOT_FOUND = "Guide not found";

type Routes = typeof guideStaffRoutes;

export const guideHandlers: Handlers<typeof guideRoutes & typeof guideStaffRoutes> = {
  blogPosts: (data, { query }, ctx) =>
    withParsed(parseBlogQuery(query, POSTS_PER_PAGE), (q) => ok(listGuides(data, q, shopToday(ctx.now, data.store)))),
  blogPost: (data, { params }, ctx) => {
    const post = getGuide(data, params.slug, shopToday(ctx.now, data.store));
    return post ? ok(post) : error(404, "Blog post not found");
  },

  staffPosts: (data, _request, ctx) => ok(listStaffGuides(data, shopToday(ctx.now, data.store))),
  staffPost: async (data, { params }, ctx) => {
    // Guide ids are whole numbers like part ids, so the same reading of the path applies.
    const id = parseRecordId(params.id ?? "");
    const view = id === undefined ? undefined : staffGuideView(await withHistory(data, ctx.reads.history, [postSubject(id)]), id, shopToday(ctx.now, data.store));
    return view ? ok(view) : error(404, NOT_FOUND);
  },
  staffCreateGuide: (data, request, ctx) => {
    const parsed = parseNewGuide(request.body);
    return parsed.ok ? answer(createGuide({ ...data, catalogueChanges: [] }, parsed.value, who(data, request, ctx))) : { status: 400, body: parsed.error };
  },
  staffUpdateGuide: async (data, request, ctx) => {
    const id = parseRecordId(request.params.id ?? "");
    if (id === undefined) return error(404, NOT_FOUND);
    const parsed = parseGuideEdit(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    return answer(updateGuide(await withHistory(data, ctx.reads.history, [postSubject(id)]), id, parsed.value, who(data, request, ctx)));
  },
};
