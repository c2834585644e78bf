/**
 * Signing staff in to the back office (docs/architecture.md, Staff sign-in): a server-side
 * session in the database (express-session over session-store.ts) behind an HttpOnly, SameSite=Strict
 * cookie scoped to /api/staff, ended after a spell without a staff call and, however busy, a
 * while after its sign-in; sign-in and sign-out;
 * attempts limited per address, failures per account and address, with a per-account ceiling that
 * an address the account signed in from before passes; the staff session each staff call runs with.
 * The guest session-id header plays no part in any of it.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import session from "express-session";
import { ipKeyGenerator, rateLimit, type Options as RateLimitOptions, type RateLimitInfo } from "express-rate-limit";
import { error, httpAnswer, parseStaffSignIn, readJsonBody, STAFF_SIGN_IN_REFUSED, type ApiOutcome, type StaffSessionView } from "@shop/domain";
import type { CounterRows, SessionRows } from "../db/index.ts";
import { DatabaseRateLimitStore } from "./rate-limit-store.ts";
import { verifyNobody, verifyPassword } from "./passwords.ts";
import { DatabaseSessionStore } from "./session-store.ts";
import { normalizeEmail, type StaffDirectory } from "./staff-accounts.ts";

declare module "express-session" {
  interface SessionData {
    /** The account's id: a reset password gives the account a new one, ending this session. */
    staffId: string;
    email: string;
    /** Sent back by every staff write in x-csrf-token; never in a cookie. */
    csrfToken: string;
    /** When it signed in (ms since the epoch, by StaffAuthOptions.now): it ends maxAgeMs after. */
    signedInAt: number;
  }
}

/** The staff session cookie's name. */
const STAFF_COOKIE = "shop_staff";
/** Where the cookie goes: the back office's calls, and nowhere else on the site. */
const STAFF_COOKIE_PATH = "/api/staff";
/** A staff session ends after this long without a staff call. */
const STAFF_IDLE_MS = 2 * 60 * 60 * 1000;
/** A staff session ends this long after its sign-in, however recently it was used: a stolen cookie is not good for ever. */
const STAFF_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** How many tries each limit allows per window. */
export interface RateLimits {
  windowMs: number;
  /** Sign-in attempts, right or wrong, from one address. */
  signInsPerAddress: number;
  /**
   * Wrong passwords for one account from one address: past it, that address is refused for that
   * account (the right password too) until the window ends; other addresses are not.
   */
  signInFailuresPerAccountAndAddress: number;
  /**
   * Wrong passwords for one account from anywhere: the backstop against guesses spread over many
   * addresses. Past it, only addresses that have signed in to the account before get through.
   */
  signInFailuresPerAccount: number;
  /** "Find my order" look-ups from one address. */
  orderLookupsPerAddress: number;
  /** "I'm at the store" from one address per formWindowMs. */
  arrivalsPerAddress: number;
  /** Cart writes (add, change, remove, empty) from one address per cartWindowMs. */
  cartWritesPerAddress: number;
  cartWindowMs: number;
  /** Orders, contact messages and newsletter sign-ups, confirmations or unsubscribes from one address per formWindowMs. */
  ordersPerAddress: number;
  contactsPerAddress: number;
  newsletterPerAddress: number;
  formWindowMs: number;
  /**
   * How many times the store record's `guestOrderLimits.openValuePerAddress` the open orders placed
   * from one address may come to (http/open-orders.ts): 1, raised with the others by RATE_LIMIT_FACTOR.
   */
  openOrderValueMultiplePerAddress: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 15 * 60 * 1000,
  signInsPerAddress: 20,
  signInFailuresPerAccountAndAddress: 5,
  // Far above what its owner mistypes, so a stranger cannot lock the account by guessing.
  signInFailuresPerAccount: 100,
  orderLookupsPerAddress: 10,
  // A customer says it once or twice a visit, perhaps with their car a second time.
  arrivalsPerAddress: 20,
  // A real visitor changes a cart a few dozen times and places an order or two; a shop counter
  // behind one address placing orders for phone customers stays well under these too.
  cartWritesPerAddress: 120,
  cartWindowMs: 10 * 60 * 1000,
  ordersPerAddress: 10,
  contactsPerAddress: 5,
  newsletterPerAddress: 5,
  formWindowMs: 60 * 60 * 1000,
  openOrderValueMultiplePerAddress: 1,
};

/**
 * Every per-address limit times `factor` (RATE_LIMIT_FACTOR: a shop whose customers share one
 * address); the windows and the per-account sign-in limits stay.
 */
export function scaledLimits(limits: RateLimits, factor: number): RateLimits {
  const scaled = { ...limits };
  for (const key of Object.keys(scaled) as (keyof RateLimits)[]) if (key.endsWith("PerAddress")) scaled[key] *= factor;
  return scaled;
}

export interface StaffAuthOptions {
  directory: StaffDirectory;
  /** Where the sessions are kept: the database's rows, shared by every process and kept over a restart. */
  sessions: SessionRows;
  /** Where the sign-in and look-up limits count: the database's, likewise. */
  counters: CounterRows;
  /** Signs the session cookie (derived from the server's secret). */
  secret: string;
  idleMs?: number;
  /** How long after its sign-in a session ends, used or not (default 12 hours). */
  maxAgeMs?: number;
  limits?: Partial<RateLimits>;
  /** The clock a session's age is read by (default: the real one); tests move it. */
  now?: () => Date;
}

export interface StaffAuth {
  /** The session middleware: mounted on /api/staff only. */
  session: RequestHandler;
  /** POST /api/staff/session, after the body is read as text. */
  signIn: RequestHandler[];
  /** DELETE /api/staff/session: 204 whether or not there was a session. */
  signOut: RequestHandler;
  /** In front of POST /api/orders/lookup. */
  orderLookupLimit: RequestHandler;
  /** The staff member the request's session belongs to, when it is valid and the account still exists. */
  current(req: Request): Promise<StaffSessionView | null>;
}

function send(res: Response, outcome: ApiOutcome): void {
  const answer = httpAnswer(outcome);
  res.status(answer.status).set(answer.headers).send(answer.body);
}

function minutesUntil(reset: Date | undefined): number {
  return reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 60_000)) : 1;
}

/** Where the limits count: the database's counts, and the secret their keys are hashed with. */
export interface LimitCounts {
  counters: CounterRows;
  secret: string;
}

/**
 * A limiter answering 429 JSON that says when to try again (and Retry-After says it for machines),
 * counting in the database (`what` names the limit, so each counts apart).
 */
export function limiter(what: string, options: Partial<RateLimitOptions>, counts: LimitCounts): RequestHandler {
  return rateLimit({
    standardHeaders: "draft-8",
    legacyHeaders: false,
    ...options,
    store: new DatabaseRateLimitStore(counts.counters, counts.secret, what),
    handler: (req, res) => {
      // express-rate-limit puts its count on the request, under requestPropertyName.
      const minutes = minutesUntil((req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime);
      send(res, error(429, `Too many ${what}: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`));
    },
  });
}

/** The client's address as the limits count it: an IPv6 address by its /56 network, as express-rate-limit does. */
const addressOf = (req: Request): string => ipKeyGenerator(req.ip ?? "");

/** How long an address an account signed in from stays known to the account's ceiling. */
const KNOWN_FOR_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The addresses each account has signed in from in the last KNOWN_FOR_MS, kept with the limits'
 * counts in the database (every process and a restart know them) under a keyed hash of the pair,
 * so neither the email nor the address is stored as such.
 */
function knownAddresses({ counters, secret }: LimitCounts) {
  const pairOf = (email: string, address: string) => createHmac("sha256", secret).update(`known sign-in\n${email}\n${address}`).digest("base64url");
  return {
    add: (email: string, address: string) => counters.hit(pairOf(email, address), KNOWN_FOR_MS, Date.now()),
    has: async (email: string, address: string) => (await counters.hitsOf(pairOf(email, address), Date.now())) > 0,
  };
}

/** The sign-in body's email, normalized, or undefined when the body has none. */
function emailOf(req: Request): string | undefined {
  if (typeof req.body !== "string") return undefined;
  try {
    const body = JSON.parse(req.body) as unknown;
    const email = typeof body === "object" && body !== null ? (body as { email?: unknown }).email : undefined;
    return typeof email === "string" && email.trim() !== "" ? normalizeEmail(email) : undefined;
  } catch {
    return undefined;
  }
}

const promised = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve())));

export function staffAuth({
  directory,
  sessions: rows,
  counters,
  secret,
  idleMs = STAFF_IDLE_MS,
  maxAgeMs = STAFF_MAX_AGE_MS,
  limits: given = {},
  now = () => new Date(),
}: StaffAuthOptions): StaffAuth {
  const limits = { ...DEFAULT_RATE_LIMITS, ...given };
  // A session ends idleMs after the last staff call (each touches it); jobs/ended-rows.ts removes the ended rows.
  const store = new DatabaseSessionStore(rows, secret, idleMs);

  const sessions = session({
    name: STAFF_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    // Every staff call moves the end of the session on: it ends after idleMs without one.
    rolling: true,
    unset: "destroy",
    cookie: { path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: "strict", secure: "auto", maxAge: idleMs },
  });

  const counts: LimitCounts = { counters, secret };
  const known = knownAddresses(counts);
  /** Only wrong passwords (401) count: a sign-in that succeeds, or is refused for another reason, does not. */
  const failuresOnly = { skipSuccessfulRequests: true, requestWasSuccessful: (_req: Request, res: Response) => res.statusCode !== 401 };
  const perAddress = limiter("sign-in attempts", { windowMs: limits.windowMs, limit: limits.signInsPerAddress }, counts);
  // A stranger's guesses refuse the stranger's address, not the account: its owner elsewhere still gets in.
  const perAccountAndAddress = limiter("failed sign-ins for this account from this address", {
    windowMs: limits.windowMs,
    limit: limits.signInFailuresPerAccountAndAddress,
    keyGenerator: (req) => `${emailOf(req) ?? ""}\n${addressOf(req)}`,
    // A body without an email is refused before any password is checked: nothing to count.
    skip: (req) => emailOf(req) === undefined,
    ...failuresOnly,
  }, counts);
  // The ceiling for guesses from many addresses; an address the account signed in from before passes it.
  const perAccount = limiter("failed sign-ins for this account", {
    windowMs: limits.windowMs,
    limit: limits.signInFailuresPerAccount,
    keyGenerator: (req) => emailOf(req) ?? "",
    skip: async (req) => {
      const email = emailOf(req);
      return email === undefined || (await known.has(email, addressOf(req)));
    },
    ...failuresOnly,
  }, counts);

  const signIn: RequestHandler = async (req, res, next) => {
    try {
      const read = readJsonBody(req.get("content-type") ?? null, typeof req.body === "string" ? req.body : null);
      if (!read.ok) return send(res, read.outcome);
      const parsed = parseStaffSignIn(read.value);
      if (!parsed.ok) return send(res, { status: 400, body: parsed.error });
      const { email, password } = parsed.value;
      const account = await directory.byEmail(email);
      const right = account ? await verifyPassword(password, account.passwordHash) : await verifyNobody(password);
      if (!account || !right) return send(res, error(401, STAFF_SIGN_IN_REFUSED));
      // A new session id at sign-in: an id planted in the browser before it is worth nothing after.
      await promised((done) => req.session.regenerate(done));
      req.session.staffId = account.id;
      req.session.email = account.email;
      req.session.csrfToken = randomBytes(32).toString("base64url");
      req.session.signedInAt = now().getTime();
      await promised((done) => req.session.save(done));
      await known.add(normalizeEmail(email), addressOf(req));
      send(res, { status: 200, body: { email: account.email, csrfToken: req.session.csrfToken } satisfies StaffSessionView });
    } catch (err) {
      next(err);
    }
  };

  const signOut: RequestHandler = (req, res, next) => {
    req.session.destroy((err: unknown) => {
      if (err) return next(err);
      res.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: "strict", secure: req.secure });
      res.status(204).end();
    });
  };

  return {
    session: sessions,
    signIn: [perAddress, perAccountAndAddress, perAccount, signIn],
    signOut,
    orderLookupLimit: limiter("order look-ups", { windowMs: limits.windowMs, limit: limits.orderLookupsPerAddress }, counts),
    async current(req) {
      const held = req.session;
      if (!held?.staffId || !held.csrfToken) return null;
      const account = await directory.byId(held.staffId);
      // A session kept before signedInAt was has none: it is treated as too old.
      const tooOld = held.signedInAt === undefined || now().getTime() - held.signedInAt >= maxAgeMs;
      if (!account || tooOld) {
        // Removed, or its password reset; or signed in too long ago: this session is over.
        await promised((done) => held.destroy(done));
        return null;
      }
      return { email: account.email, csrfToken: held.csrfToken };
    },
  };
}
