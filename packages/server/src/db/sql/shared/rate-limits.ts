import type { SqliteConnection } from "../open.ts";

/**
 * The rate limits' counts as rows (`rate_limits`, migration 0006), for the limits' store
 * (staff-auth/rate-limit-store.ts): every process on the database counts into the same rows, and
 * a restart forgets nothing. Each count is a fixed window: the first hit opens it for `windowMs`,
 * later hits add to it until it ends, and the next hit after that opens a new one.
 */
export interface CounterRows {
  /** Counts one hit for `key` at `now` (ms since the epoch); answers the window's hits and end. */
  hit(key: string, windowMs: number, now: number): Promise<{ hits: number; resetAt: number }>;
  /** The hits in the key's window open at `now` (0 for none). */
  hitsOf(key: string, now: number): Promise<number>;
  /** Takes one hit back from the window still open (a request that was not to count). */
  unhit(key: string, now: number): Promise<void>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
  /** Removes every count whose window ended by `now`; answers how many. */
  sweep(now: number): Promise<number>;
}

/**
 * The counts on SQLite, written inside the store's open write (`batched`: the group of writes one
 * commit makes durable), so a count costs a statement, and rides in the commit of the request's own
 * write. A count is not an order: it is answered at once, before its commit is on disk (at the
 * latest 20 ms later); a crash in between forgets a few hits.
 */
export function sqliteCounterRows(sqlite: SqliteConnection, batched: <T>(work: () => T) => Promise<T>): CounterRows {
  // In an upsert's SET every column reads the row as it was: a window that has ended starts again at 1.
  const hit = sqlite.prepare<[{ key: string; resetAt: number; now: number }], { hits: number; reset_at: number }>(
    `insert into rate_limits (key, hits, reset_at) values (@key, 1, @resetAt)
     on conflict (key) do update set
       hits = case when reset_at <= @now then 1 else hits + 1 end,
       reset_at = case when reset_at <= @now then excluded.reset_at else reset_at end
     returning hits, reset_at`,
  );
  const hitsOf = sqlite.prepare<[string, number], number>("select hits from rate_limits where key = ? and reset_at > ?").pluck();
  const unhit = sqlite.prepare<[string, number]>("update rate_limits set hits = max(hits - 1, 0) where key = ? and reset_at > ?");
  const reset = sqlite.prepare<[string]>("delete from rate_limits where key = ?");
  const sweep = sqlite.prepare<[number]>("delete from rate_limits where reset_at <= ?");
  return {
    async hit(key, windowMs, now) {
      const row = await batched(() => hit.get({ key, resetAt: now + windowMs, now }));
      if (!row) throw new Error("rate_limits: the count was not answered");
      return { hits: row.hits, resetAt: row.reset_at };
    },
    hitsOf: (key, now) => Promise.resolve(hitsOf.get(key, now) ?? 0),
    async unhit(key, now) {
      await batched(() => unhit.run(key, now));
    },
    async reset(key) {
      await batched(() => reset.run(key));
    },
    sweep: (now) => batched(() => sweep.run(now).changes),
  };
}
