import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { ShopData } from "@shop/domain";
import { DEFAULT_SEED_FILE, openStore, readShopFile } from "@shop/server";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const dirs: string[] = [];

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDb(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-live-cli-"));
  dirs.push(dir);
  return path.join(dir, "shop.db");
}

/** `npm run live -- ...args` against `dbFile`, as a shop owner runs it. */
function live(dbFile: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/live-data.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `sqlite:${dbFile}`, INIT_CWD: ROOT },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}


// Each run starts tsx and opens and closes the database (fsyncs): seconds on a busy machine.
describe("npm run live", { timeout: 90_000 }, () => {
  it("sets the tax rate and a part's price in the live database, creating it from the seed first", async () => {
    const dbFile = await tempDb();
    const seed = JSON.parse(await readFile(DEFAULT_SEED_FILE, "utf8")) as ShopData;
    const part = seed.products.find((p) => p.originalPrice === undefined);
    if (!part) throw new Error("the seed has no part without a sale price");

    const tax = live(dbFile, "set", "store.taxRate", "0.075");
    expect(tax.stderr).toContain("created");
    expect(tax.code).toBe(0);
    expect(tax.stdout).toContain(`store.taxRate: ${seed.store.taxRate} -> 0.075`);
    const price = live(dbFile, "set", `part:${part.partNumber}.price`, "54.99");
    expect(price.code).toBe(0);

    const saved = await readShopFile(dbFile);
    expect(saved.store.taxRate).toBe("0.075");
    expect(saved.products.find((p) => p.id === part.id)?.price).toBe("54.99");
    expect(live(dbFile, "show", "store.taxRate")).toMatchObject({ code: 0, stdout: "0.075\n" });
    // The seed is never written.
    expect((JSON.parse(await readFile(DEFAULT_SEED_FILE, "utf8")) as ShopData).store.taxRate).toBe(seed.store.taxRate);
  });

  it("refuses a value the shop's rules refuse, and changes nothing", async () => {
    const dbFile = await tempDb();
    await (await openStore({ dbFile, seedFile: DEFAULT_SEED_FILE })).close();
    const before = await readShopFile(dbFile);
    const refused = live(dbFile, "set", "store.taxRate", "7.5");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/store\.taxRate must be a decimal fraction/);
    expect(refused.stderr).not.toMatch(/\bat .+\.ts:\d+/);
    expect(await readShopFile(dbFile)).toEqual(before);
    expect(live(dbFile, "set", "store.taxRate").code).toBe(2);
  });

  it("changes the database beside a running server, which shows the change from its next request", async () => {
    const dbFile = await tempDb();
    // This test's store stands for a server running on the database.
    const running = await openStore({ dbFile, seedFile: DEFAULT_SEED_FILE });
    try {
      const set = live(dbFile, "set", "store.taxRate", "0.075");
      expect(set.stderr).toBe("");
      expect(set.code).toBe(0);
      expect(running.data.store.taxRate).not.toBe("0.075");
      await running.follow();
      expect(running.data.store.taxRate).toBe("0.075");
    } finally {
      await running.close();
    }
    expect((await readShopFile(dbFile)).store.taxRate).toBe("0.075");
  });
});
