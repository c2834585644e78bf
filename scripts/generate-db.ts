/**
 * The seed database of Capital City Appliance & HVAC Parts, generated deterministically.
 *
 *   npx tsx scripts/generate-db.ts                      writes db.json at the repository root
 *   npx tsx scripts/generate-db.ts --products 50000 --out /tmp/db-50k.json
 *
 * Options: --products N (default 320), --out PATH (default <repo>/db.json), --seed N.
 *
 * The store record, categories, brands and repair guides are data in seed/ (see seed/README.md),
 * read and checked by scripts/seed/data.ts; only the products are generated, by
 * scripts/seed/products.ts from the categories' part templates, the brands' part number patterns
 * and model numbers, and a seeded PRNG (mulberry32). So the same data and options always give
 * byte-identical output, and part numbers stay unique across the whole catalogue at any size.
 * Past 1,000 parts each part fits 5 model revisions on average (2 to 8): 250,000 parts give about
 * 1.25 million fits, a 168 MB file, in about 20 s and under 1 GB of memory.
 */
import { mkdirSync, realpathSync, renameSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { emptyCollections, type Guide, type Brand, type Category, type ShopData } from "@shop/domain";
import { loadSeedData, SEED_DIR, type GuideDef, type SeedData } from "./seed/data.ts";
import { readSymptoms, SYMPTOM_MODULE, symptomModule } from "./seed/symptoms.ts";
import { generateParts } from "./seed/products.ts";
import { mulberry32 } from "./seed/random.ts";

export { mulberry32 };

export interface GenerateOptions {
  /** How many products to generate; a non-negative integer. */
  products: number;
  /** PRNG seed; the same seed and count always give the same data. */
  seed?: number;
}

export const DEFAULT_PRODUCT_COUNT = 320;
export const DEFAULT_SEED = 32308;

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The lowercased name where that is a valid slug, else a slugified form: "Fisher & Paykel" -> "fisher-paykel". */
export function brandSlug(name: string): string {
  const lower = name.toLowerCase();
  if (SLUG_PATTERN.test(lower)) return lower;
  return lower
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function buildPosts(guides: readonly GuideDef[], categories: readonly Category[]): Guide[] {
  const bySlug = new Map(categories.map((c) => [c.slug, c.id]));
  return guides.map((guide) => {
    let categoryId: number | null = null;
    if (guide.category !== null) {
      const id = bySlug.get(guide.category);
      if (id === undefined) throw new Error(`post ${guide.slug}: unknown category ${guide.category}`);
      categoryId = id;
    }
    return {
      id: guide.id,
      title: guide.title,
      slug: guide.slug,
      excerpt: guide.excerpt,
      content: guide.content,
      publishedAt: guide.publishedAt,
      categoryId,
      isPublished: guide.isPublished,
      author: guide.author,
    };
  });
}

// ---- The whole seed -----------------------------------------------------------------------------

let seedData: SeedData | undefined;

/** The seed data: store, categories, brands, `products` parts and the blog; the rest starts empty. */
export function generateShopData(options: GenerateOptions): ShopData {
  const count = options.products;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`products must be a non-negative integer, got ${count}`);
  const rng = mulberry32(options.seed ?? DEFAULT_SEED);
  seedData ??= loadSeedData();

  const categories: Category[] = seedData.categories.map((c, i) => ({
    id: i + 1,
    name: c.name,
    slug: c.slug,
    type: c.type,
    description: c.description,
  }));
  const brands: Brand[] = seedData.brands.map((b, i) => ({
    id: i + 1,
    name: b.name,
    slug: brandSlug(b.name),
    type: b.type,
    description: b.description,
  }));

  return {
    store: structuredClone(seedData.store),
    categories,
    brands,
    products: generateParts(seedData, count, rng),
    posts: buildPosts(seedData.guides, categories),
    ...emptyCollections(),
  };
}

/** db.json's text: two-space JSON and a final newline, as the CLI writes it. */
export function formatDb(data: ShopData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

// ---- Command line -------------------------------------------------------------------------------

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

interface CliOptions {
  products: number;
  seed: number;
  out: string;
}

const USAGE = "usage: tsx scripts/generate-db.ts [--products N] [--out PATH] [--seed N]";

function parseCli(argv: readonly string[]): CliOptions | "help" {
  const options: CliOptions = { products: DEFAULT_PRODUCT_COUNT, seed: DEFAULT_SEED, out: resolve(REPO_ROOT, "db.json") };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--help" || arg === "-h") return "help";
    const eq = arg.indexOf("=");
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    const takeValue = (): string => {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === "") throw new Error(`${flag} needs a value\n${USAGE}`);
      return value;
    };
    const takeInteger = (min: number): number => {
      const raw = takeValue();
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
        throw new Error(`${flag} must be an integer of at least ${min}, got ${raw}`);
      }
      return value;
    };
    if (flag === "--products") options.products = takeInteger(0);
    else if (flag === "--seed") options.seed = takeInteger(0);
    else if (flag === "--out") options.out = resolve(process.cwd(), takeValue());
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  return options;
}

function main(): void {
  const options = parseCli(process.argv.slice(2));
  if (options === "help") {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  const data = generateShopData({ products: options.products, seed: options.seed });
  const generated = performance.now();
  const json = formatDb(data);
  mkdirSync(dirname(options.out), { recursive: true });
  // Write beside the target and rename, so a reader never sees a half-written file.
  const temporary = `${options.out}.${process.pid}.tmp`;
  writeFileSync(temporary, json);
  renameSync(temporary, options.out);
  // The symptom pages: the domain's module, checked against the categories and guides just read;
  // written with the repository's own db.json only, not beside a catalogue made elsewhere (a bench's).
  const symptoms = readSymptoms(SEED_DIR, data.categories.map((c) => c.slug), data.posts.map((p) => p.slug));
  if (options.out === resolve(REPO_ROOT, "db.json")) writeFileSync(SYMPTOM_MODULE, symptomModule(symptoms));
  const finished = performance.now();
  const megabytes = (Buffer.byteLength(json) / 1024 / 1024).toFixed(2);
  console.log(
    `Wrote ${options.out} (${megabytes} MB): ${data.categories.length} categories, ${data.brands.length} brands, ` +
      `${data.products.length} products, ${data.posts.length} posts, ${symptoms.length} symptom pages; generated in ${(generated - started).toFixed(0)} ms, ` +
      `${(finished - started).toFixed(0)} ms in all.`,
  );
}

function isDirectRun(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  const self = fileURLToPath(import.meta.url);
  try {
    return realpathSync(entry) === realpathSync(self);
  } catch {
    return resolve(entry) === self;
  }
}

if (isDirectRun()) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
