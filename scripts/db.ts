/**
 * The whole live shop out of the SQLite database as one db.json-shaped file, and such a file into
 * it: `npm run db -- export FILE`, `npm run db -- import FILE`.
 *
 * DATABASE_URL names the database as for `npm start` (default sqlite:.data/shop.db), or a
 * PostgreSQL database (postgres://user:password@host/name: brought up to date with the same
 * migrations); a relative FILE is taken from the folder npm was started in.
 *
 * - export writes every collection, read in one transaction, so the file is of one moment even
 *   while the server runs and writes; it takes no lock. The file replaces FILE atomically and is
 *   the owner's alone (0600): it holds customers' details.
 * - import replaces everything the database holds with FILE, in one transaction (a record that
 *   cannot be stored is named and nothing changes), and tells the servers running on the database,
 *   which read the shop again and drop every page and answer made from the old one. It creates the
 *   database when there is none.
 *
 * See docs/data-engine.md, "Import and export". Exit codes: 0 done, 1 failed (no database, a file
 * unreadable or not a shop), 2 not a command.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ShopData } from "@shop/domain";
import {
  databaseTargetFromEnv,
  exportShop,
  importShop,
  importShopPostgres,
  openPostgres,
  openSqlite,
  parseShopData,
  writeFileAtomic,
  type DatabaseTarget,
  type ImportSummary,
  type PostgresDatabase,
  type ShopDatabase,
} from "@shop/server";

const USAGE = `Usage: npm run db -- export FILE
       npm run db -- import FILE
export writes the whole live shop (DATABASE_URL, default sqlite:.data/shop.db) to FILE as db.json-shaped
JSON, also while the server runs; import replaces everything in the database with FILE.`;

/** Failures the command explains itself: printed without a stack. */
class Failed extends Error {}

function stop(message: string, code: 1 | 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A failure about `file`: what could not be done to it, and why. */
const failure = (what: string, file: string, error: unknown) => new Failed(`${what} ${file}: ${messageOf(error)}`);

/** openSqlite's failures name the database already, except SQLite's own ("file is not a database"). */
const openFailure = (dbFile: string, error: unknown) =>
  messageOf(error).includes(dbFile) ? new Failed(messageOf(error)) : failure("Could not open the database", dbFile, error);

const log = (line: string) => process.stderr.write(`${line}\n`);

/** Each collection of the file with its number of records, in db.json's order. */
function counts(data: ShopData): string {
  return Object.entries(data)
    .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
    .map(([name, records]) => `${name} ${records.length}`)
    .join(", ");
}

/** The database, opened on its engine: its name for messages, the whole shop out and in. */
interface Opened {
  name: string;
  exportShop(): Promise<ShopData>;
  importShop(data: ShopData): Promise<ImportSummary>;
  close(): Promise<void>;
}

async function open(target: DatabaseTarget, forImport: boolean): Promise<Opened> {
  if (target.engine === "postgres") {
    let database: PostgresDatabase;
    try {
      database = await openPostgres(target.url, { log });
    } catch (error) {
      // One line naming the server, its password hidden.
      throw new Failed(messageOf(error));
    }
    return { name: database.where, exportShop: () => exportShop(database), importShop: (data) => importShopPostgres(database, data), close: () => database.close() };
  }
  const dbFile = target.file;
  // openSqlite would create a missing database: an empty export of a mistyped DATABASE_URL helps no one.
  if (!forImport && !existsSync(dbFile)) throw new Failed(`No database at ${dbFile}: check DATABASE_URL.`);
  // For an import, the database's folder first, the owner's alone as the server makes it.
  if (forImport) await mkdir(path.dirname(dbFile), { recursive: true, mode: 0o700 });
  let database: ShopDatabase;
  try {
    database = await openSqlite(dbFile, { log });
  } catch (error) {
    throw openFailure(dbFile, error);
  }
  return { name: dbFile, exportShop: () => exportShop(database), importShop: (data) => importShop(database, data), close: () => database.close() };
}

async function exportTo(target: DatabaseTarget, file: string): Promise<void> {
  const database = await open(target, false);
  let data: ShopData;
  try {
    data = await database.exportShop();
  } finally {
    await database.close();
  }
  try {
    await writeFileAtomic(file, `${JSON.stringify(data, null, 2)}\n`);
  } catch (error) {
    throw failure("Could not write", file, error);
  }
  process.stdout.write(`Exported ${database.name} to ${file}: ${counts(data)}.\n`);
}

async function importFrom(target: DatabaseTarget, file: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw failure("Could not read", file, error);
  }
  let data: ShopData;
  try {
    data = parseShopData(text, file, "Import file");
  } catch (error) {
    throw new Failed(`${messageOf(error)} Nothing was imported.`);
  }
  const database = await open(target, true);
  try {
    const summary = await database.importShop(data).catch((error: unknown) => {
      throw new Failed(`${file} could not be imported, and ${database.name} is unchanged: ${messageOf(error)}`);
    });
    const rows = Object.entries(summary.rows);
    const width = Math.max(...rows.map(([table]) => table.length));
    process.stdout.write(`Imported ${file} into ${database.name}, replacing what it held. Rows per table:\n`);
    for (const [table, count] of rows) process.stdout.write(`  ${table.padEnd(width)}  ${count}\n`);
    if (summary.ignored.length > 0) {
      process.stdout.write(`Fields no column keeps were left out (records that had them): ${summary.ignored.join(", ")}.\n`);
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [command, fileArg] = args;
  if (args.length !== 2 || (command !== "export" && command !== "import") || !fileArg?.trim() || fileArg.startsWith("-")) stop(USAGE, 2);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);

  let target: DatabaseTarget;
  try {
    target = databaseTargetFromEnv();
  } catch (error) {
    stop(messageOf(error), 1);
  }
  // The database's own files are never a FILE: an export would write JSON over the shop.
  if (target.engine === "sqlite" && [target.file, `${target.file}-wal`, `${target.file}-shm`].includes(file)) {
    stop(`FILE must not be the database ${target.file} or one of its files.\n${USAGE}`, 2);
  }

  try {
    if (command === "export") await exportTo(target, file);
    else await importFrom(target, file);
  } catch (error) {
    stop(error instanceof Failed ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error), 1);
  }
}

void main();
