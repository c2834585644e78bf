import { matchPage, PAGES, STAFF_PAGES, type PageKind, type PartType, type StaffPageRow } from "@shop/domain";

/**
 * The route module that renders each kind of page in the domain's page table (`PAGES` in
 * packages/domain/src/site/pages.ts, which holds every URL pattern). src/routes.ts builds React
 * Router's route config from the two.
 */
export const ROUTE_FILES: Record<PageKind, string> = {
  home: "routes/home.tsx",
  cart: "routes/cart.tsx",
  saved: "routes/saved.tsx",
  "quick-order": "routes/quick-order.tsx",
  search: "routes/search.tsx",
  info: "routes/info.tsx",
  local: "routes/local.tsx",
  type: "routes/type-landing.tsx",
  category: "routes/category.tsx",
  brands: "routes/brands.tsx",
  brand: "routes/brand.tsx",
  blog: "routes/blog.tsx",
  article: "routes/article.tsx",
  product: "routes/product.tsx",
  model: "routes/model.tsx",
  symptoms: "routes/symptoms.tsx",
  symptom: "routes/symptom.tsx",
  "order-lookup": "routes/order-lookup.tsx",
  order: "routes/order.tsx",
  unsubscribe: "routes/unsubscribe.tsx",
  "newsletter-confirm": "routes/newsletter-confirm.tsx",
};

/** The file rendering every other path: '404 Page Not Found'. */
export const NOT_FOUND_FILE = "routes/not-found.tsx";

/** The app's routes: one per row of the page table, each with the row's id. */
export const APP_ROUTES = PAGES.map((page) => ({ id: page.id, path: page.pattern, file: ROUTE_FILES[page.kind] }));

/** The back office's frame: a layout route of its own around its pages (docs/architecture.md, Back office). */
export const STAFF_LAYOUT_FILE = "routes/staff-layout.tsx";

/** The route module of each back-office page (`STAFF_PAGES`). */
export const STAFF_ROUTE_FILES: Record<StaffPageRow["id"], string> = {
  "staff-sign-in": "routes/staff-sign-in.tsx",
  "staff-orders": "routes/staff-orders.tsx",
  "staff-order": "routes/staff-order.tsx",
  "staff-pick-list": "routes/staff-pick-list.tsx",
  "staff-pick-lists": "routes/staff-pick-lists.tsx",
  "staff-day-report": "routes/staff-day-report.tsx",
  "staff-parts": "routes/staff-parts.tsx",
  "staff-part": "routes/staff-part.tsx",
  "staff-store": "routes/staff-store.tsx",
  "staff-categories": "routes/staff-categories.tsx",
  "staff-category": "routes/staff-category.tsx",
  "staff-brands": "routes/staff-brands.tsx",
  "staff-brand": "routes/staff-brand.tsx",
  "staff-catalogue": "routes/staff-catalogue.tsx",
  "staff-messages": "routes/staff-messages.tsx",
  "staff-signups": "routes/staff-signups.tsx",
  "staff-guides": "routes/staff-guides.tsx",
  "staff-guide": "routes/staff-guide.tsx",
};

/** The back office's routes, each with its row's id. */
export const STAFF_ROUTES = STAFF_PAGES.map((page) => ({ id: page.id, path: page.pattern, file: STAFF_ROUTE_FILES[page.id] }));

/** The side of the shop a type landing or category path belongs to (appliance when it is neither). */
export function partTypeOfPath(pathname: string): PartType {
  return matchPage(pathname)?.page.type ?? "appliance";
}
