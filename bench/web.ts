/**
 * `npm run bench:web`: how fast the storefront is on a phone, measured, not asserted. Builds the
 * storefront, starts the server (`npm start`'s entry) over a temporary copy of the database, and
 * runs Lighthouse (mobile, its default throttling) in Debian's Chromium on five pages. Prints the
 * four category scores, LCP, CLS and TBT per page, and the compressed JavaScript the home page
 * loads, against the targets of the speed budget.
 *
 * Environment: CHROME_PATH (the browser, else /usr/bin/chromium), BENCH_RUNS (runs per page,
 * default 1; the median run by performance score is reported).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../packages/ui/test/browser.ts";
import { ROOT, spawnServer } from "./server-process.ts";

const PAGES: Array<[string, string]> = [
  ["home", "/"],
  ["category", "/appliance-parts/refrigerator-parts"],
  ["product", "/products/1"],
  ["local landing", "/tallahassee-appliance-parts"],
  ["blog list", "/blog"],
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS = { performance: 95, others: 100, lcpMs: 1500, cls: 0.02, homeJsKb: 130 };
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

interface PageResult {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  failing: string[];
}

type Audit = { score: number | null; numericValue?: number; title: string; details?: { items?: Array<Record<string, unknown>> } };
type Lhr = { categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>; audits: Record<string, Audit> };

function summarize(name: string, path: string, lhr: Lhr): PageResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id];
  const requests = (audit("network-requests")?.details?.items ?? []) as Array<{ resourceType?: string; transferSize?: number }>;
  const scriptBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  // Audits that cost points outside performance (performance is summed up by its metrics).
  const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => `${id}: ${audit(ref.id)?.title ?? ref.id}`),
  );
  return {
    name,
    path,
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? Number.NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? Number.NaN,
    tbtMs: audit("total-blocking-time")?.numericValue ?? Number.NaN,
    scriptKb: scriptBytes / 1024,
    failing,
  };
}

function build(): void {
  process.stdout.write("Building the storefront...\n");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("the storefront did not build");
}

async function main(): Promise<void> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error("no Chromium found: run `node scripts/ensure-browser.mjs` or set CHROME_PATH");
  build();
  const dir = await mkdtemp(join(tmpdir(), "shop-bench-web-"));
  const server = await spawnServer(["packages/server/src/main.ts"], { PORT: "0", DB_FILE: join(dir, "db.json") });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
  const results: PageResult[] = [];
  try {
    for (const [name, path] of PAGES) {
      const tries: PageResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const outcome = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!outcome) throw new Error(`Lighthouse returned nothing for ${path}`);
        tries.push(summarize(name, path, outcome.lhr as unknown as Lhr));
      }
      tries.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = tries[Math.floor(tries.length / 2)]!;
      results.push(median);
      process.stdout.write(`  ${name} (${path}) measured\n`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
  report(results);
}

const mark = (ok: boolean) => (ok ? "" : " ✗");

function report(results: PageResult[]): void {
  const rows = results.map((result) => {
    const { scores } = result;
    return [
      `${result.name} (${result.path})`,
      `${scores.performance}${mark(scores.performance >= TARGETS.performance)}`,
      `${scores.accessibility}${mark(scores.accessibility >= TARGETS.others)}`,
      `${scores["best-practices"]}${mark(scores["best-practices"] >= TARGETS.others)}`,
      `${scores.seo}${mark(scores.seo >= TARGETS.others)}`,
      `${(result.lcpMs / 1000).toFixed(2)} s${mark(result.lcpMs <= TARGETS.lcpMs)}`,
      `${result.cls.toFixed(3)}${mark(result.cls <= TARGETS.cls)}`,
      `${Math.round(result.tbtMs)} ms`,
    ];
  });
  const header = ["page", "perf", "a11y", "best pr.", "SEO", "LCP", "CLS", "TBT"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  process.stdout.write(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile, default throttling; ✗ misses its target\n`);
  process.stdout.write(`${line(header)}\n${line(widths.map((width) => "-".repeat(width)))}\n${rows.map(line).join("\n")}\n`);
  const home = results.find((result) => result.path === "/");
  if (home) {
    process.stdout.write(
      `\nJavaScript the home page loads: ${home.scriptKb.toFixed(1)} KB compressed (target <= ${TARGETS.homeJsKb} KB)${mark(home.scriptKb <= TARGETS.homeJsKb)}\n`,
    );
  }
  const failing = [...new Set(results.flatMap((result) => result.failing.map((audit) => `${audit} (${result.name})`)))];
  if (failing.length > 0) process.stdout.write(`\nAudits that cost points:\n${failing.map((audit) => `- ${audit}`).join("\n")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:web failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
