/**
 * Backups (docs/operations.md, Backups; docs/data-engine.md): `npm run backup -- DIR` copies a
 * running shop's data folder into DIR (the SQLite database through SQLite's online backup, the
 * staff accounts, the secret, photos, outbox) without stopping it, and a shop starts from DIR
 * as it is.
 */
import { spawn } from "node:child_process";
import { readdir, rm, stat, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, partPhotoPath, type StaffSessionView, type StaffPartView } from "@shop/domain";
import { addStaffAccount, backupDataFolder, hashPassword, staffFileFor, startServer, type RunningServer } from "../../src/index.ts";
import { inStockParts, placeOrder, REPO_ROOT, seedFile, taxRateOf, tempDir, TEST_RATE_LIMITS } from "../support/fixtures.ts";

const STAFF = { email: "backup@example.com", password: "backup password 1" };
let root: string;
let dbFile: string;
let seed: string;
let server: RunningServer;
let taxRate: string;
/** The parts on hand, ordered in turn so that no part runs out while orders keep landing. */
let parts: number[];
let orders = 0;
const quiet = () => undefined;

beforeAll(async () => {
  root = await tempDir("shop-backup-");
  dbFile = path.join(root, "live", "shop.db");
  seed = await seedFile(root);
  await mkdir(path.dirname(dbFile), { recursive: true, mode: 0o700 });
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  server = await startServer({ port: 0, dbFile, seedFile: seed, rateLimits: TEST_RATE_LIMITS, log: quiet });
  taxRate = await taxRateOf(server.url);
  parts = await inStockParts(server.url);
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

async function signIn(url: string) {
  const response = await fetch(`${url}/api/staff/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STAFF),
  });
  expect(response.status).toBe(200);
  const session = (await response.json()) as StaffSessionView;
  return { cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "", [CSRF_HEADER]: session.csrfToken };
}

const jpeg = () => sharp({ create: { width: 600, height: 400, channels: 3, background: "#3366aa" } }).jpeg().toBuffer();

async function ordered(): Promise<{ orderNumber: string; key: string }> {
  const placed = await placeOrder(server.url, parts[orders % parts.length]!, taxRate, { email: `customer${orders++}@example.com` });
  expect(placed.status).toBe(201);
  return placed.body as { orderNumber: string; key: string };
}

/** `npm run backup -- dir` against the live database (or `database`), as an operator (or the timer) runs it. */
function runBackup(dir: string, database = dbFile): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${database}` };
  delete env.DB_FILE;
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "backup", "--", dir], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The order numbers in a backup's database and SQLite's check of the whole file, read on a connection of its own. */
function readCopy(dir: string): { orders: Set<string>; integrity: string } {
  const sqlite = new BetterSqlite3(path.join(dir, path.basename(dbFile)), { fileMustExist: true });
  try {
    const numbers = sqlite.prepare("select order_number from orders").pluck().all() as string[];
    return { orders: new Set(numbers), integrity: sqlite.pragma("integrity_check", { simple: true }) as string };
  } finally {
    sqlite.close();
  }
}

describe("a backup of a running shop", () => {
  it("restores: a new server started from the backup folder has the order, its page key, the photo, the outbox and the staff password", async () => {
    const order = await ordered();
    const staff = await signIn(server.url);
    const uploaded = await fetch(`${server.url}${partPhotoPath(1)}`, {
      method: "PUT",
      headers: { ...staff, "content-type": "image/jpeg" },
      body: new Uint8Array(await jpeg()),
    });
    expect(uploaded.status).toBe(200);
    const photo = ((await uploaded.json()) as StaffPartView).part.photo!;

    const dir = path.join(root, "restore");
    const run = await runBackup(dir);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\d+ orders?, \d+ parts?, [1-9]\d* photo files?, [1-9]\d* outbox files?, \d+ bytes/);
    const names = (await readdir(dir)).sort();
    // The database under its own name, alone: its -wal and -shm files are not left in the copy.
    expect(names).toEqual(["outbox", "photos", "secret.key", "shop.db", "staff.json"]);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const name of ["shop.db", "secret.key", "staff.json"]) expect((await stat(path.join(dir, name))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, "photos"))).mode & 0o777).toBe(0o700);
    expect(await readdir(path.join(dir, "outbox"))).toEqual(await readdir(path.join(path.dirname(dbFile), "outbox")));

    const restored = await startServer({ port: 0, dbFile: path.join(dir, "shop.db"), seedFile: seed, log: quiet });
    try {
      const page = await fetch(`${restored.url}/api/orders/${order.orderNumber}?key=${order.key}`);
      expect(page.status).toBe(200);
      expect(await page.json()).toMatchObject({ orderNumber: order.orderNumber });
      const file = await fetch(`${restored.url}/photos/${photo.key}-400.webp`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      const signedIn = await signIn(restored.url);
      const staffView = await fetch(`${restored.url}/api/staff/orders/${order.orderNumber}`, { headers: signedIn });
      expect(staffView.status).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it("copies every order acknowledged before it started while orders keep landing; a shop started from the copy serves them", async () => {
    const before = await Promise.all(Array.from({ length: 5 }, () => ordered()));
    let writing = true;
    const during: { orderNumber: string; key: string }[] = [];
    const loop = (async () => {
      while (writing && during.length < 500) during.push(await ordered());
    })();
    const dir = path.join(root, "busy");
    let acknowledged: { orderNumber: string; key: string }[];
    try {
      // Let a few land first, so the backup copies a database being written to.
      while (during.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      // Every order whose 201 has come back by now was acknowledged before the backup started.
      acknowledged = [...before, ...during];
      const summary = await backupDataFolder({ dbFile, dir });
      expect(summary.orders).toBeGreaterThanOrEqual(acknowledged.length);
      expect(summary).not.toHaveProperty("attempts");
    } finally {
      writing = false;
      await loop;
    }
    expect(during.length).toBeGreaterThan(2);
    const copy = readCopy(dir);
    expect(copy.integrity).toBe("ok");
    expect(acknowledged.filter((order) => !copy.orders.has(order.orderNumber))).toEqual([]);

    const restored = await startServer({ port: 0, dbFile: path.join(dir, "shop.db"), seedFile: seed, log: quiet });
    try {
      for (const order of acknowledged) {
        const page = await fetch(`${restored.url}/api/orders/${order.orderNumber}?key=${order.key}`);
        expect(page.status).toBe(200);
        expect(await page.json()).toMatchObject({ orderNumber: order.orderNumber });
      }
    } finally {
      await restored.close();
    }
  });

  it("refuses a folder that is not empty, exit 2, and writes nothing in it", async () => {
    const dir = path.join(root, "taken");
    await mkdir(dir);
    await writeFile(path.join(dir, "notes.txt"), "keep me\n");
    const run = await runBackup(dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/not empty/);
    expect(await readdir(dir)).toEqual(["notes.txt"]);
    await expect(backupDataFolder({ dbFile, dir })).rejects.toThrow(/not empty/);
    expect(await readdir(dir)).toEqual(["notes.txt"]);
  });

  it("fails, exit 1, naming a database that does not exist, and makes no backup folder", async () => {
    const missing = path.join(root, "elsewhere", "shop.db");
    const dir = path.join(root, "never");
    const run = await runBackup(dir, missing);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`No database at ${missing}`);
    await expect(backupDataFolder({ dbFile: missing, dir })).rejects.toThrow(`No database at ${missing}`);
    await expect(stat(dir)).rejects.toThrow(/ENOENT/);
  });
});
