/**
 * The pickup hold (docs/product.md, Rules, Pickup hold): every few minutes, the orders ready for
 * pickup whose hold is near its end get their reminder, and those whose hold has ended are
 * cancelled as not picked up, their stock put back; each customer is emailed. The rules are the
 * domain's (`pickupHoldMove`); this job reads, commits and tells the mailer. Of the processes on
 * one database, one sweeps in each period of the timer (store.claimJob), and the sweep runs in the
 * writes' turn, so an order is never reminded or released twice.
 */
import { pickupHoldMove, type Notification } from "@shop/domain";
import type { Store } from "../db/index.ts";
import type { Log } from "../http/index.ts";
import { dueAfter } from "./timed.ts";

/** How often the sweep runs while the server does: a hold is days long, a few minutes late is nothing. */
const HOLD_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface PickupHoldSweeperOptions {
  store: Store;
  now: () => Date;
  log: Log;
  /** The key of an order's page, for the customer's link. */
  orderKey: (orderNumber: string) => string;
  /** Tells the customer (the mailer's notify), once the step is committed. */
  notify: (notification: Notification) => void;
  intervalMs?: number;
}

/** What one sweep did: the orders reminded and those released, by number. */
export interface PickupHoldSweep {
  reminded: string[];
  released: string[];
}

interface PickupHoldSweeper {
  /** Takes every step that is due now; answers which orders were reminded and which released. */
  sweep(): Promise<PickupHoldSweep>;
  /** Stops the timer (the sweep in flight, if any, still commits). */
  stop(): void;
}

export function pickupHoldSweeper({ store, now, log, orderKey, notify, intervalMs = HOLD_SWEEP_INTERVAL_MS }: PickupHoldSweeperOptions): PickupHoldSweeper {
  const sweep = async (): Promise<PickupHoldSweep> => {
    let durable: Promise<void> = Promise.resolve();
    // In the writes' turn: no one marks an order picked up between its reading and its release.
    const moves = await store.turn(async () => {
      const at = now();
      const shop = store.data.store;
      const due = (await store.reads.orders.ready()).flatMap((order) => pickupHoldMove(order, shop, at, orderKey) ?? []);
      if (due.length > 0) durable = store.commit(due.flatMap((move) => move.changes));
      return due;
    });
    if (moves.length === 0) return { reminded: [], released: [] };
    await durable;
    const done: PickupHoldSweep = { reminded: [], released: [] };
    for (const move of moves) {
      (move.value.status === "cancelled" ? done.released : done.reminded).push(move.value.orderNumber);
      if (move.notification) notify(move.notification);
    }
    if (done.reminded.length > 0) log(`orders: pickup reminder for ${done.reminded.join(", ")}`, "info");
    if (done.released.length > 0) log(`orders: cancelled as not picked up, stock put back: ${done.released.join(", ")}`, "info");
    return done;
  };
  const sweepIfDue = async () => ((await store.claimJob("pickup holds", dueAfter(intervalMs), now().getTime())) ? sweep() : undefined);
  const timer = setInterval(() => {
    sweepIfDue().catch((error: unknown) =>
      log(`orders: could not take the pickup holds' steps: ${error instanceof Error ? error.message : String(error)}`, "warn"),
    );
  }, intervalMs);
  // The sweep never keeps the process alive on its own.
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
