/**
 * The blog list's query-string state: `search` (trimmed; left out when empty) and `page` (from 1;
 * left out on page 1). A new search goes back to page 1. Pure; unit-tested in guide-params.test.ts.
 */

export const GUIDE_PARAMS = { search: "search", page: "page" } as const;

export interface GuideParams {
  /** The search text, trimmed; "" for none. */
  search: string;
  /** 1-based; anything that is not a whole number from 1 up reads as 1. */
  page: number;
}

/** The page the URL asks for: a positive whole number, else 1. */
export function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function readGuideParams(params: URLSearchParams): GuideParams {
  return { search: (params.get(GUIDE_PARAMS.search) ?? "").trim(), page: readPage(params.get(GUIDE_PARAMS.page)) };
}

/** A new search: set (or cleared when blank) and back to page 1; other keys kept. */
export function withGuideSearch(params: URLSearchParams, search: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = search.trim();
  if (trimmed === "") next.delete(GUIDE_PARAMS.search);
  else next.set(GUIDE_PARAMS.search, trimmed);
  next.delete(GUIDE_PARAMS.page);
  return next;
}

/** Another page of the same search; page 1 is left out of the URL. */
export function withGuidePage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(GUIDE_PARAMS.page);
  else next.set(GUIDE_PARAMS.page, String(page));
  return next;
}
