import type { Buffer } from "node:buffer";
import { open, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";

/** The store's file primitives: durable writes, reads that tolerate absence. */

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
