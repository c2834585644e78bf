import type { Handlers } from "../../http/handler.ts";
import { ok } from "../../http/outcome.ts";
import type { ShopState } from "../../shop/index.ts";
import type { CatalogueReads } from "../reads.ts";
import type { catalogueCsvRoutes } from "../routes.ts";
import { applyImport, catalogueExport, parseCatalogueApply, parseCatalogueImport, previewImport } from "./csv-import.ts";

/**
 * The rules of the back office's catalogue CSV calls (docs/architecture.md, Catalogue CSV), joined
 * to the route table by catalogue/handlers.ts. Staff routes: runRoute has checked the session (and the CSRF
 * token of a write) before any of these runs.
 */

/** The shop with every part record, asked of the catalogue: an export and an import read them all. */
const withAllParts = async (data: ShopState, reads: CatalogueReads) => ({ ...data, products: await reads.allRecords() });

export const importHandlers: Handlers<typeof catalogueCsvRoutes> = {
  staffCatalogueExport: async (data, _request, ctx) => ok(catalogueExport(await withAllParts(data, ctx.reads.catalogue), ctx.now)),
  staffCatalogueImportPreview: async (data, { body }, { reads }) => {
    const parsed = parseCatalogueImport(body);
    return parsed.ok ? ok(previewImport(await withAllParts(data, reads.catalogue), parsed.value)) : { status: 400, body: parsed.error };
  },
  staffCatalogueImportApply: async (data, request, ctx) => {
    const parsed = parseCatalogueApply(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    if (!request.staff) throw new Error("A staff rule ran without a staff session");
    const result = applyImport(await withAllParts(data, ctx.reads.catalogue), parsed.value, { by: request.staff.email, now: ctx.now, newId: ctx.newId });
    return result.ok ? { status: 200, body: result.value, changes: result.changes } : { status: result.status, body: result.error };
  },
};
