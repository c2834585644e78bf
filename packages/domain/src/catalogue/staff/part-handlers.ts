import type { ApiContext, ApiRequest, Handlers } from "../../http/handler.ts";
import { type ShopReads, type ShopState, withHistory } from "../../shop/index.ts";
import type { Part } from "../types.ts";
import { type ApiOutcome, error, ok } from "../../http/outcome.ts";
import type { ResponseOf } from "../../http/route.ts";
import { parseRecordId } from "../../kernel/ids.ts";
import { parseNewPart, parsePartEdit, parseStaffPartQuery } from "../parse.ts";
import { setPartPhoto } from "../part-photo.ts";
import type { catalogueStaffRoutes } from "../routes.ts";
import { createPart, type PartData, type PartResult, partSubject, staffPartView, updatePart } from "./part-edit.ts";

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

/**
 * The shop with the parts a part rule looks at, asked of the catalogue: the parts with `ids` (and
 * their history), and any part holding one of `numbers` (written any way).
 */
async function withParts(data: ShopState, reads: ShopReads, ids: readonly number[], numbers: readonly (string | undefined)[] = []): Promise<PartData> {
  const [records, ...holders] = await Promise.all([
    reads.catalogue.records(ids),
    ...numbers.flatMap((number) => (number ? [reads.catalogue.recordByNumber(number)] : [])),
  ]);
  const parts = new Map<number, Part>(records.map((part) => [part.id, part]));
  for (const holder of holders) if (holder) parts.set(holder.id, holder);
  return withHistory({ ...data, products: [...parts.values()] }, reads.history, ids.map(partSubject));
}

export const partHandlers: Handlers<Pick<typeof catalogueStaffRoutes, "staffParts" | "staffPart" | "staffCreatePart" | "staffUpdatePart" | "staffRemovePartPhoto">> = {
  staffParts: async (_data, { query }, { reads }) => {
    const parsed = parseStaffPartQuery(query);
    return parsed.ok ? ok(await reads.catalogue.staffParts(parsed.value)) : { status: 400, body: parsed.error };
  },
  staffPart: async (data, { params }, { reads }) => {
    const id = parseRecordId(params.id ?? "");
    const view = id === undefined ? undefined : staffPartView(await withParts(data, reads, [id]), id);
    return view ? ok(view) : error(404, NOT_FOUND);
  },
  staffCreatePart: async (data, request, ctx) => {
    const parsed = parseNewPart(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    const [shop, nextPartId] = await Promise.all([withParts(data, ctx.reads, [], [parsed.value.partNumber]), ctx.reads.catalogue.nextPartId()]);
    return answer(createPart({ ...shop, nextPartId }, parsed.value, who(request, ctx)));
  },
  staffUpdatePart: async (data, request, ctx) => {
    const id = parseRecordId(request.params.id ?? "");
    if (id === undefined) return error(404, NOT_FOUND);
    const parsed = parsePartEdit(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    const [before] = await ctx.reads.catalogue.records([id]);
    const shop = await withParts(data, ctx.reads, [id], [parsed.value.partNumber ?? before?.partNumber]);
    return answer(updatePart(shop, id, parsed.value, who(request, ctx)));
  },
  staffRemovePartPhoto: async (data, request, ctx) => {
    const id = parseRecordId(request.params.id ?? "");
    return id === undefined ? error(404, NOT_FOUND) : answer(setPartPhoto(await withParts(data, ctx.reads, [id]), id, null, who(request, ctx)));
  },
};
