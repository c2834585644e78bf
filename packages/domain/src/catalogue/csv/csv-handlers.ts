import type { Handlers } from "../../http/handler.ts";
import { ok } from "../../http/outcome.ts";
import type { catalogueCsvRoutes } from "../routes.ts";
import { applyImport, catalogueExport, parseCatalogueApply, parseCatalogueImport, previewImport, readImportRows } from "./csv-import.ts";

/**
 * The rules of the back office's catalogue CSV calls (docs/architecture.md, Catalogue CSV), joined
 * to the route table by catalogue/handlers.ts. Staff routes: runRoute has checked the session (and the CSRF
 * token of a write) before any of these runs.
 */

export const importHandlers: Handlers<typeof catalogueCsvRoutes> = {
  staffCatalogueExport: (data, _request, ctx) => ok(catalogueExport(data, ctx.now)),
  staffCatalogueImportPreview: async (data, { body }, ctx) => {
    const parsed = parseCatalogueImport(body);
    return parsed.ok ? ok(previewImport(data, parsed.value, await readImportRows(ctx, parsed.value.csv))) : { status: 400, body: parsed.error };
  },
  staffCatalogueImportApply: async (data, request, ctx) => {
    const parsed = parseCatalogueApply(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    if (!request.staff) throw new Error("A staff rule ran without a staff session");
    const result = applyImport(data, parsed.value, { by: request.staff.email, now: ctx.now, newId: ctx.newId }, await readImportRows(ctx, parsed.value.csv));
    return result.ok ? { status: 200, body: result.value, changes: result.changes } : { status: result.status, body: result.error };
  },
};
