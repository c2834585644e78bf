import { apiRoutes, type BrandView, type CatalogueChange, type CategoryView, type StaffBrandView, type StaffCategoryView, type TaxonomyInput } from "@shop/domain";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { callApi } from "../../client/client.ts";
import { routeKey } from "../../client/keys.ts";
import { csrfHeaders, signOutOn401, staffRead } from "../../staff/index.ts";

/**
 * The back office's category and brand calls (docs/product.md, Back office: Categories and
 * brands), with the staff session's cookie and, on writes, its CSRF token. One set of hooks for
 * both: `kind` says which.
 */

export type TaxonomyKind = "category" | "brand";

/** A category or brand with its parts counted, and its history: the two staff views, alike. */
export interface TaxonomyView {
  record: CategoryView | BrandView;
  history: CatalogueChange[];
}

const ROUTES = {
  category: { list: apiRoutes.staffCategories, one: apiRoutes.staffCategory, create: apiRoutes.staffCreateCategory, update: apiRoutes.staffUpdateCategory },
  brand: { list: apiRoutes.staffBrands, one: apiRoutes.staffBrand, create: apiRoutes.staffCreateBrand, update: apiRoutes.staffUpdateBrand },
} as const;

/** Query options for the reads. */
export const staffTaxonomyQueries = {
  list: (kind: TaxonomyKind) => staffRead(ROUTES[kind].list),
  one: (kind: TaxonomyKind, id: number) => staffRead(ROUTES[kind].one, { params: { id } }),
};

const viewOf = (answer: { category: CategoryView } | { brand: BrandView }, history: CatalogueChange[]): TaxonomyView => ({
  record: "category" in answer ? answer.category : answer.brand,
  history,
});

/** Every category or every brand, by name, with its parts counted (hidden ones too). */
export function useStaffTaxonomyList(kind: TaxonomyKind) {
  return useQuery<(CategoryView | BrandView)[]>(staffTaxonomyQueries.list(kind));
}

/** One category or brand with its history; waits while there is no id (a new one). A missing one errors with `isNotFound(error)`. */
export function useStaffTaxonomy(kind: TaxonomyKind, id: number | undefined) {
  return useQuery({
    ...staffTaxonomyQueries.one(kind, id ?? 0),
    enabled: id !== undefined,
    select: (answer): TaxonomyView => viewOf(answer, answer.history),
  });
}

/**
 * The storefront's answers a category or brand shows in: menus, lists, its page, and every part's
 * view (which names both). Each list's key is the prefix of its single records' keys too.
 */
function invalidateShop(client: QueryClient) {
  for (const route of [apiRoutes.categories, apiRoutes.brands, apiRoutes.products]) {
    void client.invalidateQueries({ queryKey: routeKey(route) });
  }
}

/**
 * Saves a category or brand: POST for a new one (no id), else PUT of the fields given. The answer
 * becomes its entry; the staff list and the storefront's menus and pages are asked again.
 */
export function useSaveStaffTaxonomy(kind: TaxonomyKind, id: number | undefined) {
  const client = useQueryClient();
  const routes = ROUTES[kind];
  return useMutation({
    mutationFn: async (input: Partial<TaxonomyInput>): Promise<TaxonomyView> => {
      const headers = csrfHeaders(client);
      const answer =
        id === undefined
          ? await callApi(routes.create, { body: input as TaxonomyInput, headers })
          : await callApi(routes.update, { params: { id }, body: input, headers });
      return viewOf(answer, answer.history);
    },
    onSuccess: (view) => {
      const { record, history } = view;
      const answer: StaffCategoryView | StaffBrandView = kind === "category" ? { category: record as CategoryView, history } : { brand: record as BrandView, history };
      client.setQueryData(staffTaxonomyQueries.one(kind, record.id).queryKey, answer);
      void client.invalidateQueries({ queryKey: routeKey(routes.list) });
      invalidateShop(client);
    },
    onError: (error) => signOutOn401(client, error),
  });
}
