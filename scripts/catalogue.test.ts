import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { exportCatalogueCsv } from "@shop/domain/catalogue-csv";
import { DEFAULT_SEED_FILE, openStore } from "@shop/server";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const dirs: string[] = [];

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<{ dbFile: string; csvFile: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-catalogue-cli-"));
  dirs.push(dir);
  return { dbFile: path.join(dir, "shop.db"), csvFile: path.join(dir, "parts.csv") };
}

/** `npm run catalogue -- ...args` against `dbFile`, as a shop owner runs it. */
function catalogue(dbFile: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/catalogue.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `sqlite:${dbFile}`, INIT_CWD: ROOT },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function reopened(dbFile: string) {
  const store = await openStore({ dbFile, seedFile: DEFAULT_SEED_FILE });
  const data = { ...structuredClone(store.data), products: await store.reads.catalogue.allRecords(), imports: await store.reads.history.of("import") };
  await store.close();
  return data;
}

// Each run starts tsx and opens and closes the database (fsyncs): seconds on a busy machine.
describe("npm run catalogue", { timeout: 120_000 }, () => {
  it("exports the catalogue, previews an edited price without saving it, and saves it with --apply", async () => {
    const { dbFile, csvFile } = await tempDir();
    const exported = catalogue(dbFile, "export", csvFile);
    expect(exported).toMatchObject({ code: 0, stdout: expect.stringContaining("Wrote 320 parts") });

    const [header, first, ...rest] = (await readFile(csvFile, "utf8")).split("\n");
    const cells = (first ?? "").split(",");
    const [partNumber, , , , oldPrice] = cells;
    cells[4] = "1234.56";
    await writeFile(csvFile, [header, cells.join(","), ...rest].join("\n"));

    const dry = catalogue(dbFile, "import", csvFile);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("0 new, 1 changed, 319 unchanged, 0 errors");
    expect(dry.stdout).toContain(`line 2: ${partNumber}: price ${oldPrice} -> 1234.56`);
    expect(dry.stdout).toContain("Dry run: nothing was saved");
    expect((await reopened(dbFile)).products.find((p) => p.partNumber === partNumber)?.price).toBe(oldPrice);

    const apply = catalogue(dbFile, "import", csvFile, "--apply");
    expect(apply.code).toBe(0);
    const saved = await reopened(dbFile);
    expect(saved.products.find((p) => p.partNumber === partNumber)?.price).toBe("1234.56");
    expect(saved.imports).toEqual([
      expect.objectContaining({ by: "import", subject: "import", summary: "Imported 0 new, 1 changed" }),
    ]);
  });

  it("changes nothing when one line of the file is malformed, even with --apply", async () => {
    const { dbFile, csvFile } = await tempDir();
    const before = await reopened(dbFile);
    const csv = exportCatalogueCsv(before).replace(",24.95,", ",19.99,");
    await writeFile(csvFile, `${csv}NEW-1,"Door Gasket,Whirlpool,Refrigerator Parts,19.50,,3,,,,,,,\n`);

    const refused = catalogue(dbFile, "import", csvFile, "--apply");
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/line 322: .*never closed/);
    expect(refused.stderr).toContain("Nothing was imported");
    expect(await reopened(dbFile)).toEqual(before);
  });

  it("names the flag that lets an import create a brand the catalogue lacks", async () => {
    const { dbFile, csvFile } = await tempDir();
    const csv = exportCatalogueCsv(await reopened(dbFile));
    await writeFile(csvFile, `${csv}NEW-2,Door Gasket,Frigidair,Refrigerator Parts,19.50,,3,,,,,,,,,\n`);

    const refused = catalogue(dbFile, "import", csvFile);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Unknown brand "Frigidair" (line 322): add it first, or let this import create new brands');
    expect(refused.stderr).toContain("To create the unknown ones, add --create-brands.");
  });

  it("exports and imports beside a running shop, which shows the import from its next request", async () => {
    const { dbFile, csvFile } = await tempDir();
    // This test's store stands for a server running on the database.
    const running = await openStore({ dbFile, seedFile: DEFAULT_SEED_FILE });
    try {
      expect(catalogue(dbFile, "export", csvFile).code).toBe(0);
      const [header, first, ...rest] = (await readFile(csvFile, "utf8")).split("\n");
      const cells = (first ?? "").split(",");
      const partNumber = cells[0];
      cells[4] = "987.65";
      await writeFile(csvFile, [header, cells.join(","), ...rest].join("\n"));
      const version = running.version;
      const apply = catalogue(dbFile, "import", csvFile, "--apply");
      expect(apply.stderr).toBe("");
      expect(apply.code).toBe(0);
      expect(apply.stdout).toContain("a server running on it shows it from its next request");
      await running.follow();
      expect(running.version).toBeGreaterThan(version);
      expect((await running.reads.catalogue.recordByNumber(partNumber ?? ""))?.price).toBe("987.65");
    } finally {
      await running.close();
    }
    expect(catalogue(dbFile, "import").code).toBe(2);
  });
});
