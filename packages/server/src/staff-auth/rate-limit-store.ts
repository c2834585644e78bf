import { createHmac } from "node:crypto";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { CounterRows } from "../db/index.ts";

/**
 * express-rate-limit's store over the database's counts (db/sql/shared/rate-limits.ts): a limit holds
 * across a restart and across every process on the database, where the library's own store counts
 * in one process's memory. express-rate-limit does the keys, the headers and the answers; this is
 * its four calls. A row is found by a keyed hash of the limit's name and the client's key (an
 * address, an email), so the database holds neither as such.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly counters: CounterRows,
    private readonly secret: string,
    /** The limit's own name: each limit counts apart. */
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private keyOf(key: string): string {
    return createHmac("sha256", this.secret).update(`rate limit\n${this.prefix}\n${key}`).digest("base64url");
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { hits, resetAt } = await this.counters.hit(this.keyOf(key), this.windowMs, Date.now());
    return { totalHits: hits, resetTime: new Date(resetAt) };
  }

  decrement(key: string): Promise<void> {
    return this.counters.unhit(this.keyOf(key), Date.now());
  }

  resetKey(key: string): Promise<void> {
    return this.counters.reset(this.keyOf(key));
  }
}
