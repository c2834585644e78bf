/**
 * The store on PostgreSQL (db/postgres/store.ts) beside what else writes to its database: an
 * import (`npm run db -- import`) is followed at the store's next look, as on SQLite
 * (scripts/db.test.ts), and a commit from another store on the database moves this one's stock
 * moves without reading the catalogue again.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { ShopData } from "@shop/domain";
import { importShopPostgres, openStore } from "../../src/index.ts";
import { seedFile, tempDir } from "../support/fixtures.ts";
import { postgresDatabases, postgresUrl } from "./databases.ts";

const { newDatabase, open } = postgresDatabases();

describe.skipIf(!postgresUrl)("the store on PostgreSQL", () => {
  it("reads an import made beside it at its next look, and another store's stock moves without reading the catalogue again", async () => {
    const dir = await tempDir("shop-pg-store-");
    const seed = await seedFile(dir);
    const url = await newDatabase();
    const one = await openStore({ dbFile: `${dir}/postgresql`, postgresUrl: url, seedFile: seed });
    const other = await openStore({ dbFile: `${dir}/postgresql`, postgresUrl: url, seedFile: seed });
    try {
      const [part] = (await one.reads.catalogue.allRecords()).filter((p) => p.quantityOnHand > 2);
      const versionBefore = one.version;
      await other.turn(() => other.commit([{ op: "stock", collection: "products", id: part!.id, by: -1 }]));
      await one.follow();
      expect(one.stock.movedAt(part!.id)).toBeGreaterThan(0);
      expect(one.version).toBe(versionBefore);

      const shop = JSON.parse(await readFile(seed, "utf8")) as ShopData;
      shop.store = { ...shop.store, phone: "(850) 555-0199" };
      await importShopPostgres(await open(url), shop);
      await one.follow();
      expect(one.data.store.phone).toBe("(850) 555-0199");
      expect(one.version).toBeGreaterThan(versionBefore);
    } finally {
      await one.close();
      await other.close();
    }
  });
});
