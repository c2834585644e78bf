/**
 * The data folder's files on a real disk (docs/architecture.md, The SQLite store): owner-only
 * modes for everything the shop writes beside its database.
 */
import { chmod, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore, outboxDirFor, startServer } from "../../src/index.ts";
import { inStockParts, placeOrder, smallShop, taxRateOf, tempDir } from "../support/fixtures.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function setup() {
  const root = await tempDir("shop-files-");
  dirs.push(root);
  const seedFile = path.join(root, "seed.json");
  await writeFile(seedFile, JSON.stringify(smallShop()));
  return { root, seedFile, dataDir: path.join(root, "data"), dbFile: path.join(root, "data", "shop.db") };
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** A file's mode, or undefined when it went between the listing and the look (a temp file renamed). */
const modeIfThere = (file: string) => modeOf(file).catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? undefined : Promise.reject(error)));

/** Every file and folder under `dir` with a mode other than 0600 (files) or 0700 (folders). */
async function tooOpen(dir: string): Promise<string[]> {
  const found: string[] = [];
  if ((await modeOf(dir)) !== 0o700) found.push(`${dir} ${(await modeOf(dir)).toString(8)}`);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(...(await tooOpen(full)));
      continue;
    }
    const mode = await modeIfThere(full);
    if (mode !== undefined && mode !== 0o600) found.push(`${full} ${mode.toString(8)}`);
  }
  return found;
}

describe("the data folder's modes", () => {
  it("creates the folder for the owner alone and writes every file readable by the owner only", async () => {
    const { dataDir, dbFile, seedFile } = await setup();
    const server = await startServer({ dbFile, seedFile, log: () => undefined });
    try {
      expect(await readdir(dataDir)).toEqual(expect.arrayContaining(["shop.db", "shop.db-wal", "shop.db-shm", "secret.key"]));
      expect(await tooOpen(dataDir)).toEqual([]);
      // An order is written to the database's write-ahead log and emails the shop to the outbox.
      const [productId] = await inStockParts(server.url);
      expect((await placeOrder(server.url, productId!, await taxRateOf(server.url))).status).toBe(201);
      await server.store.commit([]);
      for (let i = 0; i < 50 && (await readdir(outboxDirFor(dbFile)).catch(() => [])).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect((await readdir(outboxDirFor(dbFile))).length).toBeGreaterThan(0);
      expect(await tooOpen(dataDir)).toEqual([]);
    } finally {
      await server.close();
    }
    expect(await tooOpen(dataDir)).toEqual([]);
  });

  it("tightens what an older version left open at start, saying so once, and leaves other files alone", async () => {
    const { dataDir, dbFile, seedFile } = await setup();
    await mkdir(path.join(dataDir, "outbox"), { recursive: true });
    await mkdir(path.join(dataDir, "photos"));
    // An earlier JSON database and the files around it, as a version before SQLite left them.
    const open = {
      "db.json": JSON.stringify(smallShop()),
      "db.json.journal": "",
      "secret.key": `${"s".repeat(40)}\n`,
      "staff.json": "[]\n",
      "outbox/old.eml": "Subject: old\r\n\r\nold\r\n",
      "photos/abc-400.webp": "webp",
    };
    for (const [name, text] of Object.entries(open)) await writeFile(path.join(dataDir, name), text, { mode: 0o644 });
    await writeFile(path.join(dataDir, "notes.txt"), "the owner's own file", { mode: 0o644 });
    for (const folder of [dataDir, path.join(dataDir, "outbox"), path.join(dataDir, "photos")]) await chmod(folder, 0o755);

    const lines: string[] = [];
    const store = await openStore({ dbFile, seedFile, log: (line) => lines.push(line) });
    await store.close();
    expect(lines.filter((line) => /modes/.test(line))).toHaveLength(1);
    expect(lines.find((line) => /modes/.test(line))).toContain(dataDir);
    const stillOpen = await tooOpen(dataDir);
    expect(stillOpen).toEqual([`${path.join(dataDir, "notes.txt")} 644`]);

    // Nothing left to tighten: nothing said.
    const again: string[] = [];
    await (await openStore({ dbFile, seedFile, log: (line) => again.push(line) })).close();
    expect(again.filter((line) => /modes/.test(line))).toEqual([]);
  });
});

