/**
 * Removes what has ended from the database's shared state: the staff sessions idle too long, the
 * rate limits' windows that are over, and the client addresses of orders no longer open. Each is
 * answered as none once it ends; this sweep keeps their rows from piling up.
 */
import type { Store } from "../db/index.ts";
import type { Log } from "../http/index.ts";

/** How often the sweep runs while the server does. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface EndedRowsSweeperOptions {
  store: Store;
  log: Log;
  intervalMs?: number;
}

interface EndedRowsSweeper {
  /** Removes the ended sessions, counts and order addresses now; answers how many of each went. */
  sweep(): Promise<{ sessions: number; counts: number; orderAddresses: number }>;
  stop(): void;
}

export function endedRowsSweeper({ store, log, intervalMs = SWEEP_INTERVAL_MS }: EndedRowsSweeperOptions): EndedRowsSweeper {
  // The real clock, as a session's idle end and a limit's window are kept by.
  const sweep = async () => ({
    sessions: await store.sessions.sweep(Date.now()),
    counts: await store.counters.sweep(Date.now()),
    orderAddresses: await store.orderAddresses.sweep(),
  });
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log(`ended rows: could not remove ended sessions, limit counts and order addresses: ${error instanceof Error ? error.message : String(error)}`, "warn"));
  }, intervalMs);
  // The sweep never keeps the process alive on its own.
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
