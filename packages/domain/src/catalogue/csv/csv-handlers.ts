import type { Handlers } from "../../http/handler.ts";
import { ok } from "../../http/outcome.ts";
import type { ShopState } from "../../shop/index.ts";
import type { CatalogueReads } from "../reads.ts";
import type { catalogueCsvRoutes } from "../routes.ts";
import type { CatalogueCsvRows } from "./csv.ts";
import { applyImport, catalogueExport, parseCatalogueApply, parseCatalogueImport, previewImport, readImportRows } from "./csv-import.ts";

/**
 * The rules of the back office's catalogue CSV calls (docs/architecture.md, Catalogue CSV), joined
 * to the route table by catalogue/handlers.ts. Staff routes: runRoute has checked the session (and the CSRF
 * token of a write) before any of these runs.
 */

/** The shop with every part record, asked of the catalogue: an export lists them all. */
const withAllParts = async (data: ShopState, reads: CatalogueReads) => ({ ...data, products: await reads.allRecords() });

/** The shop with the parts a file's rows name by number, and the id a new part takes: what an import is matched against. */
async function withPartsNamed(data: ShopState, reads: CatalogueReads, rows: CatalogueCsvRows) {
  const numbers = rows.ok ? rows.rows.flatMap((row) => (row.part?.partNumber ? [row.part.partNumber] : [])) : [];
  const [products, nextPartId] = await Promise.all([reads.recordsByNumbers(numbers), reads.nextPartId()]);
  return { ...data, products, nextPartId };
}

export const importHandlers: Handlers<typeof catalogueCsvRoutes> = {
  staffCatalogueExport: async (data, _request, ctx) => ok(catalogueExport(await withAllParts(data, ctx.reads.catalogue), ctx.now)),
  staffCatalogueImportPreview: async (data, { body }, ctx) => {
    const parsed = parseCatalogueImport(body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    const rows = await readImportRows(ctx, parsed.value.csv);
    return ok(previewImport(await withPartsNamed(data, ctx.reads.catalogue, rows), parsed.value, rows));
  },
  staffCatalogueImportApply: async (data, request, ctx) => {
    const parsed = parseCatalogueApply(request.body);
    if (!parsed.ok) return { status: 400, body: parsed.error };
    if (!request.staff) throw new Error("A staff rule ran without a staff session");
    const rows = await readImportRows(ctx, parsed.value.csv);
    const result = applyImport(await withPartsNamed(data, ctx.reads.catalogue, rows), parsed.value, { by: request.staff.email, now: ctx.now, newId: ctx.newId }, rows);
    return result.ok ? { status: 200, body: result.value, changes: result.changes } : { status: result.status, body: result.error };
  },
};
