import { compilePathPattern, matchPathPattern } from "./path-pattern.ts";
import { ORDER_STATUSES, type OrderStatus } from "./types.ts";

/**
 * The back office's pages (docs/architecture.md, Back office). Kept apart from the storefront's page
 * table (`PAGES`): they have their own frame and code chunks, are never indexed or cached, and the
 * server's render reads no data for them beyond the store record (staff data needs the browser's cookie).
 */

/** One back-office page: its route id and URL pattern. */
export interface StaffPageRow {
  id: "staff-sign-in" | "staff-orders" | "staff-order" | "staff-store";
  pattern: string;
}

export const STAFF_PAGES: readonly StaffPageRow[] = [
  { id: "staff-sign-in", pattern: "/staff" },
  { id: "staff-orders", pattern: "/staff/orders" },
  { id: "staff-order", pattern: "/staff/orders/:orderNumber" },
  { id: "staff-store", pattern: "/staff/store" },
];

/** What the inbox shows, as its URL says it: `/staff/orders?status=ready&day=2026-11-23&q=pat&page=2`. */
export interface StaffInboxParams {
  status?: OrderStatus;
  /** "2026-11-23", in the shop's time zone. */
  day?: string;
  q?: string;
  /** 1-based; 1 is left out of the URL. */
  page?: number;
}

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const defined = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return defined.length > 0 ? `${path}?${new URLSearchParams(defined).toString()}` : path;
};

/** The back office's addresses, built from the same patterns as `STAFF_PAGES`. */
export const staffPaths = {
  signIn: () => "/staff",
  orders: (params: StaffInboxParams = {}) =>
    withQuery("/staff/orders", {
      status: params.status,
      day: params.day,
      q: params.q?.trim(),
      page: params.page && params.page > 1 ? String(params.page) : undefined,
    }),
  order: (orderNumber: string) => `/staff/orders/${encodeURIComponent(orderNumber)}`,
  store: () => "/staff/store",
} as const;

/** The inbox's filters read from its URL; anything malformed is left out. */
export function readStaffInboxParams(search: URLSearchParams): StaffInboxParams {
  const status = search.get("status");
  const day = search.get("day");
  const q = search.get("q")?.trim();
  const page = Number(search.get("page"));
  return {
    ...(ORDER_STATUSES.includes(status as OrderStatus) ? { status: status as OrderStatus } : {}),
    ...(day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {}),
    ...(q ? { q: q.slice(0, 100) } : {}),
    ...(Number.isSafeInteger(page) && page > 1 ? { page } : {}),
  };
}

const MATCHERS = STAFF_PAGES.map((page) => ({ page, pattern: compilePathPattern(page.pattern, "any") }));

/** The back-office page a URL path shows, or null when it is none. */
export function matchStaffPage(pathname: string): StaffPageRow | null {
  return MATCHERS.find(({ pattern }) => matchPathPattern(pattern, pathname) !== null)?.page ?? null;
}

/** True for a path of the back office, which has its own frame. */
export const isStaffPath = (pathname: string): boolean => matchStaffPage(pathname) !== null;
