/**
 * Pagination arithmetic, apart from the component (as Primer keeps it): which page numbers to
 * show and whether Previous and Next can be used. Pure; unit-tested in model.test.ts.
 */

/** At most this many page numbers are shown, in a window that slides with the current page. */
export const PAGE_WINDOW = 5;

export interface PaginationModel {
  /** The current page, moved into 1..pageCount when out of range (1 when there are no pages). */
  page: number;
  pageCount: number;
  /** The page numbers to show, ascending, at most `windowSize` of them. */
  pages: number[];
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Pages needed for `total` items at `perPage` a page; 0 when there is nothing. */
export function pageCountFor(total: number, perPage: number): number {
  if (!(perPage > 0) || !(total > 0)) return 0;
  return Math.ceil(total / perPage);
}

/**
 * The window of page numbers around `page`: centred on it where it can be, else pushed against
 * the first or last page, so it always holds `windowSize` numbers when there are that many pages.
 * Pages 1-5 of 12 for page 1 or 3, 2-6 for page 4, 8-12 for pages 10 to 12.
 */
export function paginationModel(page: number, pageCount: number, windowSize: number = PAGE_WINDOW): PaginationModel {
  const count = Math.max(0, Math.floor(pageCount));
  const size = Math.max(1, Math.floor(windowSize));
  const current = count === 0 ? 1 : Math.min(Math.max(1, Math.floor(page) || 1), count);
  const shown = Math.min(size, count);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), Math.max(1, count - shown + 1));
  return {
    page: current,
    pageCount: count,
    pages: Array.from({ length: shown }, (_, i) => start + i),
    hasPrevious: current > 1,
    hasNext: current < count,
  };
}
