import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ShopState, ShopReads } from "@shop/domain";
import express, { type RequestHandler, type Router } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import { pageCache, reactRouterPages, type OrderKeyMaker, type StockMoves } from "../ssr/index.ts";

/**
 * The storefront after the API: the browser's files (build/client) and every page, rendered on
 * the server from the live data (pages.ts). A missing file under /assets/ gets a plain 404; every
 * other path is a page, and one that is no page of the shop renders '404 Page Not Found' with
 * HTTP 404.
 */
export interface StorefrontOptions {
  /** The browser's files (packages/app/build/client); absent in `npm run dev`, where Vite serves them. */
  clientDir?: string;
  /** Loads the app's server build (default: `serverBuildFile`). */
  build?: () => Promise<ServerBuild>;
  /** The built server render (packages/app/build/server/index.js), when `build` is not given. */
  serverBuildFile?: string;
  /** Runs before the pages: Vite's dev server in `npm run dev` (its modules, styles and hot reload). */
  before?: RequestHandler;
  /** Default "production". */
  mode?: "production" | "development";
  /** What kept pages may take together (default 64 MB); 0 keeps none, so every page is rendered. */
  cacheBytes?: number;
}

/** Hashed build output: the name changes with the content, so browsers may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (favicon): kept a day. */
const SHORT = "public, max-age=86400";

const NOT_BUILT = "The storefront has not been built: run `npm run build`, or start it with `npm start`.";

/** The built server render, loaded once; a clear error when the app has not been built. */
function builtApp(file: string): () => Promise<ServerBuild> {
  let loaded: Promise<ServerBuild> | undefined;
  return () => {
    if (!existsSync(file)) return Promise.reject(Object.assign(new Error(NOT_BUILT), { notBuilt: true }));
    loaded ??= import(pathToFileURL(file).href) as Promise<ServerBuild>;
    return loaded;
  };
}

export function storefront(
  options: StorefrontOptions & { data: ShopState; reads: ShopReads; version: () => number; stock: StockMoves; orderKey: OrderKeyMaker },
): Router {
  const router = express.Router();
  const { clientDir } = options;
  if (clientDir) {
    const dir = path.resolve(clientDir);
    // The build writes a Brotli and a gzip copy beside each text file (packages/app/vite-plugins.ts):
    // answered as they are, so a script is compressed once at the highest setting, not per request.
    // Files without copies are compressed per request by the app's compression().
    router.use(
      expressStaticGzip(dir, {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: {
          index: false,
          redirect: false,
          setHeaders(res, file) {
            res.setHeader("Cache-Control", path.relative(dir, file).startsWith(`assets${path.sep}`) ? IMMUTABLE : SHORT);
          },
        },
      }),
    );
    router.use("/assets", (_req, res) => {
      res.status(404).type("text/plain").set("Cache-Control", "no-cache").send("Not found");
    });
  }
  if (options.before) router.use(options.before);
  const build = options.build ?? builtApp(options.serverBuildFile ?? "");
  const render = reactRouterPages(build, options.mode ?? "production", options.data, options.reads, options.orderKey);
  // Vite's dev client injects styles and opens its own socket, so `npm run dev` sends no policy.
  router.use(pageCache({ render, version: options.version, stock: options.stock, cacheBytes: options.cacheBytes, csp: options.mode !== "development" }));
  router.use(((error, _req, res, next) => {
    if ((error as { notBuilt?: boolean } | null)?.notBuilt) res.status(503).type("text/plain").set("Cache-Control", "no-cache").send(NOT_BUILT);
    else next(error);
  }) satisfies express.ErrorRequestHandler);
  return router;
}
