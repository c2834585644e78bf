/**
 * `npm run db` on a PostgreSQL database (DATABASE_URL=postgres://...): the repository's seed
 * imported into a new database and exported again gives the shop SQLite gives for it; a wrong
 * password stops with one line that hides it.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ShopData } from "@shop/domain";
import { REPO_ROOT } from "../support/fixtures.ts";
import { postgresDatabases, postgresUrl } from "./databases.ts";

const { newDatabase } = postgresDatabases();
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function db(databaseUrl: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/db.ts", ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: REPO_ROOT },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe.skipIf(!postgresUrl)("npm run db on PostgreSQL", { timeout: 120_000 }, () => {
  it("imports the seed into a new database and exports the same shop SQLite exports for it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "shop-pg-db-"));
    dirs.push(dir);
    const databaseUrl = await newDatabase();
    const imported = db(databaseUrl, "import", "db.json");
    // The one line on stderr: the new database's schema made, its password hidden.
    expect(imported.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^db: postgres:\/\/shop:\*\*\*@127\.0\.0\.1:\d+\/shop_\w+ brought up to date \(0001-shop/)]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/^Imported .*db\.json into postgres:\/\/shop:\*\*\*@127\.0\.0\.1:\d+\/shop_\w+, replacing what it held/);
    expect(imported.stdout).not.toContain(new URL(postgresUrl).password);

    const exported = db(databaseUrl, "export", path.join(dir, "from-postgres.json"));
    expect(exported.code).toBe(0);
    const sqliteFile = `sqlite:${path.join(dir, "shop.db")}`;
    expect(db(sqliteFile, "import", "db.json").code).toBe(0);
    expect(db(sqliteFile, "export", path.join(dir, "from-sqlite.json")).code).toBe(0);
    const fromPostgres = JSON.parse(await readFile(path.join(dir, "from-postgres.json"), "utf8")) as ShopData;
    expect(fromPostgres.products.length).toBeGreaterThan(300);
    expect(fromPostgres).toEqual(JSON.parse(await readFile(path.join(dir, "from-sqlite.json"), "utf8")));
  });

  it("stops with one line for a wrong password, hiding it", () => {
    const wrong = new URL(postgresUrl);
    wrong.password = "not-the-password";
    const refused = db(wrong.toString(), "export", "/tmp/never-written.json");
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^postgres:\/\/shop:\*\*\*@.*could not connect to PostgreSQL \(.*password/)]);
  });
});
