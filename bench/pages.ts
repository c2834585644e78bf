/**
 * Page benchmark (`npm run bench:pages`). Not a test: it prints figures.
 *
 * - Cached pages: requests per second for a part page and a filtered, sorted category page
 *   answered from the page cache by the server `npm start` runs, next to a plain `express.static`
 *   serving the very bytes that server answered (saved to a temporary folder), behind the same
 *   compression middleware; once with no Accept-Encoding, once with gzip and once with br (the
 *   page cache answers both from bytes compressed when the page was kept; express.static's
 *   middleware compresses each request).
 *   Target: cached at least 80% of express.static.
 * - Uncached render: p50, p99 and req/s of the same two pages at 10 connections, and at 1 (one
 *   render with no queue before it), from the same server with a page cache that keeps nothing
 *   (`cacheBytes: 0`), so each request renders. Target: p99 at most 30 ms at 10 connections.
 *
 * Every server runs in its own process on a temporary copy of the seed database. The storefront
 * is built first when its build is older than its code (as `npm start` does).
 *
 * The servers run with NODE_ENV=production, as `npm start` does (React's production build); set
 * NODE_ENV=development to measure the development build.
 *
 * BENCH_SECONDS sets the length of each run (default 5; there are 16 runs, each after a 1 s
 * warm-up). The load average is printed before and after: on a busy machine the figures say less.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import type { ShopData } from "@shop/domain";

// The servers inherit it: `npm start` renders with React's production build (main.ts sets it).
process.env.NODE_ENV ??= "production";
import { buildStorefrontIfStale, ROOT, spawnServer, type Child } from "./server-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Cached pages are measured at the API benchmark's read load; renders at the issue's 10. */
const CACHED_CONNECTIONS = 50;
const RENDER_CONNECTIONS = 10;
const TARGETS = { ratio: 0.8, p99Ms: 30 };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Bytes per answer on the wire, headers included. */
  bytes: number;
  errors: number;
}

async function hammer(url: string, connections: number, headers: Record<string, string> = {}): Promise<Figures> {
  // A short warm-up so the first, cold requests (JIT, the first render) do not count.
  await autocannon({ url, connections: 10, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The page's HTML as the server answers it, after checking it is the page and not an error. */
async function pageHtml(url: string, mustContain: string): Promise<string> {
  const response = await fetch(url);
  const html = await response.text();
  if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) {
    throw new Error(`${url} answered ${response.status} ${response.headers.get("content-type")}`);
  }
  if (!html.includes(mustContain)) throw new Error(`${url} does not show ${mustContain}`);
  return html;
}

const ms = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const miss = (ok: boolean) => (ok ? "" : " ✗");

async function main() {
  buildStorefrontIfStale();
  const dir = await mkdtemp(join(tmpdir(), "shop-bench-pages-"));
  const servers: Child[] = [];
  try {
    // A new database in the temp folder, filled from the repository's seed at the first start.
    const seedFile = join(ROOT, "db.json");
    const seed = JSON.parse(await readFile(seedFile, "utf8")) as ShopData;
    const part = seed.products[0]!;
    const brand = seed.brands.find((b) => b.slug === "ge")!;
    const category = seed.categories.find((c) => c.slug === "refrigerator-parts")!;
    const listed = seed.products.find((p) => p.categoryId === category.id && p.brandId === brand.id)!;
    const pages = [
      { name: "part page", path: `/products/${part.id}`, file: "part.html", shows: part.partNumber },
      {
        name: "category page",
        path: `/appliance-parts/${category.slug}?brand=${brand.slug}&sort=price-asc`,
        file: "category.html",
        shows: listed.partNumber,
      },
    ];
    const encodings: Array<{ name: string; headers: Record<string, string> }> = [
      { name: "none", headers: {} },
      { name: "gzip", headers: { "accept-encoding": "gzip" } },
      { name: "br", headers: { "accept-encoding": "br" } },
    ];

    const shop = await spawnServer(["packages/server/src/main.ts"], { PORT: "0", DATABASE_URL: `sqlite:${join(dir, "shop.db")}` });
    servers.push(shop);
    const staticDir = join(dir, "static");
    await mkdir(staticDir);
    for (const page of pages) await writeFile(join(staticDir, page.file), await pageHtml(shop.url + page.path, page.shows));
    const plain = await spawnServer(["bench/static-server.ts", staticDir]);
    servers.push(plain);
    for (const page of pages) {
      const [fromCache, fromDisk] = await Promise.all([pageHtml(shop.url + page.path, page.shows), pageHtml(`${plain.url}/${page.file}`, page.shows)]);
      if (fromCache !== fromDisk) throw new Error(`express.static does not answer the bytes the server answered for ${page.path}`);
    }

    const rows: string[] = [];
    const table = (cells: (string | number)[]) => rows.push(`| ${cells.join(" | ")} |`);
    console.log(`Load average before: ${loadavg().map((n) => n.toFixed(1)).join(", ")} (${cpus().length} cores)`);
    // The servers inherit it; React picks its development or production build by it when first loaded.
    console.log(`NODE_ENV=${process.env.NODE_ENV ?? "(unset)"}: React renders with its ${process.env.NODE_ENV === "production" ? "production" : "development"} build`);
    console.log(`Cached pages: ${CACHED_CONNECTIONS} connections, ${SECONDS} s each, seed database (${seed.products.length} products)\n`);
    rows.push(
      "| page | compression | KB per answer | page cache req/s | p99 ms | express.static req/s | p99 ms | cached / static |",
      "|---|---|---:|---:|---:|---:|---:|---:|",
    );
    for (const page of pages) {
      for (const encoding of encodings) {
        // One after the other, the idle server waiting, so the two never compete for the two cores.
        const cached = await hammer(shop.url + page.path, CACHED_CONNECTIONS, encoding.headers);
        const baseline = await hammer(`${plain.url}/${page.file}`, CACHED_CONNECTIONS, encoding.headers);
        const ratio = cached.rps / baseline.rps;
        const errors = cached.errors + baseline.errors;
        table([
          `${page.name} \`${page.path}\``,
          encoding.name,
          (cached.bytes / 1024).toFixed(1),
          cached.rps,
          ms(cached.p99),
          baseline.rps,
          ms(baseline.p99),
          `${ratio.toFixed(2)}${miss(ratio >= TARGETS.ratio)}${errors > 0 ? ` (${errors} errors)` : ""}`,
        ]);
        console.log(rows.at(-1));
      }
    }
    await Promise.all(servers.splice(0).map((server) => server.stop()));

    const uncached = await spawnServer(["bench/uncached-server.ts", join(dir, "shop.db")]);
    servers.push(uncached);
    console.log(`\nRendered every time (page cache of 0 bytes): ${RENDER_CONNECTIONS} connections, then 1, ${SECONDS} s each\n`);
    rows.push(
      "",
      `| page, rendered every time | connections | req/s | p50 ms | p99 ms (target <= ${TARGETS.p99Ms} at ${RENDER_CONNECTIONS}) | errors |`,
      "|---|---:|---:|---:|---:|---:|",
    );
    for (const page of pages) {
      await pageHtml(uncached.url + page.path, page.shows);
      // At 10 connections a render waits for the ones queued before it; 1 connection shows one render alone.
      for (const connections of [RENDER_CONNECTIONS, 1]) {
        const figures = await hammer(uncached.url + page.path, connections);
        const p99 = connections === RENDER_CONNECTIONS ? `${ms(figures.p99)}${miss(figures.p99 <= TARGETS.p99Ms)}` : ms(figures.p99);
        table([`${page.name} \`${page.path}\``, connections, figures.rps, ms(figures.p50), p99, figures.errors]);
        console.log(rows.at(-1));
      }
    }
    console.log(`\nLoad average after: ${loadavg().map((n) => n.toFixed(1)).join(", ")}`);
    console.log(`\n✗ marks a figure that misses its target (cached >= ${TARGETS.ratio * 100}% of express.static; render p99 <= ${TARGETS.p99Ms} ms at ${RENDER_CONNECTIONS} connections)\n\n${rows.join("\n")}\n`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
