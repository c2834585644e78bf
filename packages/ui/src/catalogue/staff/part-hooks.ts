import { apiRoutes, type PartInput, type StaffPartsParams, type StaffPartView } from "@shop/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { callApi } from "../../client/client.ts";
import { routeKey } from "../../client/keys.ts";
import { csrfHeaders, signOutOn401, staffRead } from "../../staff/index.ts";

/**
 * The back office's parts calls (docs/product.md, Back office: Parts), with the staff session's
 * cookie and, on writes, its CSRF token. A 401 signs the back office out, as every staff call does.
 */

/** Parts per page of the list. */
export const STAFF_PARTS_PAGE_SIZE = 50;

/** The GET /api/staff/parts query of a list view: its page as limit and offset. */
export function staffPartsApiQuery(params: StaffPartsParams) {
  const page = params.page ?? 1;
  return {
    q: params.q,
    categoryId: params.categoryId,
    brandId: params.brandId,
    stock: params.stock,
    hidden: params.hidden,
    limit: STAFF_PARTS_PAGE_SIZE,
    offset: (page - 1) * STAFF_PARTS_PAGE_SIZE,
  };
}

/** Query options for the parts reads. */
export const staffPartQueries = {
  parts: (params: StaffPartsParams) => staffRead(apiRoutes.staffParts, { query: staffPartsApiQuery(params) }),
  part: (id: number) => staffRead(apiRoutes.staffPart, { params: { id } }),
};

/** One page of parts, hidden ones too; the page shown stays while another filter's answer loads. */
export function useStaffParts(params: StaffPartsParams) {
  return useQuery({ ...staffPartQueries.parts(params), placeholderData: keepPreviousData });
}

/** One part with its history; waits while there is no id (a new part). A missing one errors with `isNotFound(error)`. */
export function useStaffPart(id: number | undefined) {
  return useQuery({ ...staffPartQueries.part(id ?? 0), enabled: id !== undefined });
}

/**
 * After any write to a part: its answer becomes the part's entry, and the list and every storefront
 * answer are asked again, since the part may show differently there now.
 */
export function partSaved(client: QueryClient, view: StaffPartView): void {
  client.setQueryData(staffPartQueries.part(view.part.id).queryKey, view);
  void client.invalidateQueries({ queryKey: routeKey(apiRoutes.staffParts) });
  void client.invalidateQueries({ queryKey: routeKey(apiRoutes.products) });
  void client.invalidateQueries({ queryKey: routeKey(apiRoutes.product, { params: { id: view.part.id } }) });
}

/**
 * Saves a part: POST for a new one (no id), else PUT of the fields given. The answer becomes the
 * part's entry; the list and every storefront answer are asked again, since the part may show
 * differently there now.
 */
export function useSaveStaffPart(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<PartInput>): Promise<StaffPartView> => {
      const headers = csrfHeaders(client);
      return id === undefined
        ? callApi(apiRoutes.staffCreatePart, { body: input as PartInput, headers })
        : callApi(apiRoutes.staffUpdatePart, { params: { id }, body: input, headers });
    },
    onSuccess: (view) => partSaved(client, view),
    onError: (error) => signOutOn401(client, error),
  });
}
