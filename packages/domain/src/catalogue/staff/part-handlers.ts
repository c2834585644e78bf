import type { ApiContext, ApiRequest, Handlers } from "../../http/handler.ts";
import { type ApiOutcome, error, ok } from "../../http/outcome.ts";
import type { ResponseOf } from "../../http/route.ts";
import { parseRecordId } from "../../kernel/ids.ts";
import { parseNewPart, parsePartEdit, parseStaffPartQuery } from "../parse.ts";
import { setPartPhoto } from "../part-photo.ts";
import type { catalogueStaffRoutes } from "../routes.ts";
import { createPart, type PartResult, queryStaffParts, staffPartView, updatePart } from "./part-edit.ts";

/**
 * The rules of the back office's parts calls (docs/product.md, Back office: Parts), joined to the
 * route table by catalogue/handlers.ts. Staff routes: runRoute has checked the session (and the CSRF token
 * of a write) before any of these runs.
 */

function who(request: ApiRequest, ctx: ApiContext) {
  if (!request.staff) throw new Error("A staff rule ran without a staff session");
  return { now: ctx.now, by: request.staff.email, newId: ctx.newId };
}

const answer = (result: PartResult): ApiOutcome<ResponseOf<Routes["staffPart"]>> =>
  result.ok ? { status: result.status, body: result.value, changes: result.changes } : { status: result.status, body: result.error };

const NOT_FOUND = "Part not found";

type Routes = typeof catalogueStaffRoutes;

export const partHandlers: Handlers<Pick<typeof catalogueStaffRoutes, "staffParts" | "staffPart" | "staffCreatePart" | "staffUpdatePart" | "staffRemovePartPhoto">> = {
  staffParts: (data, { query }) => {
    const parsed = parseStaffPartQuery(query);
    return parsed.ok ? ok(queryStaffParts(data, parsed.value)) : { status: 400, body: parsed.error };
  },
  staffPart: (data, { params }) => {
    const id = parseRecordId(params.id ?? "");
    const view = id === undefined ? undefined : staffPartView(data, id);
    return view ? ok(view) : error(404, NOT_FOUND);
  },
  staffCreatePart: (data, request, ctx) => {
    const parsed = parseNewPart(request.body);
    return parsed.ok ? answer(createPart(data, parsed.value, who(request, ctx))) : { status: 400, body: parsed.error };
  },
  staffUpdatePart: (data, request, ctx) => {
    const id = parseRecordId(request.params.id ?? "");
    if (id === undefined) return error(404, NOT_FOUND);
    const parsed = parsePartEdit(request.body);
    return parsed.ok ? answer(updatePart(data, id, parsed.value, who(request, ctx))) : { status: 400, body: parsed.error };
  },
  staffRemovePartPhoto: (data, request, ctx) => {
    const id = parseRecordId(request.params.id ?? "");
    return id === undefined ? error(404, NOT_FOUND) : answer(setPartPhoto(data, id, null, who(request, ctx)));
  },
};
