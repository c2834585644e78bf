/**
 * The data folder's files on a real disk (docs/architecture.md, The SQLite store): owner-only
 * modes for everything the shop writes beside its database, and a lock that a killed server does
 * not hold on to, even while it lingers as a zombie.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { chmod, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore, outboxDirFor, startServer } from "../../src/index.ts";
import { inStockParts, placeOrder, REPO_ROOT, smallShop, taxRateOf, tempDir } from "../support/fixtures.ts";

const dirs: string[] = [];
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
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
      expect(await readdir(dataDir)).toEqual(expect.arrayContaining(["shop.db", "shop.db-wal", "shop.db-shm", "shop.db.lock", "secret.key"]));
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

/** /proc/<pid>/stat's state letter ("R", "S", "Z"...), or null when there is no such process. */
function processState(pid: number): string | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ")[0] ?? null;
  } catch {
    return null;
  }
}

/** A small program that opens the store and keeps it open until it is killed. */
async function holderScript(dir: string): Promise<string> {
  // .mts: a module (top-level await) wherever it is written.
  const file = path.join(dir, "holder.mts");
  const store = path.join(REPO_ROOT, "packages/server/src/db/index.ts");
  await writeFile(
    file,
    `import { openStore } from ${JSON.stringify(store)};\n` +
      `await openStore({ dbFile: process.argv[2]!, seedFile: process.argv[3]! });\n` +
      `process.stdout.write("open\\n");\n` +
      `setInterval(() => undefined, 1 << 30);\n`,
  );
  return file;
}

/**
 * Starts the holder under a parent that never reaps it: `sh` starts it in the background and then
 * becomes `sleep` (exec), which never waits for children. Once the holder is killed it stays a
 * zombie, with its pid still answering kill(pid, 0), as a server does in a container without an
 * init. (Node reaps its own children at once, so the holder cannot be this process's child.)
 */
async function startHolder(script: string, dbFile: string, seedFile: string): Promise<{ parent: ChildProcess; pid: number }> {
  const parent = spawn("sh", ["-c", `"${process.execPath}" --import tsx "$0" "$1" "$2" & exec sleep 600`, script, dbFile, seedFile], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.add(parent);
  await new Promise<void>((resolve, reject) => {
    let out = "";
    parent.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("open\n")) resolve();
    });
    parent.once("exit", () => reject(new Error(`the holder's parent exited: ${out}`)));
    setTimeout(() => reject(new Error(`the holder did not open the store in 30 s: ${out}`)), 30_000).unref();
  });
  const pid = Number(/\d+/.exec(await readFile(`${dbFile}.lock`, "utf8"))?.[0]);
  return { parent, pid };
}

describe("the store's lock", () => {
  it("opens at once after its holder was killed with SIGKILL and lingers as a zombie (5 of 5 tries)", async () => {
    const { root, dbFile, seedFile } = await setup();
    const script = await holderScript(root);
    for (let attempt = 0; attempt < 5; attempt++) {
      const { parent, pid } = await startHolder(script, dbFile, seedFile);
      expect(pid).not.toBe(parent.pid);
      await expect(openStore({ dbFile, seedFile })).rejects.toThrow(`in use by process ${pid}`);
      process.kill(pid, "SIGKILL");
      for (let i = 0; i < 100 && processState(pid) !== "Z"; i++) await new Promise((r) => setTimeout(r, 10));
      expect(processState(pid)).toBe("Z");
      const store = await openStore({ dbFile, seedFile });
      await store.close();
      parent.kill("SIGKILL");
      children.delete(parent);
    }
  }, 120_000);

  it("treats a lock as stale when its pid runs but started at another time, as a reused pid does", async () => {
    const { dbFile, seedFile } = await setup();
    await (await openStore({ dbFile, seedFile })).close();
    const lock = `${dbFile}.lock`;
    const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    await writeFile(lock, `${process.pid} 1 ${bootId}\n`);
    const store = await openStore({ dbFile, seedFile });
    // The lock is this process's own now, so a second open is refused.
    await expect(openStore({ dbFile, seedFile })).rejects.toThrow(/in use by process \d+ \(this one/);
    await store.close();
  });
});
