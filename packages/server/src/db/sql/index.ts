export { databaseTargetFromEnv, DEFAULT_DATABASE_URL, parseDatabaseUrl, processUrlBase, shopDatabaseFromEnv, type DatabaseTarget } from "./database-url.ts";
export { BUSY_TIMEOUT_MS, openSqlite, type ShopDatabase } from "./open.ts";
export { appliedMigrations, MIGRATION_TABLE, MIGRATIONS } from "./migrations/index.ts";
export { importShop, importShopPostgres, type ImportSummary } from "./import.ts";
export { openPostgres, postgresUrlForDisplay, type PostgresDatabase } from "./open-postgres.ts";
export { exportShop, readShopFile } from "./export.ts";
