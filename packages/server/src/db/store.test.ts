import { copyFile, cp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CartItemRecord, Change, OrderRecord, ShopData } from "@shop/domain";
import { orderRecord } from "@shop/domain/testing";
import { smallShop, tempDir } from "../../test/support/fixtures.ts";
import { readShopFile } from "./sql/index.ts";
import { openStore } from "./store.ts";
import type { Store } from "./store-api.ts";

const dirs: string[] = [];
const open: Store[] = [];

afterEach(async () => {
  for (const store of open.splice(0)) await store.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function setup(shop: ShopData = smallShop()) {
  const dir = await tempDir("shop-store-");
  dirs.push(dir);
  const seedFile = path.join(dir, "seed.json");
  const seedText = JSON.stringify(shop, null, 2);
  await writeFile(seedFile, seedText);
  return { dir, seedFile, seedText, dbFile: path.join(dir, "data", "shop.db") };
}

async function openTracked(options: Parameters<typeof openStore>[0]): Promise<Store> {
  const store = await openStore(options);
  open.push(store);
  return store;
}

async function closeTracked(store: Store): Promise<void> {
  await store.close();
  open.splice(open.indexOf(store), 1);
}

let cartCounter = 0;
function cartPut(overrides: Partial<CartItemRecord> = {}): Change {
  const record: CartItemRecord = {
    id: `cart-${++cartCounter}`,
    sessionId: "abcdefghijklmnopqrstu",
    productId: 1,
    quantity: 1,
    unitPrice: "10.50",
    addedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
  return { op: "put", collection: "cartItems", record };
}

const order = (id: number): OrderRecord => orderRecord(id);

/** Every cart line a store holds: those of every session whose newest line is older than the year 9999. */
const linesIn = (store: Store) => store.reads.carts.abandoned("9999");

/** Every order a store holds: the inbox, every status, on one page. */
const ordersIn = async (store: Store) => (await store.reads.orders.staffList({ limit: 1_000_000, offset: 0 }, "UTC")).orders;

/** The whole shop a store holds, as another connection reads it (everything committed). */
const shopIn = (store: Store): Promise<ShopData> => readShopFile(store.dbFile);

/** What a crash leaves on disk, copied aside while the store still runs: the database file and its write-ahead log. */
async function crashCopy(dbFile: string): Promise<string> {
  const { dir } = await setup();
  const copy = path.join(dir, "shop.db");
  await copyFile(dbFile, copy);
  await copyFile(`${dbFile}-wal`, `${copy}-wal`);
  return copy;
}

/** The earlier JSON live database the old store wrote while a server ran (test/fixtures/json-database/README.md). */
const JSON_FIXTURE = path.join(import.meta.dirname, "..", "..", "test", "fixtures", "json-database");

describe("openStore", () => {
  it("creates the database from the seed on first open and never writes the seed", async () => {
    const { seedFile, seedText, dbFile } = await setup();
    const seedBefore = await stat(seedFile);
    const lines: string[] = [];
    const store = await openTracked({ dbFile, seedFile, log: (line) => lines.push(line) });
    expect(await shopIn(store)).toEqual({ ...smallShop(), cartItems: [], orders: [], contactMessages: [], newsletterSignups: [], emails: [], catalogueChanges: [] });
    // The parts are in the database alone.
    expect("products" in store.data).toBe(false);
    expect(lines).toContain(`store: created ${dbFile} from the seed ${seedFile}`);
    await store.commit([cartPut()]);
    await closeTracked(store);
    const reopened = await openTracked({ dbFile, seedFile });
    expect(await linesIn(reopened)).toHaveLength(1);
    expect(await reopened.reads.catalogue.allRecords()).toEqual(smallShop().products);
    await closeTracked(reopened);

    expect(await readFile(seedFile, "utf8")).toBe(seedText);
    expect((await stat(seedFile)).mtimeMs).toBe(seedBefore.mtimeMs);
  });

  it("adds the run-time collections a seed leaves out", async () => {
    const { dbFile, seedFile } = await setup();
    const bare: Partial<ShopData> = smallShop();
    delete bare.orders;
    delete bare.newsletterSignups;
    await writeFile(seedFile, JSON.stringify(bare));
    const store = await openTracked({ dbFile, seedFile });
    expect(await ordersIn(store)).toEqual([]);
    expect(await store.reads.inbox.signups()).toEqual([]);
  });

  it("names the seed when the database is missing and the seed cannot be read, and creates nothing", async () => {
    const { dir } = await setup();
    const seedFile = path.join(dir, "missing-seed.json");
    const dbFile = path.join(dir, "data", "shop.db");
    await expect(openStore({ dbFile, seedFile })).rejects.toThrow(seedFile);
    expect(await readdir(dir)).not.toContain("data");
  });

  it("refuses a file that is not a SQLite database, naming it", async () => {
    const { dir, seedFile } = await setup();
    const dbFile = path.join(dir, "shop.db");
    await writeFile(dbFile, "this is not a database, it is a text file of some length ".repeat(40));
    await expect(openStore({ dbFile, seedFile })).rejects.toThrow(dbFile);
  });
});

describe("a first start over the earlier JSON database", () => {
  it("imports all of it (snapshot and journal), keeps its files renamed beside the new database and says what it moved", async () => {
    const { dir, seedFile } = await setup();
    const data = path.join(dir, "data");
    await cp(JSON_FIXTURE, data, { recursive: true });
    await rm(path.join(data, "README.md"));
    await rm(path.join(data, "expected.json"));
    const expected = JSON.parse(await readFile(path.join(JSON_FIXTURE, "expected.json"), "utf8")) as ShopData;
    const dbFile = path.join(data, "shop.db");
    const lines: string[] = [];
    const store = await openTracked({ dbFile, seedFile, log: (line) => lines.push(line) });
    expect(await readShopFile(dbFile)).toEqual(expected);
    const moved = lines.find((line) => line.startsWith("store: moved the JSON database"));
    expect(moved).toContain(`${expected.products.length} parts`);
    expect(moved).toContain(`${expected.orders.length} orders`);
    const names = await readdir(data);
    expect(names).not.toContain("db.json");
    expect(names).not.toContain("db.json.journal");
    const aside = names.filter((name) => name.startsWith("db.json.imported-"));
    expect(aside).toHaveLength(2);
    expect(await readFile(path.join(data, aside.find((name) => !name.endsWith(".journal"))!), "utf8")).toBe(
      await readFile(path.join(JSON_FIXTURE, "db.json"), "utf8"),
    );
    await closeTracked(store);

    // The next start opens the SQLite database as it is: nothing is imported twice.
    const again: string[] = [];
    const reopened = await openTracked({ dbFile, seedFile, log: (line) => again.push(line) });
    expect(await readShopFile(dbFile)).toEqual(expected);
    // What it holds in memory is the rest: the store record, categories, brands and guides.
    const held = { store: expected.store, categories: expected.categories, brands: expected.brands, posts: expected.posts };
    expect(reopened.data).toEqual(held);
    expect(again.filter((line) => line.startsWith("store: moved") || line.startsWith("store: created"))).toEqual([]);
  });

  it("refuses a damaged JSON database, naming it, and leaves it where it was", async () => {
    const { dir, seedFile } = await setup();
    await writeFile(path.join(dir, "db.json"), '{"store": ');
    const dbFile = path.join(dir, "shop.db");
    await expect(openStore({ dbFile, seedFile })).rejects.toThrow(path.join(dir, "db.json"));
    expect(await readFile(path.join(dir, "db.json"), "utf8")).toBe('{"store": ');
    // Nothing half-done: the next start tries again.
    await writeFile(path.join(dir, "db.json"), JSON.stringify(smallShop()));
    const store = await openTracked({ dbFile, seedFile, log: () => undefined });
    expect(await store.reads.catalogue.allRecords()).toHaveLength(6);
  });
});

describe("store.commit", () => {
  it("writes changes at once (memory and the database's answers have them) and keeps them across a reopen", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    const put = cartPut({ quantity: 7 });
    const saved = store.commit([put, { op: "put", collection: "orders", record: order(1) }]);
    // Visible before the write is durable: the next request, and the next rule, see it.
    expect(await linesIn(store)).toHaveLength(1);
    const part = (await store.reads.catalogue.records([2]))[0]!;
    const edited = store.commit([{ op: "put", collection: "products", record: { ...part, price: "77.70" } }]);
    expect((await store.reads.catalogue.records([2]))[0]?.price).toBe("77.70");
    await edited;
    await saved;
    await closeTracked(store);

    const reopened = await openTracked({ dbFile, seedFile });
    expect(await linesIn(reopened)).toEqual([put.op === "put" ? put.record : null]);
    expect(await reopened.reads.orders.byNumber(order(1).orderNumber)).toEqual(order(1));
    expect(await ordersIn(reopened)).toHaveLength(1);
    expect((await reopened.reads.catalogue.records([2]))[0]?.price).toBe("77.70");
  });

  it("refuses at once a commit whose stock take the database refuses, changing nothing, while the turn's other commits land", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    const [part] = await store.reads.catalogue.records([1]);
    if (!part) throw new Error("no part 1");
    const version = store.version;
    const first = store.commit([cartPut({ id: "kept" })]);
    const refused = store.commit([
      { op: "put", collection: "orders", record: order(1) },
      { op: "stock", collection: "products", id: 1, by: -(part.quantityOnHand + 1) },
    ]);
    // Refused before the turn is over: nothing of it reached memory or the database.
    expect(await ordersIn(store)).toEqual([]);
    await expect(refused).rejects.toThrow(`Part 1 has fewer than ${part.quantityOnHand + 1} on hand`);
    const last = store.commit([{ op: "stock", collection: "products", id: 1, by: -1 }]);
    await Promise.all([first, last]);
    expect(store.problem()).toBeUndefined();
    // A move that leaves stock above zero is the part's alone: the data version stays.
    expect(store.version).toBe(version);
    expect(store.stock.seq()).toBe(1);
    expect(store.stock.movedAt(1)).toBe(1);
    expect(store.stock.movedAt(2)).toBe(0);
    expect(store.stock.crossingsSince(0)).toEqual([]);
    // One that takes it to zero moves it out of in-stock listings too: told as a crossing, by the
    // part's category and brand; still no data version, nor edition (the sitemap's addresses stay).
    const editions = store.editions;
    await store.commit([{ op: "stock", collection: "products", id: 1, by: -(part.quantityOnHand - 1) }]);
    expect(store.version).toBe(version);
    expect(store.editions).toBe(editions);
    expect(store.catalogueChangedAt).toBeUndefined();
    expect(store.stock.crossingsSince(1)).toEqual([{ seq: 2, categoryId: part.categoryId, brandId: part.brandId }]);
    expect(store.stock.crossingsSince(2)).toEqual([]);
    await closeTracked(store);
    const reopened = await openTracked({ dbFile, seedFile });
    expect(await ordersIn(reopened)).toEqual([]);
    expect((await linesIn(reopened)).map((line) => line.id)).toEqual(["kept"]);
    expect((await reopened.reads.catalogue.records([1]))[0]?.quantityOnHand).toBe(0);
  });

  it("survives a process that never closed: the database and its write-ahead log carry every acknowledged commit", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    const [part] = await store.reads.catalogue.records([2]);
    const category = store.data.categories[0];
    if (!part || !category) throw new Error("no product or category");
    await store.commit([{ op: "put", collection: "orders", record: order(1) }]);
    await store.commit([{ op: "put", collection: "orders", record: order(2) }]);
    await store.commit([{ op: "put", collection: "products", record: { ...part, price: "54.99", compatibility: ["ABC123", "XYZ-9"] } }]);
    await store.commit([
      { op: "put", collection: "categories", record: { ...category, name: "Fridge Parts" } },
      { op: "store", record: { ...store.data.store, taxRate: "0.075", phone: "(850) 555-0199" } },
    ]);
    const recovered = await openTracked({ dbFile: await crashCopy(dbFile), seedFile });
    expect(recovered.data).toEqual(store.data);
    expect(await shopIn(recovered)).toEqual(await shopIn(store));
    expect((await recovered.reads.catalogue.records([part.id]))[0]).toMatchObject({ price: "54.99", compatibility: ["ABC123", "XYZ-9"] });
    expect(recovered.data.store).toMatchObject({ taxRate: "0.075", phone: "(850) 555-0199" });
    expect(recovered.version).toBe(1);
  });

  it("raises the data version at once for catalogue and store-record commits, and only for those", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    expect(store.version).toBe(1);
    expect(store.catalogueChangedAt).toBeUndefined();
    await store.commit([cartPut(), { op: "put", collection: "orders", record: order(1) }]);
    await store.commit([]);
    expect(store.version).toBe(1);

    const [part] = await store.reads.catalogue.records([1]);
    if (!part) throw new Error("no product");
    const saved = store.commit([{ op: "put", collection: "products", record: { ...part, price: "54.99" } }]);
    expect(store.version).toBe(2);
    expect(store.catalogueChangedAt).toBeInstanceOf(Date);
    // Written already: the database's answers (store.reads) have the change before it is durable.
    expect((await store.reads.catalogue.part(part.id))?.price).toBe("54.99");
    await saved;
    expect(store.version).toBe(2);
    expect(store.editions).toBe(2);
    await store.commit([{ op: "store", record: { ...store.data.store, taxRate: "0.075" } }]);
    expect(store.version).toBe(3);
    expect(store.editions).toBe(3);
  });

  it("lands concurrent commits in order, several per transaction (group commit); deletes take nested rows with them", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    const ids = Array.from({ length: 300 }, (_, i) => i + 1);
    const puts = ids.map((id) => store.commit([{ op: "put", collection: "orders", record: order(id) }]));
    // The same cart line changed many times: the last write must win on disk too.
    const line = cartPut({ quantity: 1 }) as Extract<Change, { op: "put" }>;
    const updates = [1, 2, 3, 4, 5].map((quantity) => {
      const record: CartItemRecord = { ...(line.record as CartItemRecord), quantity };
      return store.commit([{ op: "put", collection: "cartItems", record }]);
    });
    const removed = cartPut();
    const removal = [
      store.commit([removed]),
      store.commit([{ op: "delete", collection: "cartItems", id: removed.op === "put" ? removed.record.id : "" }]),
      store.commit([{ op: "delete", collection: "orders", id: 300 }]),
      store.commit([{ op: "delete", collection: "products", id: 6 }]),
    ];
    await Promise.all([...puts, ...updates, ...removal]);

    const stats = store.stats();
    expect(stats.commits).toBe(309);
    expect(stats.writes).toBeLessThan(10);
    const memory = structuredClone(store.data);
    const orders = (await ordersIn(store)).map((o) => o.orderNumber);
    await closeTracked(store);
    const reopened = await openTracked({ dbFile, seedFile });
    expect([...orders].sort()).toEqual(ids.slice(0, 299).map((id) => order(id).orderNumber));
    expect((await ordersIn(reopened)).map((o) => o.orderNumber)).toEqual(orders);
    expect(await linesIn(reopened)).toHaveLength(1);
    expect((await linesIn(reopened))[0]?.quantity).toBe(5);
    expect((await reopened.reads.catalogue.allRecords()).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(reopened.data).toEqual(memory);
  });

  it("treats an empty commit as a barrier and refuses commits after close", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    const write = store.commit([cartPut()]);
    let written = false;
    void write.then(() => (written = true));
    await store.commit([]);
    expect(written).toBe(true);
    await closeTracked(store);
    await expect(store.commit([cartPut()])).rejects.toThrow(/closed/);
  });

  it("counts the database's size, growing as orders land", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    const before = store.sizeBytes();
    expect(before).toBeGreaterThan(0);
    await Promise.all(Array.from({ length: 500 }, (_, i) => store.commit([{ op: "put", collection: "orders", record: order(i + 1) }])));
    expect(store.sizeBytes()).toBeGreaterThan(before);
  });
});
