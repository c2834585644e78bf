/**
 * Several server processes benchmark (`npm run bench:processes`). Not a test: it prints figures.
 *
 * First-time pages: a server just started (its page cache empty) is asked for 120 distinct part
 * pages, 4 at a time, so each is rendered; the wall time gives pages per second. Once with
 * WEB_CONCURRENCY=1 (one process renders them all on one core) and once with WEB_CONCURRENCY=2
 * (two processes on the machine's cores), side by side in the same run, each on a new database
 * filled from the seed. Target: two processes at least 1.5x one.
 *
 * Before the timed pages each server renders 100 other part pages, in every process, so the first
 * renders' code loading (JIT) is not counted. The server's CPU (all its processes, from /proc)
 * and this load generator's over the timed pages are printed in cores: on a 2-core machine the
 * two share the cores, and one server process already uses more than one (its pages are
 * compressed on libuv's threads). BENCH_RUNS (default 3) runs of
 * each, alternating; the median is printed with every run. The servers run the built dist/main.js
 * with NODE_ENV=production, as a deployed shop does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { pagePaths } from "@shop/domain";

process.env.NODE_ENV ??= "production";
import { buildStorefrontIfStale, spawnServer } from "./server-process.ts";
import { loadAverage } from "./measure.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = 120;
const AT_ONCE = 4;
const TARGET = 1.5;

/** CPU seconds (user and system) used so far by `pid` and by its children, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const ticks = (id: string) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, "utf8");
      const after = fields.slice(fields.lastIndexOf(")") + 2).split(" ");
      // After the command: state, ppid, ... utime (14th field of the line) and stime (15th).
      return { ppid: Number(after[1]), ticks: Number(after[11]) + Number(after[12]) };
    } catch {
      return { ppid: -1, ticks: 0 };
    }
  };
  let total = 0;
  for (const id of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const found = ticks(id);
    if (Number(id) === pid || found.ppid === pid) total += found.ticks;
  }
  // Clock ticks are 1/100 s on Linux.
  return total / 100;
}

/** Asks for every URL, `atOnce` at a time; answers the wall time in ms. */
async function fetchAll(base: string, urls: readonly string[], atOnce: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const reply = await fetch(`${base}${url}`);
      if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
      await reply.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return performance.now() - started;
}

interface Run {
  pagesPerSecond: number;
  /** The server's CPU over the timed pages, in cores (CPU seconds per second of wall time). */
  serverCores: number;
  /** This load generator's, likewise. */
  clientCores: number;
}

async function firstTimePages(processes: number, pages: readonly string[], warmUp: readonly string[]): Promise<Run> {
  const dir = await mkdtemp(join(tmpdir(), "bench-processes-"));
  try {
    const server = await spawnServer(["dist/main.js"], {
      PORT: "0",
      DATABASE_URL: `sqlite:${join(dir, "shop.db")}`,
      WEB_CONCURRENCY: String(processes),
      RATE_LIMIT_FACTOR: "1000",
    });
    try {
      // Warm-up pages on as many connections as the timed ones, so every process gets some
      // (connections go to the processes in turn) and the same connections are used after.
      await fetchAll(server.url, warmUp, AT_ONCE);
      const serverBefore = cpuSeconds(server.pid);
      const clientBefore = process.cpuUsage();
      const ms = await fetchAll(server.url, pages, AT_ONCE);
      const client = process.cpuUsage(clientBefore);
      return {
        pagesPerSecond: (pages.length / ms) * 1000,
        serverCores: (cpuSeconds(server.pid) - serverBefore) / (ms / 1000),
        clientCores: (client.user + client.system) / 1000 / ms,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  buildStorefrontIfStale();
  // The seed's part ids are 1..320: 120 to time, 100 others to warm up with.
  const ids = Array.from({ length: PAGES + 100 }, (_, i) => i + 1);
  const pages = ids.slice(0, PAGES).map((id) => pagePaths.product(id));
  const warmUp = ids.slice(PAGES).map((id) => pagePaths.product(id));
  console.log(`First-time part pages: ${PAGES} distinct, ${AT_ONCE} at a time, on a new server each run. ${cpus().length} cores; load ${loadAverage()}`);
  const one: Run[] = [];
  const two: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    // Alternating, so a slower stretch of the machine does not fall on one side only.
    if (run % 2 === 0) {
      one.push(await firstTimePages(1, pages, warmUp));
      two.push(await firstTimePages(2, pages, warmUp));
    } else {
      two.push(await firstTimePages(2, pages, warmUp));
      one.push(await firstTimePages(1, pages, warmUp));
    }
  }
  const rate = (runs: Run[]) => median(runs.map((run) => run.pagesPerSecond));
  const show = (runs: Run[]) =>
    `${rate(runs).toFixed(1)} pages/s (runs: ${runs.map((run) => run.pagesPerSecond.toFixed(1)).join(", ")}); ` +
    `server CPU ${median(runs.map((run) => run.serverCores)).toFixed(2)} cores, this load generator ${median(runs.map((run) => run.clientCores)).toFixed(2)}`;
  console.log(`WEB_CONCURRENCY=1: ${show(one)}`);
  console.log(`WEB_CONCURRENCY=2: ${show(two)}`);
  const ratio = rate(two) / rate(one);
  console.log(`ratio: ${ratio.toFixed(2)}x (target at least ${TARGET}x) ${ratio >= TARGET ? "met" : "NOT met"}; load ${loadAverage()}`);
}

void main();
