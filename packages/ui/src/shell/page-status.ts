import type { UseQueryResult } from "@tanstack/react-query";
import { isNotFound } from "../client/client.ts";
import { NOT_FOUND_COPY, type NotFoundKind } from "./NotFound/NotFound.tsx";

/**
 * What a page built on one record shows, decided once for its body (the screen: skeleton,
 * content, not-found screen or a retryable error) and its head (the app's route: the page's own
 * title, or a not-found or error title that asks not to be indexed):
 * - "loading": the record is on its way;
 * - "ready": the record is here;
 * - "not-found": there is no such record (a 404, a category of the other side, a part id that
 *   cannot be one), so the page is a not-found page;
 * - "error": the record failed to load for another reason (a 500, no network): the page may well
 *   exist, so it offers to try again and is never called 'Not Found'.
 */
export type PageStatus = "loading" | "ready" | "not-found" | "error";

/** A page's status with its record: `data` is there when "ready" (and kept while a later refetch fails). */
export type PageState<T> = (
  | { status: "ready"; data: T }
  | { status: Exclude<PageStatus, "ready">; data: T | undefined }
) & {
  /** Why the record failed to load, when it did (for the error's message); null otherwise. */
  error: Error | null;
  /** Asks for the record again, after an error. */
  retry: () => void;
  /** True while that new attempt is out. */
  retrying: boolean;
};

/**
 * The status of a page from its record's query. `belongs` rejects a record that exists but is not
 * this page's (a category of the other side of the shop), which makes the page not found.
 */
export function pageStatusOf<T>(query: Pick<UseQueryResult<T>, "status" | "error" | "data">, belongs: (data: T) => boolean = () => true): PageStatus {
  if (query.data !== undefined && !belongs(query.data)) return "not-found";
  if (query.status === "error") return isNotFound(query.error) ? "not-found" : "error";
  if (query.status === "pending") return "loading";
  return "ready";
}

/** The title every page whose record failed to load carries in its head. */
export const PAGE_ERROR_TITLE = "Something went wrong";

/** What a page's head says instead of its own title when the page is not there to show. */
export interface StatusHead {
  title: string;
  noindex: true;
}

/**
 * The head of a page that did not load: its not-found title for "not-found", the neutral
 * PAGE_ERROR_TITLE for "error" (a failure is no proof the page is missing), both asking not to be
 * indexed; null while loading or ready, when the page's own head applies.
 */
export function statusHead(status: PageStatus, kind: NotFoundKind): StatusHead | null {
  if (status === "not-found") return { title: NOT_FOUND_COPY[kind].title, noindex: true };
  if (status === "error") return { title: PAGE_ERROR_TITLE, noindex: true };
  return null;
}

// "ready" always comes with the record (pageStatusOf says so only on success), which the type cannot see.
export const fromQuery = <T>(query: UseQueryResult<T>, belongs?: (data: T) => boolean): PageState<T> =>
  ({
    status: pageStatusOf(query, belongs),
    data: query.data,
    error: query.error,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  }) as PageState<T>;

/**
 * The state of a page whose content is at hand (fixed copy, not a record to fetch): ready with it,
 * or not found without it. Each such page has its own (InfoScreen's, LocalLandingScreen's), so a
 * record page's chunk never carries another page's copy.
 */
export const settledPage = <T>(data: T | undefined): PageState<T> => ({
  ...(data === undefined ? { status: "not-found", data } : { status: "ready", data }),
  error: null,
  retry: () => {},
  retrying: false,
});
