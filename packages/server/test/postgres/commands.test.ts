/**
 * The operator's commands on PostgreSQL (DATABASE_URL=postgres://…, DATA_DIR): `npm run live` and
 * `npm run catalogue` change the database a server runs on, `npm run staff` keeps its accounts in
 * the data folder, and `npm run backup` copies the data folder and prints the pg_dump command,
 * which (run as printed, then pg_restore) gives back the same shop.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportShop, openPostgres } from "../../src/index.ts";
import { REPO_ROOT, seedFile, tempDir } from "../support/fixtures.ts";
import { postgresDatabases, postgresUrl } from "./databases.ts";

const { newDatabase } = postgresDatabases();
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function run(env: Record<string, string>, command: string, ...args: string[]) {
  const done = spawnSync(process.execPath, ["--import", "tsx", `scripts/${command}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, INIT_CWD: REPO_ROOT, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: done.status, stdout: done.stdout, stderr: done.stderr };
}

/** A new database (filled from the seed by the first command that opens the store) and a data folder for it. */
async function shop(): Promise<{ dir: string; databaseUrl: string; env: Record<string, string> }> {
  const dir = await tempDir("shop-pg-commands-");
  dirs.push(dir);
  const data = path.join(dir, "data");
  await mkdir(data, { mode: 0o700 });
  const databaseUrl = await newDatabase();
  return { dir, databaseUrl, env: { DATABASE_URL: databaseUrl, DATA_DIR: data, SEED_FILE: await seedFile(dir) } };
}

async function shopIn(databaseUrl: string) {
  const database = await openPostgres(databaseUrl);
  try {
    return await exportShop(database);
  } finally {
    await database.close();
  }
}

describe.skipIf(!postgresUrl)("the commands on PostgreSQL", { timeout: 120_000 }, () => {
  it("npm run live and npm run catalogue change the database, saying where without the password", async () => {
    const { env, databaseUrl, dir } = await shop();
    const set = run(env, "live-data", "set", "store.taxRate", "0.0725");
    expect(set.stderr).not.toContain(new URL(postgresUrl).password);
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/Saved to postgres:\/\/shop:\*\*\*@/);
    expect((await shopIn(databaseUrl)).store.taxRate).toBe("0.0725");

    const csv = path.join(dir, "catalogue.csv");
    expect(run(env, "catalogue", "export", csv).code).toBe(0);
    const [header, first, ...rest] = (await readFile(csv, "utf8")).trimEnd().split("\n");
    // The first columns (part number, name, brand, category, price) hold no comma in the seed's first row.
    const columns = header!.replace(/^\uFEFF/, "").split(",");
    expect(columns.slice(0, 5)).toEqual(["part_number", "name", "brand", "category", "price"]);
    const cells = first!.split(",");
    const partNumber = cells[0]!;
    cells[4] = "77.70";
    await writeFile(csv, [header, cells.join(","), ...rest].join("\n") + "\n");
    const applied = run(env, "catalogue", "import", csv, "--apply");
    expect(applied.code, applied.stderr).toBe(0);
    expect(Number((await shopIn(databaseUrl)).products.find((part) => part.partNumber === partNumber)?.price)).toBe(77.7);
  });

  it("npm run staff keeps its accounts in the data folder DATA_DIR names", async () => {
    const { env } = await shop();
    const listed = run(env, "staff", "list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`No staff accounts in ${path.join(env.DATA_DIR!, "staff.json")}`);
  });

  it("npm run backup copies the data folder and prints the pg_dump that copies the database, which restores the same shop", async () => {
    const { env, databaseUrl, dir } = await shop();
    expect(run(env, "live-data", "set", "store.phone", "(850) 555-0142").code).toBe(0);
    await writeFile(path.join(env.DATA_DIR!, "secret.key"), "s".repeat(64), { mode: 0o600 });
    await mkdir(path.join(env.DATA_DIR!, "photos"));
    await writeFile(path.join(env.DATA_DIR!, "photos", "1-abc.webp"), "photo");
    const backup = path.join(dir, "backup");
    const done = run(env, "backup", backup);
    expect(done.code, done.stderr).toBe(0);
    expect(existsSync(path.join(backup, "secret.key"))).toBe(true);
    expect(await readFile(path.join(backup, "photos", "1-abc.webp"), "utf8")).toBe("photo");
    expect(done.stdout).not.toContain(new URL(postgresUrl).password);
    const dump = /^ {2}(pg_dump .*)$/m.exec(done.stdout)?.[1];
    const restore = /^ {2}(pg_restore .*)$/m.exec(done.stdout)?.[1];
    expect(dump).toBe(`pg_dump --format=custom --file=${path.join(backup, "shop.dump")} "$DATABASE_URL"`);
    expect(restore).toBeDefined();

    // As printed, in a shell with DATABASE_URL set: dumped, then restored into a new, empty database.
    const shell = (command: string, url: string) => spawnSync("sh", ["-c", command], { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" });
    const dumped = shell(dump!, databaseUrl);
    expect(dumped.status, dumped.stderr).toBe(0);
    const restoredUrl = await newDatabase();
    const restored = shell(restore!, restoredUrl);
    expect(restored.status, restored.stderr).toBe(0);
    const [before, after] = [await shopIn(databaseUrl), await shopIn(restoredUrl)];
    expect(after.store.phone).toBe("(850) 555-0142");
    expect(after).toEqual(before);
  });
});
