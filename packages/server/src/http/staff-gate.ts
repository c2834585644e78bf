/**
 * In front of every /api/staff call (docs/architecture.md, Staff sign-in), mounted after the
 * session middleware and before any route reads a body: a call without a valid staff session is
 * refused (401), and a write without its session's CSRF token (403), with the answers the route
 * itself would give (the domain's `staffRefusal`), before a byte of the body is read. Otherwise
 * anyone could make the server hold a staff route's body (2 MB for a catalogue import) for as long
 * as the request timeout. Signing in and out are the staff calls open to anyone.
 */
import type { Request, RequestHandler, Response } from "express";
import { CSRF_HEADER, httpAnswer, staffRefusal, type ApiOutcome, type StaffSessionView } from "@shop/domain";

function send(res: Response, outcome: ApiOutcome): void {
  const answer = httpAnswer(outcome);
  res.status(answer.status).set(answer.headers).send(answer.body);
}

/** POST (sign in) and DELETE (sign out) of /api/staff/session: open to a request without a session. */
const isSignInOrOut = (req: Request) => (req.method === "POST" || req.method === "DELETE") && /^\/session\/?$/i.test(req.path);

/** Whether the request says a body follows. */
const hasBody = (req: Request) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? "0") > 0;

/** Mounted on /api/staff; `current` finds the request's staff session (StaffAuth.current). */
export function staffGate(current: (req: Request) => Promise<StaffSessionView | null>): RequestHandler {
  return async (req, res, next) => {
    if (isSignInOrOut(req)) return next();
    try {
      const refusal = staffRefusal(req.method, { staff: await current(req), csrfToken: req.get(CSRF_HEADER) ?? null });
      if (!refusal) return next();
      // The body is never read: the connection ends with the answer instead of waiting to drain it.
      if (hasBody(req)) res.set("Connection", "close");
      send(res, refusal);
    } catch (error) {
      next(error);
    }
  };
}
