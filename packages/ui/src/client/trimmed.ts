import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { pathFromQueryKey } from "./keys.ts";

/**
 * A storefront read of part of a full answer (the link lists, the blog cards): the full read's
 * request under its own key (the full key's parameters plus `view`), fetched and trimmed, so the
 * cache never holds a trimmed answer where a screen that wants the full one would take it for the
 * answer. The key keeps the full read's prefix, so invalidating the full read covers both
 * (docs/architecture.md, Server rendering: what a page's HTML carries).
 *
 * `answerPath` and `trimAnswer` tell the server's render (`readInto`) how to answer it in-process
 * the same way.
 */
export function trimmed<Full, T>(full: { queryKey: QueryKey }, view: string, trim: (answer: Full) => T) {
  const path = pathFromQueryKey(full.queryKey);
  const [head, ...rest] = full.queryKey;
  const last = rest.at(-1);
  const params = typeof last === "object" && last !== null && !Array.isArray(last) ? last : undefined;
  const queryKey: QueryKey = [head, ...(params ? rest.slice(0, -1) : rest), { ...params, view }];
  return {
    ...queryOptions({
      queryKey,
      queryFn: async ({ signal }) => trim(await apiRequest<Full>("GET", path, undefined, { signal })),
    }),
    answerPath: path,
    trimAnswer: trim,
  };
}
