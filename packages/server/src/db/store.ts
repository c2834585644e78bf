import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { applyChanges, oneAtATime, orderLiveEvents, touchesCatalogue, type Change, type ShopState } from "@shop/domain";
import { jsonDatabaseFor } from "./json-database.ts";
import { fill, holdsShop, readSeed } from "./store-fill.ts";
import { prepareDataDir } from "./data-dir.ts";
import { errorMessage } from "./store-format.ts";
import { openSqlite, type ShopDatabase } from "./sql/index.ts";
import { exportState } from "./sql/export.ts";
import { sqlSessionRows } from "./sql/shared/staff-sessions.ts";
import { sqliteCounterRows } from "./sql/shared/rate-limits.ts";
import { sqliteOrderAddressRows } from "./sql/shared/order-addresses.ts";
import { ChangeWriter, StockShortError, type StockMove } from "./sql/write-changes.ts";
import { sqliteJobRuns, sqliteProcessChanges } from "./sql/shared/process-changes.ts";
import { writeLock } from "./sql/write-lock.ts";
import { stockMoves } from "./stock-moves.ts";
import { shopMemory, sqlShopReads } from "./store-memory.ts";
import type { Store, StoreLogLevel, StoreOptions } from "./store-api.ts";
import { openPostgresStore } from "./postgres/store.ts";

/**
 * The live database: SQLite (docs/data-engine.md). The parts (with their model fits, the bulk of a
 * real catalogue), carts, orders, emails, messages, sign-ups and the history of changes live in
 * the database alone: the rules ask for them through `reads`. The rest of the shop (the store
 * record, categories, brands, guides: what the rules still read whole) is also held in memory,
 * loaded at open and kept in step by each commit.
 *
 * A commit writes its changes as rows at once, inside the transaction of the current turn of the
 * event loop (a savepoint of its own), and applies them to memory; so the next rule to run, and
 * every read, sees them. The transaction is committed once the turn is over: commits made in one
 * turn share one fsync of the write-ahead log (group commit), and each resolves when it is
 * durable. With `synchronous = FULL` an acknowledged commit survives kill -9 and a power cut.
 *
 * Several processes may share the database (WEB_CONCURRENCY, or two started on one file). A write's
 * turn holds the database's write lock from before its rule reads until its commit, so the rules of
 * all processes run one at a time, as within one. Each commit tells the others what it changed
 * (`shop_changes`), and each process follows that before a turn and before each request
 * (`follow`): memory is read again after another's change to the catalogue or the store record,
 * and what was made from a part whose stock another moved is stale.
 */

/**
 * How long a write that holds only rate limits' counts waits for a route's write to be committed
 * with (the write lock is held meanwhile, so another process on the database waits as long).
 */
const COUNTS_COMMIT_DELAY_MS = 20;

/**
 * How long the commits of back-to-back write turns may wait for the next turn's, to be made
 * durable together (group commit across turns: the turn holds the transaction while it decides).
 */
const GROUP_WINDOW_MS = 10;

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.postgresUrl) return openPostgresStore({ ...options, postgresUrl: options.postgresUrl });
  const dbFile = path.resolve(options.dbFile);
  const settings: Required<Omit<StoreOptions, "postgresUrl">> = { dbFile, seedFile: path.resolve(options.seedFile), log: options.log ?? (() => undefined) };
  // A new database with nothing to fill it from is refused before anything is created.
  const seed = !existsSync(dbFile) && !existsSync(jsonDatabaseFor(dbFile)) ? await readSeed(settings.seedFile, dbFile) : undefined;

  let database: ShopDatabase | undefined;
  try {
    await prepareDataDir(dbFile, settings.log);
    database = await openSqlite(dbFile, { log: settings.log });
    if (!holdsShop(database)) await fill(database, settings, seed);
    else if (existsSync(jsonDatabaseFor(dbFile)) && jsonDatabaseFor(dbFile) !== dbFile) {
      settings.log(`store: ${jsonDatabaseFor(dbFile)} is an earlier JSON database, left alone: ${dbFile} already holds the shop.`, "warn");
    }
    const data = await exportState(database);
    return createStore(database, data, settings.log);
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw new Error(errorMessage(error).includes(dbFile) ? errorMessage(error) : `Database file ${dbFile}: ${errorMessage(error)}`, { cause: error });
  }
}

function createStore(database: ShopDatabase, data: ShopState, log: (line: string, level?: StoreLogLevel) => void): Store {
  const { sqlite } = database;
  const writer = new ChangeWriter(sqlite);
  const lock = writeLock(sqlite);
  const told = sqliteProcessChanges(sqlite);
  const jobs = sqliteJobRuns(sqlite);
  /** This process, as it signs what it tells the others. */
  const origin = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  /** SQLite's count of other connections' commits: it moves when another process has written. */
  const dataVersion = sqlite.prepare<[], number>("pragma data_version").pluck();
  /** The data_version the told changes were last read at, and the last change read. */
  let followedAt = dataVersion.get();
  let lastTold = told.latest();
  /** The data_version the writer's positions were last good at. */
  let positionsAt = followedAt;
  const stats = { commits: 0, writes: 0 };
  /** Commits written in the open transaction, each waiting for it to be committed. */
  let waiting: Waiter[] = [];
  let scheduled = false;
  /** The later commit of a write that holds only counts (batched), until a commit is scheduled sooner. */
  let later: NodeJS.Timeout | undefined;
  /** A write's turn has read what it decides from and not yet committed: the transaction stays open (the lock held) until it does. */
  let deciding = false;
  /** The transaction was due to be committed while a turn was deciding: it is, once the turn commits or ends. */
  let commitDue = false;
  /** When the first commit waiting in the open transaction was written. */
  let groupSince = 0;
  /** The last transaction could not be committed: its commits were rolled back and memory read again. */
  let failed = false;
  let closed = false;
  let closing: Promise<void> | undefined;
  /** The store record, categories, brands and guides in memory, read again after a failed write or another process's change (commits wait for that). */
  const memory = shopMemory(data, () => exportState(database), database.file, log);
  const stock = stockMoves();

  /**
   * One commit's changes, inside the turn's transaction as a savepoint of its own: a commit that
   * fails (a stock take the database refuses, StockShortError) is rolled back alone. What other
   * processes must follow is told in the same savepoint.
   */
  const writeOne = sqlite.transaction((changes: readonly Change[], catalogue: boolean): StockMove[] => {
    const moves = writer.write(changes);
    const at = Date.now();
    for (const move of moves) told.stock(origin, move, at);
    if (catalogue) told.catalogue(origin, at);
    for (const event of orderLiveEvents(changes)) told.order(origin, event, at);
    return moves;
  });

  /**
   * Takes in what other processes have committed since this one last looked: their stock moves
   * (so pages that showed those parts are made again), and their changes to the catalogue or the
   * store record (memory is read again; every answer and page is stale). Cheap when nothing was
   * committed elsewhere: one pragma. Resolves once memory is current.
   */
  function follow(): Promise<void> | undefined {
    if (closed) return undefined;
    const now = dataVersion.get();
    if (now === followedAt) return memory.reloading;
    followedAt = now;
    const changes = told.since(lastTold);
    const latest = Math.max(told.latest(), lastTold);
    // Changes swept before this process read them: it cannot tell what they were.
    const missed = latest > lastTold && (changes[0]?.seq ?? Infinity) > lastTold + 1;
    lastTold = latest;
    let reread = missed;
    let at = new Date();
    if (missed) stock.forgetAll();
    for (const change of changes) {
      if (change.origin === origin || change.kind === "order") continue;
      if (change.kind === "stock") stock.note({ id: change.partId, categoryId: change.categoryId, brandId: change.brandId, crossedZero: change.crossedZero });
      else {
        reread = true;
        at = new Date(change.at);
        if (change.kind === "everything") stock.forgetAll();
      }
    }
    if (!reread) return memory.reloading;
    memory.catalogueMoved(at);
    return memory.reload();
  }

  /**
   * The open transaction is due to be committed. Not while a write's turn is deciding (its reads
   * are in the transaction, and its commit must be too): for up to GROUP_WINDOW_MS from the
   * group's first commit it waits, so the turns that follow join the group (one sync for them all);
   * after that the deciding turn's commit ends the group.
   */
  function due(): void {
    scheduled = false;
    if (!deciding) return finish();
    if (waiting.length > 0 && Date.now() - groupSince < GROUP_WINDOW_MS) {
      scheduled = true;
      setTimeout(due, 1);
    } else commitDue = true;
  }

  /** Commits the open transaction: every commit written since it began is made durable at once. */
  function finish(): void {
    scheduled = false;
    commitDue = false;
    clearTimeout(later);
    later = undefined;
    const group = waiting;
    waiting = [];
    if (sqlite.inTransaction) {
      try {
        sqlite.exec("COMMIT");
        stats.writes++;
        failed = false;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
        failed = true;
        // Whatever was answered from the rows just rolled back is stale.
        memory.stale();
        const failure = new Error(`could not write to ${database.file}: ${errorMessage(error)}`, { cause: error });
        log(`store: ${failure.message}`, "error");
        void memory.reload("after a failed write");
        for (const waiter of group) waiter.reject(failure);
        return;
      }
    }
    for (const waiter of group) waiter.resolve();
  }

  /** Commits the open transaction once the current turn of the event loop is over. */
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(due);
  }

  /** Opens the write transaction now if the lock is free (or it is open); notes whether another process wrote since the writer last looked. */
  function beginNow(): boolean {
    if (!lock.tryBegin()) return false;
    const now = dataVersion.get();
    if (now !== positionsAt) {
      positionsAt = now;
      writer.forgetPositions();
    }
    return true;
  }

  /** Opens the write transaction, waiting on timers while another process holds the lock. */
  async function begin(): Promise<void> {
    if (!beginNow()) {
      await lock.begin();
      beginNow();
    }
  }

  /**
   * Runs `work` (a rate limit's count, a job's claim) inside the open write, opening one when none
   * is. No one waits for a count to be durable, so a write that holds only counts is committed a
   * little later (COUNTS_COMMIT_DELAY_MS), with the route's own write when it comes in the
   * meantime: a counted request then makes one commit, not two.
   */
  function batched<T>(work: () => T): Promise<T> {
    const counted = () => {
      try {
        return work();
      } finally {
        if (!scheduled && later === undefined) {
          later = setTimeout(due, COUNTS_COMMIT_DELAY_MS);
          later.unref();
        }
      }
    };
    // At once when the lock is free or a write (a turn's) is open: written with its commit.
    if (beginNow()) return new Promise((resolve) => resolve(counted()));
    return begin().then(counted);
  }

  function write(changes: readonly Change[]): Promise<void> {
    if (changes.length > 0) {
      // Outside a turn (an email's record) while another process writes: once it is done.
      if (!beginNow()) return begin().then(() => write(changes));
      const catalogue = touchesCatalogue(changes.filter((change) => change.op !== "stock"));
      let moves: StockMove[];
      try {
        moves = writeOne(changes, catalogue);
      } catch (error) {
        deciding = false;
        schedule();
        if (!(error instanceof StockShortError)) log(`store: could not write to ${database.file}: ${errorMessage(error)}`, "error");
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      applyChanges(data, changes);
      for (const move of moves) stock.note(move);
      if (catalogue) memory.catalogueMoved(new Date());
    }
    deciding = false;
    if (waiting.length === 0) groupSince = Date.now();
    const done = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
    if (commitDue) finish();
    else schedule();
    return done;
  }

  const oneTurnAtATime = oneAtATime();

  return {
    dbFile: database.file,
    data,
    sessions: sqlSessionRows(database.db),
    counters: sqliteCounterRows(sqlite, batched),
    orderAddresses: sqliteOrderAddressRows(sqlite, batched),
    reads: sqlShopReads(database.db),
    get version() {
      return memory.version;
    },
    get editions() {
      return memory.editions;
    },
    get catalogueChangedAt() {
      return memory.catalogueChangedAt;
    },
    stock,
    follow,
    turn(task) {
      return oneTurnAtATime(async () => {
        if (closed) throw new Error(`The store for ${database.file} is closed`);
        // The write lock first, then what others wrote before it: the rule decides from the
        // database as it is, and no other process writes until this turn has committed.
        await begin();
        await follow();
        deciding = true;
        try {
          return await task();
        } finally {
          // A turn that committed nothing lets go of the lock now.
          const holding = deciding;
          deciding = false;
          if (commitDue || (holding && !scheduled && later === undefined)) finish();
        }
      });
    },
    commit(changes) {
      stats.commits++;
      if (closed) return Promise.reject(new Error(`The store for ${database.file} is closed`));
      return memory.reloading ? memory.reloading.then(() => write(changes)) : write(changes);
    },
    claimJob: (name, everyMs, at) => batched(() => jobs.claim(name, everyMs, at)),
    sweepTold: (before) => batched(() => told.sweep(before)),
    orderEvents: (seq) => Promise.resolve(closed ? [] : told.orderEvents(seq)),
    latestTold: () => Promise.resolve(closed ? 0 : told.latest()),
    sizeBytes() {
      if (closed) return 0;
      const pages = Number(sqlite.pragma("page_count", { simple: true })) - Number(sqlite.pragma("freelist_count", { simple: true }));
      return pages * Number(sqlite.pragma("page_size", { simple: true }));
    },
    problem() {
      if (closed) return "The store is closed";
      if (memory.reloading && failed) return "The shop is being read again from the database after a failed write";
      return failed ? "The last write to the database failed" : undefined;
    },
    close() {
      closed = true;
      closing ??= (async () => {
        await memory.reloading;
        finish();
        await database.close();
      })();
      return closing;
    },
    stats: () => ({ ...stats, rows: writer.rowsWritten }),
  };
}
