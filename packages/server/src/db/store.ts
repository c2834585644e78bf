import { Buffer } from "node:buffer";
import { existsSync } from "node:fs";
import { open, readdir, readFile, rename, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { applyChanges, touchesCatalogue, type Change, type ShopData } from "@shop/domain";
import { prepareDataDir } from "./data-dir.ts";
import { acquireLock, FILE_MODE, fsyncDir, readIfExists, writeFileAtomic } from "./store-files.ts";
import { errorMessage, parseShopData, replayJournal } from "./store-format.ts";

/**
 * The live database: a JSON snapshot (`dbFile`) plus an append-only journal (`<dbFile>.journal`).
 *
 * Why not lowdb/json-server's router: lowdb 1 rewrites the whole file in place on every write, so
 * a crash can leave it empty or cut short, and every write costs as much as the whole database.
 * Here a commit appends one NDJSON line (its changes) to the journal and fdatasyncs it; commits that
 * arrive while a write is in flight go out together in the next write (group commit). The
 * snapshot is only ever replaced atomically (temp file, fsync, rename, fsync of the directory),
 * on open, on close and when the journal has grown past a threshold; then the journal is emptied.
 *
 * Changes are absolute puts and deletes, so replaying a journal over a snapshot that already holds
 * it gives the same data: a crash between the snapshot's rename and the journal's truncation is
 * harmless. Every acknowledged commit is in the journal or in the snapshot at every moment.
 */

type StoreLogLevel = "info" | "warn" | "error";

export interface StoreOptions {
  /** The live database file; its directory is created when missing, for the owner alone (data-dir.ts). */
  dbFile: string;
  /** The seed copied to `dbFile` when it does not exist yet. Only ever read. */
  seedFile: string;
  /** Compact once the journal is larger than this; default max(8 MB, size of the last snapshot). */
  compactAfterBytes?: number;
  log?: (line: string, level?: StoreLogLevel) => void;
}

export interface StoreStats {
  /** commit() calls, including empty ones. */
  commits: number;
  /** Journal write + fdatasync rounds (fewer than commits when group commit kicks in). */
  journalWrites: number;
  /** Snapshots written (on open, on close, and when the journal grew too large). */
  compactions: number;
  /** Current journal size. */
  journalBytes: number;
  /** Size of the last snapshot written. */
  snapshotBytes: number;
}

export interface Store {
  readonly dbFile: string;
  readonly journalFile: string;
  /** The data in memory. Read freely; change it only through commit(). */
  readonly data: ShopData;
  /**
   * The data version: 1 on open, raised by every commit that changes the catalogue or the store
   * record (`touchesCatalogue`) at the moment its changes reach memory, before commit() returns.
   * Whatever was made from the catalogue (answers, pages, the sitemap) is stale once it moves.
   * Cart, order, message and sign-up commits leave it alone.
   */
  readonly version: number;
  /** When this process last committed a change to the catalogue or the store record; undefined until it does. */
  readonly catalogueChangedAt: Date | undefined;
  /**
   * Applies `changes` to `data` at once (the next request sees them), then resolves when they are
   * durable on disk. An empty list is a barrier: it resolves when everything applied before it is
   * durable. Rejects when the write failed; the change then stays in memory and the store writes a
   * fresh snapshot before its next journal write, so memory and disk meet again.
   */
  commit(changes: readonly Change[]): Promise<void>;
  /**
   * Why the store cannot take writes now ("The store is closed", "The last write to the database
   * failed"), for /readyz; undefined while it can.
   */
  problem(): string | undefined;
  /** Waits for queued writes, writes a final snapshot, empties the journal and releases the file. */
  close(): Promise<void>;
  stats(): StoreStats;
}

const DEFAULT_COMPACT_AFTER = 8 * 1024 * 1024;
interface Waiter {
  /** The journal line, or "" for a barrier. */
  line: string;
  resolve(): void;
  reject(error: Error): void;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const dbFile = path.resolve(options.dbFile);
  const seedFile = path.resolve(options.seedFile);
  const journalFile = `${dbFile}.journal`;
  const lockFile = `${dbFile}.lock`;
  const dir = path.dirname(dbFile);
  const base = path.basename(dbFile);
  const log = options.log ?? (() => undefined);

  /** The seed, read and checked when the database does not exist yet (before anything is created). */
  async function readSeed(): Promise<string> {
    let seedText: string;
    try {
      seedText = await readFile(seedFile, "utf8");
    } catch (error) {
      throw new Error(`Database file ${dbFile} does not exist and the seed ${seedFile} could not be read (${errorMessage(error)}).`);
    }
    parseShopData(seedText, seedFile, "Seed file");
    return seedText;
  }
  if (!existsSync(dbFile)) await readSeed();

  await prepareDataDir(dbFile, log);
  await acquireLock(lockFile, dbFile);
  let journal: FileHandle | undefined;
  try {
    // Temp files of a snapshot write that a crash interrupted: never renamed, so never part of the data.
    for (const name of await readdir(dir)) {
      if (name.startsWith(`${base}.tmp-`)) await unlink(path.join(dir, name)).catch(() => undefined);
    }

    let snapshotText = await readIfExists(dbFile).catch((error: unknown) => {
      throw new Error(`Database file ${dbFile} could not be read (${errorMessage(error)}).`);
    });
    if (snapshotText === null) {
      const seedText = await readSeed();
      // A journal without its snapshot belongs to a database someone removed: keep it, aside.
      if ((await readIfExists(journalFile)) !== null) {
        const aside = `${journalFile}.orphaned-${Date.now()}`;
        await rename(journalFile, aside);
        log(`store: ${dbFile} was missing; its old journal was moved to ${aside}`, "warn");
      }
      await writeFileAtomic(dbFile, seedText);
      snapshotText = seedText;
      log(`store: created ${dbFile} from the seed ${seedFile}`, "info");
    }
    const data = parseShopData(snapshotText, dbFile);

    const journalText = (await readIfExists(journalFile)) ?? "";
    const replayed = replayJournal(data, journalText, journalFile);
    if (replayed.tornTail) log(`store: skipped a torn last line in ${journalFile} (a write cut short by a crash)`, "warn");

    journal = await open(journalFile, "a", FILE_MODE);
    await fsyncDir(dir);
    return await createStore({ data, dbFile, journalFile, lockFile, journal, compactAfterBytes: options.compactAfterBytes, log });
  } catch (error) {
    await journal?.close().catch(() => undefined);
    await unlink(lockFile).catch(() => undefined);
    throw error;
  }
}

interface StoreParts {
  data: ShopData;
  dbFile: string;
  journalFile: string;
  lockFile: string;
  journal: FileHandle;
  compactAfterBytes: number | undefined;
  log: (line: string, level?: StoreLogLevel) => void;
}

async function createStore(parts: StoreParts): Promise<Store> {
  const { data, dbFile, journalFile, lockFile, journal, log } = parts;
  const stats: StoreStats = { commits: 0, journalWrites: 0, compactions: 0, journalBytes: 0, snapshotBytes: 0 };
  let queue: Waiter[] = [];
  let running: Promise<void> | null = null;
  /** A journal write failed: memory holds changes the journal may lack, so snapshot before appending. */
  let dirty = false;
  /** After a failed compaction, wait for this much more journal before trying again. */
  let compactRetryAt = 0;
  let closing: Promise<void> | null = null;
  let version = 1;
  let catalogueChangedAt: Date | undefined;

  const threshold = () => parts.compactAfterBytes ?? Math.max(DEFAULT_COMPACT_AFTER, stats.snapshotBytes);

  /** Snapshot of everything in memory (a superset of the journal), then the journal emptied. */
  async function compact(): Promise<void> {
    const text = Buffer.from(JSON.stringify(data, null, 2));
    await writeFileAtomic(dbFile, text);
    stats.snapshotBytes = text.length;
    stats.compactions++;
    dirty = false;
    await journal.truncate(0);
    await journal.datasync();
    stats.journalBytes = 0;
    compactRetryAt = 0;
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const group = queue;
      queue = [];
      try {
        if (dirty) await compact();
        const text = group.map((w) => w.line).join("");
        if (text !== "") {
          const bytes = Buffer.from(text);
          await journal.appendFile(bytes);
          await journal.datasync();
          stats.journalBytes += bytes.length;
          stats.journalWrites++;
        }
        for (const waiter of group) waiter.resolve();
      } catch (error) {
        dirty = true;
        const failure = error instanceof Error ? error : new Error(String(error));
        log(`store: could not write ${journalFile}: ${failure.message}`, "error");
        for (const waiter of group) waiter.reject(failure);
        continue;
      }
      if (stats.journalBytes > Math.max(threshold(), compactRetryAt)) {
        try {
          await compact();
        } catch (error) {
          // The journal still holds everything; try again once it has grown by another threshold.
          compactRetryAt = stats.journalBytes + threshold();
          log(`store: could not compact ${dbFile}: ${errorMessage(error)}`, "error");
        }
      }
    }
  }

  function schedule(): void {
    if (running) return;
    running = drain().finally(() => {
      running = null;
      if (queue.length > 0) schedule();
    });
  }

  // Open: fold the replayed journal into a fresh snapshot and start an empty journal.
  await compact();

  return {
    dbFile,
    journalFile,
    data,
    get version() {
      return version;
    },
    get catalogueChangedAt() {
      return catalogueChangedAt;
    },
    commit(changes) {
      if (closing) return Promise.reject(new Error(`The store for ${dbFile} is closed`));
      stats.commits++;
      if (changes.length > 0) applyChanges(data, changes);
      if (touchesCatalogue(changes)) {
        version++;
        catalogueChangedAt = new Date();
      }
      const line = changes.length > 0 ? `${JSON.stringify(changes)}\n` : "";
      const done = new Promise<void>((resolve, reject) => queue.push({ line, resolve, reject }));
      schedule();
      return done;
    },
    problem() {
      if (closing) return "The store is closed";
      return dirty ? "The last write to the database failed" : undefined;
    },
    close() {
      closing ??= (async () => {
        while (running) await running;
        try {
          if (dirty || stats.journalBytes > 0) await compact();
        } finally {
          await journal.close();
          await unlink(lockFile).catch(() => undefined);
        }
      })();
      return closing;
    },
    stats: () => ({ ...stats }),
  };
}
