import { PART_TYPES, type PartType } from "../catalogue/index.ts";
import { compilePathPattern, matchPathPattern } from "../kernel/path-pattern.ts";

/**
 * The storefront's pages: every URL pattern once, with a typed builder per kind of page. The app
 * builds its route config from `PAGES`, the server asks `matchPage` which paths are pages (the rest
 * answer 404), the sitemap and robots.txt read `indexed`, and every link in the ui is made by
 * `pagePaths`. Adding a page starts with a row here (docs/architecture.md, "Adding a page").
 */

/** The information pages, by slug; each lives at `/{slug}`. */
export const INFO_SLUGS = ["about-us", "contact", "warranty", "returns", "shipping"] as const;
export type InfoSlug = (typeof INFO_SLUGS)[number];

/** The local landing pages, by slug; each lives at `/{slug}` (the city page at /tallahassee-appliance-parts). */
export const LOCAL_SLUGS = [
  "tallahassee-appliance-parts",
  "leon-county-hvac-parts",
  "quincy-fl-appliance-repair",
  "havana-fl-hvac-repair",
] as const;
export type LocalSlug = (typeof LOCAL_SLUGS)[number];

/** What a page shows; the app renders each kind with one route module. */
export type PageKind =
  | "home"
  | "cart"
  | "saved"
  | "quick-order"
  | "symptoms"
  | "symptom"
  | "search"
  | "info"
  | "local"
  | "type"
  | "category"
  | "brands"
  | "brand"
  | "blog"
  | "article"
  | "product"
  | "model"
  | "order-lookup"
  | "order"
  | "unsubscribe"
  | "newsletter-confirm";

/** One row of the page table. */
export interface PageRow {
  /** Unique; the app's route id. */
  id: string;
  kind: PageKind;
  /** The URL pattern, `:name` for a path parameter, in the form React Router and `matchPage` read. */
  pattern: string;
  /** Listed in the sitemap and open to search engines; false pages carry `noindex` and are disallowed in robots.txt. */
  indexed: boolean;
  /** The side of the shop, for the type landing and category pages. */
  type?: PartType;
  /** The slug a fixed information or local page stands for. */
  slug?: InfoSlug | LocalSlug;
  /**
   * Shows one customer's own data (an order page): never kept by the server's page cache and sent
   * with `Cache-Control: no-store`, so no browser or proxy keeps it either. Always unindexed.
   */
  private?: true;
  /**
   * The query parameters the page reads from its URL, each by its first value (as
   * `URLSearchParams.get`): what it renders depends on its path and these alone, so the server
   * keeps a rendered page under them (`pageQuery`) and drops any other (utm_*, a click id, a
   * made-up one). The ui reads them with `readCatalogueParams` (a listing's search text, filters,
   * sort and page), `readGuideParams`, the brands list's `BRAND_PARAMS`, the home page's order
   * banner and the contact form; a screen that starts reading another adds it here.
   */
  query: readonly string[];
}

const typeLabel = (type: PartType) => `${type}-parts`;

/** A product listing's filters, sort and page in its URL (`readCatalogueParams`); its search text's name is the page's own. */
const LISTING_QUERY = ["brand", "category", "sort", "inStock", "page"] as const;
/** The contact page's prefilled subject and its thank-you (`?message=sent`). */
const CONTACT_QUERY = ["subject", "message"] as const;

export const PAGES: readonly PageRow[] = [
  // With ?order=, the confirmation banner after checkout.
  { id: "home", kind: "home", pattern: "/", indexed: true, query: ["order"] },
  { id: "cart", kind: "cart", pattern: "/cart", indexed: false, query: [] },
  // The hearts' parts, from the visitor's browser (docs/product.md, Saved parts).
  { id: "saved", kind: "saved", pattern: "/saved", indexed: false, query: [] },
  // Lines of part numbers and quantities into the cart at once (docs/product.md, Quick order).
  { id: "quick-order", kind: "quick-order", pattern: "/quick-order", indexed: false, query: [] },
  { id: "search", kind: "search", pattern: "/search", indexed: false, query: ["q", ...LISTING_QUERY] },
  ...INFO_SLUGS.map(
    (slug): PageRow => ({ id: `info-${slug}`, kind: "info", pattern: `/${slug}`, indexed: true, slug, query: slug === "contact" ? CONTACT_QUERY : [] }),
  ),
  ...LOCAL_SLUGS.map((slug): PageRow => ({ id: `local-${slug}`, kind: "local", pattern: `/${slug}`, indexed: true, slug, query: [] })),
  // With ?search=, the parts that fit a model number.
  ...PART_TYPES.map((type): PageRow => ({ id: `type-${type}`, kind: "type", pattern: `/${typeLabel(type)}`, indexed: true, type, query: ["search"] })),
  ...PART_TYPES.map(
    (type): PageRow => ({
      id: `category-${type}`,
      kind: "category",
      pattern: `/${typeLabel(type)}/:slug`,
      indexed: true,
      type,
      query: ["search", ...LISTING_QUERY],
    }),
  ),
  // The brands list's search box and side tab (BRAND_PARAMS).
  { id: "brands", kind: "brands", pattern: "/brands", indexed: true, query: ["search", "type"] },
  { id: "brand", kind: "brand", pattern: "/brands/:slug", indexed: true, query: ["search", ...LISTING_QUERY] },
  { id: "blog", kind: "blog", pattern: "/blog", indexed: true, query: ["search", "page"] },
  { id: "article", kind: "article", pattern: "/blog/:slug", indexed: true, query: [] },
  { id: "product", kind: "product", pattern: "/products/:id", indexed: true, query: [] },
  // "What's wrong with it?" (docs/product.md, Symptom pages): every page, and one page with ?model= narrowing its parts.
  { id: "symptoms", kind: "symptoms", pattern: "/symptoms", indexed: true, query: [] },
  { id: "symptom", kind: "symptom", pattern: "/symptoms/:appliance/:slug", indexed: true, query: ["model"] },
  // Every model number a part lists (docs/product.md, Model pages).
  { id: "model", kind: "model", pattern: "/models/:model", indexed: true, query: [] },
  // "Find my order" and the customer's order page (docs/product.md, Pages, Your order).
  { id: "order-lookup", kind: "order-lookup", pattern: "/orders", indexed: false, query: [] },
  { id: "order", kind: "order", pattern: "/orders/:orderNumber", indexed: false, private: true, query: ["key"] },
  // The newsletter's unsubscribe link (docs/product.md, Newsletter unsubscribe): its URL carries an address.
  { id: "unsubscribe", kind: "unsubscribe", pattern: "/newsletter/unsubscribe", indexed: false, private: true, query: ["email", "key"] },
  // The newsletter's confirmation link (docs/product.md, Newsletter sign-up): its URL carries an address too.
  { id: "newsletter-confirm", kind: "newsletter-confirm", pattern: "/newsletter/confirm", indexed: false, private: true, query: ["email", "key"] },
];

const segment = (value: string | number) => encodeURIComponent(String(value));
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const defined = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length > 0 ? `${path}?${new URLSearchParams(defined).toString()}` : path;
};

/** Every page's address, built from the same patterns as `PAGES`. */
export const pagePaths = {
  /** The home page; with an order number, the order confirmation shown after checkout. */
  home: (order?: { orderNumber: string }) => withQuery("/", { order: order?.orderNumber }),
  cart: () => "/cart",
  saved: () => "/saved",
  quickOrder: () => "/quick-order",
  symptoms: () => "/symptoms",
  /** A symptom page; with a model number, its parts narrowed to those that fit (`?model=`). */
  symptom: (appliance: string, slug: string, model?: string) => withQuery(`/symptoms/${segment(appliance)}/${segment(slug)}`, { model: model?.trim() || undefined }),
  /** Search results for a query: /search?q=water+filter (the query trimmed). */
  search: (query: string) => withQuery("/search", { q: query.trim() }),
  /** An information page; `/contact` takes a prefilled subject, or `sent` for its thank-you. */
  info: (slug: InfoSlug, query: { subject?: string; message?: "sent" } = {}) => withQuery(`/${slug}`, query),
  local: (slug: LocalSlug) => `/${slug}`,
  /** A side's landing page; with a model number, the parts that fit it first (`?search=`). */
  type: (type: PartType, model?: string) => withQuery(`/${typeLabel(type)}`, { search: model?.trim() }),
  category: (category: { type: PartType; slug: string }) => `/${typeLabel(category.type)}/${segment(category.slug)}`,
  brands: () => "/brands",
  brand: (slug: string) => `/brands/${segment(slug)}`,
  /** The repair guides; with a search, the guides about a topic (`?search=`). */
  blog: (query: { search?: string } = {}) => withQuery("/blog", { search: query.search?.trim() || undefined }),
  article: (slug: string) => `/blog/${segment(slug)}`,
  product: (id: number) => `/products/${segment(id)}`,
  /** A model number's page; given the form the catalogue lists, it is the page's canonical address. */
  model: (model: string) => `/models/${segment(model.trim())}`,
  /** "Find my order": an order number and an email lead to the order's page. */
  orderLookup: () => "/orders",
  /** An order's own page, opened by the key the server issued for it. */
  order: (order: { orderNumber: string; key: string }) => withQuery(`/orders/${segment(order.orderNumber)}`, { key: order.key }),
  /** The unsubscribe link of a newsletter email: the address and the key the server issued for it. */
  unsubscribe: (link: { email: string; key: string }) => withQuery("/newsletter/unsubscribe", { email: link.email, key: link.key }),
  /** The link of a newsletter confirmation email: the address and the confirmation key the server issued for it. */
  newsletterConfirm: (link: { email: string; key: string }) => withQuery("/newsletter/confirm", { email: link.email, key: link.key }),
} as const;

/** A page a URL path belongs to, and its path parameters (decoded). */
export interface PageMatch {
  page: PageRow;
  params: Record<string, string>;
}

/** Each row's pattern, matched as React Router matches it (any case, trailing slashes allowed). */
const MATCHERS = PAGES.map((page) => ({ page, pattern: compilePathPattern(page.pattern, "any") }));

/** The page a URL path (without its query) shows, or null when it is no page (a 404). */
export function matchPage(pathname: string): PageMatch | null {
  for (const { page, pattern } of MATCHERS) {
    const found = matchPathPattern(pattern, pathname);
    if (!found) continue;
    try {
      return { page, params: Object.fromEntries(Object.entries(found).map(([name, value]) => [name, decodeURIComponent(value)])) };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A page URL's query string as far as its page reads it: the page's own parameters (`query`),
 * each by its first value, sorted by name, so that the order they came in does not matter; every
 * other parameter is left out. "" when none is there. The server keeps rendered pages under the
 * path and this (docs/architecture.md, Server rendering), so `/products/1?x=1`, `?x=2`, ... are
 * one page, not a new one for each.
 */
export function pageQuery(page: Pick<PageRow, "query">, search: URLSearchParams): string {
  const read = new URLSearchParams();
  for (const name of [...page.query].sort()) {
    const value = search.get(name);
    if (value !== null) read.append(name, value);
  }
  return read.toString();
}

/** True when a URL path is one of the storefront's pages. */
export const isPagePath = (pathname: string): boolean => matchPage(pathname) !== null;

/** The fixed pages worth listing in the sitemap: indexed, with no path parameter. */
export const INDEXED_FIXED_PATHS: readonly string[] = PAGES.filter((page) => page.indexed && !page.pattern.includes(":")).map(
  (page) => page.pattern,
);

/**
 * Paths search engines are asked to leave alone (robots.txt and the pages' `noindex`): a pattern
 * with a parameter is cut before it, and a path another one already starts is left out, as
 * robots.txt matches by prefix ("/orders" covers "/orders/{number}").
 */
export const UNINDEXED_PATHS: readonly string[] = PAGES.filter((page) => !page.indexed)
  .map((page) => page.pattern.replace(/:.*$/, ""))
  .filter((path, i, all) => !all.some((other, j) => j !== i && other !== path && path.startsWith(other)))
  .filter((path, i, all) => all.indexOf(path) === i);
