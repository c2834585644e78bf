/**
 * A backup of a running shop's data folder (docs/data-engine.md; docs/operations.md, Backups): the
 * SQLite database copied page by page with SQLite's online backup, the staff accounts, the secret,
 * the photos and the outbox, written into a new or empty folder that a shop can start from as it is.
 *
 * It never stops the running server and writes nothing into the live database:
 * the copy is read through a read-only connection of its own. In WAL mode a reader sees one
 * committed state of the database for as long as its read lasts, while the server goes on writing
 * into the write-ahead log, so the copy is of one moment and every order committed before it
 * started is in it, with nothing to compare or read again.
 */
import { constants } from "node:fs";
import { chmod, copyFile, mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { DIR_MODE } from "./data-dir.ts";
import { BUSY_TIMEOUT_MS } from "./sql/open.ts";
import { FILE_MODE, fsyncDir } from "./store-files.ts";
import { errorMessage } from "./store-format.ts";

export interface BackupOptions {
  /** The live SQLite database (DATABASE_URL); its folder holds the rest. On PostgreSQL, the place in the data folder (shopDatabaseFromEnv). */
  dbFile: string;
  /** The database is on PostgreSQL: only the data folder is copied (pg_dump copies the database: docs/operations.md, Backups). */
  postgres?: boolean;
  /** Where the copy goes: created when missing (0700), refused when it holds anything. */
  dir: string;
}

export interface BackupSummary {
  /** Whether the database was copied (not on PostgreSQL). */
  database: boolean;
  /** Orders in the copy, counted on it (0 without the database). */
  orders: number;
  /** Parts in the copy, counted on it (0 without the database). */
  parts: number;
  photoFiles: number;
  outboxFiles: number;
  /** Bytes written into the backup folder. */
  bytes: number;
  /** False when there was no secret.key (SHOP_SECRET set): restore with the same SHOP_SECRET. */
  secretFile: boolean;
}

/** The backup folder is in use, or not one to write into: the command exits 2. */
export class BackupRefused extends Error {}

/**
 * Pages per step of the online backup: all of them. Copied in several steps, with the read lock let
 * go between them, the backup starts again from the first page whenever another connection commits
 * meanwhile, so a busy shop could keep it copying for ever. One step reads one snapshot; in WAL mode
 * that holds up no writer, only the folding of the log into the file until the copy is done.
 */
const ALL_PAGES = 0x7fffffff;

const isErrno = (error: unknown, code: string) => error instanceof Error && (error as NodeJS.ErrnoException).code === code;

/** A temp file of an atomic write (`name.tmp-pid-n`): not yet a file of the shop. */
const isTemp = (name: string) => name.includes(".tmp-");

/** Makes `dir` (0700) when missing; refuses one that holds anything, before writing a byte. */
async function prepareTarget(dir: string): Promise<void> {
  const found = await readdir(dir).catch((error: unknown) => {
    if (isErrno(error, "ENOENT")) return undefined;
    if (isErrno(error, "ENOTDIR")) throw new BackupRefused(`${dir} is a file, not a folder.`);
    throw error;
  });
  if (found && found.length > 0) throw new BackupRefused(`Backup folder ${dir} is not empty; give a new or empty folder.`);
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  await chmod(dir, DIR_MODE);
}

/**
 * Copies the live database `dbFile` into `copy` with SQLite's online backup, from a read-only
 * connection: the server may write meanwhile. The copy is made 0600 before SQLite writes into it,
 * and synced with its folder once written. Beside a stopped shop's database the read-only
 * connection leaves an empty -wal and a -shm file it may not remove; the next open uses them.
 */
async function copyDatabase(dbFile: string, copy: string): Promise<void> {
  let source: BetterSqlite3.Database;
  try {
    source = new BetterSqlite3(dbFile, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  } catch (error) {
    throw new Error(`The database ${dbFile} could not be opened (${errorMessage(error)}).`, { cause: error });
  }
  try {
    await (await open(copy, "wx", FILE_MODE)).close();
    await source.backup(copy, { progress: () => ALL_PAGES });
  } catch (error) {
    throw new Error(`The database ${dbFile} could not be copied (${errorMessage(error)}).`, { cause: error });
  } finally {
    source.close();
  }
  const handle = await open(copy, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsyncDir(path.dirname(copy));
}

/**
 * The orders and parts in the copy, counted on it. A read-write connection, the copy's only one:
 * closing it removes the -wal and -shm files opening made, which a read-only one would leave behind.
 */
function countCopy(copy: string): { orders: number; parts: number } {
  const sqlite = new BetterSqlite3(copy, { fileMustExist: true });
  try {
    const count = (table: string) => sqlite.prepare(`select count(*) from "${table}"`).pluck().get() as number;
    return { orders: count("orders"), parts: count("parts") };
  } catch (error) {
    throw new Error(`The copy ${copy} could not be read back (${errorMessage(error)}): is the database a shop's?`, { cause: error });
  } finally {
    sqlite.close();
  }
}

/** Copies `from` to `to` (0600) when it exists; its size, or undefined when there was none. */
async function copyOwnerFile(from: string, to: string): Promise<number | undefined> {
  try {
    await copyFile(from, to, constants.COPYFILE_EXCL);
  } catch (error) {
    if (isErrno(error, "ENOENT")) return undefined;
    throw error;
  }
  await chmod(to, FILE_MODE);
  return Number((await stat(to)).size);
}

/** Copies the files of one of the shop's folders (photos/, outbox/); skips temp files of writes under way. */
async function copyFolder(from: string, to: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(from, { withFileTypes: true }).catch((error: unknown) => {
    if (isErrno(error, "ENOENT")) return undefined;
    throw error;
  });
  if (!entries) return { files: 0, bytes: 0 };
  await mkdir(to, { mode: DIR_MODE });
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile() || isTemp(entry.name)) continue;
    const size = await copyOwnerFile(path.join(from, entry.name), path.join(to, entry.name));
    if (size === undefined) continue;
    files++;
    bytes += size;
  }
  return { files, bytes };
}

/**
 * Writes a backup of the data folder of `dbFile` into `dir`: the database under its own name, and
 * beside it `secret.key`, `staff.json`, `photos/` and `outbox/` (the names secretFileFor,
 * staffFileFor, photosDirFor and outboxDirFor give). The database is copied first and the photos
 * after it: a part's record names its photo only once the files are in place, so every photo the
 * copied database names is copied. On failure, what it wrote is removed again.
 */
export async function backupDataFolder(options: BackupOptions): Promise<BackupSummary> {
  const dbFile = path.resolve(options.dbFile);
  const dir = path.resolve(options.dir);
  const source = path.dirname(dbFile);
  if (dir === source) throw new BackupRefused(`The backup folder cannot be the data folder ${source}.`);
  // Before the folder is made: a mistyped DATABASE_URL (or DATA_DIR) leaves no empty backup folder behind.
  await stat(options.postgres ? source : dbFile).catch((error: unknown) => {
    if (isErrno(error, "ENOENT")) throw new Error(options.postgres ? `No data folder at ${source}: check DATA_DIR.` : `No database at ${dbFile}: check DATABASE_URL.`, { cause: error });
    throw error;
  });
  await prepareTarget(dir);
  try {
    let orders = 0;
    let parts = 0;
    let bytes = 0;
    if (!options.postgres) {
      const copy = path.join(dir, path.basename(dbFile));
      await copyDatabase(dbFile, copy);
      ({ orders, parts } = countCopy(copy));
      bytes = Number((await stat(copy)).size);
    }
    const secret = await copyOwnerFile(path.join(source, "secret.key"), path.join(dir, "secret.key"));
    bytes += secret ?? 0;
    bytes += (await copyOwnerFile(path.join(source, "staff.json"), path.join(dir, "staff.json"))) ?? 0;
    const photos = await copyFolder(path.join(source, "photos"), path.join(dir, "photos"));
    const outbox = await copyFolder(path.join(source, "outbox"), path.join(dir, "outbox"));
    return {
      database: !options.postgres,
      orders,
      parts,
      photoFiles: photos.files,
      outboxFiles: outbox.files,
      bytes: bytes + photos.bytes + outbox.bytes,
      secretFile: secret !== undefined,
    };
  } catch (error) {
    for (const name of await readdir(dir).catch(() => [])) await rm(path.join(dir, name), { recursive: true, force: true });
    throw error;
  }
}
