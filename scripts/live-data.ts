/**
 * Reads and changes the live database: `npm run live -- <command>`.
 *
 *   show store                          the store record (or one field: show store.taxRate)
 *   show part:<partNumber>              a part (category:<slug>, brand:<slug> likewise)
 *   set store.taxRate 0.075             a field, checked by the shop's rules
 *   set part:<partNumber>.price 54.99
 *   set store.hours.0.closes 19:00      a field inside a list, by position
 *   unset part:<partNumber>.originalPrice   ends a sale (originalPrice and image only)
 *
 * DATABASE_URL names the live database as for `npm start` (default sqlite:.data/shop.db; created
 * from the seed db.json when missing). A change is committed through the store like any other,
 * in a write's turn, so servers running on the database go on beside it and show the change from
 * their next request. See docs/architecture.md, "Live data".
 */
import { DEFAULT_SEED_FILE, openStore, postgresUrlForDisplay, shopDatabaseFromEnv, type Store } from "@shop/server";
import { ADDRESS_HELP, edit, parseAddress, show } from "./live-data/edit.ts";


const USAGE = `Usage: npm run live -- show <address>
       npm run live -- set <address> <value>
       npm run live -- unset <address>
where ${ADDRESS_HELP}.
Examples: show store; set store.taxRate 0.075; set part:WPW10321304.price 54.99`;

/** Exit codes: 0 done, 1 refused (bad value, unknown record), 2 not a command. */
function stop(message: string, code: 1 | 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const print = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, null, 2));

async function main(): Promise<void> {
  const [command, addressText, ...rest] = process.argv.slice(2);
  const arity = { show: 0, set: 1, unset: 0 } as const;
  if (command === undefined || !(command in arity) || addressText === undefined) stop(USAGE, 2);
  const wanted = arity[command as keyof typeof arity];
  if (rest.length !== wanted) stop(wanted === 1 ? `set takes one value (quote it if it has spaces).\n${USAGE}` : USAGE, 2);

  let dbFile = "";
  let postgresUrl: string | undefined;
  try {
    ({ dbFile, postgresUrl } = shopDatabaseFromEnv());
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error), 1);
  }

  let store: Store;
  try {
    store = await openStore({ dbFile, postgresUrl, seedFile: DEFAULT_SEED_FILE, log: (line) => process.stderr.write(`${line}\n`) });
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error), 1);
  }

  // A change is decided and committed in a write's turn: no server on the database writes in between.
  const run = async () => {
    // The whole shop, parts included (the store keeps its parts in the database alone).
    const shop = { ...store.data, products: await store.reads.catalogue.allRecords() };
    const address = parseAddress(shop, addressText);
    if (!address.ok) throw new Refused(address.message);
    if (command === "show") {
      const found = show(shop, address.value);
      if (!found.ok) throw new Refused(found.message);
      process.stdout.write(`${print(found.value)}\n`);
      return;
    }
    const result = edit(shop, address.value, command === "set" ? rest[0] : undefined);
    if (!result.ok) throw new Refused(result.message);
    await store.commit([result.value.change]);
    const before = result.value.before === undefined ? "(none)" : print(result.value.before);
    const after = result.value.after === undefined ? "(none)" : print(result.value.after);
    process.stdout.write(`${addressText}: ${before} -> ${after}\nSaved to ${postgresUrl ? postgresUrlForDisplay(postgresUrl) : dbFile}; a server running on it shows it from its next request.\n`);
  };
  try {
    await (command !== "show" ? store.turn(run) : run());
  } catch (error) {
    process.exitCode = 1;
    const told = error instanceof Refused ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${told}\n`);
  } finally {
    await store.close();
  }
}

/** A request the shop's rules refuse: told as it is, with no stack. */
class Refused extends Error {}

void main();
