/**
 * What keeps anonymous visitors from growing the database without bound (docs/architecture.md,
 * Abuse limits): per-address limits on cart writes, orders, contact messages and newsletter
 * sign-ups (with their confirmations and unsubscribes), and a size cap past which the anonymous writes that add data are refused.
 */
import type { Express, RequestHandler } from "express";
import { API_BASE, error, httpAnswer } from "@shop/domain";
import type { Store } from "../db/index.ts";
import { DEFAULT_RATE_LIMITS, limiter, type RateLimits } from "../staff-auth/index.ts";

/** The database's default size cap: far above a quarter of a million parts with over a million model fits (about 200 MB), far below a small server's disk. */
export const DEFAULT_DB_MAX_BYTES = 2 * 1024 * 1024 * 1024;

export interface AbuseLimitOptions {
  store: Store;
  /** The secret the limits' keys are hashed with in the database. */
  secret: string;
  limits?: Partial<RateLimits>;
  /** Past this database size, anonymous writes are refused (default DEFAULT_DB_MAX_BYTES). */
  dbMaxBytes?: number;
}

/** Refuses a write with 507 once the database is past its cap; `what` is what is refused ("messages"). */
function sizeCap(store: Store, maxBytes: number, what: string): RequestHandler {
  return (_req, res, next) => {
    if (store.sizeBytes() <= maxBytes) return next();
    const answer = httpAnswer(error(507, `The shop cannot take new ${what} right now: its storage is full. Please call the shop.`));
    res.status(answer.status).set(answer.headers).send(answer.body);
  };
}

/**
 * Mounts the limits in front of the anonymous writes; call before the API's routes. Reads (the
 * cart, the catalogue) and staff calls pass untouched. New orders still go through past the cap:
 * they come from carts already filled, and the sale is what the shop is for; they stay limited per
 * address.
 */
export function mountAbuseLimits(app: Express, { store, secret, limits: given = {}, dbMaxBytes = DEFAULT_DB_MAX_BYTES }: AbuseLimitOptions): void {
  const limits = { ...DEFAULT_RATE_LIMITS, ...given };
  const counts = { counters: store.counters, secret };
  const perAddress = (what: string, limit: number, windowMs: number) => limiter(`${what} from this address`, { limit, windowMs }, counts);

  const cartLimit = perAddress("cart changes", limits.cartWritesPerAddress, limits.cartWindowMs);
  const cartCap = sizeCap(store, dbMaxBytes, "cart changes");
  const cartWrites: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    cartCap(req, res, () => cartLimit(req, res, next));
  };
  app.use(`${API_BASE}/cart`, cartWrites);

  app.post(`${API_BASE}/orders`, perAddress("orders", limits.ordersPerAddress, limits.formWindowMs));
  app.post(`${API_BASE}/orders/:orderNumber/arrived`, perAddress("arrivals", limits.arrivalsPerAddress, limits.formWindowMs));
  app.post(`${API_BASE}/contact`, sizeCap(store, dbMaxBytes, "messages"), perAddress("contact messages", limits.contactsPerAddress, limits.formWindowMs));
  // One count for sign-ups, confirmations and unsubscribes: all are the newsletter's forms.
  const newsletterLimit = perAddress("newsletter requests", limits.newsletterPerAddress, limits.formWindowMs);
  app.post(`${API_BASE}/newsletter`, sizeCap(store, dbMaxBytes, "sign-ups"), newsletterLimit);
  app.post(`${API_BASE}/newsletter/confirm`, newsletterLimit);
  app.post(`${API_BASE}/newsletter/unsubscribe`, newsletterLimit);
}
