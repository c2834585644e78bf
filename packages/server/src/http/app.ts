import { randomUUID } from "node:crypto";
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Response } from "express";
import compression from "compression";
import jsonServer from "json-server";
import {
  API_BASE,
  badlyEncodedUrl,
  httpAnswer,
  MAX_BODY_BYTES,
  PHOTO_BASE,
  robotsTxt,
  routes,
  runHttp,
  STAFF_EVENTS_PATH,
  sitemapEntries,
  shopToday,
  sitemapFiles,
  toCents,
  tooLarge,
  unknownEndpoint,
  type ApiOutcome,
  type StaffOrderView,
  type Route,
  type StaffSessionView,
} from "@shop/domain";
import { catalogueCsvReader, CatalogueCsvReadFailed, csvReaderForRequest, type CatalogueCsvReader } from "../catalogue-csv/index.ts";
import type { Store } from "../db/index.ts";
import { formMail, type Mailer } from "../mail/index.ts";
import { photoFiles, photoUpload } from "../photos/index.ts";
import { cachedAnswer, createAnswerCache, dayTurns, pageCompressionFilter, recordingReads, recordShownParts, type ListingScope } from "../ssr/index.ts";
import { DEFAULT_RATE_LIMITS, staffAuth, type RateLimits, type StaffAuthOptions } from "../staff-auth/index.ts";
import { mountAbuseLimits } from "./abuse-limits.ts";
import { openOrdersByAddress } from "./open-orders.ts";
import { healthRoutes } from "./health.ts";
import { keptAnswers, sendKept } from "./kept-answers.ts";
import type { Log } from "./log-line.ts";
import { pathOf, reqIdOf, requestId, requestLog } from "./request-log.ts";
import { PRIVATE_NO_STORE, securityHeaders } from "./security-headers.ts";
import { staffGate } from "./staff-gate.ts";
import { staffEvents } from "./staff-events.ts";
import { storefront, type StorefrontOptions } from "./storefront.ts";

export interface AppOptions {
  store: Store;
  /** The key of an order's page (an HMAC of its number under the server's secret: secrets.ts). */
  orderKey(orderNumber: string): string;
  /** The key of an address's unsubscribe link (secrets.ts). */
  unsubscribeKey(email: string): string;
  /** The key of an address's newsletter confirmation link (secrets.ts). */
  confirmKey(email: string): string;
  /** When set, orders, contact messages and confirmed newsletter sign-ups are POSTed here as JSON. */
  formMailUrl?: string;
  /** Emails the shop about each new order and contact message; absent, no email is sent. */
  mailer?: Mailer;
  /** The storefront's files and pages, after the API; absent, the server answers the API alone. */
  storefront?: StorefrontOptions;
  /** The fixed pages the sitemap lists before the catalogue's (default: the home page). */
  sitemapPages?: readonly string[];
  /**
   * The sitemap's lastmod for what has no date of its own ("2026-11-23"): when the catalogue last
   * changed before this process; a change committed while it runs dates itself.
   */
  catalogueDate?: string;
  /** Staff sign-in: the accounts, the session cookie's secret, its idle time and the rate limits. */
  staff: StaffAuthOptions;
  /**
   * express's "trust proxy" (docs/architecture.md, Staff sign-in): set only behind a proxy that
   * sets X-Forwarded-For and X-Forwarded-Proto, so the client's address (rate limits) and HTTPS
   * (the Secure cookie) are read from them. Absent, the socket's own are used.
   */
  trustProxy?: boolean | number | string;
  /** Part photos' folder (`photos/` beside the database): uploads are written there and served from `/photos`. Absent, neither is. */
  photosDir?: string;
  /** Per-address limits on the anonymous writes (defaults in DEFAULT_RATE_LIMITS). */
  rateLimits?: Partial<RateLimits>;
  /** Past this database size, anonymous writes are refused (abuse-limits.ts). */
  dbMaxBytes?: number;
  /** The clock the rules and the staff sessions' age read (default: the real one); tests move it. */
  now?: () => Date;
  /** Reads catalogue CSV imports in a worker thread (default: a reader of its own, never closed). */
  catalogueCsv?: CatalogueCsvReader;
  log: Log;
}

const SAVE_FAILED = { message: "Could not save, please try again" };
const CSV_READ_FAILED = { message: "Could not read the file just now, please try again" };

function send(res: Response, outcome: ApiOutcome): void {
  const answer = httpAnswer(outcome);
  res.status(answer.status);
  // express adds the charset, and drops the body of a HEAD answer itself.
  if (answer.body === null) res.end();
  else res.set(answer.headers).send(answer.body);
}

/** Answers bigger than this are not kept (a 100-part page is about 60 KB). */
const MAX_CACHED_BYTES = 256 * 1024;
/** What all kept answers may take together; the least recently used go first. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/** The raw body as text, whatever its declared type; the domain checks type, emptiness and JSON. */
const readBody = express.text({ type: () => true, limit: MAX_BODY_BYTES });
/** The body reader of a route that takes a larger body (a catalogue CSV). */
const readBodyOf = (route: Route): RequestHandler =>
  route.maxBodyBytes === undefined ? readBody : express.text({ type: () => true, limit: route.maxBodyBytes });

/**
 * The storefront's HTTP server: json-server 0.17's express app with the shop's own /api routes
 * from the domain's route table, compression, and the built storefront's files after the API.
 *
 * json-server's defaults() are not used: they serve static files before anything else (a disk
 * look-up on every API call), send no-cache for every file (wrong for hashed assets), and include
 * a development error page that prints stack traces as HTML.
 *
 * json-server's generic router (`jsonServer.router(db)`) is deliberately NOT mounted: it would let
 * any client PUT a product's price, PATCH an order or DELETE the catalogue, unchecked, and it
 * rewrites the whole database file in place on every write. Every write here goes through a domain
 * rule and the crash-safe store.
 */
const STAFF_EVENTS = "staffEvents";

/** Ends the live inbox's streams of an app made by createApp, so its server can close at once. */
export function endStaffEvents(app: Express): void {
  (app.locals[STAFF_EVENTS] as ReturnType<typeof staffEvents> | undefined)?.close();
}

export function createApp({
  store,
  orderKey,
  unsubscribeKey,
  confirmKey,
  formMailUrl,
  mailer,
  storefront: storefrontOptions,
  sitemapPages = ["/"],
  catalogueDate = new Date().toISOString().slice(0, 10),
  staff: staffOptions,
  trustProxy,
  photosDir,
  rateLimits,
  dbMaxBytes,
  now = () => new Date(),
  log,
  catalogueCsv = catalogueCsvReader({ log }),
}: AppOptions): Express {
  const app = jsonServer.create();
  app.disable("x-powered-by");
  if (trustProxy !== undefined) app.set("trust proxy", trustProxy);
  const staff = staffAuth({ now, ...staffOptions });
  // The reads note the parts each answer and page shows, so a stock move drops only what showed it.
  const reads = recordingReads(store.reads);
  // Both only ever rise, so their sum moves whenever either does.
  const turns = dayTurns(() => store.data.store);
  const cacheVersion = () => store.version + turns();
  /**
   * Catalogue answers by URL, until a change to the catalogue or the store record (or the shop's
   * day) moves the data version, or the stock of a part one shows moves.
   */
  const answers = createAnswerCache({ maxBytes: ANSWER_CACHE_BYTES, maxEntryBytes: MAX_CACHED_BYTES, version: cacheVersion, stock: store.stock });
  // json-server pretty-prints (json spaces 2); the storefront reads JSON, not people.
  app.set("json spaces", 0);
  /** Form-mail posts still running are kept for startServer's close() (each is bounded by its timeout). */
  const forwardMail = formMailUrl ? formMail(app, formMailUrl, log) : undefined;

  app.use(requestId(trustProxy !== undefined && trustProxy !== false));
  // Before the request log: a monitor's polling is no visitor's request.
  app.use(healthRoutes(store));
  app.use(requestLog(log));
  // What other processes on the database committed since, before anything is answered from memory or a cache (store.follow).
  app.use((_req, _res, next) => {
    const following = store.follow();
    if (following) following.then(() => next(), next);
    else next();
  });
  app.use(securityHeaders({ csp: storefrontOptions?.mode !== "development" }));
  // A request target in absolute form ("GET http://host:port/path", meant for proxies) or "*": no
  // route here takes one, and a bad host or port in it must not reach the URL parser (a 500).
  app.use((req, res, next) => {
    if (req.url.startsWith("/")) next();
    else send(res, { status: 400, body: { message: 'The request target must be a path beginning with "/"' } });
  });
  // Not a kept page: the page cache sends it already compressed (page-encodings.ts).
  app.use(compression({ filter: pageCompressionFilter }));
  // API answers are live data: never cached by browsers or proxies (as json-server's defaults do).
  app.use(API_BASE, (_req, res, next) => {
    res.set({ "Cache-Control": "no-cache", Pragma: "no-cache", Expires: "-1" });
    next();
  });
  // Staff data, the customer's cart and orders are personal: kept by no browser or proxy at all.
  const personal: RequestHandler = (_req, res, next) => {
    res.set("Cache-Control", PRIVATE_NO_STORE);
    next();
  };
  app.use(`${API_BASE}/staff`, personal, staff.session);
  // A staff write from another site, a call without a session or a write without its CSRF token: refused before the body is read.
  app.use(`${API_BASE}/staff`, staffGate((req) => staff.current(req)));
  app.use(`${API_BASE}/orders`, personal);
  app.use(`${API_BASE}/cart`, personal);
  // A kept catalogue answer is sent from here, after every header its route's answer gets and
  // before express walks the rest of the API's layers to find that route.
  app.use(API_BASE, keptAnswers(answers));

  app.post(`${API_BASE}/staff/session`, readBody, ...staff.signIn);
  app.delete(`${API_BASE}/staff/session`, staff.signOut);
  app.post(`${API_BASE}/orders/lookup`, staff.orderLookupLimit);

  mountAbuseLimits(app, { store, secret: staffOptions.secret, limits: rateLimits, dbMaxBytes });

  // The live inbox: a stream per back-office tab, behind the staff gate (staff-events.ts).
  const events = staffEvents({ store, current: (req) => staff.current(req), log });
  app.locals[STAFF_EVENTS] = events;
  app.get(`${API_BASE}${STAFF_EVENTS_PATH}`, events.handler);

  // The photo upload's body is the image, not JSON, so it is read here rather than by the table's routes.
  /** Writes run one at a time: each rule, and its changes reaching the database, before the next write's rule. */
  const writeTurn = store.turn;
  if (photosDir) app.put(`${API_BASE}/staff/parts/:id/photo`, ...photoUpload({ store, dir: photosDir, staffOf: (req) => staff.current(req), writeTurn, log }));

  for (const route of routes) {
    const handlers: RequestHandler[] = route.body ? [readBodyOf(route), apiHandler(route)] : [apiHandler(route)];
    app[route.method.toLowerCase() as "get" | "post" | "put" | "delete"](`${API_BASE}${route.path}`, ...handlers);
  }

  /** The guest order limit per address, which the order rule cannot check (open-orders.ts). */
  const openOrders = openOrdersByAddress({
    data: () => store.data,
    orders: store.reads.orders,
    addresses: store.orderAddresses,
    secret: staffOptions.secret,
    multiple: rateLimits?.openOrderValueMultiplePerAddress ?? DEFAULT_RATE_LIMITS.openOrderValueMultiplePerAddress,
  });

  function apiHandler(route: Route): RequestHandler {
    return async (req, res, next) => {
      let outcome: ApiOutcome;
      let signedIn: StaffSessionView | null;
      /** The data version and stock seq the answer was read under: a kept answer is stale once they move for it. */
      const madeUnder = { version: cacheVersion(), stock: store.stock.seq() };
      let shown: ReadonlySet<number> = new Set();
      let listings: readonly ListingScope[] = [];
      let durable: Promise<void> | undefined;
      try {
        // Only the staff cookie's session counts here, never the guest session-id header.
        signedIn = route.staff ? await staff.current(req) : null;
        const view = {
          url: req.originalUrl,
          headers: { get: (name: string) => req.get(name) ?? null },
          bodyText: route.body && typeof req.body === "string" ? req.body : null,
          staff: signedIn,
        };
        // An import's file is read in the worker before the write turn, so no write waits on its parse.
        const csv = csvReaderForRequest(catalogueCsv, route.name, signedIn ? view.bodyText : null);
        await csv.ready;
        const run = () =>
          runHttp(route, store.data, view, { now: now(), newId: () => randomUUID(), orderKey, unsubscribeKey, confirmKey, reads, readCatalogueCsv: csv.read });
        if (route.method === "GET" && route.cacheable) ({ value: outcome, parts: shown, listings } = await recordShownParts(run));
        else if (route.method === "GET") outcome = await run();
        else {
          // The rule and commit() in one turn: the changes are written before any other write's
          // rule runs. Writing routes always commit, even with no changes, so an answer that reads
          // state (a repeated order post) waits until that state is durable.
          outcome = await writeTurn(async () => {
            const decided = route.name === "createOrder" ? await openOrders.check(req, await run()) : await run();
            if (decided.changes !== undefined) durable = store.commit(decided.changes);
            return decided;
          });
        }
      } catch (error) {
        next(error);
        return;
      }
      if (durable) {
        try {
          await durable;
        } catch (error) {
          log(`${req.method} ${pathOf(req)}: could not save: ${error instanceof Error ? error.message : String(error)}`, "error", { reqId: reqIdOf(res) });
          send(res, { status: 503, body: SAVE_FAILED });
          return;
        }
      }
      if (route.cacheable) {
        const { status, body } = httpAnswer(outcome);
        const answer = cachedAnswer(status, body ?? "null", "json");
        answers.set(req.originalUrl, answer, { ...madeUnder, parts: shown, listings });
        sendKept(req, res, answer);
        return;
      }
      send(res, outcome);
      void logOrderEvent(route, outcome, signedIn, reqIdOf(res));
      if (outcome.notification) mailer?.notify(outcome.notification);
      if (outcome.notification) forwardMail?.(outcome.notification, reqIdOf(res));
    };
  }

  /**
   * An order placed or moved, by its number (docs/architecture.md, Logs). A move names the staff
   * account by its id in staff.json, which means nothing outside the shop, not by its email.
   */
  async function logOrderEvent(route: Route, outcome: ApiOutcome, signedIn: StaffSessionView | null, reqId: string | undefined): Promise<void> {
    if (outcome.notification?.kind === "order") {
      const { order } = outcome.notification;
      log("order placed", "info", { reqId, order: order.orderNumber, lines: order.items.length, total: toCents(order.total) });
    } else if (route.name === "staffOrderStatus" && outcome.status === 200 && signedIn) {
      // The call answers the moved order as staff see it: its number and new status are all the log needs.
      const order = outcome.body as StaffOrderView;
      const account = await staffOptions.directory.byEmail(signedIn.email).catch(() => undefined);
      log("order status", "info", { reqId, order: order.orderNumber, status: order.status, staff: account?.id ?? "unknown" });
    }
  }

  // Any other /api path or method.
  app.use(API_BASE, (req, res) => send(res, unknownEndpoint(req.method, pathOf(req))));

  // For search engines. The sitemap is made again once the catalogue is edited (`editions`: stock
  // moves, orders among them, change no address it lists), its parts and models asked of the database. A guide scheduled for today joins it when the shop's day turns,
  // so the day is part of the key. Past 50,000 addresses /sitemap.xml is an index of files.
  let sitemap: { editions: number; today: string; files: Promise<string[]> } | undefined;
  function sitemapNow(): Promise<string[]> {
    const today = shopToday(new Date(), store.data.store);
    if (sitemap?.editions !== store.editions || sitemap.today !== today) {
      const lastmod = store.catalogueChangedAt?.toISOString().slice(0, 10) ?? catalogueDate;
      const files = (async () => {
        const [partIds, models] = await Promise.all([reads.catalogue.visiblePartIds(), reads.catalogue.listedModels()]);
        return sitemapFiles(store.data.store, sitemapEntries({ ...store.data, partIds, models }, sitemapPages, lastmod, today));
      })();
      const made = { editions: store.editions, today, files };
      sitemap = made;
      files.catch(() => {
        if (sitemap === made) sitemap = undefined;
      });
    }
    return sitemap.files;
  }
  const sendSitemap = (file: (files: string[]) => string | undefined): RequestHandler => async (_req, res, next) => {
    try {
      const xml = file(await sitemapNow());
      if (xml === undefined) return send(res, { status: 404, body: { message: "No such sitemap file" } });
      res.type("application/xml").set("Cache-Control", "public, max-age=3600").send(xml);
    } catch (error) {
      next(error);
    }
  };
  app.get("/sitemap.xml", sendSitemap((files) => files[0]));
  // The index's files, from 1; while the sitemap is one file there are none.
  app.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, (req, res, next) => sendSitemap((files) => (files.length > 1 ? files[Number(req.params[0])] : undefined))(req, res, next));
  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(robotsTxt(store.data.store));
  });

  if (photosDir) app.use(PHOTO_BASE, photoFiles(photosDir));

  // The storefront, after the API, so no API call ever looks at the disk.
  if (storefrontOptions) app.use(storefront({ ...storefrontOptions, data: store.data, reads, version: cacheVersion, stock: store.stock, orderKey }));

  const errors: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const err = (typeof error === "object" && error !== null ? error : {}) as {
      type?: string;
      status?: number;
      expose?: boolean;
      message?: string;
      code?: unknown;
      limit?: number;
    };
    if (err.type === "entity.too.large") {
      send(res, tooLarge(err.limit));
    } else if (error instanceof URIError) {
      send(res, badlyEncodedUrl());
    } else if (error instanceof CatalogueCsvReadFailed) {
      log(`${req.method} ${pathOf(req)}: ${error.message}`, "error", { reqId: reqIdOf(res) });
      send(res, { status: 503, body: CSV_READ_FAILED });
    } else if (typeof err.status === "number" && err.status >= 400 && err.status < 500) {
      // Body read errors: aborted, bad charset, bad encoding.
      const message =
        typeof err.code === "string" && err.code.startsWith("Z_")
          ? `Request body could not be decompressed (Content-Encoding: ${req.get("content-encoding") ?? "?"})`
          : err.expose && err.message
            ? err.message
            : "Bad request";
      send(res, { status: 400, body: { message: message.charAt(0).toUpperCase() + message.slice(1) } });
    } else {
      log(`${req.method} ${pathOf(req)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, "error", { reqId: reqIdOf(res) });
      send(res, { status: 500, body: { message: "Internal error" } });
    }
  };
  app.use(errors);

  return app;
}
