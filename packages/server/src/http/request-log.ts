/**
 * Request ids and the request line (docs/architecture.md, Logs): every answer carries
 * X-Request-Id, and every request is logged once, when its answer finishes or its connection
 * closes, as one entry with that id.
 */
import { randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { Log } from "./log-line.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";
/** An id a proxy may pass on: short and plain, so it cannot smuggle anything into a log or a header. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The path without the query string: queries carry emails, order keys and unsubscribe keys. */
export const pathOf = (req: Request): string => req.originalUrl.split("?")[0] ?? req.originalUrl;

/** The id of the request `res` answers (set by requestId()), for the entries logged while it runs. */
export const reqIdOf = (res: Response): string | undefined => (typeof res.locals.reqId === "string" ? res.locals.reqId : undefined);

/**
 * Gives each request its id and sends it back as X-Request-Id. An incoming X-Request-Id is kept
 * only from a trusted proxy (`trustIncoming`, set with express's "trust proxy") and only when
 * plain; any other client could otherwise choose the id its requests are logged under.
 */
export function requestId(trustIncoming: boolean): RequestHandler {
  return (req, res, next) => {
    const incoming = trustIncoming ? req.get(REQUEST_ID_HEADER) : undefined;
    const id = incoming !== undefined && PLAIN_ID.test(incoming) ? incoming : randomUUID();
    res.locals.reqId = id;
    res.set(REQUEST_ID_HEADER, id);
    next();
  };
}

/** One entry per request: `{reqId, method, path, status, ms}`, and `aborted` when the client left first. */
export function requestLog(log: Log): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let done = false;
    const line = (aborted: boolean) => {
      if (done) return;
      done = true;
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const path = pathOf(req);
      log(`${req.method} ${path} ${res.statusCode}`, "info", {
        reqId: reqIdOf(res),
        method: req.method,
        path,
        status: res.statusCode,
        ms,
        ...(aborted ? { aborted: true } : {}),
      });
    };
    res.on("finish", () => line(false));
    res.on("close", () => line(!res.writableFinished));
    next();
  };
}
