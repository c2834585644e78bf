/**
 * The server's CLI on PostgreSQL (DATABASE_URL=postgres://…, DATA_DIR): several processes start on
 * a new database and serve the shop from it; a database that cannot be reached, or refuses the
 * password, stops the start with one line that hides the password.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedFile, tempDir } from "../support/fixtures.ts";
import { cli, stopClis, until } from "../support/cli.ts";
import { postgresDatabases, postgresUrl } from "./databases.ts";

const { newDatabase } = postgresDatabases();
const dirs: string[] = [];
afterAll(async () => {
  stopClis();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataFolder(): Promise<{ dir: string; env: Record<string, string> }> {
  const dir = await tempDir("shop-pg-server-");
  dirs.push(dir);
  return { dir, env: { DATA_DIR: dir, SEED_FILE: await seedFile(dir) } };
}

describe.skipIf(!postgresUrl)("the server on PostgreSQL", { timeout: 120_000 }, () => {
  it("runs two processes on a new database, filled from the seed, with the data folder DATA_DIR names", async () => {
    const { dir, env } = await dataFolder();
    const shop = cli({ ...env, DATABASE_URL: await newDatabase(), WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    const url = await until("listening", () => /listening on (http:\/\/[\d.:]+)/.exec(shop.output())?.[1]);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const parts = (await (await fetch(`${url}/api/products?limit=1`)).json()) as { total: number };
    expect(parts.total).toBeGreaterThan(300);
    expect((await fetch(`${url}/products/${1}`)).status).toBe(200);
    // The database named with its password hidden; the secret in the data folder.
    expect(shop.output()).toMatch(/Database: postgres:\/\/shop:\*\*\*@.* \(data folder /);
    expect(shop.output()).not.toContain("shop-test@");
    expect(existsSync(path.join(dir, "secret.key"))).toBe(true);
    shop.child.kill("SIGTERM");
    expect(await shop.exited).toBe(0);
  });

  it("stops at start with one line when the database cannot be reached or refuses the password, the password hidden", async () => {
    const { env } = await dataFolder();
    const wrongPassword = new URL(await newDatabase());
    wrongPassword.password = "not-the-password";
    for (const [databaseUrl, reason] of [
      ["postgres://shop:hunter2-secret@127.0.0.1:1/shop", /could not connect to PostgreSQL \(.*ECONNREFUSED/],
      [wrongPassword.toString(), /could not connect to PostgreSQL \(password authentication failed/],
    ] as const) {
      const shop = cli({ ...env, DATABASE_URL: databaseUrl });
      expect(await shop.exited).toBe(1);
      const lines = shop.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Could not start the storefront API: postgres:\/\/shop:\*\*\*@127\.0\.0\.1:\d+\/\w+: /);
      expect(lines[0]).toMatch(reason);
      expect(lines[0]).not.toMatch(/hunter2-secret|not-the-password/);
    }
  });
});
