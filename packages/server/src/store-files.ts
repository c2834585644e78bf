import type { Buffer } from "node:buffer";
import { open, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";

/** The store's file primitives: durable writes, reads that tolerate absence, the owner lock. */

const isErrno = (error: unknown, code: string) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

let tempCounter = 0;

/** Writes `text` to a temp file beside `file`, fsyncs it, renames it over `file`, fsyncs the directory. */
export async function writeFileAtomic(file: string, text: string | Buffer): Promise<void> {
  const temp = `${file}.tmp-${process.pid}-${++tempCounter}`;
  const handle = await open(temp, "wx");
  try {
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await fsyncDir(path.dirname(file));
}

export async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (isErrno(error, "ENOENT")) return null;
    throw error;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, "EPERM");
  }
}

/**
 * One process at a time may own a database: two would interleave their journals. A lock left by a
 * process that no longer runs (kill -9, power loss) is taken over. Best effort, not a distributed lock.
 */
export async function acquireLock(lockFile: string, dbFile: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, "wx");
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      return;
    } catch (error) {
      if (!isErrno(error, "EEXIST")) throw error;
      const owner = Number.parseInt((await readIfExists(lockFile)) ?? "", 10);
      if (Number.isSafeInteger(owner) && owner > 0 && processAlive(owner)) {
        throw new Error(
          `Database file ${dbFile} is in use by process ${owner}${owner === process.pid ? " (this one: opened twice)" : ""}; ` +
            `stop it first, or use another DB_FILE.`,
        );
      }
      await unlink(lockFile).catch(() => undefined);
    }
  }
  throw new Error(`Could not lock database file ${dbFile} (${lockFile}).`);
}
