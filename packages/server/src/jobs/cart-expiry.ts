/**
 * Removes abandoned carts (docs/architecture.md, Abuse limits): at start, before any visitor
 * arrives, and then on a timer, each sweep one commit. Of the processes on one database, one
 * sweeps in each period of the timer (store.claimJob).
 */
import { abandonedBefore, expiredCartChanges } from "@shop/domain";
import type { Store } from "../db/index.ts";
import type { Log } from "../http/index.ts";
import { dueAfter } from "./timed.ts";

/** How often the sweep runs while the server does. */
const CART_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface CartSweeperOptions {
  store: Store;
  ttlDays: number;
  now: () => Date;
  log: Log;
  intervalMs?: number;
}

interface CartSweeper {
  /** Removes the expired carts now; answers how many lines went. */
  sweep(): Promise<number>;

  /** Stops the timer (the sweep in flight, if any, still commits). */
  stop(): void;
}

export function cartSweeper({ store, ttlDays, now, log, intervalMs = CART_SWEEP_INTERVAL_MS }: CartSweeperOptions): CartSweeper {
  const sweep = async () => {
    let durable: Promise<void> = Promise.resolve();
    // In the writes' turn: no line is added to a cart between its reading and its removal.
    const changes = await store.turn(async () => {
      const at = now();
      const expired = expiredCartChanges(await store.reads.carts.abandoned(abandonedBefore(at, ttlDays)), at, ttlDays);
      if (expired.length > 0) durable = store.commit(expired);
      return expired;
    });
    if (changes.length === 0) return 0;
    await durable;
    log(`carts: removed ${changes.length} line(s) untouched for ${ttlDays} days`, "info");
    return changes.length;
  };
  const sweepIfDue = async () => ((await store.claimJob("cart expiry", dueAfter(intervalMs), now().getTime())) ? sweep() : 0);
  const timer = setInterval(() => {
    sweepIfDue().catch((error: unknown) => log(`carts: could not remove abandoned carts: ${error instanceof Error ? error.message : String(error)}`, "warn"));
  }, intervalMs);
  // The sweep never keeps the process alive on its own.
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
