import { stat } from "node:fs/promises";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { DEFAULT_CART_TTL_DAYS } from "@shop/domain";
import { confirmKeyMaker, loadSecret, openStore, orderKeyMaker, prepareDataDir, secretFileFor, sessionSecretOf, unsubscribeKeyMaker, type Store } from "./db/index.ts";
import { catalogueCsvReader } from "./catalogue-csv/index.ts";
import { createApp, endStaffEvents } from "./http/app.ts";
import { jsonLogLine, type Log, type StorefrontOptions } from "./http/index.ts";
import { cartSweeper, endedRowsSweeper, pickupHoldSweeper, type PickupHoldSweep } from "./jobs/index.ts";
import { createMailer, formMailUrlProblem, pendingForwards } from "./mail/index.ts";
import { photosDirFor } from "./photos/index.ts";
import { REPO_ROOT } from "./repo-root.ts";
import { staffDirectory, staffFileFor, type RateLimits } from "./staff-auth/index.ts";

export { backupDataFolder, BackupRefused, confirmKeyMaker, databaseTargetFromEnv, shopDatabaseFromEnv, exportShop, importShop, importShopPostgres, loadSecret, openPostgres, postgresUrlForDisplay, openSqlite, openStore, parseShopData, readShopFile, secretFileFor, unsubscribeKeyMaker, writeFileAtomic } from "./db/index.ts";
export type { BackupOptions, BackupSummary, DatabaseTarget, ImportSummary, PostgresDatabase, ShopDatabase, Store, StoreOptions, StoreStats } from "./db/index.ts";
export { createApp, type AppOptions } from "./http/app.ts";
export { DEFAULT_DB_MAX_BYTES, jsonLogLine, REQUEST_ID_HEADER } from "./http/index.ts";
export type { Log, LogFields, LogLevel, StorefrontOptions } from "./http/index.ts";
export { createMailer, DEFAULT_RETRY_DELAYS_MS, formMailMessage, formMailUrlProblem, smtpUrlForDisplay, smtpUrlProblem } from "./mail/index.ts";
export type { Mailer, MailerOptions } from "./mail/index.ts";
export { photosDirFor } from "./photos/index.ts";
export {
  addStaffAccount,
  DEFAULT_RATE_LIMITS,
  hashPassword,
  MIN_PASSWORD_CHARS,
  readStaffAccounts,
  removeStaffAccount,
  resetStaffPassword,
  scaledLimits,
  StaffAccountError,
  staffFileFor,
  verifyPassword,
} from "./staff-auth/index.ts";
export type { RateLimits, StaffAccount } from "./staff-auth/index.ts";
export { cachedAnswer, createAnswerCache, sendCached } from "./ssr/index.ts";
export type { AnswerCache, AnswerCacheOptions, AnswerCacheStats, CachedAnswer } from "./ssr/index.ts";

/** The repository's seed database: read to create a missing live database, never written. */
export const DEFAULT_SEED_FILE = path.join(REPO_ROOT, "db.json");

/** Where the shop's email is written when there is no SMTP server, or it fails: beside the database. */
export const outboxDirFor = (dbFile: string): string => path.join(path.dirname(dbFile), "outbox");

/**
 * How long a client may take over a request (docs/architecture.md, Bad input at the edge): its
 * headers, the whole request with its body, and the wait for the next request on a kept-alive
 * connection. A client that takes longer gets 408 or a closed connection.
 */
export interface RequestTimeouts {
  /** Default 10 s. */
  headersMs: number;
  /** Default 60 s: a 10 MB photo upload over a slow line (about 1.5 Mbit/s) still fits. */
  requestMs: number;
  /** Default 5 s. */
  keepAliveMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000 };

export interface ServerOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * The live SQLite database file; when missing, filled from the JSON database db.json beside it,
   * else from the seed. With `postgresUrl`, no database file: it names the data folder (its
   * folder holds the secret, photos, outbox and staff list as beside a database file).
   */
  dbFile: string;
  /** The shop's database on PostgreSQL (postgres://…), instead of the SQLite file; filled from the seed when it holds no shop. */
  postgresUrl?: string;
  /** Default: the repository's db.json. */
  seedFile?: string;
  formMailUrl?: string;
  /**
   * Email to the shop (each order and contact message) and to the customer (order placed, ready,
   * cancelled) goes through this SMTP server (`smtp://user:pass@host:587`); absent, each message is
   * written to `outbox/` beside dbFile. Either way each email's state is kept in `emails`.
   */
  smtpUrl?: string;
  /** Waits between attempts at an SMTP send (default 1 s, 5 s, 30 s); tests shorten them. */
  mailRetryDelaysMs?: readonly number[];
  /** The storefront's files and server-rendered pages; absent, the server answers the API alone. */
  storefront?: StorefrontOptions;
  /** The fixed pages sitemap.xml lists before the catalogue's categories, brands, posts and products. */
  sitemapPages?: readonly string[];
  /** The server's secret (order page keys, the staff cookie's signature); absent, `secret.key` beside dbFile, made on first start. */
  secret?: string;
  /** express's "trust proxy" (TRUST_PROXY): only behind a proxy that sets X-Forwarded-For and X-Forwarded-Proto. */
  trustProxy?: boolean | number | string;
  /** A staff session ends after this long without a staff call (default 2 hours); tests shorten it. */
  staffIdleMs?: number;
  /** Per-address limits: sign-in, "Find my order", cart writes, orders, contact, newsletter (defaults in DEFAULT_RATE_LIMITS); tests lower them. */
  rateLimits?: Partial<RateLimits>;
  /** Request timeouts (defaults in DEFAULT_REQUEST_TIMEOUTS); tests shorten them. */
  timeouts?: Partial<RequestTimeouts>;
  /** Past this database size, anonymous writes are refused (DB_MAX_BYTES; default DEFAULT_DB_MAX_BYTES). */
  dbMaxBytes?: number;
  /** Carts with no part added for this many days are removed (CART_TTL_DAYS; default 30). */
  cartTtlDays?: number;
  /** The clock (default: the real one; SHOP_CLOCK moves it); tests move it to expire carts and end pickup holds. */
  now?: () => Date;
  /** The catalogue CSV worker's script (default: the server's own, catalogue-csv/worker.ts); tests give one that fails. */
  catalogueCsvWorker?: URL;
  /**
   * Request entries ("info", with their reqId), order events and problems ("warn", "error"): a
   * message and fields, written by the caller, as `jsonLogLine` makes them (main.ts).
   * Default: problems to stderr as JSON lines.
   */
  log?: Log;
}

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  /** Removes abandoned carts now (as the hourly sweep does); answers how many lines went. */
  sweepCarts(): Promise<number>;
  /** Takes the pickup holds' due steps now (as the 5-minute sweep does); answers the orders reminded and released. */
  sweepHolds(): Promise<PickupHoldSweep>;
  /** Stops accepting, lets in-flight requests finish, closes keep-alive sockets, closes the store. */
  close(): Promise<void>;
}

/** How long close() waits for in-flight requests before cutting their connections. */
const CLOSE_GRACE_MS = 10_000;

const defaultLog: Log = (msg, level = "info", fields) => {
  if (level !== "info") process.stderr.write(`${jsonLogLine(msg, level, fields)}\n`);
};

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${port} on ${host} is already in use; stop what uses it or set PORT to another port.`)
          : error.code === "EACCES"
            ? new Error(`No permission to listen on ${host}:${port}; use a port above 1023.`)
            : error,
      );
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/**
 * What startServer does before it serves, done once ahead of several server processes
 * (WEB_CONCURRENCY, processes.ts): the data folder, the secret, and the database brought up to
 * date and filled when new, so the processes do not race to make them.
 */
export async function prepareShop(options: Pick<ServerOptions, "dbFile" | "postgresUrl" | "seedFile" | "secret" | "log">): Promise<void> {
  const log = options.log ?? defaultLog;
  await prepareDataDir(options.dbFile, log);
  await loadSecret(secretFileFor(options.dbFile), options.secret);
  const store = await openStore({ dbFile: options.dbFile, postgresUrl: options.postgresUrl, seedFile: options.seedFile ?? DEFAULT_SEED_FILE, log });
  await store.close();
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const log = options.log ?? defaultLog;
  const formMailProblem = options.formMailUrl === undefined ? undefined : formMailUrlProblem(options.formMailUrl);
  if (formMailProblem) throw new Error(formMailProblem);
  const seedFile = options.seedFile ?? DEFAULT_SEED_FILE;
  // The folder first: secret.key is written in it, before the store opens.
  await prepareDataDir(options.dbFile, log);
  const secret = await loadSecret(secretFileFor(options.dbFile), options.secret);
  const orderKey = orderKeyMaker(secret);
  const store = await openStore({
    dbFile: options.dbFile,
    postgresUrl: options.postgresUrl,
    seedFile,
    log,
  });
  const now = options.now ?? (() => new Date());
  const carts = cartSweeper({ store, ttlDays: options.cartTtlDays ?? DEFAULT_CART_TTL_DAYS, now, log });
  const ended = endedRowsSweeper({ store, log });
  const stopJobs = () => {
    carts.stop();
    ended.stop();
  };
  try {
    // Each process sweeps as it starts (a cheap, indexed delete); the timers' sweeps are once per
    // period among the processes on the database.
    await carts.sweep();
    await ended.sweep();
  } catch (error) {
    stopJobs();
    await store.close().catch(() => undefined);
    throw error;
  }

  let closing = false;
  /** Responses not yet finished: while closing they tell the client not to reuse the connection. */
  const active = new Set<ServerResponse>();
  // The sitemap's date for what carries none of its own, until a change is committed while this
  // process runs: the seed's date. The live database keeps no record of when its catalogue last
  // changed (its file's time moves with every write, carts and orders too), so an edit made
  // while the server was stopped is dated by the seed until the next change.
  const catalogueDate = (await stat(seedFile).catch(() => null))?.mtime.toISOString().slice(0, 10);
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    outboxDir: outboxDirFor(options.dbFile),
    store: () => store.data.store,
    log,
    retryDelaysMs: options.mailRetryDelaysMs,
    // Emails are no catalogue collection: keeping their records moves no data version, drops no cached page.
    record: (email) => store.commit([{ op: "put", collection: "emails", record: email }]),
  });
  const holds = pickupHoldSweeper({ store, now, log, orderKey, notify: (notification) => mailer.notify(notification) });
  // At start, as the other sweeps: an order whose hold ended while the shop was stopped is released now.
  await holds.sweep().catch((error: unknown) => log(`orders: could not take the pickup holds' steps: ${error instanceof Error ? error.message : String(error)}`, "warn"));
  const catalogueCsv = catalogueCsvReader({ log, file: options.catalogueCsvWorker });
  const app = createApp({
    store,
    orderKey,
    unsubscribeKey: unsubscribeKeyMaker(secret),
    confirmKey: confirmKeyMaker(secret),
    formMailUrl: options.formMailUrl,
    mailer,
    storefront: options.storefront,
    sitemapPages: options.sitemapPages,
    catalogueDate,
    staff: {
      directory: staffDirectory(staffFileFor(options.dbFile), (line) => log(line, "error")),
      sessions: store.sessions,
      counters: store.counters,
      secret: sessionSecretOf(secret),
      idleMs: options.staffIdleMs,
      limits: options.rateLimits,
    },
    trustProxy: options.trustProxy,
    photosDir: photosDirFor(options.dbFile),
    rateLimits: options.rateLimits,
    dbMaxBytes: options.dbMaxBytes,
    now,
    catalogueCsv,
    log,
  });
  const timeouts = { ...DEFAULT_REQUEST_TIMEOUTS, ...options.timeouts };
  const limits = {
    requestTimeout: timeouts.requestMs,
    // node refuses a headers timeout longer than the request's.
    headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
    keepAliveTimeout: timeouts.keepAliveMs,
    // node looks at the two timeouts above only this often (every 30 s by default), so they would be late by that much.
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, timeouts.headersMs / 4, timeouts.requestMs / 4)),
  };
  const server = createServer(limits, (req, res) => {
    active.add(res);
    if (closing) res.shouldKeepAlive = false;
    res.on("close", () => {
      active.delete(res);
      // The connection is idle now; while closing, end it rather than wait for keep-alive to time out.
      if (closing) server.closeIdleConnections();
    });
    app(req, res);
  });
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  try {
    await listen(server, options.port ?? 0, host);
  } catch (error) {
    stopJobs();
    await store.close().catch(() => undefined);
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    store,
    sweepCarts: () => carts.sweep(),
    sweepHolds: () => holds.sweep(),
    close() {
      closed ??= (async () => {
        closing = true;
        stopJobs();
        holds.stop();
        // The live inbox's streams never finish by themselves: they end now, and browsers reconnect elsewhere.
        endStaffEvents(app);
        for (const res of active) if (!res.headersSent) res.shouldKeepAlive = false;
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const grace = setTimeout(() => {
          if (active.size > 0) log(`close: cutting ${active.size} request(s) still running after ${CLOSE_GRACE_MS} ms`, "warn");
          for (const socket of sockets) socket.destroy();
        }, CLOSE_GRACE_MS);
        grace.unref();
        await stopped;
        clearTimeout(grace);
        // In-flight handlers have answered, so their commits are done. The mailer closes first, as
        // it records the last state of each email; then the store writes what is queued and closes.
        await Promise.allSettled([...pendingForwards(app), mailer.close(), catalogueCsv.close()]);
        await store.close();
      })();
      return closed;
    },
  };
}
