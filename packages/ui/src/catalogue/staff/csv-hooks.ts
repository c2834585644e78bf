import { apiRoutes } from "@shop/domain";
// Types only: the CSV parser stays out of the browser's bundle.
import type { CatalogueApplyInput, CatalogueImportInput } from "@shop/domain/catalogue-csv";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../client/client.ts";
import { routeKey } from "../../client/keys.ts";
import { csrfHeaders, saveCsvFile, signOutOn401 } from "../../staff/index.ts";

/**
 * The back office's catalogue CSV calls (docs/architecture.md, Catalogue CSV): export, preview and
 * apply. Every one is asked for on a click, so all three are mutations; a 401 signs the back office
 * out, as every staff call does, and the writes carry the session's CSRF token.
 */

/** Asks for the catalogue as CSV and saves it as the file the API names. */
export function useCatalogueExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => saveCsvFile(await callApi(apiRoutes.staffCatalogueExport)),
    onError: (error) => signOutOn401(client, error),
  });
}

/** What a file would do to the catalogue (POST /api/staff/catalogue/import/preview); changes nothing. */
export function useCatalogueImportPreview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CatalogueImportInput) => callApi(apiRoutes.staffCatalogueImportPreview, { body: input, headers: csrfHeaders(client) }),
    onError: (error) => signOutOn401(client, error),
  });
}

/**
 * Applies a previewed file as one commit. Every parts list and storefront answer is asked again,
 * since any part may show differently now.
 */
export function useCatalogueImportApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CatalogueApplyInput) => callApi(apiRoutes.staffCatalogueImportApply, { body: input, headers: csrfHeaders(client) }),
    // Keys are prefixes: the lists' keys also cover each part's own answer.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: routeKey(apiRoutes.staffParts) });
      void client.invalidateQueries({ queryKey: routeKey(apiRoutes.products) });
      void client.invalidateQueries({ queryKey: routeKey(apiRoutes.categories) });
      void client.invalidateQueries({ queryKey: routeKey(apiRoutes.brands) });
    },
    onError: (error) => signOutOn401(client, error),
  });
}
