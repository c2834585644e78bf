import { existsSync } from "node:fs";
import { readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { applyChanges, touchesCatalogue, type Change, type ShopData, type ShopReads } from "@shop/domain";
import { readJsonDatabase, setJsonDatabaseAside, jsonDatabaseFor } from "./json-database.ts";
import { prepareDataDir } from "./data-dir.ts";
import { acquireLock } from "./store-files.ts";
import { errorMessage, parseShopData } from "./store-format.ts";
import { exportShop, importShop, openSqlite, type ImportSummary, type ShopDatabase } from "./sql/index.ts";
import { sqlCatalogueReads } from "./sql/catalogue-reads.ts";
import { ChangeWriter, StockShortError } from "./sql/write-changes.ts";

/**
 * The live database: SQLite (docs/data-engine.md), with the shop also held in memory for the
 * rules to read. The rules still read whole collections (ShopData); until they read through
 * queries, memory is loaded from the database at open and kept in step by each commit.
 *
 * A commit applies its changes to memory at once (the next request sees them), then writes them
 * as rows in a transaction; commits that arrive while one is being written go out together in the
 * next transaction (group commit: one fsync of the write-ahead log for many orders). With
 * `synchronous = FULL` an acknowledged commit survives kill -9 and a power cut.
 *
 * One process owns the database (`<file>.lock`), because a second one's memory would not see the
 * first one's writes.
 */

type StoreLogLevel = "info" | "warn" | "error";

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
  /** The data in memory. Read freely; change it only through commit(). */
  readonly data: ShopData;
  /** Where the rules' questions are answered: the storefront's catalogue reads, in SQL on the database. */
  readonly reads: ShopReads;
  /**
   * The data version: 1 on open, raised by every commit that changes the catalogue or the store
   * record (`touchesCatalogue`) at the moment its changes reach memory, before commit() returns,
   * and again once they are written (what `reads` answered in between did not have them yet).
   * Whatever was made from the catalogue (answers, pages, the sitemap) is stale once it moves.
   * Cart, order, message and sign-up commits leave it alone.
   */
  readonly version: number;
  /** When this process last committed a change to the catalogue or the store record; undefined until it does. */
  readonly catalogueChangedAt: Date | undefined;
  /**
   * Applies `changes` to `data` at once (the next request sees them), then resolves when they are
   * durable on disk. An empty list is a barrier: it resolves when everything applied before it is
   * durable. Rejects when the write failed; the change then stays in memory and the store writes
   * the whole of memory back before its next write, so memory and disk meet again.
   */
  commit(changes: readonly Change[]): Promise<void>;
  /** The database's size in bytes (its pages in use), for the size cap on anonymous writes. */
  sizeBytes(): number;
  /**
   * Why the store cannot take writes now ("The store is closed", "The last write to the database
   * failed"), for /readyz; undefined while it can.
   */
  problem(): string | undefined;
  /** Waits for queued writes, closes the database and releases the lock. */
  close(): Promise<void>;
  stats(): StoreStats;
}

interface Waiter {
  changes: readonly Change[];
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
    const data = await exportShop(database);
    return createStore(database, data, lockFile, settings.log);
  } catch (error) {
    await database?.close().catch(() => undefined);
    await unlink(lockFile).catch(() => undefined);
    throw new Error(errorMessage(error).includes(dbFile) ? errorMessage(error) : `Database file ${dbFile}: ${errorMessage(error)}`, { cause: error });
  }
}

function createStore(database: ShopDatabase, data: ShopData, lockFile: string, log: (line: string, level?: StoreLogLevel) => void): Store {
  const { sqlite } = database;
  const writer = new ChangeWriter(sqlite);
  const stats = { commits: 0, writes: 0 };
  let queue: Waiter[] = [];
  let scheduled = false;
  /** A write failed: memory holds changes the database lacks, so memory is written back whole before the next write. */
  let dirty = false;
  let closed = false;
  let closing: Promise<void> | undefined;
  let version = 1;
  let catalogueChangedAt: Date | undefined;

  /** One commit's changes, inside the batch's transaction as a savepoint of its own. */
  const writeOne = sqlite.transaction((changes: readonly Change[]) => writer.write(changes));
  /**
   * A batch of commits in one transaction. A commit whose stock take the database refuses
   * (StockShortError) is rolled back alone and answered with that error; any other failure fails
   * the batch.
   */
  const writeBatch = sqlite.transaction((groups: readonly Waiter[]) =>
    groups.map((waiter) => {
      try {
        writeOne(waiter.changes);
        return undefined;
      } catch (error) {
        if (error instanceof StockShortError) return error;
        throw error;
      }
    }),
  );

  async function drain(): Promise<void> {
    scheduled = false;
    const group = queue;
    queue = [];
    if (group.length === 0) return;
    try {
      if (dirty) {
        await importShop(database, data);
        dirty = false;
        log(`store: wrote the whole shop back to ${database.file} after a failed write`, "warn");
      }
      let refused: (StockShortError | undefined)[] = [];
      if (group.some((waiter) => waiter.changes.length > 0)) {
        refused = writeBatch.immediate(group);
        stats.writes++;
        // What was answered from the database while these were on their way showed it without
        // them: moving the version again drops it.
        if (group.some((waiter) => touchesCatalogue(waiter.changes))) version++;
      }
      group.forEach((waiter, i) => {
        const error = refused[i];
        if (!error) return waiter.resolve();
        // Memory took the stock the database refused: it is written back whole before the next write.
        dirty = true;
        log(`store: ${error.message}: the commit was not written`, "error");
        waiter.reject(error);
      });
    } catch (error) {
      dirty = true;
      const failure = error instanceof Error ? error : new Error(String(error));
      log(`store: could not write to ${database.file}: ${failure.message}`, "error");
      for (const waiter of group) waiter.reject(failure);
    }
  }

  /** Writes what is queued once the current turn of the event loop is over: every commit made in it goes in one transaction. */
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void drain());
  }

  return {
    dbFile: database.file,
    data,
    reads: { catalogue: sqlCatalogueReads(database.db) },
    get version() {
      return version;
    },
    get catalogueChangedAt() {
      return catalogueChangedAt;
    },
    commit(changes) {
      if (closed) return Promise.reject(new Error(`The store for ${database.file} is closed`));
      stats.commits++;
      if (changes.length > 0) applyChanges(data, changes);
      if (touchesCatalogue(changes)) {
        version++;
        catalogueChangedAt = new Date();
      }
      const done = new Promise<void>((resolve, reject) => queue.push({ changes, resolve, reject }));
      schedule();
      return done;
    },
    sizeBytes() {
      if (closed) return 0;
      const pages = Number(sqlite.pragma("page_count", { simple: true })) - Number(sqlite.pragma("freelist_count", { simple: true }));
      return pages * Number(sqlite.pragma("page_size", { simple: true }));
    },
    problem() {
      if (closed) return "The store is closed";
      return dirty ? "The last write to the database failed" : undefined;
    },
    close() {
      closed = true;
      closing ??= (async () => {
        await drain();
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
