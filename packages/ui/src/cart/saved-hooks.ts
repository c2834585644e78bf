import { apiRoutes, MAX_SAVED_IDS, type PartView } from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { apiRequest } from "../client/client.ts";
import { pathFromQueryKey, routeKey } from "../client/keys.ts";

/** The answer for a list of saved ids: which ids were asked, and the parts found (hidden or missing ones left out). */
export interface SavedPartsAnswer {
  asked: readonly number[];
  parts: readonly PartView[];
}

/**
 * Query options for the live parts behind saved ids (GET /api/products/by-ids, at most
 * `MAX_SAVED_IDS`): the answer keeps the ids it was asked for, so a screen showing the previous
 * answer while the next loads can tell a part that is gone from one not asked for yet.
 */
export function savedPartsQuery(ids: readonly number[]) {
  const asked = ids.slice(0, MAX_SAVED_IDS);
  return queryOptions({
    queryKey: routeKey(apiRoutes.productsByIds, { query: { ids: asked.join(",") } }),
    queryFn: async ({ queryKey, signal }): Promise<SavedPartsAnswer> => ({
      asked,
      parts: await apiRequest<PartView[]>("GET", pathFromQueryKey(queryKey), undefined, { signal }),
    }),
  });
}

/** One saved id as the page shows it: its live part, gone (hidden or deleted), or not answered yet. */
export type SavedEntry =
  | { id: number; state: "part"; part: PartView }
  | { id: number; state: "gone" }
  | { id: number; state: "pending" };

/**
 * The saved parts' live answer, entry by entry in the saved order. While the list changes (a part
 * removed here or saved in another tab), the previous answer stays on screen, so removing one part
 * does not flash the whole list; waits while `ids` is empty.
 */
export function useSavedParts(ids: readonly number[]) {
  const query = useQuery({ ...savedPartsQuery(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
  const answer = query.data;
  const entries: SavedEntry[] = ids.slice(0, MAX_SAVED_IDS).map((id) => {
    const part = answer?.parts.find((found) => found.id === id);
    if (part) return { id, state: "part", part };
    return answer?.asked.includes(id) ? { id, state: "gone" } : { id, state: "pending" };
  });
  return { query, entries };
}

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true once mounted: what local storage holds can
 * only be shown after that, so the server's HTML and the first render in the browser agree.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
