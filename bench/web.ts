/**
 * `npm run bench:web`: how fast the storefront is on a phone, measured against each page's own
 * no-script floor, not asserted. Builds the storefront, starts ONE server (`npm start`'s entry)
 * over a temporary copy of the database, and puts two proxies in front of it (./floor-proxy.ts):
 * one passes everything through (the page as served), the other strips the HTML documents of their
 * scripts and module preloads (the floor: the same HTML and stylesheet with no JavaScript, from the
 * same server, through the same hop). Lighthouse (mobile, default simulated throttling) in Debian's
 * Chromium runs each page on both, alternately, and prints them side by side with the ratio of
 * their LCPs, the category scores, TBT, CLS and the JavaScript and HTML each page transfers,
 * marked against the speed issue's targets; then the scripts the home page loads and the audits
 * that cost points.
 *
 * Pages: home, category, part, model (the first model the sitemap lists), local (the local
 * landing page) and blog (the blog list). Each must answer 200 before it is measured.
 *
 * Environment: CHROME_PATH (the browser, else /usr/bin/chromium), BENCH_RUNS (runs per page and
 * variant, default 3; the median run by performance score is reported), BENCH_PAGES (a comma list
 * of page names to run a subset, e.g. `BENCH_PAGES=home,model`).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../packages/ui/test/browser.ts";
import { startProxy } from "./floor-proxy.ts";
import { ROOT, spawnServer } from "./server-process.ts";

/** The pages measured, by name; `model` is found in the sitemap at run time. */
const PAGES: Array<[string, string | undefined]> = [
  ["home", "/"],
  ["category", "/appliance-parts/refrigerator-parts"],
  ["part", "/products/1"],
  ["model", undefined],
  ["local", "/tallahassee-appliance-parts"],
  ["blog", "/blog"],
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS = { performance: 98, others: 100, lcpRatio: 1.25, lcpMs: 1500, tbtMs: 50, homeJsKb: 140, homeHtmlKb: 20 };
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  scripts: Array<{ url: string; kb: number }>;
  jsKb: number;
  htmlKb: number;
  failing: string[];
  /** Every run's LCP, in the order run (a median only). */
  lcpRunsMs?: number[];
}

interface PageResult {
  name: string;
  path: string;
  served: Run;
  floor: Run;
}

type Request = { url: string; resourceType?: string; transferSize?: number };
type Audit = { score: number | null; numericValue?: number; title: string; details?: { items?: Array<Record<string, unknown>> } };
type Lhr = { categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>; audits: Record<string, Audit> };

function summarize(lhr: Lhr): Run {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id];
  const requests = (audit("network-requests")?.details?.items ?? []) as Request[];
  const scripts = requests.filter((item) => item.resourceType === "Script").map((item) => ({ url: item.url, kb: (item.transferSize ?? 0) / 1024 }));
  const document = requests.find((item) => item.resourceType === "Document");
  // Audits that cost points outside performance (performance is summed up by its metrics).
  const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => `${id}: ${audit(ref.id)?.title ?? ref.id}`),
  );
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? Number.NaN,
    fcpMs: audit("first-contentful-paint")?.numericValue ?? Number.NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? Number.NaN,
    tbtMs: audit("total-blocking-time")?.numericValue ?? Number.NaN,
    scripts,
    jsKb: scripts.reduce((sum, script) => sum + script.kb, 0),
    htmlKb: (document?.transferSize ?? 0) / 1024,
    failing,
  };
}

/** The median run by performance score. */
/**
 * The middle value (the upper one of an even count) of the runs that measured it: a run where
 * Lighthouse found no LCP reports NaN, which is left out rather than sorted among the figures.
 */
function middle(values: number[]): number {
  const measured = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return measured.length === 0 ? Number.NaN : measured[Math.floor(measured.length / 2)]!;
}

/**
 * Each figure's median over the runs (a run's LCP can be an outlier that its performance score
 * hides), with the LCP of every run kept for the spread; the scripts, bytes and failing audits of
 * the run with the median performance score.
 */
function median(tries: Run[]): Run {
  const sorted = [...tries].sort((a, b) => a.scores.performance - b.scores.performance);
  const typical = sorted[Math.floor(sorted.length / 2)]!;
  const of = (figure: (run: Run) => number) => middle(tries.map(figure));
  return {
    ...typical,
    scores: {
      performance: of((run) => run.scores.performance),
      accessibility: of((run) => run.scores.accessibility),
      "best-practices": of((run) => run.scores["best-practices"]),
      seo: of((run) => run.scores.seo),
    },
    lcpMs: of((run) => run.lcpMs),
    fcpMs: of((run) => run.fcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    lcpRunsMs: tries.map((run) => run.lcpMs),
  };
}

function build(): void {
  process.stdout.write("Building the storefront...\n");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("the storefront did not build");
}

/** The pages BENCH_PAGES asks for (all when unset). */
function chosenPages(): Array<[string, string | undefined]> {
  const names = (process.env.BENCH_PAGES ?? "").split(",").map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return PAGES;
  const unknown = names.filter((name) => !PAGES.some(([known]) => known === name));
  if (unknown.length > 0) throw new Error(`unknown BENCH_PAGES ${unknown.join(", ")}: the pages are ${PAGES.map(([name]) => name).join(", ")}`);
  return PAGES.filter(([name]) => names.includes(name));
}

/** The first model page the sitemap lists, so the bench never guesses a model that is not sold. */
async function modelPath(serverUrl: string): Promise<string> {
  const xml = await (await fetch(`${serverUrl}/sitemap.xml`)).text();
  const loc = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1]!.replace(/&amp;/g, "&")).pathname).find((path) => path.startsWith("/models/"));
  if (!loc) throw new Error("the sitemap lists no model page");
  return loc;
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(", ");

async function main(): Promise<void> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error("no Chromium found: run `node scripts/machine/ensure-browser.mjs` or set CHROME_PATH");
  const pages = chosenPages();
  build();
  const dir = await mkdtemp(join(tmpdir(), "shop-bench-web-"));
  // Every Lighthouse run comes from 127.0.0.1; the per-address limits are not what is measured.
  const server = await spawnServer(["packages/server/src/main.ts"], { PORT: "0", DATABASE_URL: `sqlite:${join(dir, "shop.db")}`, RATE_LIMIT_FACTOR: "1000" });
  const served = await startProxy(server.url, false);
  const floor = await startProxy(server.url, true);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
  const results: PageResult[] = [];
  process.stdout.write(`Load average before: ${load()}\n`);
  try {
    for (const [name, fixed] of pages) {
      const path = fixed ?? (await modelPath(server.url));
      for (const proxy of [served, floor]) {
        const status = (await fetch(`${proxy.url}${path}`)).status;
        if (status !== 200) throw new Error(`${name} (${path}) answered ${status}, not 200`);
      }
      const tries = { served: [] as Run[], floor: [] as Run[] };
      for (let run = 0; run < runs; run += 1) {
        // Alternate the variants, so a change in the machine's load falls on both alike.
        for (const variant of ["served", "floor"] as const) {
          const base = variant === "served" ? served.url : floor.url;
          const outcome = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
          if (!outcome) throw new Error(`Lighthouse returned nothing for ${path}`);
          tries[variant].push(summarize(outcome.lhr as unknown as Lhr));
        }
      }
      results.push({ name, path, served: median(tries.served), floor: median(tries.floor) });
      process.stdout.write(`  ${name} (${path}) measured\n`);
    }
  } finally {
    await chrome.kill();
    await served.close();
    await floor.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
  process.stdout.write(`Load average after: ${load()}\n`);
  report(results);
}

const mark = (ok: boolean) => (ok ? "" : " ✗");
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function report(results: PageResult[]): void {
  const rows = results.map(({ name, path, served, floor }) => {
    const { scores } = served;
    const ratio = served.lcpMs / floor.lcpMs;
    const home = path === "/";
    return [
      `${name} (${path})`,
      `${scores.performance}${mark(scores.performance >= TARGETS.performance)}`,
      `${seconds(served.lcpMs)} s${mark(served.lcpMs <= TARGETS.lcpMs)}`,
      `${seconds(floor.lcpMs)} s`,
      `${ratio.toFixed(2)}${mark(ratio <= TARGETS.lcpRatio)}`,
      `${seconds(served.fcpMs)} / ${seconds(floor.fcpMs)} s`,
      `${Math.round(served.tbtMs)} ms${mark(served.tbtMs <= TARGETS.tbtMs)}`,
      `${served.cls.toFixed(3)}${mark(Number(served.cls.toFixed(3)) === 0)}`,
      `${scores.accessibility}${mark(scores.accessibility >= TARGETS.others)}`,
      `${scores["best-practices"]}${mark(scores["best-practices"] >= TARGETS.others)}`,
      `${scores.seo}${mark(scores.seo >= TARGETS.others)}`,
      `${served.jsKb.toFixed(1)}${home ? mark(served.jsKb <= TARGETS.homeJsKb) : ""}`,
      `${served.htmlKb.toFixed(1)}${home ? mark(served.htmlKb <= TARGETS.homeHtmlKb) : ""}`,
    ];
  });
  const header = ["page", "perf", "LCP", "floor LCP", "ratio", "FCP / floor", "TBT", "CLS", "a11y", "best pr.", "SEO", "JS KB", "HTML KB"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  process.stdout.write(
    `\nLighthouse ${runs > 1 ? `(each figure the median of ${runs} runs per variant) ` : ""}mobile, default throttling: the page as served beside its floor ` +
      `(the same HTML without scripts or module preloads); ratio = LCP / floor LCP; JS and HTML: KB transferred, compressed; ✗ misses its target\n`,
  );
  process.stdout.write(`${line(header)}\n${line(widths.map((width) => "-".repeat(width)))}\n${rows.map(line).join("\n")}\n`);
  process.stdout.write(
    `Targets: perf >= ${TARGETS.performance}; a11y, best practices, SEO ${TARGETS.others}; LCP <= ${TARGETS.lcpRatio} x floor and <= ${seconds(TARGETS.lcpMs)} s; ` +
      `TBT <= ${TARGETS.tbtMs} ms; CLS 0; home JS <= ${TARGETS.homeJsKb} KB, home HTML <= ${TARGETS.homeHtmlKb} KB\n`,
  );
  if (runs > 1) {
    const list = (values: number[] | undefined) => (values ?? []).map((value) => (Number.isNaN(value) ? "none" : seconds(value))).join(", ");
    process.stdout.write(`\nLCP of every run, s (as served | floor):\n`);
    for (const { name, served, floor } of results) process.stdout.write(`  ${name.padEnd(9)} ${list(served.lcpRunsMs)} | ${list(floor.lcpRunsMs)}\n`);
  }
  const home = results.find((result) => result.path === "/");
  if (home) {
    const scripts = [...home.served.scripts].sort((a, b) => b.kb - a.kb);
    process.stdout.write(`\nScripts the home page loads (${home.served.jsKb.toFixed(1)} KB transferred):\n`);
    process.stdout.write(`${scripts.map((script) => `  ${script.kb.toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`).join("\n")}\n`);
  }
  const failing = [...new Set(results.flatMap((result) => result.served.failing.map((audit) => `${audit} (${result.name})`)))];
  if (failing.length > 0) process.stdout.write(`\nAudits that cost points:\n${failing.map((audit) => `- ${audit}`).join("\n")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:web failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
