export { DEFAULT_DATABASE_URL, parseDatabaseUrl, processUrlBase } from "./database-url.ts";
export { BUSY_TIMEOUT_MS, openSqlite } from "./open.ts";
export { appliedMigrations, MIGRATION_TABLE, MIGRATIONS } from "./migrations.ts";
