import { STAFF_PART_STOCK, type StaffPartStock } from "../catalogue/index.ts";
import { compilePathPattern, matchPathPattern } from "../kernel/path-pattern.ts";
import { isDayText } from "../kernel/shop-day.ts";
import { ORDER_STATUSES, type OrderStatus } from "../orders/index.ts";

/**
 * The back office's pages (docs/architecture.md, Back office). Kept apart from the storefront's page
 * table (`PAGES`): they have their own frame and code chunks, are never indexed or cached, and the
 * server's render reads no data for them beyond the store record (staff data needs the browser's cookie).
 */

/** One back-office page: its route id and URL pattern. */
export interface StaffPageRow {
  id:
    | "staff-sign-in"
    | "staff-orders"
    | "staff-order"
    | "staff-pick-list"
    | "staff-pick-lists"
    | "staff-day-report"
    | "staff-parts"
    | "staff-part"
    | "staff-store"
    | "staff-categories"
    | "staff-category"
    | "staff-brands"
    | "staff-brand"
    | "staff-catalogue"
    | "staff-messages"
    | "staff-signups"
    | "staff-guides"
    | "staff-guide";
  pattern: string;
}

export const STAFF_PAGES: readonly StaffPageRow[] = [
  { id: "staff-sign-in", pattern: "/staff" },
  { id: "staff-orders", pattern: "/staff/orders" },
  { id: "staff-order", pattern: "/staff/orders/:orderNumber" },
  /** An order's pick list, to print. */
  { id: "staff-pick-list", pattern: "/staff/orders/:orderNumber/pick-list" },
  /** The pick lists of a day's orders still received (`?day=2026-12-03`, the shop's today without it), to print in one go. */
  { id: "staff-pick-lists", pattern: "/staff/pick-lists" },
  /** The day report (`?date=2026-12-03`, the shop's today without it): placed, picked up, cancelled, not collected, takings. */
  { id: "staff-day-report", pattern: "/staff/reports/day" },
  { id: "staff-parts", pattern: "/staff/parts" },
  /** A part's form; `/staff/parts/new` adds one. */
  { id: "staff-part", pattern: "/staff/parts/:id" },
  { id: "staff-store", pattern: "/staff/store" },
  { id: "staff-categories", pattern: "/staff/categories" },
  /** A category's form; `/staff/categories/new` adds one. */
  { id: "staff-category", pattern: "/staff/categories/:id" },
  { id: "staff-brands", pattern: "/staff/brands" },
  /** A brand's form; `/staff/brands/new` adds one. */
  { id: "staff-brand", pattern: "/staff/brands/:id" },
  /** The catalogue as a CSV file: export, import preview and apply. */
  { id: "staff-catalogue", pattern: "/staff/catalogue" },
  { id: "staff-messages", pattern: "/staff/messages" },
  { id: "staff-signups", pattern: "/staff/signups" },
  { id: "staff-guides", pattern: "/staff/guides" },
  /** A repair guide's editor; `/staff/guides/new` writes one. */
  { id: "staff-guide", pattern: "/staff/guides/:id" },
];

/** What the parts list shows, as its URL says it: `/staff/parts?q=filter&brandId=3&stock=out&hidden=true&page=2`. */
export interface StaffPartsParams {
  q?: string;
  categoryId?: number;
  brandId?: number;
  stock?: StaffPartStock;
  hidden?: boolean;
  /** 1-based; 1 is left out of the URL. */
  page?: number;
}

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
  pickList: (orderNumber: string) => `/staff/orders/${encodeURIComponent(orderNumber)}/pick-list`,
  pickLists: (day?: string) => withQuery("/staff/pick-lists", { day }),
  dayReport: (date?: string) => withQuery("/staff/reports/day", { date }),
  parts: (params: StaffPartsParams = {}) =>
    withQuery("/staff/parts", {
      q: params.q?.trim(),
      categoryId: params.categoryId ? String(params.categoryId) : undefined,
      brandId: params.brandId ? String(params.brandId) : undefined,
      stock: params.stock,
      hidden: params.hidden === undefined ? undefined : String(params.hidden),
      page: params.page && params.page > 1 ? String(params.page) : undefined,
    }),
  part: (id: number) => `/staff/parts/${id}`,
  newPart: () => "/staff/parts/new",
  store: () => "/staff/store",
  categories: () => "/staff/categories",
  category: (id: number | "new") => `/staff/categories/${id}`,
  brands: () => "/staff/brands",
  brand: (id: number | "new") => `/staff/brands/${id}`,
  catalogue: () => "/staff/catalogue",
  /** The contact messages; `status` filters them (open is the list's own default, so it is left out). */
  messages: (status?: "handled" | "all") => withQuery("/staff/messages", { status }),
  signups: () => "/staff/signups",
  guides: () => "/staff/guides",
  guide: (id: number) => `/staff/guides/${id}`,
  newGuide: () => "/staff/guides/new",
} as const;

/** The parts list's filters read from its URL; anything malformed is left out. */
export function readStaffPartsParams(search: URLSearchParams): StaffPartsParams {
  const id = (name: string) => {
    const value = Number(search.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  };
  const q = search.get("q")?.trim();
  const stock = search.get("stock");
  const hidden = search.get("hidden");
  const categoryId = id("categoryId");
  const brandId = id("brandId");
  const page = id("page");
  return {
    ...(q ? { q: q.slice(0, 100) } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(brandId ? { brandId } : {}),
    ...(STAFF_PART_STOCK.includes(stock as StaffPartStock) ? { stock: stock as StaffPartStock } : {}),
    ...(hidden === "true" || hidden === "false" ? { hidden: hidden === "true" } : {}),
    ...(page && page > 1 ? { page } : {}),
  };
}

/** The pick lists' day read from their URL: "2026-12-03", or undefined (the shop's today) when absent or not a date. */
export function readPickListsDay(search: URLSearchParams, name = "day"): string | undefined {
  const day = search.get(name);
  return day && isDayText(day) ? day : undefined;
}

/** The day report's date read from its URL (`date`), as `readPickListsDay` reads the pick lists'. */
export const readDayReportDate = (search: URLSearchParams): string | undefined => readPickListsDay(search, "date");

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
