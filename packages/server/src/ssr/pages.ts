import { matchPage, pageQuery, type PageRow, type ShopState, type ShopReads } from "@shop/domain";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { pagePolicy, PRIVATE_NO_STORE } from "../http/index.ts";
import { cachedAnswer, createAnswerCache, sendCached, type CachedAnswer, type ListingScope, type StockMoves } from "./answer-cache.ts";
import { compressPage, encodedOf, sendEncoded, type EncodedPage } from "./page-encodings.ts";
import { withoutModulePreloads } from "./page-html.ts";
import { recordShownParts } from "./shown-parts.ts";

/**
 * The storefront's pages, rendered on the server from the live data (docs/architecture.md, Server
 * rendering): React Router's request handler over the app's server build, given the store's data
 * in its load context (`reactRouterPages`), behind a page cache (`pageCache`). A page depends on
 * its URL and the data alone (nothing personal is read on the server: the cart stays in the
 * browser), so rendered pages are kept by URL, bounded by bytes, and answered with an ETag (304
 * when the browser has it) until the data version moves. The URL a page is kept under, and
 * rendered from, is its path and the query parameters its page reads (`pageQuery`): anything
 * else in the query string (utm_*, a made-up `?x=`) is no new page to render and keep. An order page (opened by its key) is the
 * one page of a customer's own data: it is never kept, and is sent with `Cache-Control: private, no-store`.
 * The back office's pages (/staff and below) are never kept either, and are sent `no-store`.
 * Each page is sent with its own Content-Security-Policy, allowing its inline scripts by their
 * hashes, and kept with it (security-headers.ts). A kept page is compressed once as it is kept
 * (brotli and gzip, page-encodings.ts) and answered from those bytes, so the compression
 * middleware does not compress it again for every request.
 */

/** A page as rendered: React Router's answer for a URL (path and query). */
export type RenderPage = (url: string) => Promise<Response>;

/** Makes the key of an order's page from its number (the server's HMAC, secrets.ts). */
export type OrderKeyMaker = (orderNumber: string) => string;

/** The app's server build as packages/app's entry.server.tsx exports it. */
type AppBuild = ServerBuild & {
  entry: {
    module: {
      shopDataContext?: RouterContext<ShopState | null>;
      shopReadsContext?: RouterContext<ShopReads | null>;
      orderKeyContext?: RouterContext<OrderKeyMaker | null>;
    };
  };
};

/**
 * Renders pages with React Router over the app's server build (loaded again when it changes, as in
 * dev), given the live data and the order key maker, so an order page's key opens its order.
 */
export function reactRouterPages(
  build: () => Promise<ServerBuild>,
  mode: "production" | "development",
  data: ShopState,
  reads: ShopReads,
  orderKey: OrderKeyMaker,
): RenderPage {
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  return async (url) => {
    const app = (await build()) as AppBuild;
    if (current?.build !== app) current = { build: app, handle: createRequestHandler(app, mode) };
    const { shopDataContext: key, shopReadsContext, orderKeyContext } = app.entry.module;
    if (!key || !shopReadsContext || !orderKeyContext) {
      throw new Error("The app's server build does not export shopDataContext, shopReadsContext and orderKeyContext from its entry.server");
    }
    const context = new RouterContextProvider();
    context.set(key, data);
    context.set(shopReadsContext, reads);
    context.set(orderKeyContext, orderKey);
    // Only the URL: it is all a page depends on, which is what makes keeping pages by URL right.
    // The load context is a RouterContextProvider (the app enables middleware), which the types here cannot see.
    return current.handle(new Request(new URL(url, "http://localhost"), { method: "GET" }), context as never);
  };
}

export interface PageCacheOptions {
  render: RenderPage;
  /** The data version: a page rendered from an older one is never answered. */
  version: () => number;
  /** The parts' stock moves: a kept page that showed a part moved since is rendered again. */
  stock?: StockMoves;
  /** What kept pages may take together (default 64 MB); 0 keeps none, so every page is rendered. */
  cacheBytes?: number;
  /** Send each page's Content-Security-Policy (default true; `npm run dev` sends none). */
  csp?: boolean;
  /** Compresses a page as it is kept (default `compressPage`); tests count its calls. */
  compress?: (body: string) => Promise<EncodedPage>;
}

/** Pages bigger than this are not kept (a category page is about 155 KB, 21 KB compressed). */
const MAX_PAGE_BYTES = 512 * 1024;
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
/** Pages are always asked again, so a change shows at once; the ETag makes the repeat a 304. */
const REVALIDATE = "no-cache";
/** A page of one customer's own data (an order page): no browser or proxy may store it. */
const PRIVATE = PRIVATE_NO_STORE;
/** The back office's pages: stored by nothing, so a shared computer's cache or Back after sign-out keeps none. */
const BACK_OFFICE = "no-store";

/**
 * Kept: the pages search engines list (a part, a category with its filters, an article...).
 * Not kept: the cart, search results, order pages, and paths that are no page.
 */
const keptRow = (pathname: string): PageRow | undefined => {
  // React Router's data requests (`/products/1.data?_routes=root`) are no page's HTML: answered as asked, never kept.
  if (pathname.endsWith(".data")) return undefined;
  const page = matchPage(pathname)?.page;
  return page?.indexed === true ? page : undefined;
};

/**
 * The URL a kept page is rendered from and kept under: its path as sent, and of its query only
 * the parameters the page reads, first value each, sorted (`pageQuery`). The page shows the same
 * for both, since it reads nothing else.
 */
function keptUrl(originalUrl: string, page: PageRow): string {
  const at = originalUrl.indexOf("?");
  if (at < 0) return originalUrl;
  const query = pageQuery(page, new URLSearchParams(originalUrl.slice(at + 1)));
  return query === "" ? originalUrl.slice(0, at) : `${originalUrl.slice(0, at)}?${query}`;
}
/** A page row marked private (the order page), found or not. */
const isPrivate = (pathname: string) => matchPage(pathname)?.page.private === true;
/** /staff and every path below it, in any case (as React Router matches them). */
const isBackOffice = (pathname: string) => /^\/staff(\/|$)/i.test(pathname);

/** React Router's answer: an HTML page ready to send and keep, or anything else (a redirect, a data request) as it came. */
type Rendered = { page: CachedAnswer; parts?: ReadonlySet<number>; listings?: readonly ListingScope[] } | { other: { status: number; headers: [string, string][]; body: string } };

/** The answers a kept page's URL keeps: a page found, or its record's not-found page. */
const keepsStatus = (status: number) => status === 200 || status === 404;

async function rendered(render: RenderPage, url: string, csp: boolean): Promise<Rendered> {
  const response = await render(url);
  const text = await response.text();
  if (!response.headers.get("content-type")?.startsWith("text/html")) {
    return { other: { status: response.status, headers: [...response.headers], body: text } };
  }
  const body = withoutModulePreloads(text);
  return { page: cachedAnswer(response.status, body, "html", csp ? { "Content-Security-Policy": pagePolicy(body) } : undefined) };
}

/**
 * Answers GET and HEAD of any path with its rendered page, from the cache when it is current. A
 * kept page that many ask for at once (a link shared, a crawler, a burst) is rendered once for all
 * of them, as long as the data has not moved since that render began.
 */
export function pageCache({ render, version, stock, cacheBytes = DEFAULT_CACHE_BYTES, csp = true, compress = compressPage }: PageCacheOptions): RequestHandler {
  // 0 keeps nothing (`npm run dev`, where the code under the pages changes).
  const pages = cacheBytes > 0 ? createAnswerCache({ maxBytes: cacheBytes, maxEntryBytes: MAX_PAGE_BYTES, version, ...(stock ? { stock } : {}) }) : null;
  const underWay = new Map<string, { version: number; stock: number; done: Promise<Rendered> }>();
  /** When a render starts: the data version and the stock moves' seq. */
  const now = () => ({ version: version(), stock: stock?.seq() ?? 0 });

  /** The render of a kept page as the data stands, compressed, with the parts it showed, shared with any request already waiting for it. */
  const renderShared = (url: string, madeFrom: { version: number; stock: number }): Promise<Rendered> => {
    const running = underWay.get(url);
    if (running?.version === madeFrom.version && running.stock === madeFrom.stock) return running.done;
    const done = recordShownParts(() => rendered(render, url, csp))
      .then(async ({ value: answer, parts, listings }): Promise<Rendered> => {
        if (!("page" in answer) || !keepsStatus(answer.page.status)) return answer;
        return { page: { ...answer.page, encoded: await compress(answer.page.body) }, parts, listings };
      })
      .finally(() => {
        if (underWay.get(url)?.done === done) underWay.delete(url);
      });
    underWay.set(url, { ...madeFrom, done });
    return done;
  };

  /** A kept page from its stored compressed bytes; HEAD, and pages not kept, as before (the compression middleware's). */
  const send = (req: ExpressRequest, res: ExpressResponse, page: CachedAnswer) => {
    const encoded = req.method === "GET" ? encodedOf(page) : undefined;
    if (encoded) sendEncoded(req, res, page, encoded);
    else sendCached(res, page);
  };

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
      return;
    }
    res.set("Cache-Control", isBackOffice(req.path) ? BACK_OFFICE : isPrivate(req.path) ? PRIVATE : REVALIDATE);
    const row = pages === null ? undefined : keptRow(req.path);
    const kept = row !== undefined;
    const url = row ? keptUrl(req.originalUrl, row) : req.originalUrl;
    const hit = kept ? pages?.get(url) : undefined;
    if (hit) {
      send(req, res, hit);
      return;
    }
    const madeFrom = now();
    (kept ? renderShared(url, madeFrom) : rendered(render, url, csp))
      .then((answer) => {
        if ("other" in answer) {
          res.status(answer.other.status);
          for (const [name, value] of answer.other.headers) res.set(name, value);
          res.send(answer.other.body);
          return;
        }
        if (kept && keepsStatus(answer.page.status) && answer.parts) pages?.set(url, answer.page, { ...madeFrom, parts: answer.parts, listings: answer.listings ?? [] });
        send(req, res, answer.page);
      })
      .catch(next);
  };
}
