/**
 * The data folder (the folder of the database) holds customers' orders, password hashes and the
 * server's secret, so it and everything the shop writes in it are the owner's alone: the folder
 * 0700, its files 0600 (docs/architecture.md, The SQLite store). Files written before that rule
 * are tightened at start, and the start says so once.
 */
import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import path from "node:path";

/** The data folder's mode and that of the shop's folders in it (outbox/, photos/). */
export const DIR_MODE = 0o700;

/** The shop's own folders beside the database: every file in them is the shop's. */
const SHOP_FOLDERS = ["outbox", "photos"];

/**
 * The shop's own files in the data folder: the database with its write-ahead log, shared-memory
 * index and lock, an earlier JSON database (db.json, its journal, its imported copies), the
 * secret, the staff accounts.
 */
const isShopFile = (name: string, base: string) =>
  [base, "db.json", "staff.json"].some((file) => name === file || name.startsWith(`${file}.`) || name.startsWith(`${file}-`)) || name === "secret.key";

/**
 * Takes group and other bits off `target` when it is this user's own file or folder (not a link);
 * true when it did. A sticky folder (/tmp) is shared on purpose and left as it is.
 */
async function tighten(target: string, kind: "file" | "dir"): Promise<boolean> {
  const info = await lstat(target).catch(() => undefined);
  if (!info || (kind === "dir" ? !info.isDirectory() : !info.isFile())) return false;
  if (process.getuid && info.uid !== process.getuid()) return false;
  if ((info.mode & 0o077) === 0 || (kind === "dir" && (info.mode & 0o1000) !== 0)) return false;
  await chmod(target, info.mode & 0o700);
  return true;
}

/**
 * Creates the data folder of `dbFile` (0700) when missing, and tightens the modes of the shop's
 * files and folders in it that others could read, logging their names once.
 */
export async function prepareDataDir(dbFile: string, log: (line: string, level?: "warn") => void): Promise<void> {
  const dir = path.dirname(path.resolve(dbFile));
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  if (process.platform === "win32") return;
  const base = path.basename(dbFile);
  const tightened: string[] = [];
  const note = async (target: string, kind: "file" | "dir") => {
    if (await tighten(target, kind)) tightened.push(path.relative(dir, target) || ".");
  };
  await note(dir, "dir");
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && isShopFile(entry.name, base)) await note(full, "file");
    if (entry.isDirectory() && SHOP_FOLDERS.includes(entry.name)) {
      await note(full, "dir");
      for (const inner of await readdir(full, { withFileTypes: true })) if (inner.isFile()) await note(path.join(full, inner.name), "file");
    }
  }
  if (tightened.length > 0) {
    log(`store: modes tightened to the owner's alone in ${dir} (others could read them): ${tightened.join(", ")}`, "warn");
  }
}
