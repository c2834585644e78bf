/**
 * Health answers for a supervisor, a load balancer or a monitor (docs/operations.md, Health): `/healthz`
 * says the process answers (no store access); `/readyz` that the store is open, its last write
 * did not fail, and its folder can be written. Mounted before the request log and any limit, so
 * a monitor polling every few seconds neither fills the log nor runs out of requests.
 */
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import express, { type Response, type Router } from "express";
import type { Store } from "../db/index.ts";

function answer(res: Response, problem: string | undefined): void {
  res.set("Cache-Control", "no-store");
  if (problem === undefined) res.json({ ok: true });
  // No file names: the answer is public.
  else res.status(503).json({ ok: false, message: problem });
}

/** `GET /healthz` and `GET /readyz`: 200 `{ ok: true }`, or 503 `{ ok: false, message }` when not ready. */
export function healthRoutes(store: Store): Router {
  const router = express.Router();
  const dir = path.dirname(store.dbFile);
  router.get("/healthz", (_req, res) => answer(res, undefined));
  router.get("/readyz", async (_req, res) => {
    const problem =
      store.problem() ??
      (await access(dir, constants.W_OK).then(
        () => undefined,
        () => "The data folder cannot be written",
      ));
    answer(res, problem);
  });
  return router;
}
