/**
 * WEB_CONCURRENCY (processes.ts): the real CLI as several server processes on one port. They all
 * answer, a process that dies is replaced, SIGTERM stops them all cleanly, and a setting or a
 * database that cannot work stops the start with one line.
 */
import { readdirSync, readFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedFile, tempDir } from "../support/fixtures.ts";
import { cli, stopClis, until } from "../support/cli.ts";

const dirs: string[] = [];
afterAll(async () => {
  stopClis();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** The pids of the processes whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The fields after the command's closing parenthesis: state, then the parent's pid.
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function dataFolder(): Promise<{ dir: string; env: Record<string, string> }> {
  const dir = await tempDir("shop-processes-");
  dirs.push(dir);
  return { dir, env: { DATABASE_URL: `sqlite:${path.join(dir, "shop.db")}`, SEED_FILE: await seedFile(dir) } };
}

// Each step waits at most a minute (`until`); on a busy two-core CI machine the start, the
// replacement and SIGTERM's stop together took more than two, so the case has four.
describe("WEB_CONCURRENCY", { timeout: 240_000 }, () => {
  it("runs that many server processes on one port; one that dies is replaced, and SIGTERM stops them all", async () => {
    const { env } = await dataFolder();
    const shop = cli({ ...env, WEB_CONCURRENCY: "2" });
    const url = await until("the processes to listen", () => /Storefront listening on (http:\/\/[\d.:]+)/.exec(shop.output())?.[1]);
    expect(shop.output()).toContain('"processes":2');
    const pid = shop.child.pid!;
    const workers = childrenOf(pid);
    expect(workers).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${url}/api/products?limit=1`).then((reply) => reply.status)));
    expect(answers).toEqual(Array(8).fill(200));

    process.kill(workers[0]!, "SIGKILL");
    await until("a process to replace the killed one", () => (childrenOf(pid).filter((worker) => worker !== workers[0]).length === 2 ? true : undefined));
    expect(shop.output()).toMatch(/server process \d+ stopped \(signal SIGKILL\): starting another/);
    // The new one listens too: every answer is still an answer.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const later = await Promise.all(Array.from({ length: 8 }, () => fetch(`${url}/api/products?limit=1`).then((reply) => reply.status)));
    expect(later).toEqual(Array(8).fill(200));

    const running = childrenOf(pid);
    shop.child.kill("SIGTERM");
    expect(await shop.exited).toBe(0);
    for (const worker of running) expect(() => process.kill(worker, 0)).toThrow();
  });

  it("refuses a count that is not a whole number from 1 to 32, in one line", async () => {
    const { env } = await dataFolder();
    for (const count of ["0", "two", "33"]) {
      const shop = cli({ ...env, WEB_CONCURRENCY: count });
      expect(await shop.exited).toBe(1);
      expect(shop.output().trim().split("\n")).toEqual([expect.stringMatching(/^Could not start the storefront API: WEB_CONCURRENCY must be/)]);
    }
  });

  it("stops at start with one line when the database cannot be opened", async () => {
    const { dir } = await dataFolder();
    const notAFolder = path.join(dir, "a-file");
    await writeFile(notAFolder, "");
    const shop = cli({ DATABASE_URL: `sqlite:${path.join(notAFolder, "shop.db")}`, WEB_CONCURRENCY: "2" });
    expect(await shop.exited).toBe(1);
    const lines = shop.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Could not start the storefront API: .*a-file/);
  });
});
