/**
 * Removes what has ended from the database's shared state: the staff sessions idle too long, the
 * rate limits' windows that are over, and the client addresses of orders no longer open. Each is
 * answered as none once it ends; this sweep keeps their rows from piling up. So does what the
 * processes on the database told each other (store.follow), once a day old. Of the processes on
 * one database, one sweeps in each period of the timer (store.claimJob).
 */
import type { Store } from "../db/index.ts";
import type { Log } from "../http/index.ts";
import { dueAfter } from "./timed.ts";

/** How long what the processes told each other is kept: far longer than any process takes to look. */
const TOLD_KEPT_MS = 24 * 60 * 60 * 1000;

interface EndedRows {
  sessions: number;
  counts: number;
  orderAddresses: number;
  told: number;
}

/** How often the sweep runs while the server does. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface EndedRowsSweeperOptions {
  store: Store;
  log: Log;
  intervalMs?: number;
}

interface EndedRowsSweeper {
  /** Removes the ended sessions, counts, order addresses and told changes now; answers how many of each went. */
  sweep(): Promise<EndedRows>;
  stop(): void;
}

export function endedRowsSweeper({ store, log, intervalMs = SWEEP_INTERVAL_MS }: EndedRowsSweeperOptions): EndedRowsSweeper {
  // The real clock, as a session's idle end and a limit's window are kept by.
  const sweep = async () => ({
    sessions: await store.sessions.sweep(Date.now()),
    counts: await store.counters.sweep(Date.now()),
    orderAddresses: await store.orderAddresses.sweep(),
    told: await store.sweepTold(Date.now() - TOLD_KEPT_MS),
  });
  const sweepIfDue = async () => ((await store.claimJob("ended rows", dueAfter(intervalMs), Date.now())) ? sweep() : undefined);
  const timer = setInterval(() => {
    sweepIfDue().catch((error: unknown) => log(`ended rows: could not remove ended sessions, limit counts, order addresses and told changes: ${error instanceof Error ? error.message : String(error)}`, "warn"));
  }, intervalMs);
  // The sweep never keeps the process alive on its own.
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
