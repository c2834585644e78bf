/**
 * A backup of a running shop's data folder (docs/architecture.md, The journaled store; docs/operations.md,
 * Backups): the database folded into one snapshot, the staff accounts, the secret, the photos and
 * the outbox, written into a new or empty folder that a shop can start from as it is.
 *
 * It never takes the store's lock (the running server holds it) and only reads the live files. The
 * server may compact while the backup reads: a new snapshot is renamed over the old one, then the
 * journal is emptied. An old snapshot read with the emptied journal would lack what that journal
 * held, so the snapshot's identity (inode, size, mtime) is compared before and after the journal is
 * read, and everything is read again when it moved.
 */
import { Buffer } from "node:buffer";
import { constants } from "node:fs";
import { chmod, copyFile, mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { ShopData } from "@shop/domain";
import { DIR_MODE } from "./data-dir.ts";
import { FILE_MODE, readIfExists, writeFileAtomic } from "./store-files.ts";
import { parseShopData, replayJournal } from "./store-format.ts";

export interface BackupOptions {
  /** The live database (DB_FILE); its folder holds the rest. */
  dbFile: string;
  /** Where the copy goes: created when missing (0700), refused when it holds anything. */
  dir: string;
  /** Called after each read of the snapshot, before the journal's: tests compact there. */
  betweenReads?: () => Promise<void>;
}

export interface BackupSummary {
  orders: number;
  parts: number;
  photoFiles: number;
  outboxFiles: number;
  /** Bytes written into the backup folder. */
  bytes: number;
  /** Reads of snapshot and journal it took (more than 1 when the server compacted meanwhile). */
  attempts: number;
  /** False when there was no secret.key (SHOP_SECRET set): restore with the same SHOP_SECRET. */
  secretFile: boolean;
}

/** The backup folder is in use, or not one to write into: the command exits 2. */
export class BackupRefused extends Error {}

/** Compactions in a row that may move the snapshot under the backup before it gives up. */
const MAX_ATTEMPTS = 20;

const isErrno = (error: unknown, code: string) => error instanceof Error && (error as NodeJS.ErrnoException).code === code;

/** A temp file of an atomic write (`name.tmp-pid-n`): not yet a file of the shop. */
const isTemp = (name: string) => name.includes(".tmp-");

/** The snapshot and journal as one state: read again whenever a compaction replaced the snapshot meanwhile. */
async function readConsistent(dbFile: string, betweenReads?: () => Promise<void>): Promise<{ data: ShopData; attempts: number }> {
  const journalFile = `${dbFile}.journal`;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    let handle;
    try {
      handle = await open(dbFile, "r");
    } catch (error) {
      if (isErrno(error, "ENOENT")) throw new Error(`No database at ${dbFile}: check DB_FILE.`);
      throw error;
    }
    let snapshotText: string;
    let before;
    try {
      before = await handle.stat({ bigint: true });
      snapshotText = await handle.readFile("utf8");
    } finally {
      await handle.close();
    }
    await betweenReads?.();
    const journalText = (await readIfExists(journalFile)) ?? "";
    const after = await stat(dbFile, { bigint: true }).catch(() => undefined);
    if (after && after.ino === before.ino && after.dev === before.dev && after.size === before.size && after.mtimeNs === before.mtimeNs) {
      // The store's own reading: a torn last line (an append under way, never acknowledged) is skipped.
      const data = parseShopData(snapshotText, dbFile);
      replayJournal(data, journalText, journalFile);
      return { data, attempts: attempt };
    }
  }
  throw new Error(`The database ${dbFile} was compacted during each of ${MAX_ATTEMPTS} reads; try again.`);
}

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
 * Writes a backup of the data folder of `dbFile` into `dir`. The database is read first and the
 * photos after it: a part's record names its photo only once the files are in place, so every
 * photo the copied database names is copied. On failure, what it wrote is removed again.
 */
export async function backupDataFolder(options: BackupOptions): Promise<BackupSummary> {
  const dbFile = path.resolve(options.dbFile);
  const dir = path.resolve(options.dir);
  const source = path.dirname(dbFile);
  if (dir === source) throw new BackupRefused(`The backup folder cannot be the data folder ${source}.`);
  await prepareTarget(dir);
  try {
    const { data, attempts } = await readConsistent(dbFile, options.betweenReads);
    const text = Buffer.from(JSON.stringify(data, null, 2));
    await writeFileAtomic(path.join(dir, "db.json"), text);
    let bytes = text.length;
    const secret = await copyOwnerFile(path.join(source, "secret.key"), path.join(dir, "secret.key"));
    bytes += secret ?? 0;
    bytes += (await copyOwnerFile(path.join(source, "staff.json"), path.join(dir, "staff.json"))) ?? 0;
    const photos = await copyFolder(path.join(source, "photos"), path.join(dir, "photos"));
    const outbox = await copyFolder(path.join(source, "outbox"), path.join(dir, "outbox"));
    return {
      orders: data.orders.length,
      parts: data.products.length,
      photoFiles: photos.files,
      outboxFiles: outbox.files,
      bytes: bytes + photos.bytes + outbox.bytes,
      attempts,
      secretFile: secret !== undefined,
    };
  } catch (error) {
    for (const name of await readdir(dir).catch(() => [])) await rm(path.join(dir, name), { recursive: true, force: true });
    throw error;
  }
}
