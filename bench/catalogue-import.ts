/**
 * Catalogue import benchmark (`npm run bench:import`). Not a test: it prints figures.
 *
 * Times `previewCatalogueImport` (parse, check every cell, compare every part) on:
 * - the baseline: the 320-part seed's own export, previewed against the seed (all unchanged);
 * - a 2,000-row file against a 2,000-part catalogue (generated as `npm run seed -- --products
 *   2000` does) with one price in ten edited;
 * - the same 2,000 rows against the 320-part seed: mostly new parts.
 * Target: a 2,000-row file previews in under 2 s (docs/product.md, Catalogue CSV). The first run
 * is reported apart from the median, since a command-line import is a cold run. The load average
 * is printed: on a busy machine the figures say less.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import type { ShopData } from "@shop/domain";
import { exportCatalogueCsv, previewCatalogueImport } from "@shop/domain/catalogue-csv";
import { generateShopData } from "../scripts/generate-db.ts";

const RUNS = 7;
const TARGET_MS = 2000;

const seed = JSON.parse(readFileSync(fileURLToPath(new URL("../db.json", import.meta.url)), "utf8")) as ShopData;
const large = generateShopData({ products: 2000 });

/** Every tenth part's price up by a dollar, as a point-of-sale export after a price change. */
function withEditedPrices(data: ShopData): string {
  const edited = data.products.map((p, i) => (i % 10 === 0 ? { ...p, price: `${Number(p.price.split(".")[0]) + 1}.${p.price.split(".")[1] ?? "00"}` } : p));
  return exportCatalogueCsv({ ...data, products: edited });
}

function time(label: string, data: ShopData, csv: string): void {
  const times: number[] = [];
  let summary = "";
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const preview = previewCatalogueImport(data, csv, { createBrands: true, createCategories: true });
    times.push(performance.now() - start);
    summary = `${preview.new.length} new, ${preview.changed.length} changed, ${preview.unchanged} unchanged, ${preview.errors.length} errors`;
  }
  const [first = 0] = times;
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
  const rows = csv.split("\n").length - 2;
  const verdict = rows >= 2000 ? (Math.max(first, median) < TARGET_MS ? "  (under the 2 s target)" : "  (OVER the 2 s target)") : "";
  console.log(`${label.padEnd(44)} ${String(rows).padStart(5)} rows  first ${first.toFixed(0).padStart(5)} ms  median ${median.toFixed(0).padStart(5)} ms  ${summary}${verdict}`);
}

console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(" ")}; ${RUNS} runs each`);
time("baseline: seed export against the seed", seed, exportCatalogueCsv(seed));
const largeCsv = withEditedPrices(large);
time("2,000 rows, 1 in 10 prices edited", large, largeCsv);
time("2,000 rows against the 320-part seed", seed, largeCsv);
console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
