import type { OrderLine, ShopData, ShopState } from "@shop/domain";
import type { Kysely, Transaction } from "kysely";
import { openSqlite } from "./open.ts";
import type { Database } from "./schema.ts";
import { guideOf, partOf, shopInfoOf, taxonomyOf } from "./rows-catalogue.ts";
import { cartLineOf, catalogueChangeOf, contactMessageOf, emailOf, orderLineOf, orderOf, signupOf } from "./rows-visitors.ts";

/**
 * The whole shop read back in db.json's shape: for `npm run db -- export FILE`, and the proof
 * (with importShop) that the tables keep everything a db.json holds. Every list comes back in
 * the order it was written, every record with its fields in its type's order.
 */

/** A database to read, on either engine: its tables, and its name for messages. */
type Tables = { db: Kysely<Database> } & ({ file: string } | { where: string });

/** Values grouped by key, in the order the rows come. */
function grouped<R, V>(rows: readonly R[], key: (row: R) => number, value: (row: R) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const id = key(row);
    const list = groups.get(id);
    if (list) list.push(value(row));
    else groups.set(id, [value(row)]);
  }
  return groups;
}

/** Reads every table in one transaction, so the copy is of one moment even while others write. */
export async function exportShop(database: Tables): Promise<ShopData> {
  return (await readTables(database, true)) as ShopData;
}

/**
 * The shop but its parts (and their model fits and superseded numbers), its carts, its orders,
 * the emails sent, the contact messages, the sign-ups and the history of changes, read in one transaction: what the running server holds in memory, its rules
 * asking the database for those.
 */
export async function exportState(database: Tables): Promise<ShopState> {
  return readTables(database, false);
}

async function readTables(database: Tables, whole: boolean): Promise<ShopState & Partial<Pick<ShopData, "products" | "cartItems" | "orders" | "emails" | "contactMessages" | "newsletterSignups" | "catalogueChanges">>> {
  return database.db.transaction().execute(async (trx) => {
    const info = await trx.selectFrom("shop_info").selectAll().where("id", "=", 1).executeTakeFirst();
    if (!info) throw new Error(`${"file" in database ? database.file : database.where} holds no shop yet (it has no store record): import one first.`);
    const categories = (await trx.selectFrom("categories").selectAll().orderBy("position").execute()).map(taxonomyOf);
    const brands = (await trx.selectFrom("brands").selectAll().orderBy("position").execute()).map(taxonomyOf);
    const products = whole ? { products: await readParts(trx) } : {};
    const carts = whole ? { cartItems: (await trx.selectFrom("cart_lines").selectAll().orderBy("position").execute()).map(cartLineOf) } : {};
    return {
      store: shopInfoOf(info),
      categories,
      brands,
      ...products,
      posts: (await trx.selectFrom("guides").selectAll().orderBy("position").execute()).map(guideOf),
      ...carts,
      ...(whole ? { orders: await readOrders(trx) } : {}),
      ...(whole
        ? {
            contactMessages: (await trx.selectFrom("contact_messages").selectAll().orderBy("position").execute()).map(contactMessageOf),
            newsletterSignups: (await trx.selectFrom("newsletter_signups").selectAll().orderBy("position").execute()).map(signupOf),
          }
        : {}),
      ...(whole ? { emails: (await trx.selectFrom("emails").selectAll().orderBy("position").execute()).map(emailOf) } : {}),
      ...(whole ? { catalogueChanges: (await trx.selectFrom("catalogue_changes").selectAll().orderBy("position").execute()).map(catalogueChangeOf) } : {}),
    };
  });
}

/** Every order with its lines, in the order they were written. */
async function readOrders(trx: Transaction<Database>): Promise<ShopData["orders"]> {
  const lines = grouped<Parameters<typeof orderLineOf>[0], OrderLine>(
    await trx.selectFrom("order_lines").selectAll().orderBy("order_id").orderBy("position").execute(),
    (row) => row.order_id,
    orderLineOf,
  );
  const orders = await trx.selectFrom("orders").selectAll().orderBy("position").execute();
  return orders.map((row) => orderOf(row, lines.get(row.id) ?? []));
}

/** Every part with its model fits and superseded numbers, in the order they were written. */
async function readParts(trx: Transaction<Database>): Promise<ShopData["products"]> {
  const fits = grouped(
    await trx.selectFrom("part_fits").select(["part_id", "model"]).orderBy("part_id").orderBy("position").execute(),
    (row) => row.part_id,
    (row) => row.model,
  );
  const supersedes = grouped(
    await trx.selectFrom("part_supersedes").select(["part_id", "part_number"]).orderBy("part_id").orderBy("position").execute(),
    (row) => row.part_id,
    (row) => row.part_number,
  );
  const parts = await trx.selectFrom("parts").selectAll().orderBy("position").execute();
  return parts.map((row) => partOf(row, fits.get(row.id) ?? [], supersedes.get(row.id) ?? []));
}

/** The whole shop the database `file` holds, read with a connection of its own (opened and closed here). */
export async function readShopFile(file: string): Promise<ShopData> {
  const database = await openSqlite(file);
  try {
    return await exportShop(database);
  } finally {
    await database.close();
  }
}
