import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CartItemRecord, Change, OrderRecord, ShopData } from "@shop/domain";
import { orderRecord } from "@shop/domain/testing";
import { smallShop, tempDir } from "../../test/support/fixtures.ts";
import { openStore, type Store } from "./store.ts";

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
  return { dir, seedFile, seedText, dbFile: path.join(dir, "data", "db.json") };
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

const readJson = async (file: string) => JSON.parse(await readFile(file, "utf8")) as ShopData;

describe("openStore", () => {
  it("creates the database from the seed on first open and never writes the seed", async () => {
    const { seedFile, seedText, dbFile } = await setup();
    const seedBefore = await stat(seedFile);
    const store = await openTracked({ dbFile, seedFile });
    expect(store.data.products).toHaveLength(6);
    expect(store.data.orders).toEqual([]);
    await store.commit([cartPut()]);
    await closeTracked(store);
    const reopened = await openTracked({ dbFile, seedFile });
    expect(reopened.data.cartItems).toHaveLength(1);
    await closeTracked(reopened);

    expect(await readFile(seedFile, "utf8")).toBe(seedText);
    expect((await stat(seedFile)).mtimeMs).toBe(seedBefore.mtimeMs);
    expect((await readJson(dbFile)).cartItems).toHaveLength(1);
  });

  it("adds the run-time collections a seed leaves out", async () => {
    const { dbFile, seedFile } = await setup();
    const bare: Partial<ShopData> = smallShop();
    delete bare.orders;
    delete bare.newsletterSignups;
    await writeFile(seedFile, JSON.stringify(bare));
    const store = await openTracked({ dbFile, seedFile });
    expect(store.data.orders).toEqual([]);
    expect(store.data.newsletterSignups).toEqual([]);
  });

  it("removes temp files left by a crashed snapshot write, and nothing else", async () => {
    const { dir, seedFile } = await setup();
    const dbFile = path.join(dir, "db.json");
    await writeFile(`${dbFile}.tmp-4242-1`, '{"half": ');
    await writeFile(`${dbFile}.tmp-4242-2`, "");
    await writeFile(path.join(dir, "other.json.tmp-1-1"), "keep me");
    const store = await openTracked({ dbFile, seedFile });
    const names = await readdir(dir);
    expect(names.filter((n) => n.startsWith("db.json.tmp-"))).toEqual([]);
    expect(names).toContain("other.json.tmp-1-1");
    expect(store.data.products).toHaveLength(6);
  });

  it("ignores a torn last journal line and empties the journal after replay", async () => {
    const { dir, seedFile } = await setup();
    const dbFile = path.join(dir, "db.json");
    await writeFile(dbFile, JSON.stringify(smallShop()));
    const a = cartPut({ quantity: 2 });
    const b = cartPut({ quantity: 3 });
    const torn = JSON.stringify([cartPut({ quantity: 4 })]).slice(0, 40);
    await writeFile(`${dbFile}.journal`, `${JSON.stringify([a])}\n${JSON.stringify([b])}\n${torn}`);
    const lines: string[] = [];
    const store = await openTracked({ dbFile, seedFile, log: (line) => lines.push(line) });
    expect(store.data.cartItems.map((c) => c.quantity)).toEqual([2, 3]);
    expect(lines.some((l) => l.includes("torn last line"))).toBe(true);
    expect((await stat(`${dbFile}.journal`)).size).toBe(0);
    expect((await readJson(dbFile)).cartItems).toHaveLength(2);
  });

  it("gives parts stored with only inStock, in a snapshot or a journal, a quantity of 1 or 0", async () => {
    const { dir, seedFile } = await setup();
    const dbFile = path.join(dir, "db.json");
    const old = smallShop();
    const withFlag = ({ quantityOnHand, ...rest }: ShopData["products"][number]) => ({ ...rest, inStock: quantityOnHand > 0 });
    await writeFile(dbFile, JSON.stringify({ ...old, products: old.products.map(withFlag) }));
    const journalled = { ...withFlag(old.products[1]!), inStock: false, name: "Renamed" };
    await writeFile(`${dbFile}.journal`, `${JSON.stringify([{ op: "put", collection: "products", record: journalled }])}\n`);
    const store = await openTracked({ dbFile, seedFile, log: () => undefined });
    expect(store.data.products.map((p) => p.quantityOnHand)).toEqual([1, 0, 1, 1, 1, 0]);
    expect(store.data.products[1]).toMatchObject({ name: "Renamed", quantityOnHand: 0 });
    expect(store.data.products.some((p) => "inStock" in p)).toBe(false);
  });

  it("refuses a journal damaged before its last line, naming the file", async () => {
    const { dir, seedFile } = await setup();
    const dbFile = path.join(dir, "db.json");
    await writeFile(dbFile, JSON.stringify(smallShop()));
    await writeFile(`${dbFile}.journal`, `garbage\n${JSON.stringify([cartPut()])}\n`);
    await expect(openStore({ dbFile, seedFile })).rejects.toThrow(`${dbFile}.journal is damaged at line 1`);
  });

  it("gives the same data when the journal is replayed over a snapshot that already holds it", async () => {
    const { dir, seedFile } = await setup();
    const dbFile = path.join(dir, "db.json");
    const kept = cartPut({ quantity: 5 });
    const gone = cartPut();
    const renamed: OrderRecord = { ...order(1), name: "Renamed" };
    const changes: Change[][] = [
      [kept, gone],
      [{ op: "put", collection: "orders", record: order(1) }],
      [{ op: "delete", collection: "cartItems", id: gone.op === "put" ? gone.record.id : "" }],
      [{ op: "put", collection: "orders", record: renamed }],
    ];
    // The state after the changes, as a snapshot written just before a crash that left the journal.
    const first = await openTracked({ dbFile, seedFile });
    for (const batch of changes) await first.commit(batch);
    await closeTracked(first);
    const expected = await readJson(dbFile);
    await writeFile(`${dbFile}.journal`, changes.map((c) => `${JSON.stringify(c)}\n`).join(""));

    const again = await openTracked({ dbFile, seedFile });
    expect(again.data).toEqual(expected);
    expect(again.data.orders).toHaveLength(1);
    expect(again.data.orders[0]?.name).toBe("Renamed");
    expect(again.data.cartItems).toHaveLength(1);
  });

  it.each([
    ["empty", ""],
    ["blank", "  \n"],
    ["cut short", '{"store": {"name": "x"}, "categories": ['],
    ["garbage", "\u0000\u0000\u0000"],
    ["not a shop", "{}"],
    ["a list", "[]"],
  ])("rejects a database file that is %s, naming the file", async (_kind, text) => {
    const { dir, seedFile } = await setup();
    const dbFile = path.join(dir, "db.json");
    await writeFile(dbFile, text);
    await expect(openStore({ dbFile, seedFile })).rejects.toThrow(dbFile);
    // The file is left as it was for someone to look at; nothing was started from {}.
    expect(await readFile(dbFile, "utf8")).toBe(text);
    // A failed open releases the lock: a repaired file opens.
    await writeFile(dbFile, JSON.stringify(smallShop()));
    const store = await openTracked({ dbFile, seedFile });
    expect(store.data.products).toHaveLength(6);
  });

  it("starts from the seed when the database was removed, keeping its old journal aside", async () => {
    const { dir, seedFile } = await setup();
    const dbFile = path.join(dir, "db.json");
    await writeFile(`${dbFile}.journal`, `${JSON.stringify([cartPut()])}\n`);
    const lines: string[] = [];
    const store = await openTracked({ dbFile, seedFile, log: (line) => lines.push(line) });
    expect(store.data.cartItems).toEqual([]);
    const aside = (await readdir(dir)).filter((n) => n.startsWith("db.json.journal.orphaned-"));
    expect(aside).toHaveLength(1);
    expect(lines.some((l) => l.includes(aside[0]!))).toBe(true);
  });

  it("names the seed when the database is missing and the seed cannot be read", async () => {
    const { dir } = await setup();
    const seedFile = path.join(dir, "missing-seed.json");
    await expect(openStore({ dbFile: path.join(dir, "db.json"), seedFile })).rejects.toThrow(seedFile);
  });

  it("refuses a second open of the same database while the first is open", async () => {
    const { dbFile, seedFile } = await setup();
    await openTracked({ dbFile, seedFile });
    await expect(openStore({ dbFile, seedFile })).rejects.toThrow(/in use by process/);
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const { dbFile, seedFile } = await setup();
    const first = await openTracked({ dbFile, seedFile });
    await closeTracked(first);
    await writeFile(`${dbFile}.lock`, "999999999\n");
    const store = await openTracked({ dbFile, seedFile });
    expect(store.data.products).toHaveLength(6);
  });
});

describe("store.commit", () => {
  it("applies changes to memory at once and keeps them across a reopen", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    const put = cartPut({ quantity: 7 });
    const saved = store.commit([put, { op: "put", collection: "orders", record: order(1) }]);
    // Visible before the write finished: the next request sees it.
    expect(store.data.cartItems).toHaveLength(1);
    await saved;
    expect((await readFile(store.journalFile, "utf8")).trim().split("\n")).toHaveLength(1);
    await closeTracked(store);

    const reopened = await openTracked({ dbFile, seedFile });
    expect(reopened.data.cartItems).toEqual([put.op === "put" ? put.record : null]);
    expect(reopened.data.orders.map((o) => o.orderNumber)).toEqual(["TLH-20260101-00001"]);
  });

  it("survives a process that never closed: the journal alone carries acknowledged commits", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    await store.commit([{ op: "put", collection: "orders", record: order(1) }]);
    await store.commit([{ op: "put", collection: "orders", record: order(2) }]);
    // What a crash leaves: the snapshot from open and the journal. Copy both aside and open the copy.
    const { dir } = await setup();
    const copy = path.join(dir, "db.json");
    await writeFile(copy, await readFile(dbFile));
    await writeFile(`${copy}.journal`, await readFile(store.journalFile));
    expect((await readJson(copy)).orders).toHaveLength(0);
    const recovered = await openTracked({ dbFile: copy, seedFile });
    expect(recovered.data.orders.map((o) => o.id)).toEqual([1, 2]);
  });

  it("raises the data version at once for catalogue and store-record commits, and only for those", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    expect(store.version).toBe(1);
    expect(store.catalogueChangedAt).toBeUndefined();
    await store.commit([cartPut(), { op: "put", collection: "orders", record: order(1) }]);
    await store.commit([]);
    expect(store.version).toBe(1);

    const part = store.data.products[0];
    if (!part) throw new Error("no product");
    const saved = store.commit([{ op: "put", collection: "products", record: { ...part, price: "54.99" } }]);
    expect(store.version).toBe(2);
    expect(store.catalogueChangedAt).toBeInstanceOf(Date);
    await saved;
    await store.commit([{ op: "store", record: { ...store.data.store, taxRate: "0.075" } }]);
    expect(store.version).toBe(3);
  });

  it("keeps catalogue and store-record changes across a crash: the journal carries them", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile });
    const part = store.data.products[1];
    const category = store.data.categories[0];
    if (!part || !category) throw new Error("no product or category");
    await store.commit([{ op: "put", collection: "products", record: { ...part, price: "54.99" } }]);
    await store.commit([
      { op: "put", collection: "categories", record: { ...category, name: "Fridge Parts" } },
      { op: "store", record: { ...store.data.store, taxRate: "0.075", phone: "(850) 555-0199" } },
    ]);
    const { dir } = await setup();
    const copy = path.join(dir, "db.json");
    await writeFile(copy, await readFile(dbFile));
    await writeFile(`${copy}.journal`, await readFile(store.journalFile));

    const recovered = await openTracked({ dbFile: copy, seedFile });
    expect(recovered.data.products.find((p) => p.id === part.id)?.price).toBe("54.99");
    expect(recovered.data.categories.map((c) => c.name)).toEqual(["Fridge Parts", "Furnace Parts"]);
    expect(recovered.data.store).toMatchObject({ taxRate: "0.075", phone: "(850) 555-0199" });
    expect(recovered.version).toBe(1);
  });

  it("lands concurrent commits in order, several per write (group commit)", async () => {
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
    ];
    await Promise.all([...puts, ...updates, ...removal]);

    const stats = store.stats();
    expect(stats.commits).toBe(307);
    expect(stats.journalWrites).toBeLessThan(stats.commits);
    const journalLines = (await readFile(store.journalFile, "utf8")).trim().split("\n");
    expect(journalLines).toHaveLength(307);
    expect(journalLines.slice(0, 300).map((l) => (JSON.parse(l) as Array<{ record: { id: number } }>)[0]?.record.id)).toEqual(ids);

    await closeTracked(store);
    const reopened = await openTracked({ dbFile, seedFile });
    expect(reopened.data.orders.map((o) => o.id)).toEqual(ids);
    expect(reopened.data.cartItems).toHaveLength(1);
    expect(reopened.data.cartItems[0]?.quantity).toBe(5);
  });

  it("writes a commit in bytes that do not depend on how much is stored", async () => {
    const shop = smallShop();
    shop.orders = Array.from({ length: 5_000 }, (_, i) => order(i + 1));
    const { dbFile, seedFile } = await setup(shop);
    const store = await openTracked({ dbFile, seedFile });
    const before = store.stats();
    await store.commit([{ op: "put", collection: "orders", record: order(5_001) }]);
    const after = store.stats();
    expect(after.journalBytes - before.journalBytes).toBe(JSON.stringify([{ op: "put", collection: "orders", record: order(5_001) }]).length + 1);
    expect(after.compactions).toBe(before.compactions);
    expect(after.snapshotBytes).toBeGreaterThan(1_000_000);
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
});

describe("compaction", () => {
  it("snapshots and empties the journal once it passes compactAfterBytes", async () => {
    const { dbFile, seedFile } = await setup();
    const store = await openTracked({ dbFile, seedFile, compactAfterBytes: 4_000 });
    const opened = store.stats().compactions;
    for (let id = 1; id <= 40; id++) {
      await store.commit([{ op: "put", collection: "orders", record: order(id) }]);
      // Compaction runs in the write queue right after the write that crossed the threshold.
      await store.commit([]);
      expect(store.stats().journalBytes).toBeLessThanOrEqual(4_000);
    }
    const stats = store.stats();
    expect(stats.compactions).toBeGreaterThan(opened + 3);
    expect((await stat(store.journalFile)).size).toBe(stats.journalBytes);
    // The snapshot alone holds everything up to the last compaction; snapshot + journal hold all.
    const snapshot = await readJson(dbFile);
    expect(snapshot.orders.length).toBeGreaterThan(30);
    await closeTracked(store);
    expect((await stat(`${dbFile}.journal`)).size).toBe(0);
    expect((await readJson(dbFile)).orders.map((o) => o.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await readdir(path.dirname(dbFile))).sort()).toEqual(["db.json", "db.json.journal"]);
  });
});
