import { readFile } from "node:fs/promises";
import type { ShopData } from "@shop/domain";
import { readJsonDatabase, setJsonDatabaseAside } from "./json-database.ts";
import { errorMessage, parseShopData } from "./store-format.ts";
import { importShop, type ImportSummary, type ShopDatabase } from "./sql/index.ts";
import type { StoreOptions } from "./store-api.ts";

/** A new database filled at its first open (store.ts): from an earlier JSON database beside it, else from the seed. */

const counts = (summary: ImportSummary) =>
  `${summary.rows.parts} parts, ${summary.rows.part_fits} model fits, ${summary.rows.orders} orders, ${summary.rows.cart_lines} cart lines, ` +
  `${summary.rows.contact_messages} messages, ${summary.rows.newsletter_signups} sign-ups, ${summary.rows.emails} emails, ${summary.rows.catalogue_changes} catalogue changes`;

/** The seed, read and checked (before anything is created when the database is new). */
export async function readSeed(seedFile: string, dbFile: string): Promise<ShopData> {
  let text: string;
  try {
    text = await readFile(seedFile, "utf8");
  } catch (error) {
    throw new Error(`Database file ${dbFile} does not exist and the seed ${seedFile} could not be read (${errorMessage(error)}).`);
  }
  return parseShopData(text, seedFile, "Seed file");
}

/**
 * Fills an empty database: from the earlier JSON database beside it when there is one (all of
 * it, then its files renamed and kept), else from the seed.
 */
export async function fill(database: ShopDatabase, options: Required<Omit<StoreOptions, "postgresUrl">>, seed: ShopData | undefined): Promise<void> {
  const { dbFile, log } = options;
  const earlier = await readJsonDatabase(dbFile);
  if (earlier) {
    const summary = await importShop(database, earlier.data);
    const aside = await setJsonDatabaseAside(earlier.file, new Date());
    if (earlier.tornTail) log(`store: skipped a torn last line in ${earlier.file}.journal (a write cut short by a crash)`, "warn");
    const ignored = summary.ignored.length > 0 ? `; fields no column keeps, left out: ${summary.ignored.join(", ")}` : "";
    log(
      `store: moved the JSON database ${earlier.file} (${earlier.batches} journal batches replayed) into ${dbFile}: ${counts(summary)}${ignored}. ` +
        `The JSON files are kept as ${aside}.`,
      "warn",
    );
    return;
  }
  await importShop(database, seed ?? (await readSeed(options.seedFile, dbFile)));
  log(`store: created ${dbFile} from the seed ${options.seedFile}`, "info");
}

export const holdsShop = (database: ShopDatabase) => database.sqlite.prepare("select 1 from shop_info where id = 1").get() !== undefined;

