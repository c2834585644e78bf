import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { withRunTimeCollections, type ShopData, type ShopSeed } from "@shop/domain";
import { makeShopWithOrders } from "@shop/domain/testing";
import { DEFAULT_SEED_FILE, importShop, openSqlite, openStore, readShopFile } from "@shop/server";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const dirs: string[] = [];

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-db-cli-"));
  dirs.push(dir);
  return dir;
}

/** `npm run db -- ...args` against the SQLite database `dbFile`, as a shop owner runs it. */
function db(dbFile: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${dbFile}`, INIT_CWD: ROOT };
  delete env.DB_FILE;
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/db.ts", ...args], { cwd: ROOT, env, encoding: "utf8", timeout: 60_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A shop with orders (lines, a status history, one cancelled) and a message, as trade leaves it. */
const shopWithOrders = makeShopWithOrders;

/** `data` written straight into a new database at `dbFile`, without the command. */
async function databaseWith(dbFile: string, data: ShopData): Promise<void> {
  const database = await openSqlite(dbFile);
  try {
    await importShop(database, data);
  } finally {
    await database.close();
  }
}


// Each run starts tsx and opens SQLite (an import syncs its transaction): seconds on a busy machine.
describe("npm run db", { timeout: 120_000 }, () => {
  it("imports the repository's db.json into a new database and exports the same shop again", async () => {
    const dir = await tempFolder();
    const dbFile = path.join(dir, "data", "shop.db");
    const imported = db(dbFile, "import", DEFAULT_SEED_FILE);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(`Imported ${DEFAULT_SEED_FILE} into ${dbFile}`);
    expect(imported.stdout).toMatch(/^ {2}parts +\d+$/m);
    expect(imported.stdout).not.toContain("left out");

    const file = path.join(dir, "export.json");
    const exported = db(dbFile, "export", file);
    expect(exported.stderr).toBe("");
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/products \d+, posts \d+, cartItems 0, orders 0/);
    const text = await readFile(file, "utf8");
    const seedText = await readFile(DEFAULT_SEED_FILE, "utf8");
    expect(JSON.parse(text)).toStrictEqual(withRunTimeCollections(JSON.parse(seedText) as ShopSeed));
    // db.json is written as the export writes (2-space indent, a newline at the end): the same text.
    expect(text).toBe(seedText);
    // It holds customers' details once the shop trades: the owner's alone.
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it("exports a shop with orders that imports into a second database and exports to the same file", async () => {
    const dir = await tempFolder();
    const first = path.join(dir, "first", "shop.db");
    const second = path.join(dir, "second", "shop.db");
    const shop = shopWithOrders();
    await databaseWith(first, structuredClone(shop));

    // A relative FILE is taken from the folder npm was started in (INIT_CWD).
    const firstFile = path.relative(ROOT, path.join(dir, "first.json"));
    expect(db(first, "export", firstFile).code).toBe(0);
    const firstText = await readFile(path.join(dir, "first.json"), "utf8");
    expect(JSON.parse(firstText)).toStrictEqual(shop);

    const imported = db(second, "import", path.join(dir, "first.json"));
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/^ {2}orders +2$/m);
    expect(imported.stdout).toMatch(/^ {2}order_lines +3$/m);
    expect(db(second, "export", path.join(dir, "second.json")).code).toBe(0);
    expect(await readFile(path.join(dir, "second.json"), "utf8")).toBe(firstText);
  });

  it("refuses a file that is not a shop, or holds a record that cannot be stored, naming it and changing nothing", async () => {
    const dir = await tempFolder();
    const dbFile = path.join(dir, "shop.db");
    await databaseWith(dbFile, shopWithOrders());
    const before = await readShopFile(dbFile);

    const notJson = path.join(dir, "not-json.json");
    await writeFile(notJson, '{"store": {');
    const refused = db(dbFile, "import", notJson);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(notJson);
    expect(refused.stderr).toMatch(/not valid JSON/);
    expect(refused.stderr).not.toMatch(/\bat .+\.ts:\d+/);

    const twice = shopWithOrders();
    twice.orders[1]!.orderNumber = twice.orders[0]!.orderNumber;
    const clash = path.join(dir, "clash.json");
    await writeFile(clash, JSON.stringify(twice));
    const failed = db(dbFile, "import", clash);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(clash);
    expect(failed.stderr).toMatch(/orders\[1\].*could not be stored/);

    expect(await readShopFile(dbFile)).toStrictEqual(before);
  });

  it("imports while a shop has the database open: the shop reads the imported one from its next request", async () => {
    const dir = await tempFolder();
    const dbFile = path.join(dir, "shop.db");
    await databaseWith(dbFile, shopWithOrders());
    // This test's store stands for a running server on the database.
    const store = await openStore({ dbFile, seedFile: DEFAULT_SEED_FILE });
    try {
      const replacement = shopWithOrders();
      replacement.store = { ...replacement.store, name: "Imported While Open" };
      const file = path.join(dir, "replacement.json");
      await writeFile(file, JSON.stringify(replacement));
      const version = store.version;
      const imported = db(dbFile, "import", file);
      expect(imported.stderr).toBe("");
      expect(imported.code).toBe(0);
      await store.follow();
      expect(store.data.store.name).toBe("Imported While Open");
      expect(store.version).toBeGreaterThan(version);
      // An export reads one transaction: it goes on while the shop runs.
      expect(db(dbFile, "export", path.join(dir, "live.json")).code).toBe(0);
      expect((JSON.parse(await readFile(path.join(dir, "live.json"), "utf8")) as ShopData).store.name).toBe("Imported While Open");
    } finally {
      await store.close();
    }
  });

  it("fails to export a database that does not exist, creating nothing; a wrong command is a usage error", async () => {
    const dir = await tempFolder();
    const dbFile = path.join(dir, "missing", "shop.db");
    const file = path.join(dir, "out.json");
    const failed = db(dbFile, "export", file);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`No database at ${dbFile}`);
    expect(existsSync(path.dirname(dbFile))).toBe(false);
    expect(existsSync(file)).toBe(false);

    expect(db(dbFile, "export").code).toBe(2);
    expect(db(dbFile, "dump", file).code).toBe(2);
    expect(db(dbFile, "export", dbFile).code).toBe(2);
  });
});
