/**
 * Copies the live shop's data into a new or empty folder, while the server runs:
 * `npm run backup -- DIR`.
 *
 * DATABASE_URL names the live SQLite database as for `npm start` (default sqlite:.data/shop.db).
 * DIR gets the database under its own name (copied with SQLite's online backup: one consistent
 * moment, while the server goes on writing), `staff.json`, `secret.key`, `photos/` and `outbox/`:
 * a data folder a shop starts from as it is (`DATABASE_URL=sqlite:DIR/shop.db npm start`). The
 * running server is left alone. It prints counts and sizes only, never a secret, so a
 * timer's log may keep its output. See docs/operations.md, "Backups", and docs/data-engine.md.
 *
 * On PostgreSQL (DATABASE_URL=postgres://…) DIR gets the data folder's files (DATA_DIR) alone, and
 * the command prints the pg_dump command that copies the database, and the restore.
 *
 * Exit codes: 0 done, 1 failed (no database, unreadable files, DATABASE_URL unusable), 2 not a
 * command or DIR not empty.
 */
import path from "node:path";
import { backupDataFolder, BackupRefused, shopDatabaseFromEnv } from "@shop/server";

const USAGE = `Usage: npm run backup -- DIR
Copies the live database (DATABASE_URL, default sqlite:.data/shop.db) and its staff accounts,
secret, photos and outbox into DIR, a new or empty folder. On PostgreSQL it copies the data folder
(DATA_DIR) and prints the pg_dump command for the database.`;

function stop(message: string, code: 1 | 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.trim() === "" || args[0]!.startsWith("-")) stop(USAGE, 2);
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
  try {
    const { dbFile, postgresUrl } = shopDatabaseFromEnv();
    const done = await backupDataFolder({ dbFile, dir, postgres: postgresUrl !== undefined });
    const files = `${plural(done.photoFiles, "photo file")}, ${plural(done.outboxFiles, "outbox file")}, ${done.bytes} bytes`;
    if (done.database) process.stdout.write(`Backed up ${dbFile} to ${dir}: ${plural(done.orders, "order")}, ${plural(done.parts, "part")}, ${files}.\n`);
    else {
      // The URL stays in the environment: the command is printed with the variable, never the password.
      const dump = path.join(dir, "shop.dump");
      process.stdout.write(
        `Backed up the data folder ${path.dirname(dbFile)} to ${dir}: ${files}.\n` +
          `The database is on PostgreSQL: copy it with pg_dump, from the same environment:\n` +
          `  pg_dump --format=custom --file=${dump} "$DATABASE_URL"\n` +
          `Restore it into an empty database with:\n` +
          `  pg_restore --no-owner --dbname="$DATABASE_URL" ${dump}\n`,
      );
    }
    if (!done.secretFile) {
      process.stdout.write(`No secret.key beside the database (SHOP_SECRET is set?): restore with the same SHOP_SECRET.\n`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    stop(message, error instanceof BackupRefused ? 2 : 1);
  }
}

void main();
