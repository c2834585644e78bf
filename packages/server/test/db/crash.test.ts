/**
 * kill -9 in the middle of an order storm, again and again: every order the server acknowledged
 * must still be there afterwards, the database must open, and no order number may repeat.
 *
 * Runs the real CLI (packages/server/src/main.ts) as a child process on loopback.
 */
import { spawn, type ChildProcessByStdio } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import type { ShopData } from "@shop/domain";
import { DEFAULT_SEED_FILE, readShopFile } from "../../src/index.ts";
import { inStockParts, placeOrder, REPO_ROOT, smallShop, taxRateOf, tempDir } from "../support/fixtures.ts";

/** Rounds of storm-then-kill; the last one ends with SIGTERM. CRASH_ROUNDS=40 makes a longer soak. */
const ROUNDS = Math.max(5, Number(process.env.CRASH_ROUNDS) || 6);
const WORKERS = 12;

type Child = ChildProcessByStdio<null, Readable, Readable>;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const children = new Set<Child>();
const dirs: string[] = [];
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Starts the CLI and resolves once it listens. */
function startCli(env: Record<string, string>): Promise<{ child: Child; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  let output = "";
  const output$ = () => output;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Storefront listening on")) {
        clearTimeout(timer);
        resolve({ child, output: output$ });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

const exited = (child: Child) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, signal) => resolve({ code, signal }));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("crash safety", () => {
  it("keeps every acknowledged order through repeated kill -9", async () => {
    const dir = await tempDir("shop-crash-");
    dirs.push(dir);
    const dbFile = path.join(dir, "data", "shop.db");
    // The repository's db.json (before that exists, a small shop) as the seed, with plenty on hand
    // of every part in stock: the storm orders far more than the shop keeps, and each order takes its units.
    const shop = existsSync(DEFAULT_SEED_FILE) ? (JSON.parse(await readFile(DEFAULT_SEED_FILE, "utf8")) as ShopData) : smallShop();
    shop.products = shop.products.map((p) => (p.quantityOnHand > 0 ? { ...p, quantityOnHand: 1_000_000 } : p));
    const seed = path.join(dir, "seed.json");
    await writeFile(seed, JSON.stringify(shop));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The orders all come from 127.0.0.1, far past a visitor's per-address limit.
    const env = { PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `sqlite:${dbFile}`, SEED_FILE: seed, LOG_LEVEL: "warn", RATE_LIMIT_FACTOR: "1000" };

    const acknowledged: string[] = [];
    let failed = 0;
    let kills = 0;
    let products: number[] = [];
    let taxRate = "";

    for (let round = 1; round <= ROUNDS; round++) {
      const { child, output } = await startCli(env);
      if (round === 1) {
        products = await inStockParts(base);
        taxRate = await taxRateOf(base);
        expect(products.length).toBeGreaterThan(0);
      }
      let stop = false;
      const workers = Array.from({ length: WORKERS }, async (_, w) => {
        for (let i = 0; !stop; i++) {
          try {
            const placed = await placeOrder(base, products[(w * 7 + i) % products.length]!, taxRate, {
              signal: AbortSignal.timeout(10_000),
              email: `customer-${round}-${w}-${i}@example.com`,
            });
            if (placed.status >= 200 && placed.status < 300 && placed.orderNumber) acknowledged.push(placed.orderNumber);
            else if (!stop) throw new Error(`order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
          } catch (error) {
            if (!stop) throw error;
            failed++;
          }
        }
      });

      if (round < ROUNDS) {
        // Let the storm run a random while, then pull the plug.
        await sleep(500 + Math.random() * 1_000);
        stop = true;
        child.kill("SIGKILL");
        kills++;
        const end = await exited(child);
        expect(end.signal, output()).toBe("SIGKILL");
        await Promise.all(workers);
      } else {
        await sleep(1_500);
        stop = true;
        // The last round ends gracefully: in-flight orders finish, then the process exits 0.
        child.kill("SIGTERM");
        const end = await exited(child);
        await Promise.all(workers);
        expect(end.code, output()).toBe(0);
      }
    }

    expect(kills).toBeGreaterThanOrEqual(4);
    expect(acknowledged.length).toBeGreaterThan(50);
    console.log(`crash test: ${acknowledged.length} orders acknowledged, ${failed} cut off by ${kills} kills`);

    const data = await readShopFile(dbFile);
    const stored = data.orders.map((o) => o.orderNumber);
    expect(new Set(stored).size).toBe(stored.length);
    const storedSet = new Set(stored);
    const missing = acknowledged.filter((n) => !storedSet.has(n));
    expect(missing).toEqual([]);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    // Every order took its units: the stock kept agrees with the orders kept.
    const ordered = new Map<number, number>();
    for (const order of data.orders) for (const line of order.items) ordered.set(line.productId, (ordered.get(line.productId) ?? 0) + line.quantity);
    for (const [id, quantity] of ordered) expect(data.products.find((p) => p.id === id)?.quantityOnHand, `part ${id}`).toBe(1_000_000 - quantity);
    // A graceful stop folds the write-ahead log into the file.
    expect(existsSync(`${dbFile}-wal`)).toBe(false);
  });

  it("refuses to start on a damaged database file with one clear line and exit code 1", async () => {
    const dir = await tempDir("shop-crash-");
    dirs.push(dir);
    const dbFile = path.join(dir, "shop.db");
    const damaged = "SQLite format 3\u0000 but nothing of a database after it ".repeat(100);
    await writeFile(dbFile, damaged);
    const port = await freePort();
    const error = await startCli({ PORT: String(port), DATABASE_URL: `sqlite:${dbFile}`, LOG_LEVEL: "warn" }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/exited \(1\)/);
    expect(error?.message).toContain(`Could not start the storefront API: Database file ${dbFile}`);
    expect(error?.message.trim().split("\n").filter((line) => line.includes("Could not start"))).toHaveLength(1);
    expect(await readFile(dbFile, "utf8")).toBe(damaged);
  });

  it("refuses to start when the port is taken", async () => {
    const dir = await tempDir("shop-crash-");
    dirs.push(dir);
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      if (!existsSync(DEFAULT_SEED_FILE)) await writeFile(path.join(dir, "db.json"), JSON.stringify(smallShop()));
      const error = await startCli({ PORT: String(port), DATABASE_URL: `sqlite:${path.join(dir, "shop.db")}`, LOG_LEVEL: "warn" }).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error?.message).toMatch(/exited \(1\)/);
      expect(error?.message).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
