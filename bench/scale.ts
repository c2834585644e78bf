/**
 * Scale benchmark (`npm run bench:scale`). Not a test: it prints figures.
 *
 * For each catalogue size in BENCH_SIZES (default 320,50000,250000) it seeds a data set once
 * (`npm run seed -- --products N`, into a temporary folder), then runs each store in BENCH_STORES
 * (default `sqlite`, and `json` when BENCH_JSON_CHECKOUT names a built checkout of the shop before
 * SQLite: bench/scale-stores.ts) over its own copy of it: each store's server
 * built as production runs it (`node dist/main.js`, in its own process, bench/server-process.ts),
 * asked one request at a time with plain fetch (bench/scale-run.ts says what and how many):
 *
 * - first start: process spawn to /healthz answering; restart: stop (SIGTERM to exit), then spawn
 *   to /healthz again on the same data;
 * - reads: the largest category's listing by price, a new page each time; part-number searches
 *   (and how many found the part first); exact model look-ups; first renders of part pages;
 * - resident memory (VmRSS) after the reads, again after the same reads on the restarted server
 *   (which imported no seed), and the first run's peak (VmHWM);
 * - orders: add to cart then place the order, one after the other; the same for special-order
 *   parts with none on hand (each line placed on order); then more orders while a
 *   /healthz and a category page are each asked for every ~20 ms, one request in flight each:
 *   the longest wait of each.
 *
 * One table per size, a column per store. Figures from a shared machine: the load average is
 * printed with each table.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { ShopData } from "@shop/domain";
import { loadAverage } from "./measure.ts";
import { COUNTS, measureOrders, measureReads, samplesOf, untilHealthy, type OrderFigures, type ProbeFigures, type ReadFigures, type Samples, type Timing } from "./scale-run.ts";
import { STORES, storesFrom, type BenchStore } from "./scale-stores.ts";
import { buildStorefrontIfStale, ROOT, spawnServer, type Child } from "./server-process.ts";

function sizesFrom(text: string | undefined): number[] {
  const sizes = (text?.trim() || "320,50000,250000").split(",").map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isSafeInteger(n) || n < 1)) throw new Error(`BENCH_SIZES must be a comma list of part counts, not "${text}"`);
  return sizes;
}

interface Seeded {
  file: string;
  seconds: number;
  megabytes: number;
  fits: number;
  samples: Samples;
}

/** `npm run seed -- --products N --out DIR/db.json`, timed, and the questions to ask of it. */
async function seed(products: number, dir: string): Promise<Seeded> {
  const file = join(dir, "db.json");
  const t0 = performance.now();
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/generate-db.ts", "--products", String(products), "--out", file], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`the seed of ${products} parts failed`);
  const seconds = (performance.now() - t0) / 1000;
  const data = JSON.parse(await readFile(file, "utf8")) as ShopData;
  const fits = data.products.reduce((sum, p) => sum + p.compatibility.length, 0);
  return { file, seconds, megabytes: (await stat(file)).size / 1024 / 1024, fits, samples: samplesOf(data) };
}

interface StoreFigures {
  firstStartMs: number;
  stopMs: number;
  restartMs: number;
  rssAfterReadsMB: number;
  /** After the same reads on the restarted server: what a running shop holds (no seed imported in it). */
  rssRestartedMB: number;
  peakMB: number;
  reads: ReadFigures;
  orders: OrderFigures;
  /** The whole run of this store at this size, start to last stop. */
  seconds: number;
}

/** Spawns the built server with `env` and waits for /healthz; the time from spawn to its answer. */
async function start(env: Record<string, string>, cwd: string): Promise<{ server: Child; ms: number }> {
  const t0 = performance.now();
  const server = await spawnServer(["dist/main.js"], env, cwd);
  await untilHealthy(server.url);
  return { server, ms: performance.now() - t0 };
}

async function runStore(store: BenchStore, seeded: Seeded, dir: string): Promise<StoreFigures> {
  const prepared = await store.prepare(seeded.file, dir);
  const env = {
    PORT: "0",
    // Every request comes from 127.0.0.1: far past a visitor's per-address limits.
    RATE_LIMIT_FACTOR: "1000",
    // The size cap guards against abuse; the JSON store's default (200 MB) is close to a
    // 250,000-part catalogue alone, and would refuse the timed cart writes.
    DB_MAX_BYTES: String(64 * 1024 ** 3),
    ...prepared.env,
  };
  const first = await start(env, prepared.cwd);
  const firstStartMs = first.ms;
  let server = first.server;
  try {
    const reads = await measureReads(server.url, seeded.samples);
    const rssAfterReadsMB = server.rssMB();
    const orders = await measureOrders(server.url, seeded.samples);
    const peakMB = server.memory().hwmMB;
    const t0 = performance.now();
    await server.stop();
    const stopMs = performance.now() - t0;
    let restartMs: number;
    ({ server, ms: restartMs } = await start(env, prepared.cwd));
    await measureReads(server.url, seeded.samples);
    const rssRestartedMB = server.rssMB();
    return { firstStartMs, stopMs, restartMs, rssAfterReadsMB, rssRestartedMB, peakMB, reads, orders, seconds: 0 };
  } finally {
    await server.stop();
  }
}

const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
const timing = (t: Timing, planned: number) =>
  `${ms(t.p50)} / ${ms(t.p99)}${t.n + t.cut < planned ? ` (${t.n} asked)` : ""}${t.cut > 0 ? ` (${t.cut} of ${planned} cut)` : ""}`;
const longest = (p: ProbeFigures) => `${ms(p.longest)}${p.cut > 0 ? ` (${p.cut} cut)` : ""}`;

/** The rows of one size's table: a label, then a cell per store. */
function table(size: number, seeded: Seeded, columns: [string, StoreFigures][]): string {
  const { samples } = seeded;
  const rows: [string, (f: StoreFigures) => string][] = [
    ["first start: spawn to /healthz, ms", (f) => ms(f.firstStartMs)],
    ["restart: stop (SIGTERM to exit), ms", (f) => ms(f.stopMs)],
    ["restart: spawn to /healthz on the same data, ms", (f) => ms(f.restartMs)],
    ["resident memory after the reads (VmRSS), MB", (f) => f.rssAfterReadsMB.toFixed(0)],
    ["resident memory after the same reads, restarted (VmRSS), MB", (f) => f.rssRestartedMB.toFixed(0)],
    ["peak resident memory of the first run (VmHWM), MB", (f) => f.peakMB.toFixed(0)],
    ["first catalogue answer after the start, ms", (f) => ms(f.reads.firstApiMs)],
    ["first page after the start (home), ms", (f) => ms(f.reads.firstPageMs)],
    [`category listing by price, a new page each time, p50 / p99 ms`, (f) => timing(f.reads.listing, COUNTS.listings)],
    ["part-number search, p50 / p99 ms", (f) => timing(f.reads.search, COUNTS.searches)],
    [`part number first in its search, of ${COUNTS.searches}`, (f) => String(f.reads.searchFirst)],
    ["model look-up (exact model number), p50 / p99 ms", (f) => timing(f.reads.model, COUNTS.models)],
    ["first render of a part page, p50 / p99 ms", (f) => timing(f.reads.partPage, COUNTS.pages)],
    [`first render of a symptom page narrowed to a model, p50 / p99 ms`, (f) => timing(f.reads.symptomPage, COUNTS.symptomPages)],
    [`quick order of ${COUNTS.quickLines} lines (one call), p50 / p99 ms`, (f) => timing(f.reads.quickOrder, COUNTS.quickOrders)],
    [`the same ${COUNTS.quickLines} lines added one call at a time, p50 / p99 ms`, (f) => timing(f.reads.addOneByOne, COUNTS.quickOrders)],
    [`order (add to cart, place order), p50 / p99 ms over ${COUNTS.orders}`, (f) => timing(f.orders.order, COUNTS.orders)],
    [`special order, none on hand (add, place on order), p50 / p99 ms over ${COUNTS.specialOrders}`, (f) => timing(f.orders.specialOrder, COUNTS.specialOrders)],
    [`longest /healthz wait while ${COUNTS.probedOrders} orders land, ms`, (f) => longest(f.orders.healthz)],
    [`longest page wait (${columns[0]?.[1].orders.probedPage ?? "category page"}) while they land, ms`, (f) => longest(f.orders.page)],
    [`of those ${COUNTS.probedOrders} orders, cut by the server`, (f) => String(f.orders.probedOrdersCut)],
    ["this store's whole run, s", (f) => f.seconds.toFixed(0)],
  ];
  const lines = [
    `### ${size.toLocaleString("en-US")} parts`,
    "",
    `Seeded in ${seeded.seconds.toFixed(1)} s: ${seeded.megabytes.toFixed(1)} MB, ${seeded.fits.toLocaleString("en-US")} model fits ` +
      `(${(seeded.fits / size).toFixed(2)} a part); listing: ${samples.category.slug}, ${samples.category.parts.toLocaleString("en-US")} parts. ` +
      `Load average after: ${loadAverage()}.`,
    "",
    `| measure | ${columns.map(([name]) => name).join(" | ")} |`,
    `|---|${columns.map(() => "---:").join("|")}|`,
    ...rows.map(([label, cell]) => `| ${label} | ${columns.map(([, figures]) => cell(figures)).join(" | ")} |`),
  ];
  return lines.join("\n");
}

async function main(): Promise<void> {
  const sizes = sizesFrom(process.env.BENCH_SIZES);
  const storeNames = storesFrom(process.env.BENCH_STORES);
  console.log(`Load average before: ${loadAverage()}; sizes ${sizes.join(", ")}; stores ${storeNames.join(", ")}`);
  // The server's production bundle and the storefront it renders, from the sources as they are.
  await import("../scripts/build-server.ts");
  buildStorefrontIfStale();
  const root = await mkdtemp(join(tmpdir(), "shop-bench-scale-"));
  const tables: string[] = [];
  try {
    for (const size of sizes) {
      const seedDir = join(root, `seed-${size}`);
      await mkdir(seedDir);
      const seeded = await seed(size, seedDir);
      const columns: [string, StoreFigures][] = [];
      for (const name of storeNames) {
        const dir = join(root, `${name}-${size}`);
        await mkdir(dir);
        const began = performance.now();
        const figures = await runStore(STORES[name] as BenchStore, seeded, dir);
        columns.push([name, { ...figures, seconds: (performance.now() - began) / 1000 }]);
        await rm(dir, { recursive: true, force: true });
      }
      await rm(seedDir, { recursive: true, force: true });
      tables.push(table(size, seeded, columns));
      console.log(`\n${tables.at(-1)}\n`);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  console.log(`\n${tables.join("\n\n")}\n`);
}

await main();
