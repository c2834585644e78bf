/**
 * The server's command line: `npm start` (tsx packages/server/src/main.ts), and with `--dev`,
 * `npm run dev`: the same server with Vite in middleware mode in front of the pages (the app's
 * sources, rendered as they are saved, with hot reload) and no page cache.
 *
 * Environment:
 *   PORT           default 3000 (5173 with --dev); 0 picks a free port
 *   HOST           default 127.0.0.1
 *   DATABASE_URL   the live database, sqlite:PATH, default sqlite:.data/shop.db in the repository; a
 *                  relative path is taken from the directory npm was started in (INIT_CWD), else the
 *                  current directory. A new database is filled from the JSON database db.json beside
 *                  it when there is one (the shop before SQLite), else from SEED_FILE
 *   SEED_FILE      the seed a new database starts from, default db.json in the repository; only read
 *   FORM_MAIL_URL  forward orders, contact messages and newsletter sign-ups to this URL (optional):
 *                  https, or http only to localhost or 127.0.0.1; a redirect is a failure, not followed
 *   SMTP_URL       email the shop about each order and contact message through this SMTP server,
 *                  smtp://user:password@host:587 (STARTTLS when offered) or smtps://...:465; the
 *                  sender and recipient are the store record's email. Unset, each email is written
 *                  as an .eml file to outbox/ beside the database (also where a send that keeps failing
 *                  ends up)
 *   SHOP_SECRET    the server's secret (order page keys, the staff cookie's signature), 32 characters
 *                  or more; unset, secret.key beside the database, made on first start
 *   TRUST_PROXY    behind a reverse proxy: which proxies' X-Forwarded-* headers to believe
 *   LOG_LEVEL      info (request entries, order events and problems, the default), warn, error or
 *                  silent; every entry is one JSON line on stdout (docs/architecture.md, Logs)
 *   DB_MAX_BYTES   past this database size, cart changes, contact messages and newsletter sign-ups
 *                  are refused with 507 (default 2 GB)
 *   CART_TTL_DAYS  carts with no part added for this many days are removed (default 30)
 *   RATE_LIMIT_FACTOR  multiplies every per-address limit (default 1), the value of open guest orders
 *                  per address among them: for a shop whose customers share one address, and the
 *                  e2e journeys, which all come from 127.0.0.1
 *   REQUEST_TIMEOUT_MS  how long a client may take to send a whole request, body included (default
 *                  60000); a body that never ends is cut then. The load journey sets it low
 *   WEB_CONCURRENCY  how many server processes share the port (default 1; processes.ts), up to 32;
 *                  one with --dev
 *   SHOP_CLOCK     a testing aid, never for a live shop: an instant with its offset
 *                  (2026-12-03T13:55:00-05:00) the shop's clock starts at, then runs on from; orders
 *                  and pickup holds go by it. Logged as a warning at start
 */
import cluster from "node:cluster";
import path from "node:path";
import { INDEXED_FIXED_PATHS } from "@shop/domain";
import type { LogFields, LogLevel } from "./http/index.ts";
import { REPO_ROOT } from "./repo-root.ts";
import type { ServerBuild } from "react-router";
import type { RunningServer, StorefrontOptions } from "./index.ts";

const LEVELS = ["info", "warn", "error", "silent"] as const;
type Threshold = (typeof LEVELS)[number];
const RANK: Record<Threshold, number> = { info: 0, warn: 1, error: 2, silent: 3 };

function fail(message: string): never {
  process.stderr.write(`Could not start the storefront API: ${message}\n`);
  process.exit(1);
}

const dev = process.argv.includes("--dev");

function readConfig(seedFile: string, shopDatabaseFromEnv: (env: NodeJS.ProcessEnv) => { dbFile: string; postgresUrl?: string }, smtpUrlProblem: (url: string) => string | undefined, formMailUrlProblem: (url: string) => string | undefined) {
  const env = process.env;
  const portText = env.PORT?.trim() || (dev ? "5173" : "3000");
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) fail(`PORT must be a whole number from 0 to 65535, not "${portText}".`);
  const level = (env.LOG_LEVEL?.trim().toLowerCase() || "info") as Threshold;
  if (!LEVELS.includes(level)) fail(`LOG_LEVEL must be one of ${LEVELS.join(", ")}, not "${env.LOG_LEVEL}".`);
  const formMailUrl = env.FORM_MAIL_URL?.trim() || undefined;
  const formMailProblem = formMailUrl && formMailUrlProblem(formMailUrl);
  if (formMailProblem) fail(formMailProblem);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const smtpProblem = smtpUrl && smtpUrlProblem(smtpUrl);
  if (smtpProblem) fail(smtpProblem);
  let dbFile = "";
  let postgresUrl: string | undefined;
  try {
    ({ dbFile, postgresUrl } = shopDatabaseFromEnv(env));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (dbFile === seedFile) fail(`DATABASE_URL must not name the seed ${seedFile}: the seed is never written.`);
  const trustProxy = trustProxyOf(env.TRUST_PROXY?.trim() || undefined);
  const dbMaxBytes = wholeNumber("DB_MAX_BYTES", env.DB_MAX_BYTES);
  const cartTtlDays = wholeNumber("CART_TTL_DAYS", env.CART_TTL_DAYS);
  const rateLimitFactor = wholeNumber("RATE_LIMIT_FACTOR", env.RATE_LIMIT_FACTOR) ?? 1;
  const requestTimeoutMs = wholeNumber("REQUEST_TIMEOUT_MS", env.REQUEST_TIMEOUT_MS);
  const workers = wholeNumber("WEB_CONCURRENCY", env.WEB_CONCURRENCY) ?? 1;
  if (workers > 32) fail(`WEB_CONCURRENCY must be from 1 to 32 server processes, not ${workers}.`);
  if (workers > 1 && dev) fail("WEB_CONCURRENCY must be 1 (or unset) with --dev: the development server is one process.");
  const clockStart = shopClockOf(env.SHOP_CLOCK?.trim() || undefined);
  const secret = env.SHOP_SECRET?.trim() || undefined;
  if (secret !== undefined && secret.length < 32) fail("SHOP_SECRET must be at least 32 characters; unset, the server keeps its own in secret.key beside the database.");
  return { port: Number(portText), host: env.HOST?.trim() || "127.0.0.1", workers, level, formMailUrl, smtpUrl, dbFile, postgresUrl, trustProxy, secret, dbMaxBytes, cartTtlDays, rateLimitFactor, requestTimeoutMs, clockStart };
}

/** SHOP_CLOCK: an ISO instant with its offset or Z (a time without one would depend on the machine's zone). */
const SHOP_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** When SHOP_CLOCK starts the shop's clock (ms since the epoch), or undefined when unset. */
function shopClockOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const at = SHOP_CLOCK.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) fail(`SHOP_CLOCK must be an instant with its offset, like 2026-12-03T13:55:00-05:00, not "${text}".`);
  return at;
}

/** A positive whole number from the environment, or undefined when unset. */
function wholeNumber(name: string, value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^[1-9]\d{0,12}$/.test(text)) fail(`${name} must be a positive whole number, not "${text}".`);
  return Number(text);
}

/**
 * TRUST_PROXY as express's "trust proxy": "true", a number of proxy hops ("1"), or addresses and
 * subnets ("loopback", "10.0.0.0/8, 127.0.0.1"); unset or "false", no proxy is trusted.
 */
function trustProxyOf(text: string | undefined): boolean | number | string | undefined {
  if (text === undefined || text === "false") return undefined;
  if (text === "true") return true;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  if (!/^[\w.:/, -]+$/.test(text)) fail(`TRUST_PROXY must be true, false, a number of proxies or a list of addresses, not "${text}".`);
  return text;
}

/**
 * `npm run dev`: Vite serves the app's modules and styles and renders pages from the sources
 * (React Router's server build as a Vite module, loaded again after an edit); pages are never
 * kept, since the code under them changes.
 */
async function devStorefront(): Promise<StorefrontOptions> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: path.join(REPO_ROOT, "packages", "app"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  return {
    before: vite.middlewares,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
    cacheBytes: 0,
  };
}

async function main(): Promise<void> {
  // React and React Router pick their production or development build when they are first
  // imported, from NODE_ENV: the development build renders pages two to three times slower
  // (bench:pages). So it is set before the server's modules load, which is why they are imported
  // here and not at the top.
  process.env.NODE_ENV ??= dev ? "development" : "production";
  const { shopDatabaseFromEnv, postgresUrlForDisplay, DEFAULT_RATE_LIMITS, DEFAULT_SEED_FILE, formMailUrlProblem, jsonLogLine, outboxDirFor, prepareShop, scaledLimits, smtpUrlForDisplay, smtpUrlProblem, startServer } =
    await import("./index.ts");
  const { onStopAsked, runPrimary, tellListening } = await import("./processes.ts");
  const seedFile = process.env.SEED_FILE?.trim() ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.SEED_FILE.trim()) : DEFAULT_SEED_FILE;
  const config = readConfig(seedFile, shopDatabaseFromEnv, smtpUrlProblem, formMailUrlProblem);
  // Every entry to stdout, problems too, so a collector reads one stream of JSON lines in order.
  const log = (msg: string, level: LogLevel = "info", fields?: LogFields) => {
    if (RANK[level] < RANK[config.level]) return;
    process.stdout.write(`${jsonLogLine(msg, level, fields)}\n`);
  };

  const where = config.postgresUrl ? `${postgresUrlForDisplay(config.postgresUrl)} (data folder ${path.dirname(config.dbFile)})` : config.dbFile;
  const mail = config.smtpUrl ? `email via ${smtpUrlForDisplay(config.smtpUrl)}` : `email to ${outboxDirFor(config.dbFile)}`;
  if (config.workers > 1 && cluster.isPrimary) {
    try {
      await prepareShop({ dbFile: config.dbFile, postgresUrl: config.postgresUrl, seedFile, secret: config.secret, log });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
    runPrimary({
      workers: config.workers,
      log,
      listening(url) {
        process.stdout.write(`${jsonLogLine(`Storefront listening on ${url}`, "info", { url, processes: config.workers })}\n`);
        log(`Database: ${where}; ${mail}${config.formMailUrl ? `; form-mail to ${config.formMailUrl}` : ""}; ${config.workers} server processes`);
      },
    });
    return;
  }

  // SHOP_CLOCK: the clock starts at that instant as this process starts, then runs at the real pace.
  const clock = config.clockStart === undefined ? undefined : ((offset: number) => () => new Date(Date.now() + offset))(config.clockStart - Date.now());
  if (clock) log(`Clock: SHOP_CLOCK starts the shop's clock at ${new Date(config.clockStart!).toISOString()}, a testing aid: never set it on a live shop`, "warn");
  let server: RunningServer;
  try {
    const storefront = dev
      ? await devStorefront()
      : {
          clientDir: path.join(REPO_ROOT, "packages", "app", "build", "client"),
          serverBuildFile: path.join(REPO_ROOT, "packages", "app", "build", "server", "index.js"),
        };
    server = await startServer({
      host: config.host,
      port: config.port,
      dbFile: config.dbFile,
      postgresUrl: config.postgresUrl,
      seedFile,
      formMailUrl: config.formMailUrl,
      smtpUrl: config.smtpUrl,
      storefront,
      sitemapPages: INDEXED_FIXED_PATHS,
      trustProxy: config.trustProxy,
      dbMaxBytes: config.dbMaxBytes,
      cartTtlDays: config.cartTtlDays,
      rateLimits: scaledLimits(DEFAULT_RATE_LIMITS, config.rateLimitFactor),
      ...(config.requestTimeoutMs ? { timeouts: { requestMs: config.requestTimeoutMs } } : {}),
      ...(config.secret ? { secret: config.secret } : {}),
      ...(clock ? { now: clock } : {}),
      log,
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (cluster.isWorker) tellListening(server.url);
  else {
    // Written whatever LOG_LEVEL says: the crash test and bench/server-process.ts wait for "listening on".
    process.stdout.write(`${jsonLogLine(`Storefront listening on ${server.url}`, "info", { url: server.url })}\n`);
    log(`Database: ${where}; ${mail}${config.formMailUrl ? `; form-mail to ${config.formMailUrl}` : ""}`);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: stopping now`, "warn");
      process.exit(1);
    }
    stopping = true;
    log(`${signal}: closing`, "info");
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Could not close cleanly: ${error instanceof Error ? error.message : String(error)}`, "error");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // The primary asks once; a worker already closing (its own signal too) goes on as it was.
  onStopAsked(() => {
    if (!stopping) stop("SIGTERM");
  });
}

void main();
