/**
 * Backups (docs/architecture.md, The journaled store; docs/operations.md, Backups): `npm run backup -- DIR`
 * copies a running shop's data folder into DIR (one consolidated snapshot, the staff accounts, the
 * secret, photos, outbox) without taking its lock, and a shop starts from DIR as it is.
 */
import { spawn } from "node:child_process";
import { readdir, readFile, rm, stat, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER, partPhotoPath, type ShopData, type StaffSessionView, type StaffPartView } from "@shop/domain";
import { addStaffAccount, backupDataFolder, hashPassword, openStore, staffFileFor, startServer, type RunningServer } from "../../src/index.ts";
import { placeOrder, REPO_ROOT, seedFile, tempDir, TEST_RATE_LIMITS } from "../support/fixtures.ts";

const STAFF = { email: "backup@example.com", password: "backup password 1" };
let root: string;
let dbFile: string;
let seed: string;
let server: RunningServer;
let taxRate: string;
const quiet = () => undefined;

beforeAll(async () => {
  root = await tempDir("shop-backup-");
  dbFile = path.join(root, "live", "db.json");
  seed = await seedFile(root);
  await mkdir(path.dirname(dbFile), { recursive: true, mode: 0o700 });
  await addStaffAccount(staffFileFor(dbFile), STAFF.email, await hashPassword(STAFF.password));
  // A journal that compacts past 64 KB: a few orders stay in the journal, a big write compacts.
  server = await startServer({ port: 0, dbFile, seedFile: seed, compactAfterBytes: 64 * 1024, rateLimits: TEST_RATE_LIMITS, log: quiet });
  taxRate = server.store.data.store.taxRate;
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
  const placed = await placeOrder(server.url, 1, taxRate);
  expect(placed.status).toBe(201);
  return placed.body as { orderNumber: string; key: string };
}

/** `npm run backup -- dir` against the live database, as an operator (or the timer) runs it. */
function runBackup(dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "backup", "--", dir], {
      cwd: REPO_ROOT,
      env: { ...process.env, DB_FILE: dbFile },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The orders in a backup's database, read as the store reads it at start (then closed again). */
async function ordersIn(dir: string): Promise<Set<string>> {
  const store = await openStore({ dbFile: path.join(dir, "db.json"), seedFile: seed });
  try {
    return new Set(store.data.orders.map((order) => order.orderNumber));
  } finally {
    await store.close();
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
    const lock = await readFile(`${dbFile}.lock`, "utf8");

    const dir = path.join(root, "restore");
    const run = await runBackup(dir);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\d+ orders?, \d+ parts?, [1-9]\d* photo files?, [1-9]\d* outbox files?, \d+ bytes/);
    // The backup took nothing from the server: its lock is the same and none was copied.
    expect(await readFile(`${dbFile}.lock`, "utf8")).toBe(lock);
    const names = (await readdir(dir)).sort();
    expect(names).toEqual(["db.json", "outbox", "photos", "secret.key", "staff.json"]);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const name of ["db.json", "secret.key", "staff.json"]) expect((await stat(path.join(dir, name))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, "photos"))).mode & 0o777).toBe(0o700);
    expect(await readdir(path.join(dir, "outbox"))).toEqual(await readdir(path.join(path.dirname(dbFile), "outbox")));

    const restored = await startServer({ port: 0, dbFile: path.join(dir, "db.json"), seedFile: seed, log: quiet });
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

  it("copies every order acknowledged before it started while orders keep landing, and the copy opens cleanly", async () => {
    const before = await Promise.all(Array.from({ length: 5 }, () => ordered()));
    let writing = true;
    const during: string[] = [];
    const loop = (async () => {
      while (writing && during.length < 500) during.push((await ordered()).orderNumber);
    })();
    const dir = path.join(root, "busy");
    try {
      // Let a few land first, so the backup reads a journal being appended to.
      while (during.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      const summary = await backupDataFolder({ dbFile, dir });
      expect(summary.orders).toBeGreaterThanOrEqual(before.length);
    } finally {
      writing = false;
      await loop;
    }
    const copied = await ordersIn(dir);
    for (const order of before) expect(copied.has(order.orderNumber)).toBe(true);
    expect(during.length).toBeGreaterThan(2);
  });

  it("gives a consistent copy when the server compacts between reading the snapshot and the journal", async () => {
    const before = await Promise.all(Array.from({ length: 3 }, () => ordered()));
    expect(server.store.stats().journalBytes).toBeGreaterThan(0);
    const dir = path.join(root, "compacted");
    let forced = 0;
    const summary = await backupDataFolder({
      dbFile,
      dir,
      // A write past the compaction threshold: the snapshot is replaced and the journal emptied.
      betweenReads: async () => {
        if (forced++ > 0) return;
        const compactions = server.store.stats().compactions;
        await server.store.commit([
          {
            op: "put",
            collection: "contactMessages",
            record: { id: "backup-big", name: "Pat", email: "pat@example.com", message: "x".repeat(100 * 1024), createdAt: new Date().toISOString() },
          },
        ]);
        while (server.store.stats().compactions === compactions) await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const copied = await ordersIn(dir);
    expect(before.filter((order) => !copied.has(order.orderNumber))).toEqual([]);
    expect(summary.attempts).toBeGreaterThan(1);
    const data = JSON.parse(await readFile(path.join(dir, "db.json"), "utf8")) as ShopData;
    expect(data.contactMessages.some((message) => message.id === "backup-big")).toBe(true);
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
});
