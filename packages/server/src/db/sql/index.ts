export { databaseFileFromEnv, DEFAULT_DATABASE_URL, parseDatabaseUrl, processUrlBase } from "./database-url.ts";
export { BUSY_TIMEOUT_MS, openSqlite, type ShopDatabase } from "./open.ts";
export { appliedMigrations, MIGRATION_TABLE, MIGRATIONS } from "./migrations/index.ts";
export { importShop, type ImportSummary } from "./import.ts";
export { exportShop, readShopFile } from "./export.ts";
