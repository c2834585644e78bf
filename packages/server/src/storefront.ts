import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import express, { type Router } from "express";

export interface StorefrontOptions {
  /** The built storefront (packages/app/build/client): index.html, assets/, favicon. */
  dir: string;
  /** True for a path that is one of the storefront's pages; every other path answers 404. */
  isPage: (pathname: string) => boolean;
}

/** Hashed build output: the name changes with the content, so browsers may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (favicon, robots.txt): kept a day. */
const SHORT = "public, max-age=86400";
/** Pages: always asked again, so a new deploy is seen at once (the ETag makes that a 304). */
const REVALIDATE = "no-cache";

/**
 * Serves the built storefront after the API: its files, and for a page path the HTML that starts
 * it. Any path that is not a page gets HTTP 404 with the same HTML, and the app shows
 * '404 Page Not Found'; a missing file under /assets/ gets a plain 404. A page that was
 * prerendered to `{path}/index.html` is served from there, every other page from index.html.
 * A page asked for with a query string (`/brands?type=hvac`, a filtered or paged listing) gets
 * the app's fallback instead: the prerendered HTML shows the page without the query, which the
 * browser's first render would not match (a hydration error, and the page drawn twice).
 */
export function storefront({ dir, isPage }: StorefrontOptions): Router {
  const router = express.Router();
  router.use(
    express.static(dir, {
      index: false,
      redirect: false,
      setHeaders(res, file) {
        const relative = path.relative(dir, file);
        res.setHeader("Cache-Control", relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : /\.(html|data)$/.test(file) ? REVALIDATE : SHORT);
      },
    }),
  );
  // A prerendered page's data for client-side navigation (`/brands/ge.data`) exists as a file;
  // any other .data request is for a page that was not prerendered.
  router.use((req, res, next) => {
    if (!req.path.endsWith(".data")) {
      next();
      return;
    }
    res.status(404).type("text/plain").set("Cache-Control", REVALIDATE).send("Not found");
  });
  router.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").set("Cache-Control", REVALIDATE).send("Not found");
  });
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
      return;
    }
    const page = isPage(req.path);
    const prerendered = page && !req.originalUrl.includes("?");
    pageHtml(dir, prerendered ? req.path : null).then((html) => {
      if (html === null) {
        res.status(503).type("text/plain").set("Cache-Control", REVALIDATE).send("The storefront has not been built: run `npm run build`, or start it with `npm start`.");
        return;
      }
      res.status(page ? 200 : 404).type("html").set("Cache-Control", REVALIDATE).send(html);
    }, next);
  });
  return router;
}

/**
 * The HTML for a page: its prerendered file when there is one, else the app's fallback (written as
 * __spa-fallback.html when the home page is prerendered into index.html); null when unbuilt.
 */
async function pageHtml(dir: string, pagePath: string | null): Promise<string | null> {
  const candidates = [
    pagePath === null ? null : path.join(dir, pagePath, "index.html"),
    path.join(dir, "__spa-fallback.html"),
    path.join(dir, "index.html"),
  ];
  for (const file of candidates) {
    if (file === null || !file.startsWith(dir)) continue;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return readFile(file, "utf8");
  }
  return null;
}
