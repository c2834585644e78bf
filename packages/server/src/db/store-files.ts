import type { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import { open, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";

/** The store's file primitives: durable writes, reads that tolerate absence, the owner lock. */

/** Every file the shop writes beside its database is the owner's alone (docs/architecture.md, The SQLite store). */
export const FILE_MODE = 0o600;

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

/** Writes `text` to a temp file beside `file` (owner-only), fsyncs it, renames it over `file`, fsyncs the directory. */
export async function writeFileAtomic(file: string, text: string | Buffer): Promise<void> {
  const temp = `${file}.tmp-${process.pid}-${++tempCounter}`;
  const handle = await open(temp, "wx", FILE_MODE);
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

/** Who holds a lock: the pid, and on Linux when that process started and in which boot. */
interface LockOwner {
  pid: number;
  /** /proc/<pid>/stat field 22: clock ticks from boot to the process's start. */
  start?: string;
  boot?: string;
}

const readProc = (file: string): string | undefined => {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
};

/** A process's state letter and start time from /proc; undefined when there is no such process (or no /proc). */
function procStat(pid: number): { state: string; start: string } | undefined {
  const text = readProc(`/proc/${pid}/stat`);
  if (text === undefined) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const [state, start] = [fields[0], fields[19]];
  return state && start ? { state, start } : undefined;
}

/** Linux tells a process apart from a later one with its pid; elsewhere there is no /proc and only the pid is kept. */
const hasProc = () => procStat(process.pid) !== undefined;

function thisProcess(): LockOwner {
  const own = procStat(process.pid);
  return own ? { pid: process.pid, start: own.start, boot: readProc("/proc/sys/kernel/random/boot_id") } : { pid: process.pid };
}

/** The lock's text: `pid start boot`, the pid first so that older versions still read it. */
const lockText = (owner: LockOwner) => `${[owner.pid, owner.start, owner.boot].filter((part) => part !== undefined).join(" ")}\n`;

function parseLock(text: string): LockOwner | undefined {
  const [pidText, start, boot] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  return Number.isSafeInteger(pid) && pid > 0 ? { pid, start, boot } : undefined;
}

/**
 * Whether the lock's owner still runs. A pid that answers is not proof: a process killed with
 * SIGKILL stays a zombie until its parent reaps it (never, in a container without an init), and a
 * pid can be reused (pid 1 in a container). So on Linux the owner must run (not Z or X), in the
 * same boot, with the start time the lock recorded; elsewhere, answering is all there is to check.
 */
function ownerRuns(owner: LockOwner): boolean {
  if (!hasProc()) return processAlive(owner.pid);
  const found = procStat(owner.pid);
  if (!found || found.state === "Z" || found.state === "X") return false;
  if (owner.boot !== undefined && owner.boot !== readProc("/proc/sys/kernel/random/boot_id")) return false;
  // A lock written by an older version has no start time: the pid is all it says.
  return owner.start === undefined || owner.start === found.start;
}

/**
 * One process at a time may own a database: each holds the shop in memory, and one would not see
 * the other's writes (store.ts). A lock left by a
 * process that no longer runs (kill -9, power loss), or whose pid now belongs to another process,
 * is taken over. Best effort, not a distributed lock.
 */
export async function acquireLock(lockFile: string, dbFile: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, "wx", FILE_MODE);
      try {
        await handle.writeFile(lockText(thisProcess()));
      } finally {
        await handle.close();
      }
      return;
    } catch (error) {
      if (!isErrno(error, "EEXIST")) throw error;
      const owner = parseLock((await readIfExists(lockFile)) ?? "");
      if (owner && ownerRuns(owner)) {
        throw new Error(
          `Database file ${dbFile} is in use by process ${owner.pid}${owner.pid === process.pid ? " (this one: opened twice)" : ""}; ` +
            `stop it first, or name another database in DATABASE_URL.`,
        );
      }
      await unlink(lockFile).catch(() => undefined);
    }
  }
  throw new Error(`Could not lock database file ${dbFile} (${lockFile}).`);
}
