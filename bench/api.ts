/**
 * API benchmark (`npm run bench:api`). Not a test: it prints figures.
 *
 * - Reads at 50 connections (autocannon): a filtered, sorted catalogue page, a text search and a
 *   model search, each next to json-server's own router answering the equivalent query over the
 *   same data.
 * - Writes: add-to-cart and order latency with 0 and 20,000 orders on record.
 * - Model search with 500 and with 50,000 products.
 *
 * - The server's memory through each of those runs: peak resident set (RSS) per server process.
 *
 * The server runs as a deployed shop runs it: built (dist/main.js, made first), under plain node.
 *
 * BENCH_SECONDS sets the length of each read run (default 5).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import {
  computeTotals,
  fromCents,
  normalizeModelNumber,
  type OrderRecord,
  type Part,
  type ShopData,
} from "@shop/domain";
import { generateShopData } from "../scripts/generate-db.ts";
import { percentile, post, sessionId } from "./measure.ts";
import { spawnServer, type Child, type Memory } from "./server-process.ts";


const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

interface ReadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function hammer(url: string): Promise<ReadFigures> {
  // A short warm-up so the first, cold requests (JIT, caches) do not count.
  await autocannon({ url, connections: 10, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Each run of this project's server and its memory, for the table at the end. */
const memoryOfRuns: { run: string; memory: Memory }[] = [];

/**
 * This project's server as production runs it (`node dist/main.js`, built by main() first) over
 * `data`, in a temporary directory; its memory through the run is kept under the name `label`.
 */
async function withShop<T>(label: string, data: ShopData, run: (server: Child) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "shop-bench-"));
  // A new database, filled from this data (the seed) at the first start.
  await writeFile(join(dir, "seed.json"), JSON.stringify(data));
  // The timed writes (3,000 cart changes, 1,000 orders) all come from 127.0.0.1: far past a
  // visitor's per-address limits, which would time 429s instead of writes.
  const env = { PORT: "0", DATABASE_URL: `sqlite:${join(dir, "shop.db")}`, SEED_FILE: join(dir, "seed.json"), RATE_LIMIT_FACTOR: "1000" };
  const server = await spawnServer(["dist/main.js"], env);
  try {
    return await run(server);
  } finally {
    memoryOfRuns.push({ run: label, memory: server.memory() });
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** json-server's own router over a copy of the same data. */
async function withBaseline<T>(data: ShopData, run: (server: Child) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "shop-bench-baseline-"));
  const file = join(dir, "db.json");
  await writeFile(file, JSON.stringify(data));
  const server = await spawnServer(["bench/baseline-server.ts", file]);
  try {
    return await run(server);
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `task` `total` times with `concurrency` in flight; returns the timed part's p50/p99 in ms. */
async function timeWrites(total: number, concurrency: number, task: (i: number) => Promise<number>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) times.push(await task(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), perSecond: Math.round(total / seconds) };
}

function fakeOrders(data: ShopData, count: number): OrderRecord[] {
  const products = data.products.filter((p) => p.quantityOnHand > 0);
  return Array.from({ length: count }, (_, i) => {
    const product = products[i % products.length] as Part;
    const totals = computeTotals([{ unitPrice: product.price, quantity: 1 }], data.store.taxRate);
    return {
      id: i + 1,
      orderNumber: `TLH-20260101-${String(i + 1).padStart(5, "0")}`,
      clientOrderNumber: `bench-${i}`,
      sessionId: sessionId(),
      email: `customer${i}@example.com`,
      name: `Customer ${i}`,
      phone: "(850) 555-0100",
      items: [
        {
          productId: product.id,
          partNumber: product.partNumber,
          name: product.name,
          quantity: 1,
          unitPrice: product.price,
          lineTotal: product.price,
        },
      ],
      itemLines: [`1 x ${product.name}`],
      subtotal: fromCents(totals.subtotal),
      tax: fromCents(totals.tax),
      total: fromCents(totals.total),
      fulfilment: "pickup",
      status: "received",
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    };
  });
}

async function writeLatency(data: ShopData, ordersOnRecord: number) {
  const product = data.products.find((p) => p.quantityOnHand > 0) as Part;
  // Every timed order takes a unit of this part: stock it deep enough for all of them.
  const products = data.products.map((p) => (p.id === product.id ? { ...p, quantityOnHand: 1_000_000 } : p));
  const seeded: ShopData = { ...data, products, orders: fakeOrders(data, ordersOnRecord) };
  const totals = computeTotals([{ unitPrice: product.price, quantity: 1 }], data.store.taxRate);
  return withShop(`writes, ${ordersOnRecord} orders on record`, seeded, async (server) => {
    const api = `${server.url}/api`;
    const add = await timeWrites(2000, CONNECTIONS, async () => {
      const r = await post(`${api}/cart`, sessionId(), { productId: product.id });
      if (r.status !== 201) throw new Error(`add to cart answered ${r.status}`);
      return r.ms;
    });
    const order = await timeWrites(1000, CONNECTIONS, async (i) => {
      const session = sessionId();
      const added = await post(`${api}/cart`, session, { productId: product.id });
      if (added.status !== 201) throw new Error(`add to cart answered ${added.status}`);
      const r = await post(`${api}/orders`, session, {
        // An email per order, as per customer: the orders one email may have open come to a limited value.
        email: `bench${i}@example.com`,
        name: "Bench",
        phone: "(850) 555-0100",
        subtotal: fromCents(totals.subtotal),
        tax: fromCents(totals.tax),
        total: fromCents(totals.total),
        items: [`1 x ${product.name}`],
        orderNumber: `bench-order-${i}`,
      });
      if (r.status !== 201) throw new Error(`order answered ${r.status}: ${JSON.stringify(r.json)}`);
      return r.ms;
    });
    return { add, order };
  });
}

/** The model that fits the most parts among those fitting exactly `fits` parts: a typical look-up. */
function modelFitting(data: ShopData, fits: number): string {
  const count = new Map<string, number>();
  for (const p of data.products) {
    for (const m of new Set(p.compatibility.map(normalizeModelNumber))) count.set(m, (count.get(m) ?? 0) + 1);
  }
  const exact = [...count].filter(([, n]) => n === fits).map(([m]) => m).sort();
  if (exact.length === 0) throw new Error(`no model fits exactly ${fits} parts`);
  return exact[0] as string;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

async function main() {
  // The server's production bundle (`npm run build`'s second half), from the sources as they are.
  await import("../scripts/build-server.ts");
  const seed = generateShopData({ products: 320 });
  const rows: string[] = [];
  const table = (cells: (string | number)[]) => rows.push(`| ${cells.join(" | ")} |`);

  console.log(`Reads: ${CONNECTIONS} connections, ${SECONDS} s each, ${seed.products.length} products\n`);
  const category = seed.categories.find((c) => c.slug === "refrigerator-parts")!;
  const model = seed.products[0]!.compatibility[0]!;
  const reads = [
    {
      name: "catalogue page (category, in stock, price ascending, page 2)",
      ours: `/api/products?categoryId=${category.id}&inStock=true&sort=price-asc&limit=20&offset=20`,
      theirs: `/api/products?categoryId=${category.id}&quantityOnHand_gte=1&_sort=price&_order=asc&_start=20&_limit=20`,
    },
    { name: "text search (\"filter\")", ours: "/api/products?search=filter", theirs: "/api/products?q=filter&_limit=20" },
    {
      name: `model search (${model})`,
      ours: `/api/products/search-by-model/${encodeURIComponent(model)}`,
      theirs: `/api/products?compatibility_like=${encodeURIComponent(model)}`,
    },
  ];
  rows.push("| read | server | req/s | p50 ms | p99 ms | errors |", "|---|---|---:|---:|---:|---:|");
  for (const read of reads) {
    // One server at a time, so the two never compete for the machine's two cores.
    const ours = await withShop(read.name, seed, (server) => hammer(server.url + read.ours));
    const theirs = await withBaseline(seed, (server) => hammer(server.url + read.theirs));
    table([read.name, "this server", ours.rps, fmt(ours.p50), fmt(ours.p99), ours.errors]);
    table([read.name, "json-server router", theirs.rps, fmt(theirs.p50), fmt(theirs.p99), theirs.errors]);
    console.log(rows.slice(-2).join("\n"));
  }

  rows.push("", "| write | orders on record | p50 ms | p99 ms | per second |", "|---|---:|---:|---:|---:|");
  for (const onRecord of [0, 20_000]) {
    const { add, order } = await writeLatency(seed, onRecord);
    table(["add to cart", onRecord, fmt(add.p50), fmt(add.p99), add.perSecond]);
    table(["place order", onRecord, fmt(order.p50), fmt(order.p99), order.perSecond]);
    console.log(rows.slice(-2).join("\n"));
  }

  rows.push("", "| model search | products | model fits | req/s | p50 ms | p99 ms |", "|---|---:|---:|---:|---:|---:|");
  for (const size of [500, 50_000]) {
    const data = generateShopData({ products: size });
    // The same number of fitting parts at both sizes, so the answer is the same size and only
    // the look-up differs.
    const fits = 3;
    const chosen = modelFitting(data, fits);
    await withShop(`model search, ${size} products`, data, async (server) => {
      const figures = await hammer(`${server.url}/api/products/search-by-model/${encodeURIComponent(chosen)}`);
      table(["exact model", size, fits, figures.rps, fmt(figures.p50), fmt(figures.p99)]);
      console.log(rows.at(-1));
    });
  }

  // One server process per run, so each row is that run's own peak. The server runs as built
  // (`node dist/main.js`): no TypeScript loader in the figure.
  rows.push("", "| server run | peak RSS MB (sampled) | VmHWM MB |", "|---|---:|---:|");
  for (const { run, memory } of memoryOfRuns) table([run, memory.peakRssMB.toFixed(0), memory.hwmMB.toFixed(0)]);
  const peak = Math.max(...memoryOfRuns.map(({ memory }) => memory.hwmMB));
  rows.push("", `Server peak RSS over all runs: ${peak.toFixed(0)} MB`);

  console.log(`\n${rows.join("\n")}\n`);
}

await main();
