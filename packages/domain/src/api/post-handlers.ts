import type { ShopData } from "../types.ts";
import { createPost, listStaffPosts, staffPostView, updatePost, type PostResult } from "../post-edit.ts";
import { parseNewPost, parsePostEdit, shopToday } from "../posts.ts";
import { parseProductId } from "../pages.ts";
import type { ApiContext, ApiRequest } from "./handlers.ts";
import { error, ok, type ApiOutcome } from "./outcome.ts";
import type { ApiRoutes, ResponseOf } from "./routes.ts";

/**
 * The rules of the back office's repair-guide calls (docs/product.md, Back office: Guides), joined
 * to the route table by handlers.ts. Staff routes: runRoute has checked the session (and the CSRF
 * token of a write) before any of these runs.
 */

export type PostRouteName = "staffPosts" | "staffPost" | "staffCreatePost" | "staffUpdatePost";

type PostHandler<Name extends PostRouteName> = (data: ShopData, request: ApiRequest, ctx: ApiContext) => ApiOutcome<ResponseOf<ApiRoutes[Name]>>;

function who(data: ShopData, request: ApiRequest, ctx: ApiContext) {
  if (!request.staff) throw new Error("A staff rule ran without a staff session");
  return { now: ctx.now, today: shopToday(ctx.now, data.store), by: request.staff.email, newId: ctx.newId };
}

const answer = (result: PostResult): ApiOutcome<ResponseOf<ApiRoutes["staffPost"]>> =>
  result.ok ? { status: result.status, body: result.value, changes: result.changes } : { status: result.status, body: result.error };

const NOT_FOUND = "Guide not found";

export const postHandlers: { [Name in PostRouteName]: PostHandler<Name> } = {
  staffPosts: (data, _request, ctx) => ok(listStaffPosts(data, shopToday(ctx.now, data.store))),
  staffPost: (data, { params }, ctx) => {
    // Guide ids are whole numbers like part ids, so the same reading of the path applies.
    const id = parseProductId(params.id ?? "");
    const view = id === undefined ? undefined : staffPostView(data, id, shopToday(ctx.now, data.store));
    return view ? ok(view) : error(404, NOT_FOUND);
  },
  staffCreatePost: (data, request, ctx) => {
    const parsed = parseNewPost(request.body);
    return parsed.ok ? answer(createPost(data, parsed.value, who(data, request, ctx))) : { status: 400, body: parsed.error };
  },
  staffUpdatePost: (data, request, ctx) => {
    const id = parseProductId(request.params.id ?? "");
    if (id === undefined) return error(404, NOT_FOUND);
    const parsed = parsePostEdit(request.body);
    return parsed.ok ? answer(updatePost(data, id, parsed.value, who(data, request, ctx))) : { status: 400, body: parsed.error };
  },
};
