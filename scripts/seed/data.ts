/**
 * The seed's data files (seed/ at the repository root), read and checked. A malformed file stops
 * the generator with the file and the field at fault, before any part is generated.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { isMoney, PART_TYPES, type PartType, type ShopInfo } from "@shop/domain";
import { parseFrontMatter } from "./front-matter.ts";
import { compilePattern } from "./pattern.ts";

/** The data files' folder: seed/ at the repository root. */
export const SEED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../seed");

/** A kind of machine (a key of machine-kinds.json); it picks the model numbers a part fits. */
export type Kind = string;

export interface PartTemplate {
  key: string;
  /** A pattern: "{a|b}" picks a variant. */
  name: string;
  /** Whole dollars, inclusive. */
  price: readonly [number, number];
  kinds: readonly Kind[];
  /** What the part does and the symptom it fixes, in one or two sentences. */
  description: string;
}

interface CategoryDef {
  name: string;
  slug: string;
  type: PartType;
  description: string;
  /** Relative share of the generated catalogue. */
  weight: number;
  templates: readonly PartTemplate[];
}

export interface BrandDef {
  name: string;
  type: PartType;
  description: string;
  /** Relative share of the parts in the categories the brand covers. */
  weight: number;
  /** Part number patterns; a kind or category entry takes precedence over the default. */
  partNumbers: readonly string[];
  partNumbersByKind?: Readonly<Partial<Record<Kind, readonly string[]>>>;
  partNumbersByCategory?: Readonly<Partial<Record<string, readonly string[]>>>;
  /** Model numbers of the brand's own machines, by kind. */
  models: Readonly<Partial<Record<Kind, readonly string[]>>>;
  /** Universal replacement parts: they fit other makers' equipment of the same type. */
  universal?: boolean;
  /** Template keys the brand makes; all templates that fit its machines when absent. */
  onlyTemplates?: readonly string[];
}

/** A repair guide: its front matter and its text. */
export interface GuideDef {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  publishedAt: string;
  author: string;
  /** The slug of the category it is about; null for a general article. */
  category: string | null;
  isPublished: boolean;
  /** Plain text, as the site shows it: paragraphs separated by blank lines. */
  content: string;
}

export interface SeedData {
  store: ShopInfo;
  /** How a sentence names each kind of machine: "outdoor unit". */
  kindLabels: Readonly<Record<Kind, string>>;
  categories: readonly CategoryDef[];
  brands: readonly BrandDef[];
  /** In id order. */
  guides: readonly GuideDef[];
}

// ---- Schemas ------------------------------------------------------------------------------------

const text = z.string().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a slug such as water-filters");
const weight = z.number().positive();
const money = z.string().refine(isMoney, 'must be an amount such as "12.50"');
const time = z.string().regex(/^\d{2}:\d{2}$/, 'must be "HH:MM"');
const pattern = text.refine((value) => {
  try {
    compilePattern(value);
    return true;
  } catch {
    return false;
  }
}, 'has a "{" without its "}"');
const patterns = z.array(pattern).min(1);
const weekday = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

const storeSchema: z.ZodType<ShopInfo> = z.strictObject({
  name: text, tagline: text, url: z.url(), phone: text, phoneE164: z.string().regex(/^\+\d+$/), email: z.email(),
  address: z.strictObject({ street: text, city: text, region: text, postalCode: text, country: text }),
  geo: z.strictObject({ latitude: z.number(), longitude: z.number() }),
  hours: z.array(z.strictObject({ label: text, days: z.array(weekday).min(1), opens: time, closes: time })),
  sameDayPickupCutoff: time, timeZone: text, serviceTowns: z.array(text), serviceRadiusMiles: z.number(),
  taxRate: z.string().regex(/^0\.\d+$/),
  shipping: z.strictObject({
    localDelivery: z.strictObject({ price: money, freeOver: money, radiusMiles: z.number(), delivery: text }),
    methods: z.array(z.strictObject({
      name: text, delivery: text, tiers: z.array(z.strictObject({ minTotal: money, maxTotal: money.nullable(), price: money })).min(1),
    })),
    signatureRequiredOver: money, processing: text, specialOrderProcessing: text,
  }),
  returns: z.strictObject({
    days: z.int(), receiptRequired: z.boolean(), wrongPartExchangeDays: z.int(), specialOrderRestockingFeePercent: z.number(), cardRefund: text,
  }),
  warranty: z.strictObject({ oem: text, aftermarket: text, claimResolution: text }),
  aggregateRating: z.strictObject({ ratingValue: z.number(), reviewCount: z.int() }).optional(),
});

const kindsSchema = z.record(z.string().regex(/^[a-z]+$/, "must be lowercase letters"), text);

/** Adds an issue for each item whose `field` repeats an earlier one. */
function unique<T>(field: keyof T & string) {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      if (seen.has(item[field])) ctx.addIssue({ code: "custom", path: [i, field], message: `repeats ${String(item[field])}` });
      seen.add(item[field]);
    });
  };
}

function categoriesSchema(kinds: readonly string[]): z.ZodType<CategoryDef[]> {
  const template = z.strictObject({
    key: slug,
    name: pattern,
    price: z.tuple([z.int().positive(), z.int().positive()]).refine(([min, max]) => min <= max, "must be [min, max]"),
    kinds: z.array(z.enum(kinds)).min(1),
    description: text,
  });
  const category = z.strictObject({
    name: text, slug, type: z.enum(PART_TYPES), description: text, weight, templates: z.array(template).min(1),
  });
  return z.array(category).min(1).superRefine(unique("slug"));
}

function brandsSchema(kinds: readonly string[], categories: readonly CategoryDef[]): z.ZodType<BrandDef[]> {
  const kind = z.enum(kinds);
  const templateKeys = categories.flatMap((c) => c.templates.map((t) => t.key));
  const brand = z.strictObject({
    name: text,
    type: z.enum(PART_TYPES),
    description: text,
    weight,
    partNumbers: patterns,
    partNumbersByKind: z.partialRecord(kind, patterns).optional(),
    partNumbersByCategory: z.partialRecord(z.enum(categories.map((c) => c.slug)), patterns).optional(),
    models: z.partialRecord(kind, z.array(text).min(1)),
    universal: z.boolean().optional(),
    onlyTemplates: z.array(z.enum(templateKeys)).min(1).optional(),
  });
  return z.array(brand).min(1).superRefine(unique("name"));
}

function guideSchema(categories: readonly CategoryDef[]) {
  return z.strictObject({
    id: z.int().positive(),
    title: text,
    slug,
    excerpt: text,
    publishedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date "YYYY-MM-DD"'),
    author: text,
    category: z.enum(categories.map((c) => c.slug)).nullable(),
    isPublished: z.boolean(),
  });
}

// ---- Loading ------------------------------------------------------------------------------------

function fieldPath(path: readonly PropertyKey[]): string {
  const joined = path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join("");
  return joined.replace(/^\./, "") || "(the whole file)";
}

/**
 * The value as read when the schema accepts it: the file's own objects, so key order (and with
 * it db.json) stays as written.
 */
function check<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (result.success) return value as T;
  const issue = result.error.issues[0];
  throw new Error(`${file}: ${fieldPath(issue?.path ?? [])}: ${issue?.message ?? "invalid"}`);
}

function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
}

function readJson<T>(dir: string, name: string, schema: z.ZodType<T>): T {
  const file = join(dir, name);
  let value: unknown;
  try {
    value = JSON.parse(readText(file));
  } catch (error) {
    throw error instanceof SyntaxError ? new Error(`${file}: not valid JSON: ${error.message}`) : error;
  }
  return check(schema, value, file);
}

function readGuides(dir: string, categories: readonly CategoryDef[]): GuideDef[] {
  const folder = join(dir, "guides");
  const schema = guideSchema(categories);
  const guides = readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name): GuideDef => {
      const file = join(folder, name);
      let parsed;
      try {
        parsed = parseFrontMatter(readText(file));
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const front = check(schema, parsed.data, file);
      if (`${front.slug}.md` !== basename(name)) throw new Error(`${file}: slug: must match the file name, got ${front.slug}`);
      if (!parsed.body) throw new Error(`${file}: the article text is missing`);
      return { ...front, content: parsed.body };
    });
  const fileById = new Map<number, string>();
  for (const guide of guides) {
    const other = fileById.get(guide.id);
    if (other) throw new Error(`${join(folder, `${guide.slug}.md`)}: id: ${guide.id} is already the id of ${other}`);
    fileById.set(guide.id, `${guide.slug}.md`);
  }
  return guides.sort((a, b) => a.id - b.id);
}

/** Reads and checks every data file; throws naming the file and the field at fault. */
export function loadSeedData(dir: string = SEED_DIR): SeedData {
  const store = readJson(dir, "store.json", storeSchema);
  const kindLabels = readJson(dir, "machine-kinds.json", kindsSchema);
  const kinds = Object.keys(kindLabels);
  const categories = readJson(dir, "categories.json", categoriesSchema(kinds));
  const brands = readJson(dir, "brands.json", brandsSchema(kinds, categories));
  return { store, kindLabels, categories, brands, guides: readGuides(dir, categories) };
}
