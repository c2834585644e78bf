import type { ShopData } from "@shop/domain";
import { exportShop, openSqlite } from "../../src/index.ts";

/** What the database file holds, read with a connection of its own (as `npm run db -- export` reads it). */
export async function storedShop(dbFile: string): Promise<ShopData> {
  const database = await openSqlite(dbFile);
  try {
    return await exportShop(database);
  } finally {
    await database.close();
  }
}
