import { existsSync } from "node:fs";
import { readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { applyChanges, oneAtATime, touchesCatalogue, type Change, type ShopData, type ShopReads, type ShopState } from "@shop/domain";
import { readJsonDatabase, setJsonDatabaseAside, jsonDatabaseFor } from "./json-database.ts";
import { prepareDataDir } from "./data-dir.ts";
import { acquireLock } from "./store-files.ts";
import { errorMessage, parseShopData } from "./store-format.ts";
import { importShop, openSqlite, type ImportSummary, type ShopDatabase } from "./sql/index.ts";
import { exportState } from "./sql/export.ts";
import { sqlCatalogueReads } from "./sql/catalogue-reads.ts";
import { sqlCartReads } from "./sql/cart-reads.ts";
import { sqlOrderReads } from "./sql/order-reads.ts";
import { sqlInboxReads } from "./sql/inbox-reads.ts";
import { sqlHistoryReads } from "./sql/history-reads.ts";
import { sqlSessionRows, type SessionRows } from "./sql/staff-sessions.ts";
import { sqliteCounterRows, type CounterRows } from "./sql/rate-limits.ts";
import { sqliteOrderAddressRows, type OrderAddressRows } from "./sql/order-addresses.ts";
import { ChangeWriter, StockShortError, type StockMove } from "./sql/write-changes.ts";

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
 * One process owns the database (`<file>.lock`), because a second one's memory would not see the
 * first one's writes.
 */

type StoreLogLevel = "info" | "warn" | "error";

/** How many of the latest stock moves to or from zero the store remembers for the caches (store.stock). */
const CROSSINGS_KEPT = 1000;

export interface StoreOptions {
  /** The SQLite database file; it and its folder are created when missing, for the owner alone (data-dir.ts). */
  dbFile: string;
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
   * from zero, by its category and brand (undefined past the last CROSSINGS_KEPT). What showed a
   * part whose stock moved since it was made is stale, and so is a stock-dependent listing that
   * may hold a part that crossed zero.
   */
  readonly stock: {
    seq(): number;
    movedAt(id: number): number;
    crossingsSince(seq: number): readonly { categoryId: number; brandId: number }[] | undefined;
  };
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
   * writer (the API's writing calls, the photo upload, the cart sweep) takes its turn here.
   */
  turn<T>(task: () => Promise<T>): Promise<T>;
  /** The database's size in bytes (its pages in use), for the size cap on anonymous writes. */
  sizeBytes(): number;
  /**
   * Why the store cannot take writes now ("The store is closed", "The last write to the database
   * failed"), for /readyz; undefined while it can.
   */
  problem(): string | undefined;
  /** Commits what is written, closes the database and releases the lock. */
  close(): Promise<void>;
  stats(): StoreStats;
}

/**
 * How long a write that holds only rate limits' counts waits for a route's write to be committed
 * with (the write lock is held meanwhile, so another process on the database waits as long).
 */
const COUNTS_COMMIT_DELAY_MS = 20;

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

const counts = (summary: ImportSummary) =>
  `${summary.rows.parts} parts, ${summary.rows.part_fits} model fits, ${summary.rows.orders} orders, ${summary.rows.cart_lines} cart lines, ` +
  `${summary.rows.contact_messages} messages, ${summary.rows.newsletter_signups} sign-ups, ${summary.rows.emails} emails, ${summary.rows.catalogue_changes} catalogue changes`;

/** The seed, read and checked (before anything is created when the database is new). */
async function readSeed(seedFile: string, dbFile: string): Promise<ShopData> {
  let text: string;
  try {
    text = await readFile(seedFile, "utf8");
  } catch (error) {
    throw new Error(`Database file ${dbFile} does not exist and the seed ${seedFile} could not be read (${errorMessage(error)}).`);
  }
  return parseShopData(text, seedFile, "Seed file");
}

/**
 * Fills an empty database: from the earlier JSON database beside it when there is one (all of
 * it, then its files renamed and kept), else from the seed.
 */
async function fill(database: ShopDatabase, options: Required<StoreOptions>, seed: ShopData | undefined): Promise<void> {
  const { dbFile, log } = options;
  const earlier = await readJsonDatabase(dbFile);
  if (earlier) {
    const summary = await importShop(database, earlier.data);
    const aside = await setJsonDatabaseAside(earlier.file, new Date());
    if (earlier.tornTail) log(`store: skipped a torn last line in ${earlier.file}.journal (a write cut short by a crash)`, "warn");
    const ignored = summary.ignored.length > 0 ? `; fields no column keeps, left out: ${summary.ignored.join(", ")}` : "";
    log(
      `store: moved the JSON database ${earlier.file} (${earlier.batches} journal batches replayed) into ${dbFile}: ${counts(summary)}${ignored}. ` +
        `The JSON files are kept as ${aside}.`,
      "warn",
    );
    return;
  }
  await importShop(database, seed ?? (await readSeed(options.seedFile, dbFile)));
  log(`store: created ${dbFile} from the seed ${options.seedFile}`, "info");
}

const holdsShop = (database: ShopDatabase) => database.sqlite.prepare("select 1 from shop_info where id = 1").get() !== undefined;

export async function openStore(options: StoreOptions): Promise<Store> {
  const dbFile = path.resolve(options.dbFile);
  const settings: Required<StoreOptions> = { dbFile, seedFile: path.resolve(options.seedFile), log: options.log ?? (() => undefined) };
  // A new database with nothing to fill it from is refused before anything is created.
  const seed = !existsSync(dbFile) && !existsSync(jsonDatabaseFor(dbFile)) ? await readSeed(settings.seedFile, dbFile) : undefined;

  const lockFile = `${dbFile}.lock`;
  let database: ShopDatabase | undefined;
  try {
    await prepareDataDir(dbFile, settings.log);
    await acquireLock(lockFile, dbFile);
    database = await openSqlite(dbFile, { log: settings.log });
    if (!holdsShop(database)) await fill(database, settings, seed);
    else if (existsSync(jsonDatabaseFor(dbFile)) && jsonDatabaseFor(dbFile) !== dbFile) {
      settings.log(`store: ${jsonDatabaseFor(dbFile)} is an earlier JSON database, left alone: ${dbFile} already holds the shop.`, "warn");
    }
    const data = await exportState(database);
    return createStore(database, data, lockFile, settings.log);
  } catch (error) {
    await database?.close().catch(() => undefined);
    await unlink(lockFile).catch(() => undefined);
    throw new Error(errorMessage(error).includes(dbFile) ? errorMessage(error) : `Database file ${dbFile}: ${errorMessage(error)}`, { cause: error });
  }
}

function createStore(database: ShopDatabase, data: ShopState, lockFile: string, log: (line: string, level?: StoreLogLevel) => void): Store {
  const { sqlite } = database;
  const writer = new ChangeWriter(sqlite);
  const stats = { commits: 0, writes: 0 };
  /** Commits written in the open transaction, each waiting for it to be committed. */
  let waiting: Waiter[] = [];
  let scheduled = false;
  /** The later commit of a write that holds only counts (batched), until a commit is scheduled sooner. */
  let later: NodeJS.Timeout | undefined;
  /** The last transaction could not be committed: its commits were rolled back and memory read again. */
  let failed = false;
  let closed = false;
  let closing: Promise<void> | undefined;
  /** The memory being read again from the database after a failed write; commits wait for it. */
  let reloading: Promise<void> | undefined;
  let version = 1;
  let editions = 1;
  let catalogueChangedAt: Date | undefined;
  let stockSeq = 0;
  /** The stock seq of each part's last move. */
  const stockMovedAt = new Map<number, number>();
  /** The latest moves that took a part to or from zero, oldest first. */
  let crossings: { seq: number; categoryId: number; brandId: number }[] = [];
  /** The stock seq of the newest crossing no longer remembered (0: none forgotten). */
  let forgottenUpTo = 0;

  /**
   * One commit's changes, inside the turn's transaction as a savepoint of its own: a commit that
   * fails (a stock take the database refuses, StockShortError) is rolled back alone.
   */
  const writeOne = sqlite.transaction((changes: readonly Change[]): StockMove[] => writer.write(changes));

  /** After a transaction failed: memory is read again from the database, which rolled it back. */
  function reload(): Promise<void> {
    reloading ??= exportState(database)
      .then((fresh) => {
        Object.assign(data, fresh);
        log(`store: read the shop again from ${database.file} after a failed write`, "warn");
      })
      .catch((error: unknown) => log(`store: could not read ${database.file} again: ${errorMessage(error)}`, "error"))
      .finally(() => {
        reloading = undefined;
      });
    return reloading;
  }

  /** Commits the turn's transaction: every commit written in this turn of the event loop is made durable at once. */
  function finish(): void {
    scheduled = false;
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
        version++;
        editions++;
        const failure = new Error(`could not write to ${database.file}: ${errorMessage(error)}`, { cause: error });
        log(`store: ${failure.message}`, "error");
        void reload();
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
    setImmediate(finish);
  }

  /**
   * Runs `work` (a rate limit's count) inside the open write, opening one when none is. No one
   * waits for a count to be durable, so a write that holds only counts is committed a little
   * later (COUNTS_COMMIT_DELAY_MS), with the route's own write when it comes in the meantime: a
   * counted request then makes one commit, not two.
   */
  function batched<T>(work: () => T): T {
    if (!sqlite.inTransaction) sqlite.exec("BEGIN IMMEDIATE");
    try {
      return work();
    } finally {
      if (!scheduled && later === undefined) {
        later = setTimeout(finish, COUNTS_COMMIT_DELAY_MS);
        later.unref();
      }
    }
  }

  function write(changes: readonly Change[]): Promise<void> {
    stats.commits++;
    if (changes.length > 0) {
      if (!sqlite.inTransaction) sqlite.exec("BEGIN IMMEDIATE");
      let moves: StockMove[];
      try {
        moves = writeOne(changes);
      } catch (error) {
        schedule();
        if (!(error instanceof StockShortError)) log(`store: could not write to ${database.file}: ${errorMessage(error)}`, "error");
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      applyChanges(data, changes);
      for (const move of moves) {
        stockMovedAt.set(move.id, ++stockSeq);
        if (move.crossedZero) crossings.push({ seq: stockSeq, categoryId: move.categoryId, brandId: move.brandId });
      }
      if (crossings.length > 2 * CROSSINGS_KEPT) {
        forgottenUpTo = crossings[crossings.length - CROSSINGS_KEPT - 1]?.seq ?? forgottenUpTo;
        crossings = crossings.slice(-CROSSINGS_KEPT);
      }
      if (touchesCatalogue(changes.filter((change) => change.op !== "stock"))) {
        version++;
        editions++;
        catalogueChangedAt = new Date();
      }
    }
    const done = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
    schedule();
    return done;
  }

  return {
    dbFile: database.file,
    data,
    sessions: sqlSessionRows(database.db),
    counters: sqliteCounterRows(sqlite, batched),
    orderAddresses: sqliteOrderAddressRows(sqlite, batched),
    reads: { catalogue: sqlCatalogueReads(database.db), carts: sqlCartReads(database.db), orders: sqlOrderReads(database.db), inbox: sqlInboxReads(database.db), history: sqlHistoryReads(database.db) },
    get version() {
      return version;
    },
    get editions() {
      return editions;
    },
    get catalogueChangedAt() {
      return catalogueChangedAt;
    },
    stock: {
      seq: () => stockSeq,
      movedAt: (id) => stockMovedAt.get(id) ?? 0,
      crossingsSince(seq) {
        // Since before a forgotten crossing: unknown.
        if (seq < forgottenUpTo) return undefined;
        return crossings.filter((crossing) => crossing.seq > seq);
      },
    },
    turn: oneAtATime(),
    commit(changes) {
      if (closed) return Promise.reject(new Error(`The store for ${database.file} is closed`));
      return reloading ? reloading.then(() => write(changes)) : write(changes);
    },
    sizeBytes() {
      if (closed) return 0;
      const pages = Number(sqlite.pragma("page_count", { simple: true })) - Number(sqlite.pragma("freelist_count", { simple: true }));
      return pages * Number(sqlite.pragma("page_size", { simple: true }));
    },
    problem() {
      if (closed) return "The store is closed";
      if (reloading) return "The shop is being read again from the database after a failed write";
      return failed ? "The last write to the database failed" : undefined;
    },
    close() {
      closed = true;
      closing ??= (async () => {
        await reloading;
        finish();
        try {
          await database.close();
        } finally {
          await unlink(lockFile).catch(() => undefined);
        }
      })();
      return closing;
    },
    stats: () => ({ ...stats, rows: writer.rowsWritten }),
  };
}
