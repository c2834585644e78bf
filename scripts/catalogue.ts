/**
 * The catalogue as a CSV file: `npm run catalogue -- <command>`.
 *
 *   export FILE.csv                     every part, hidden ones too (the columns: docs/product.md, Catalogue CSV)
 *   import FILE.csv                     a dry run: what the file would add and change, and its errors
 *   import FILE.csv --apply             the same, then saved as one commit, all or nothing
 *     --create-brands --create-categories   create the brands and categories the file names that the catalogue lacks
 *
 * DATABASE_URL names the live database as for `npm start` (default sqlite:.data/shop.db; created
 * from the seed db.json when missing). An import is committed through the store like any other
 * change, in a write's turn, so servers running on the database go on beside it and show the
 * change from their next request. See docs/architecture.md,
 * "Catalogue CSV".
 */
import { randomUUID } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_SEED_FILE, openStore, postgresUrlForDisplay, shopDatabaseFromEnv, type Store } from "@shop/server";
import { applyCatalogueImport, exportCatalogueCsv, previewCatalogueImport } from "@shop/domain/catalogue-csv";
import { formatPreview } from "./catalogue/report.ts";


const USAGE = `Usage: npm run catalogue -- export FILE.csv
       npm run catalogue -- import FILE.csv [--apply] [--create-brands] [--create-categories]
An import is a dry run that changes nothing unless --apply is given.`;

const IMPORT_FLAGS = new Set(["--apply", "--create-brands", "--create-categories"]);

/** Exit codes: 0 done, 1 refused (errors in the file, unreadable file), 2 not a command. */
function stop(message: string, code: 1 | 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  const [command, fileArg, ...flags] = process.argv.slice(2);
  if ((command !== "export" && command !== "import") || fileArg === undefined || fileArg.startsWith("--")) stop(USAGE, 2);
  const unknown = flags.filter((flag) => command === "export" || !IMPORT_FLAGS.has(flag));
  if (unknown.length > 0) stop(`Unknown option ${unknown.join(" ")}.\n${USAGE}`, 2);

  const cwd = process.env.INIT_CWD ?? process.cwd();
  const csvFile = path.resolve(cwd, fileArg);
  let dbFile = "";
  let postgresUrl: string | undefined;
  try {
    ({ dbFile, postgresUrl } = shopDatabaseFromEnv());
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error), 1);
  }

  let csvText = "";
  if (command === "import") {
    try {
      csvText = await readFile(csvFile, "utf8");
    } catch (error) {
      stop(`Cannot read ${csvFile}: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
  }

  let store: Store;
  try {
    store = await openStore({ dbFile, postgresUrl, seedFile: DEFAULT_SEED_FILE, log: (line) => process.stderr.write(`${line}\n`) });
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error), 1);
  }

  // A change is decided and committed in a write's turn: no server on the database writes in between.
  const run = async () => {
    // The whole catalogue, parts included (the store keeps its parts in the database alone).
    const shop = { ...store.data, products: await store.reads.catalogue.allRecords() };
    if (command === "export") {
      try {
        await writeFile(csvFile, exportCatalogueCsv(shop));
      } catch (error) {
        process.exitCode = 1;
        process.stderr.write(`Cannot write ${csvFile}: ${error instanceof Error ? error.message : String(error)}\n`);
        return;
      }
      process.stdout.write(`Wrote ${shop.products.length} parts to ${csvFile}\n`);
      return;
    }
    const options = { createBrands: flags.includes("--create-brands"), createCategories: flags.includes("--create-categories") };
    const preview = previewCatalogueImport(shop, csvText, options);
    process.stdout.write(formatPreview(fileArg, preview));
    if (preview.errors.length > 0) {
      process.exitCode = 1;
      process.stderr.write("Nothing was imported: fix the lines above and run it again.\n");
      const unknown = (column: string) => preview.errors.some((error) => error.column === column && error.message.startsWith("Unknown"));
      const hints = [unknown("brand") && "--create-brands", unknown("category") && "--create-categories"].filter(Boolean);
      if (hints.length > 0) process.stderr.write(`To create the unknown ones, add ${hints.join(" ")}.\n`);
      return;
    }
    if (!flags.includes("--apply")) {
      process.stdout.write("Dry run: nothing was saved. Run it again with --apply to save it.\n");
      return;
    }
    const result = applyCatalogueImport(shop, preview, "import", { now: new Date(), newId: randomUUID });
    if (!result.ok) {
      process.exitCode = 1;
      process.stderr.write(`${result.error.message}\n`);
      return;
    }
    await store.commit(result.changes);
    process.stdout.write(
      result.changes.length === 0 ? "Nothing to save: the catalogue already matches the file.\n" : `Saved to ${postgresUrl ? postgresUrlForDisplay(postgresUrl) : dbFile}; a server running on it shows it from its next request.\n`,
    );
  };
  try {
    await (command === "import" && flags.includes("--apply") ? store.turn(run) : run());
  } catch (error) {
    process.exitCode = 1;
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  } finally {
    await store.close();
  }
}

void main();
