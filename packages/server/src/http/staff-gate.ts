/**
 * In front of every /api/staff call (docs/architecture.md, Staff sign-in), mounted after the
 * session middleware and before any route reads a body: a call without a valid staff session is
 * refused (401), and a write without its session's CSRF token (403), with the answers the route
 * itself would give (the domain's `staffRefusal`), before a byte of the body is read. Otherwise
 * anyone could make the server hold a staff route's body (2 MB for a catalogue import) for as long
 * as the request timeout. Signing in and out are the staff calls open to anyone.
 *
 * Every staff write, sign-in included, must also come from the shop's own pages as the browser
 * tells it (`sameOriginRefusal`): a second defence beside the CSRF token and the SameSite cookie.
 */
import type { Request, RequestHandler, Response } from "express";
import { CSRF_HEADER, error, httpAnswer, staffRefusal, type ApiOutcome, type StaffSessionView } from "@shop/domain";

function send(res: Response, outcome: ApiOutcome): void {
  const answer = httpAnswer(outcome);
  res.status(answer.status).set(answer.headers).send(answer.body);
}

/** POST (sign in) and DELETE (sign out) of /api/staff/session: open to a request without a session. */
const isSignInOrOut = (req: Request) => (req.method === "POST" || req.method === "DELETE") && /^\/session\/?$/i.test(req.path);

/** Whether the request says a body follows. */
const hasBody = (req: Request) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? "0") > 0;

const isRead = (req: Request) => req.method === "GET" || req.method === "HEAD";

/** A host as a URL writes it, so that a default port ("shop.example:443" over HTTPS) compares equal; undefined for none. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether an Origin header names the host the request was sent to, its Host header ("null", or
 * no URL at all, does not). Behind a proxy, the proxy must pass Host on as the browser sent it
 * (Caddy's reverse_proxy does).
 */
function isOwnOrigin(origin: string, req: Request): boolean {
  const host = req.get("host");
  const own = host === undefined ? undefined : hostOf(`${req.protocol}://${host}`);
  return own !== undefined && hostOf(origin) === own;
}

const FROM_ELSEWHERE = "Back-office changes are taken only from the shop's own pages";

/**
 * The answer to a staff write a browser says came from elsewhere (403), or undefined: Sec-Fetch-Site
 * `cross-site` is refused, and `same-site` (another address of the same site, such as a sibling
 * subdomain) unless its Origin is this one; an Origin header, when sent, must name the request's
 * own host. A client that sends neither (an old browser, curl) is left to the CSRF token.
 */
function sameOriginRefusal(req: Request): ApiOutcome | undefined {
  const site = req.get("sec-fetch-site")?.trim().toLowerCase();
  const origin = req.get("origin");
  if (site === "cross-site") return error(403, `${FROM_ELSEWHERE}: this request came from another site (Sec-Fetch-Site: cross-site)`, "sec-fetch-site");
  if (site === "same-site" && !(origin !== undefined && isOwnOrigin(origin, req))) {
    return error(403, `${FROM_ELSEWHERE}: this request came from another address of this site (Sec-Fetch-Site: same-site)`, "sec-fetch-site");
  }
  if (origin !== undefined && !isOwnOrigin(origin, req)) return error(403, `${FROM_ELSEWHERE}: the Origin header names another host than this one`, "origin");
  return undefined;
}

/** Refused before the body is read; the connection ends with the answer instead of waiting to drain it. */
function refuse(req: Request, res: Response, refusal: ApiOutcome): void {
  if (hasBody(req)) res.set("Connection", "close");
  send(res, refusal);
}

/** Mounted on /api/staff; `current` finds the request's staff session (StaffAuth.current). */
export function staffGate(current: (req: Request) => Promise<StaffSessionView | null>): RequestHandler {
  return async (req, res, next) => {
    const elsewhere = isRead(req) ? undefined : sameOriginRefusal(req);
    if (elsewhere) return refuse(req, res, elsewhere);
    if (isSignInOrOut(req)) return next();
    try {
      const refusal = staffRefusal(req.method, { staff: await current(req), csrfToken: req.get(CSRF_HEADER) ?? null });
      if (!refusal) return next();
      refuse(req, res, refusal);
    } catch (err) {
      next(err);
    }
  };
}
