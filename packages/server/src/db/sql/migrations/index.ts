import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { shopSchema } from "./0001-shop.ts";
import { catalogueReadsSchema } from "./0002-catalogue-reads.ts";
import { newsletterConfirmSchema } from "./0003-newsletter-confirm.ts";
import { staffPartsSchema } from "./0004-staff-parts.ts";
import { orderReadsSchema } from "./0005-order-reads.ts";
import { sharedStateSchema } from "./0006-shared-state.ts";
import { processChangesSchema } from "./0007-process-changes.ts";
import { postgresOrderSchema } from "./0008-postgres-order.ts";
import { ordersByStatusSchema } from "./0009-orders-by-status.ts";
import { partBinsSchema } from "./0010-part-bins.ts";
import { orderClosedAtSchema } from "./0011-order-closed-at.ts";
import { orderEventsSchema } from "./0012-order-events.ts";
import { specialOrdersSchema } from "./0013-special-orders.ts";
import type { Database } from "../schema.ts";

/**
 * The schema's history, in the code: every migration the shop has ever had, by name, run in the
 * names' order. They ship inside the program (and its production bundle), so no folder of
 * migration files has to be found at run time. Add a new one at the end with the next number;
 * never change or remove a released one.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001-shop": shopSchema,
  "0002-catalogue-reads": catalogueReadsSchema,
  "0003-newsletter-confirm": newsletterConfirmSchema,
  "0004-staff-parts": staffPartsSchema,
  "0005-order-reads": orderReadsSchema,
  "0006-shared-state": sharedStateSchema,
  "0007-process-changes": processChangesSchema,
  "0008-postgres-order": postgresOrderSchema,
  "0009-orders-by-status": ordersByStatusSchema,
  "0010-part-bins": partBinsSchema,
  "0011-order-closed-at": orderClosedAtSchema,
  "0012-order-events": orderEventsSchema,
  "0013-special-orders": specialOrdersSchema,
};

/** The table where the database records the migrations it has had (Kysely's own default name). */
export const MIGRATION_TABLE = "kysely_migration";

const provider: MigrationProvider = { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) };

/** The table Kysely's Migrator keeps; no query of the shop's reads it, so it is not in schema.ts. */
type MigrationTables = { [MIGRATION_TABLE]: { name: string; timestamp: string } };

/** The names of the migrations `db` has had, oldest first; none for a new database. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return [];
  const rows = await db.withTables<MigrationTables>().selectFrom(MIGRATION_TABLE).select("name").orderBy("name").execute();
  return rows.map((row) => row.name);
}

/**
 * Brings the schema of `db` up to date, running the migrations it has not had. Refuses a database
 * that has had a migration this code does not know: a newer version of the shop wrote it, and this
 * one could misread or damage what it does not understand. `where` names the database in messages.
 *
 * On SQLite the caller holds the database's write lock (a transaction) around this, so two
 * processes starting at once do not both migrate; the Migrator's own transaction is therefore
 * turned off. On PostgreSQL the Migrator's own lock and transaction do that (`ownTransaction`).
 */
export async function migrate(db: Kysely<Database>, where: string, ownTransaction = false): Promise<string[]> {
  const applied = await appliedMigrations(db);
  const unknown = applied.filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) {
    throw new Error(
      `${where}: this database was written by a newer version of the shop (it has had the migration${unknown.length === 1 ? "" : "s"} ` +
        `${unknown.join(", ")}, which this version does not know). Run the newer version, or restore a backup made with this one.`,
    );
  }
  const migrator = new Migrator({ db, provider, migrationTableName: MIGRATION_TABLE, disableTransactions: !ownTransaction });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === "Error")?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${where}: the database's schema could not be brought up to date${failed ? ` (migration ${failed})` : ""}: ${reason}`);
  }
  return results.map((result) => result.migrationName);
}
