export { openStore, type Store, type StoreOptions, type StoreStats } from "./store.ts";
export type { SessionRows } from "./sql/staff-sessions.ts";
export type { CounterRows } from "./sql/rate-limits.ts";
export { DIR_MODE, prepareDataDir } from "./data-dir.ts";
export { acquireLock, writeFileAtomic } from "./store-files.ts";
export { parseShopData } from "./store-format.ts";
export { backupDataFolder, BackupRefused, type BackupOptions, type BackupSummary } from "./backup.ts";
export { confirmKeyMaker, loadSecret, orderKeyMaker, secretFileFor, sessionSecretOf, unsubscribeKeyMaker } from "./secrets.ts";
export { databaseFileFromEnv, exportShop, importShop, openSqlite, readShopFile, type ImportSummary, type ShopDatabase } from "./sql/index.ts";
