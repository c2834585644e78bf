import type { Request, RequestHandler, Response } from "express";
import type { AnswerCache, CachedAnswer } from "../ssr/index.ts";

/**
 * Kept catalogue answers of the API, sent before express looks for their route (docs/architecture.md,
 * "Live data", and bench/README.md, "API (`npm run bench:api`)" for what it buys).
 */

/** A kept API answer's Content-Type (they are all JSON), as express's res.send() sets it. */
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Sends a kept API answer (JSON) as express's res.send() would (status, Content-Type with charset,
 * Content-Length, ETag, 304 for a current copy, no body for HEAD), writing the body text straight
 * to Node, which sends the headers and a string body in one write.
 */
export function sendKept(req: Request, res: Response, answer: CachedAnswer): void {
  if (answer.headers) res.set(answer.headers);
  res.statusCode = answer.status;
  res.setHeader("ETag", answer.etag);
  // express's req.fresh: a 2xx answer to a GET or HEAD whose If-None-Match matches the ETag just set.
  if (req.fresh) {
    // As express does for a 304: no body, so nothing that describes one.
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader("Content-Type", JSON_TYPE);
  res.setHeader("Content-Length", Buffer.byteLength(answer.body));
  if (req.method === "HEAD") res.end();
  else res.end(answer.body, "utf8");
}

/**
 * The middleware that answers a GET or HEAD from the kept answers, mounted on the API's base
 * after every middleware that sets an API answer's headers. Answers are kept only from cacheable
 * routes, by their URL, so a hit is the answer that route would send; a miss goes on to the routes.
 */
export function keptAnswers(answers: AnswerCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const hit = answers.get(req.originalUrl);
    if (hit) sendKept(req, res, hit);
    else next();
  };
}
