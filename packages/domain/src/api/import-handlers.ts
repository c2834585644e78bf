import { applyImport, catalogueExport, parseCatalogueApply, parseCatalogueImport, previewImport } from "../catalogue-import.ts";
import type { ShopData } from "../types.ts";
import type { ApiContext, ApiRequest } from "./handlers.ts";
import { ok, type ApiOutcome } from "./outcome.ts";
import type { ApiRoutes, ResponseOf } from "./routes.ts";

/**
 * The rules of the back office's catalogue CSV calls (docs/architecture.md, Catalogue CSV), joined
 * to the route table by handlers.ts. Staff routes: runRoute has checked the session (and the CSRF
 * token of a write) before any of these runs.
 */

export type ImportRouteName = "staffCatalogueExport" | "staffCatalogueImportPreview" | "staffCatalogueImportApply";

type ImportHandler<Name extends ImportRouteName> = (data: ShopData, request: ApiRequest, ctx: ApiContext) => ApiOutcome<ResponseOf<ApiRoutes[Name]>>;

export const importHandlers: { [Name in ImportRouteName]: ImportHandler<Name> } = {
  staffCatalogueExport: (data, _request, ctx) => ok(catalogueExport(data, ctx.now)),
  staffCatalogueImportPreview: (data, { body }) => {
    const parsed = parseCatalogueImport(body);
    return parsed.ok ? ok(previewImport(data, parsed.value)) : { status: 400, body: parsed.error };
  },
  staffCatalogueImportApply: (data, request, ctx) => {
    const parsed = parseCatalogueApply(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    if (!request.staff) throw new Error("A staff rule ran without a staff session");
    const result = applyImport(data, parsed.value, { by: request.staff.email, now: ctx.now, newId: ctx.newId });
    return result.ok ? { status: 200, body: result.value, changes: result.changes } : { status: result.status, body: result.error };
  },
};
