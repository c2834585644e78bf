import type { Change, ShopReads, ShopState } from "@shop/domain";
import type { SessionRows } from "./sql/shared/staff-sessions.ts";
import type { CounterRows } from "./sql/shared/rate-limits.ts";
import type { OrderAddressRows } from "./sql/shared/order-addresses.ts";
import type { ToldOrderEvent } from "./sql/shared/process-changes.ts";
import type { StockMoves } from "./stock-moves.ts";

/** What the live database offers the server (its making and its workings: store.ts). */

export type StoreLogLevel = "info" | "warn" | "error";

export interface StoreOptions {
  /**
   * The SQLite database file; it and its folder are created when missing, for the owner alone
   * (data-dir.ts). With `postgresUrl` it only names the data folder (`Store.dbFile`).
   */
  dbFile: string;
  /** The database on PostgreSQL (postgres://…) instead of the SQLite file (postgres/store.ts). */
  postgresUrl?: string | undefined;
  /** The seed that fills a new, empty database (when no earlier JSON database is beside it). Only ever read. */
  seedFile: string;
  log?: (line: string, level?: StoreLogLevel) => void;
}

export interface StoreStats {
  /** commit() calls, including empty ones. */
  commits: number;
  /** Transactions written (fewer than commits when group commit kicks in). */
  writes: number;
  /** Rows inserted, updated or deleted by those transactions. */
  rows: number;
}

export interface Store {
  /** The SQLite database file; on PostgreSQL, the place in the data folder the options named (its folder holds photos, outbox, secret). */
  readonly dbFile: string;
  /** The shop in memory: the store record, categories, brands and guides. Read freely; change it only through commit(). */
  readonly data: ShopState;
  /** Where the rules' questions are answered: the catalogue's, carts', orders', inbox's and history's reads, in SQL on the database. */
  readonly reads: ShopReads;
  /**
   * The staff sessions, in the database (written as they come, not through commit()), so a
   * restart or another process keeps staff signed in and a sign-out ends a session everywhere.
   */
  readonly sessions: SessionRows;
  /** The rate limits' counts, in the database, counted inside the next group commit (not waited for). */
  readonly counters: CounterRows;
  /** Which open orders came from which client address (a keyed hash), for the guest limit per address. */
  readonly orderAddresses: OrderAddressRows;
  /**
   * The data version: 1 on open, raised (before commit() returns) by every commit that changes
   * the catalogue or the store record (`touchesCatalogue`) beyond moving stock, and by a write
   * that failed (what was answered from its rows is stale). Whatever was made from the catalogue
   * (answers, pages) is stale once it moves. Cart, order, message and sign-up commits, and stock
   * moves (`stock`), leave it alone.
   */
  readonly version: number;
  /**
   * Moves with the data version, except for stock: raised by commits that change the catalogue
   * or the store record beyond moving stock, and by a write that failed. What stock cannot change
   * (which parts are visible, the models they list: the sitemap) is stale once it moves.
   */
  readonly editions: number;
  /**
   * The stock moves, by part: `seq()` rises with each, `movedAt(id)` is the seq of that part's
   * last (0 for none), and `crossingsSince(seq)` the moves since `seq` that took a part to or
   * from zero, by its category and brand (undefined past the last ones kept). What showed a
   * part whose stock moved since it was made is stale, and so is a stock-dependent listing that
   * may hold a part that crossed zero.
   */
  readonly stock: StockMoves;
  /**
   * Takes in what other processes on the database committed since this one last looked (their
   * stock moves; their changes to the catalogue or the store record, which read memory again and
   * move the data version). Undefined at once when nothing else was committed (one pragma), else a
   * promise that resolves once memory is current. Called before each request and each turn.
   */
  follow(): Promise<void> | undefined;
  /** When this process last committed a change to the catalogue or the store record (beyond moving stock); undefined until it does. */
  readonly catalogueChangedAt: Date | undefined;
  /**
   * Writes `changes` to the database and applies them to `data` at once (the next request sees
   * them), then resolves when they are durable on disk. An empty list is a barrier: it resolves
   * when everything written before it is durable. Rejects at once, changing nothing, when the
   * database refuses the changes (StockShortError: a part has fewer on hand than a take asks).
   * Rejects when the transaction could not be committed: its commits are rolled back and memory
   * is read again from the database, so memory and disk meet again.
   */
  commit(changes: readonly Change[]): Promise<void>;
  /**
   * Runs a write's work in its turn: the reads its rule makes and its commit run before the next
   * write's start (`oneAtATime`), so no write decides from a state another is changing. Every
   * writer (the API's writing calls, the photo upload, the cart sweep) takes its turn here. The
   * turn holds the database's write lock until its first commit (or its end), so this holds for
   * the turns of every process on the database.
   */
  turn<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Whether this process runs the timed job `name` now (`at`, ms since the epoch, by the job's
   * clock): true when it was due (or never run), and it is then next due `everyMs` later; false
   * when another process ran it within that time.
   */
  claimJob(name: string, everyMs: number, at: number): Promise<boolean>;
  /**
   * The orders put after `seq` among what the processes told each other, in commit order (at most
   * ORDER_EVENTS_PAGE): the back office's live inbox (staff-events.ts). Seen alike by every process.
   */
  orderEvents(seq: number): Promise<ToldOrderEvent[]>;
  /** The newest told change's seq (0 for none): where a new stream of the live inbox begins. */
  latestTold(): Promise<number>;
  /** Removes what processes told each other before `before` (ms since the epoch); answers how many. */
  sweepTold(before: number): Promise<number>;
  /** The database's size in bytes (its pages in use), for the size cap on anonymous writes. */
  sizeBytes(): number;
  /**
   * Why the store cannot take writes now ("The store is closed", "The last write to the database
   * failed"), for /readyz; undefined while it can.
   */
  problem(): string | undefined;
  /** Commits what is written and closes the database. */
  close(): Promise<void>;
  stats(): StoreStats;
}
