import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import path from "node:path";
import { applyChanges, oneAtATime, orderLiveEvents, touchesCatalogue, type Change, type ShopState } from "@shop/domain";
import { sql, type Insertable } from "kysely";
import { readSeed } from "../store-fill.ts";
import { errorMessage } from "../store-format.ts";
import { importShopPostgres } from "../sql/import.ts";
import { openPostgres, POSTGRES_LOCKS, type PostgresDatabase } from "../sql/open-postgres.ts";
import { exportState } from "../sql/export.ts";
import { sqlSessionRows } from "../sql/shared/staff-sessions.ts";
import type { Database } from "../sql/schema.ts";
import { StockShortError, type StockMove } from "../sql/write-changes.ts";
import { stockMoves } from "../stock-moves.ts";
import { shopMemory, sqlShopReads } from "../store-memory.ts";
import type { Store, StoreLogLevel, StoreOptions } from "../store-api.ts";
import { PostgresChangeWriter } from "./change-writer.ts";
import { ORDER_KIND } from "../sql/shared/process-changes.ts";
import { claimJob, latestTold, postgresCounterRows, postgresOrderAddressRows, sweepTold, toldOrderEventsSince, toldSince } from "./shared-rows.ts";

/**
 * The live store on PostgreSQL (`DATABASE_URL=postgres://…`): the same `Store` as SQLite's
 * (../store.ts), for one or several processes on one or several machines.
 *
 * - A write's turn holds a session advisory lock (`TURN_LOCK`) on a connection of its own from
 *   before its rule reads until its commits are in, so the rules of every process run one at a
 *   time, as on SQLite; reads go to the pool and see what is committed.
 * - A commit is a transaction of its own, committed before `commit()` resolves, and then applied to
 *   memory (PostgreSQL groups the syncs of concurrent commits itself). One that tells the others
 *   (a stock move, a change to the catalogue or the store record) first takes a transaction
 *   advisory lock (`TELL_LOCK`), so `shop_changes` rows are numbered in commit order.
 * - Each process follows `shop_changes` before each request and each turn by asking for the rows
 *   after the last it read: one indexed query, shared by the requests that arrive meanwhile. It is
 *   polled rather than pushed (LISTEN/NOTIFY) so that a request that follows another process's
 *   answered write always sees that write; a notification may arrive after the request.
 */

const { turn: TURN_LOCK, tell: TELL_LOCK } = POSTGRES_LOCKS;

/** What other processes told is kept a day (jobs/ended-rows.ts); a process that has not looked for half that may have missed some. */
const FOLLOW_STALE_MS = 12 * 60 * 60 * 1000;

/** How often the database's size is read again for the cap on anonymous writes (`sizeBytes` answers at once). */
const SIZE_EVERY_MS = 30_000;

export interface PostgresStoreOptions extends StoreOptions {
  /** The postgres:// URL (it may hold a password: never logged whole). */
  postgresUrl: string;
}

/** Opens the store on PostgreSQL: the schema brought up to date, an empty database filled from the seed. */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const log = options.log ?? (() => undefined);
  const database = await openPostgres(options.postgresUrl, { log });
  try {
    await fillIfEmpty(database, path.resolve(options.seedFile), log);
    const data = await exportState(database);
    return await createStore(database, data, path.resolve(options.dbFile), log);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new Error(errorMessage(error).includes(database.where) ? errorMessage(error) : `${database.where}: ${errorMessage(error)}`, { cause: error });
  }
}

/** Fills a database that holds no shop from the seed, under the turn lock so that two processes starting at once fill it once. */
async function fillIfEmpty(database: PostgresDatabase, seedFile: string, log: (line: string, level?: StoreLogLevel) => void): Promise<void> {
  const holds = async () => (await database.db.selectFrom("shop_info").select("id").where("id", "=", 1).executeTakeFirst()) !== undefined;
  if (await holds()) return;
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${TURN_LOCK})`.execute(connection);
    try {
      if (await holds()) return;
      await importShopPostgres(database, await readSeed(seedFile, database.where));
      log(`store: filled ${database.where} from the seed ${seedFile}`, "info");
    } finally {
      await sql`select pg_advisory_unlock(${TURN_LOCK})`.execute(connection);
    }
  });
}

async function createStore(database: PostgresDatabase, data: ShopState, dataAnchor: string, log: (line: string, level?: StoreLogLevel) => void): Promise<Store> {
  const { db, where } = database;
  const writer = new PostgresChangeWriter();
  /** This process, as it signs what it tells the others. */
  const origin = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  let lastTold = await latestTold(db);
  let followedAt = Date.now();
  let following: Promise<void> | undefined;
  const stats = { commits: 0, writes: 0 };
  /** Commits not yet answered: a turn ends when its own are in, and an empty commit waits for them all. */
  const inFlight = new Set<Promise<unknown>>();
  let failed = false;
  let closed = false;
  let closing: Promise<void> | undefined;
  const memory = shopMemory(data, () => exportState(database), where, log);
  let size = 0;
  const stock = stockMoves();

  const readSize = async () => {
    const row = await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(db);
    size = Number(row.rows[0]?.bytes ?? 0);
  };
  await readSize();
  const sizeTimer = setInterval(() => void readSize().catch(() => undefined), SIZE_EVERY_MS);
  sizeTimer.unref();

  /** Reads what the others told since the last look; memory is read again after their changes to the catalogue or the store record. */
  async function look(): Promise<void> {
    const stale = Date.now() - followedAt > FOLLOW_STALE_MS;
    followedAt = Date.now();
    const changes = await toldSince(db, lastTold);
    lastTold = changes.at(-1)?.seq ?? lastTold;
    let reread = stale;
    let at = new Date();
    if (stale) stock.forgetAll();
    for (const change of changes) {
      if (change.origin === origin || change.kind.startsWith(ORDER_KIND)) continue;
      if (change.kind === "stock") stock.note({ id: change.part_id ?? 0, categoryId: change.category_id ?? 0, brandId: change.brand_id ?? 0, crossedZero: change.crossed_zero === 1 });
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

  function follow(): Promise<void> | undefined {
    if (closed) return undefined;
    following ??= look()
      .catch((error: unknown) => log(`store: could not read what other processes changed in ${where}: ${errorMessage(error)}`, "error"))
      .finally(() => {
        following = undefined;
      });
    return following;
  }

  async function write(changes: readonly Change[]): Promise<void> {
    const catalogue = touchesCatalogue(changes.filter((change) => change.op !== "stock"));
    const orders = orderLiveEvents(changes);
    const tells = catalogue || orders.length > 0 || changes.some((change) => change.op === "stock");
    let moves: StockMove[];
    try {
      moves = await db.transaction().execute(async (trx) => {
        if (tells) await sql`select pg_advisory_xact_lock(${TELL_LOCK})`.execute(trx);
        const made = await writer.write(trx, changes);
        const at = Date.now();
        const told: Insertable<Database["shop_changes"]>[] = made.map((move) => ({
          origin, kind: "stock", part_id: move.id, category_id: move.categoryId, brand_id: move.brandId, crossed_zero: move.crossedZero ? 1 : 0, at,
        }));
        if (catalogue) told.push({ origin, kind: "catalogue", at });
        for (const event of orders) told.push({ origin, kind: ORDER_KIND + event.kind, order_number: event.orderNumber, at });
        if (told.length > 0) await trx.insertInto("shop_changes").values(told).execute();
        return made;
      });
    } catch (error) {
      if (error instanceof StockShortError) throw error;
      failed = true;
      memory.stale();
      const failure = new Error(`could not write to ${where}: ${errorMessage(error)}`, { cause: error });
      log(`store: ${failure.message}`, "error");
      void memory.reload("after a failed write");
      throw failure;
    }
    stats.writes++;
    failed = false;
    applyChanges(data, changes);
    for (const move of moves) stock.note(move);
    if (catalogue) memory.catalogueMoved(new Date());
  }

  /** Waits for every commit now in flight, whatever its outcome. */
  const settled = () => Promise.allSettled([...inFlight]).then(() => undefined);

  /**
   * Writes of the shared state (sessions, counts, order addresses) still running: close() waits
   * for them, so a count taken back as a request ends (a sign-in that succeeded) is not lost to a
   * pool closing under it.
   */
  const sharedWrites = new Set<Promise<unknown>>();
  function tracked<T extends object>(rows: T): T {
    const wrapped: Record<string, unknown> = {};
    for (const [name, method] of Object.entries(rows)) {
      wrapped[name] = (...args: unknown[]) => {
        const running = (method as (...a: unknown[]) => Promise<unknown>)(...args);
        sharedWrites.add(running);
        void running.catch(() => undefined).finally(() => sharedWrites.delete(running));
        return running;
      };
    }
    return wrapped as T;
  }

  const oneTurnAtATime = oneAtATime();

  return {
    dbFile: dataAnchor,
    data,
    sessions: tracked(sqlSessionRows(db)),
    counters: tracked(postgresCounterRows(database.relaxed)),
    orderAddresses: tracked(postgresOrderAddressRows(db)),
    reads: sqlShopReads(db),
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
        if (closed) throw new Error(`The store for ${where} is closed`);
        return db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(${TURN_LOCK})`.execute(connection);
          try {
            // A fresh look, begun under the lock: one already running may have asked before another process's last commit.
            await following;
            await follow();
            return await task();
          } finally {
            // The turn's commits are in before the next rule anywhere reads.
            await settled();
            await sql`select pg_advisory_unlock(${TURN_LOCK})`.execute(connection).catch(() => undefined);
          }
        });
      });
    },
    commit(changes) {
      stats.commits++;
      if (closed) return Promise.reject(new Error(`The store for ${where} is closed`));
      if (changes.length === 0) return settled();
      const done = (memory.reloading ?? Promise.resolve()).then(() => write(changes));
      inFlight.add(done);
      void done.catch(() => undefined).finally(() => inFlight.delete(done));
      return done;
    },
    claimJob: (name, everyMs, at) => claimJob(db, name, everyMs, at),
    sweepTold: (before) => sweepTold(db, before),
    orderEvents: (seq) => (closed ? Promise.resolve([]) : toldOrderEventsSince(db, seq)),
    latestTold: () => (closed ? Promise.resolve(0) : latestTold(db).then(Number)),
    sizeBytes: () => (closed ? 0 : size),
    problem() {
      if (closed) return "The store is closed";
      if (memory.reloading && failed) return "The shop is being read again from the database after a failed write";
      return failed ? "The last write to the database failed" : undefined;
    },
    close() {
      closed = true;
      clearInterval(sizeTimer);
      closing ??= (async () => {
        await following;
        await memory.reloading;
        await settled();
        await Promise.allSettled([...sharedWrites]);
        await database.close();
      })();
      return closing;
    },
    stats: () => ({ ...stats, rows: writer.rowsWritten }),
  };
}
