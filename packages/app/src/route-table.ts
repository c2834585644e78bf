import type { PartType } from "@shop/domain";
import { matchPath } from "react-router";

/**
 * The storefront's pages (SPEC.md section 2 as DECISIONS.md settles it), one row per URL
 * pattern: the file that renders it (under src/) and, where several patterns share a file, an id.
 * src/routes.ts builds React Router's route config from it, and the server uses
 * `isStorefrontPath` to answer every other path with HTTP 404. Plain data, no React, so the
 * server can import it.
 */
export interface PageRoute {
  path: string;
  file: string;
  id?: string;
}

const infoPage = (slug: string): PageRoute => ({ path: `/${slug}`, file: "routes/info.tsx", id: `info-${slug}` });
const localPage = (slug: string): PageRoute => ({ path: `/${slug}`, file: "routes/local.tsx", id: `local-${slug}` });

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/cart", file: "routes/cart.tsx" },
  { path: "/search", file: "routes/search.tsx" },
  ...["about-us", "contact", "warranty", "returns", "shipping"].map(infoPage),
  ...["tallahassee-appliance-parts", "leon-county-hvac-parts", "quincy-fl-appliance-repair", "havana-fl-hvac-repair"].map(localPage),
  { path: "/appliance-parts", file: "routes/type-landing.tsx", id: "type-appliance" },
  { path: "/hvac-parts", file: "routes/type-landing.tsx", id: "type-hvac" },
  { path: "/appliance-parts/:slug", file: "routes/category.tsx", id: "category-appliance" },
  { path: "/hvac-parts/:slug", file: "routes/category.tsx", id: "category-hvac" },
  { path: "/brands", file: "routes/brands.tsx" },
  { path: "/brands/:slug", file: "routes/brand.tsx" },
  { path: "/blog", file: "routes/blog.tsx" },
  { path: "/blog/:slug", file: "routes/article.tsx" },
  { path: "/products/:id", file: "routes/product.tsx" },
];

/** Pages search engines are asked not to list (robots meta tag): the cart and search results. */
export const NOINDEX_PATHS: readonly string[] = ["/cart", "/search"];

/** The fixed pages the sitemap lists; the catalogue's pages (categories, brands, posts, parts) follow from data. */
export const INDEXED_PAGE_PATHS: readonly string[] = PAGE_ROUTES.map((route) => route.path).filter(
  (path) => !path.includes(":") && !NOINDEX_PATHS.includes(path),
);

/** The file rendering every other path: '404 Page Not Found'. */
export const NOT_FOUND_FILE = "routes/not-found.tsx";

/** True when a URL path (without query) is one of the storefront's pages; a trailing slash is allowed. */
export function isStorefrontPath(pathname: string): boolean {
  return PAGE_ROUTES.some((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** The side of the shop a type landing or category path belongs to: `/hvac-parts...` or else appliance. */
export function partTypeOfPath(pathname: string): PartType {
  return pathname.startsWith("/hvac-parts") ? "hvac" : "appliance";
}
