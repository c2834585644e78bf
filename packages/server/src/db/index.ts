export { openStore } from "./store.ts";
export type { Store, StoreOptions, StoreStats } from "./store-api.ts";
export type { SessionRows } from "./sql/shared/staff-sessions.ts";
export type { CounterRows } from "./sql/shared/rate-limits.ts";
export type { OrderAddressRows } from "./sql/shared/order-addresses.ts";
export type { ToldOrderEvent } from "./sql/shared/process-changes.ts";
export { DIR_MODE, prepareDataDir } from "./data-dir.ts";
export { writeFileAtomic } from "./store-files.ts";
export { parseShopData } from "./store-format.ts";
export { backupDataFolder, BackupRefused, type BackupOptions, type BackupSummary } from "./backup.ts";
export { confirmKeyMaker, loadSecret, orderKeyMaker, secretFileFor, sessionSecretOf, unsubscribeKeyMaker } from "./secrets.ts";
export {
  databaseTargetFromEnv,
  shopDatabaseFromEnv,
  exportShop,
  importShop,
  importShopPostgres,
  openPostgres,
  postgresUrlForDisplay,
  openSqlite,
  readShopFile,
  type DatabaseTarget,
  type ImportSummary,
  type PostgresDatabase,
  type ShopDatabase,
} from "./sql/index.ts";
