import { apiRoutes, type GuideInput, type StaffGuideView } from "@shop/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../client/client.ts";
import { routeKey } from "../../client/keys.ts";
import { csrfHeaders, signOutOn401, staffRead } from "../../staff/index.ts";

/**
 * The back office's repair-guide calls (docs/product.md, Back office: Guides), with the staff
 * session's cookie and, on writes, its CSRF token. A 401 signs the back office out, as every staff call does.
 */

/** Query options for the guide reads. */
export const staffGuideQueries = {
  guides: () => staffRead(apiRoutes.staffPosts),
  guide: (id: number) => staffRead(apiRoutes.staffPost, { params: { id } }),
};

/** Every guide, drafts and scheduled ones too. */
export function useStaffGuides() {
  return useQuery(staffGuideQueries.guides());
}

/** One guide with its history; waits while there is no id (a new guide). A missing one errors with `isNotFound(error)`. */
export function useStaffGuide(id: number | undefined) {
  return useQuery({ ...staffGuideQueries.guide(id ?? 0), enabled: id !== undefined });
}

/**
 * Saves a guide: POST for a new one (no id), else PUT of the fields given. The answer becomes the
 * guide's entry; the list and the blog's answers are asked again, since it may show differently there now.
 */
export function useSaveStaffGuide(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<GuideInput>): Promise<StaffGuideView> => {
      const headers = csrfHeaders(client);
      return id === undefined
        ? callApi(apiRoutes.staffCreateGuide, { body: input as GuideInput, headers })
        : callApi(apiRoutes.staffUpdateGuide, { params: { id }, body: input, headers });
    },
    onSuccess: (view) => {
      client.setQueryData(staffGuideQueries.guide(view.post.id).queryKey, view);
      void client.invalidateQueries({ queryKey: routeKey(apiRoutes.staffPosts) });
      // "/api/blog" is the first part of every blog key: the list's and each article's.
      void client.invalidateQueries({ queryKey: routeKey(apiRoutes.blogPosts) });
    },
    onError: (error) => signOutOn401(client, error),
  });
}
