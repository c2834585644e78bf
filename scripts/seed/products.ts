/**
 * The generated parts: which brand makes which part for which machine (the catalogue index), then
 * N parts drawn from it with unique part numbers, prices, stock on hand, bins, compatible models and superseded
 * numbers. The draws happen in a fixed order, so the same data and seed give the same parts.
 */
import type { PartType, Part } from "@shop/domain";
import type { BrandDef, Kind, PartTemplate, SeedData } from "./data.ts";
import { expandPattern } from "./pattern.ts";
import { mulberry32, pick, pickWeighted, randomInt, samplePositions, type Rng } from "./random.ts";

interface TemplateChoice {
  template: PartTemplate;
  /** The kinds this brand can supply the template for. */
  kinds: readonly Kind[];
}

interface BrandOffer {
  brandIndex: number;
  weight: number;
  templates: readonly TemplateChoice[];
}

interface CategoryOffer {
  categoryIndex: number;
  weight: number;
  brands: readonly BrandOffer[];
  brandWeight: number;
}

interface CatalogueIndex {
  categories: readonly CategoryOffer[];
  categoryWeight: number;
  /** Per brand: the categories it supplies (indexes into `categories`, which matches the data's categories). */
  brandCategories: readonly (readonly number[])[];
  /** Model pools by brand index and kind. */
  pools: readonly Partial<Record<Kind, readonly string[]>>[];
}

/**
 * How many of an in-stock part the shop has: a few of most parts (1 for about one in seven, 2-5
 * for most, up to 24 for about one in seven); a featured or popular part, which sells most, 20 to
 * 40. Drawn from the part's own id, not the catalogue's stream, so adding the quantity left every
 * other generated value as it was.
 */
function quantityOnHand(id: number, sellsMost: boolean): number {
  const rng = mulberry32(Math.imul(id, 0x9e3779b1));
  if (sellsMost) return randomInt(rng, 20, 40);
  const roll = rng();
  if (roll < 1 / 7) return 1;
  if (roll < 6 / 7) return randomInt(rng, 2, 5);
  return randomInt(rng, 6, 24);
}

/**
 * A part out of stock is a special order (docs/product.md, Rules, Special orders) for about two in five:
 * ordered from the distributor in 3 to 5 business days, as the store's policy says. Drawn from the
 * part's own id, so adding special orders left every other generated value as it was.
 */
function specialOrderDays(id: number): number | undefined {
  const rng = mulberry32(Math.imul(id, 0x85ebca6b) ^ 0x5eed);
  return rng() < 0.4 ? randomInt(rng, 3, 5) : undefined;
}

/** The shop's aisles; a category's parts share a shelf, so a bin says what sits there too. */
const AISLES = "ABCDEF";

/**
 * A part's bin: aisle and shelf by category (six categories to a shelf level, across the aisles),
 * then its place on that shelf in id order: "A3-12", "D1-04". No draw from the catalogue's stream,
 * so adding bins left every other generated value as it was.
 */
function binOf(categoryIndex: number, slot: number): string {
  const aisle = AISLES[categoryIndex % AISLES.length] as string;
  const shelf = Math.floor(categoryIndex / AISLES.length) + 1;
  return `${aisle}${shelf}-${String(slot).padStart(2, "0")}`;
}

function buildCatalogueIndex({ categories: categoryDefs, brands: brandDefs }: SeedData): CatalogueIndex {
  // Universal parts fit every other maker's machines of the same type.
  const unionPools: Record<PartType, Partial<Record<Kind, string[]>>> = { appliance: {}, hvac: {} };
  for (const brand of brandDefs) {
    if (brand.universal) continue;
    for (const [kind, models] of Object.entries(brand.models) as [Kind, readonly string[]][]) {
      const pool = (unionPools[brand.type][kind] ??= []);
      for (const model of models) if (!pool.includes(model)) pool.push(model);
    }
  }
  const pools = brandDefs.map((brand) => {
    if (!brand.universal) return brand.models;
    return { ...unionPools[brand.type], ...brand.models };
  });

  const categories: CategoryOffer[] = categoryDefs.map((category, categoryIndex) => {
    const brands: BrandOffer[] = [];
    brandDefs.forEach((brand, brandIndex) => {
      if (brand.type !== category.type) return;
      const pool = pools[brandIndex] ?? {};
      const templates: TemplateChoice[] = [];
      for (const template of category.templates) {
        if (brand.onlyTemplates && !brand.onlyTemplates.includes(template.key)) continue;
        const kinds = template.kinds.filter((kind) => (pool[kind]?.length ?? 0) >= 2);
        if (kinds.length > 0) templates.push({ template, kinds });
      }
      if (templates.length > 0) brands.push({ brandIndex, weight: brand.weight, templates });
    });
    if (brands.length === 0) throw new Error(`no brand supplies ${category.slug}`);
    return { categoryIndex, weight: category.weight, brands, brandWeight: brands.reduce((sum, b) => sum + b.weight, 0) };
  });

  const brandCategories = brandDefs.map((brand, brandIndex) => {
    const offered = categories.filter((c) => c.brands.some((b) => b.brandIndex === brandIndex)).map((c) => c.categoryIndex);
    if (offered.length === 0) throw new Error(`brand ${brand.name} supplies no category`);
    return offered;
  });

  return {
    categories,
    categoryWeight: categories.reduce((sum, c) => sum + c.weight, 0),
    brandCategories,
    pools,
  };
}

const PRICE_ENDINGS = [95, 99, 49, 95, 99, 89, 29, 95] as const;

function money(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function partNumberPatterns(brand: BrandDef, kind: Kind, categorySlug: string): readonly string[] {
  return brand.partNumbersByKind?.[kind] ?? brand.partNumbersByCategory?.[categorySlug] ?? brand.partNumbers;
}

/** A part number in the brand's style that is not yet used anywhere in the catalogue. */
function uniquePartNumber(rng: Rng, patterns: readonly string[], used: Set<string>): string {
  let candidate = "";
  for (let attempt = 0; attempt < 12; attempt++) {
    candidate = expandPattern(rng, pick(rng, patterns));
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
  // A crowded pattern: vary the last draw with a revision suffix until it is free.
  for (let revision = 2; ; revision++) {
    const varied = `${candidate}-${revision}`;
    if (!used.has(varied)) {
      used.add(varied);
      return varied;
    }
  }
}

function pickModels(rng: Rng, pool: readonly string[]): string[] {
  const wanted = Math.min(pool.length, randomInt(rng, 2, 8));
  const chosen = new Set<string>();
  // Skewed towards the front of each list, so the best-selling models fit many parts.
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 6; attempt++) {
    chosen.add(pool[Math.floor(pool.length * rng() ** 1.6)] as string);
  }
  for (const model of pool) {
    if (chosen.size >= wanted) break;
    chosen.add(model);
  }
  return [...chosen];
}

/**
 * A large catalogue's fits: 2 to 8 (5 on average) model revisions, several of one model allowed
 * (a part that fits WRF555SDFZ04 often fits WRF555SDFZ07 too), so a brand's few models do not cap
 * a part's list as they do in pickModels. Revisions are written with a fixed number of digits, so
 * two different models never give the same text.
 */
function pickRevisedModels(rng: Rng, pool: readonly string[], revisions: number): string[] {
  const wanted = Math.min(pool.length * revisions, randomInt(rng, 2, 8));
  const digits = Math.max(2, String(revisions - 1).length);
  const revised = (model: string, revision: number) => `${model}${String(revision).padStart(digits, "0")}`;
  const chosen = new Set<string>();
  // Skewed towards the front of each list, as in pickModels; the revision is even.
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 6; attempt++) {
    chosen.add(revised(pool[Math.floor(pool.length * rng() ** 1.6)] as string, randomInt(rng, 0, revisions - 1)));
  }
  for (let revision = 0; chosen.size < wanted; revision++) {
    for (const model of pool) if (chosen.size < wanted) chosen.add(revised(model, revision));
  }
  return [...chosen];
}

function fitNote(rng: Rng, brand: BrandDef, label: string): string {
  if (brand.universal) {
    return pick(rng, [
      `Universal replacement from ${brand.name}; match the ratings and mounting of your original part before installing.`,
      `Cross-references the original part in the equipment listed below; confirm the ratings before you install.`,
      `A ${brand.name} replacement that fits many makes; check the model list and the label on the old part.`,
    ]);
  }
  return pick(rng, [
    `Genuine ${brand.name} part; check your model number against the compatible models before ordering.`,
    `Made to the original ${brand.name} specification, with the same connectors and mounting as the part it replaces.`,
    `Fits the ${brand.name} models listed below; the model number is on the rating tag of your ${label}.`,
    `Order by the model number on your ${label}'s rating tag; call the counter if yours is not listed.`,
  ]);
}

/** `count` parts with ids 1..count; brand and category ids are the data's positions plus one. */
export function generateParts(data: SeedData, count: number, rng: Rng): Part[] {
  const index = buildCatalogueIndex(data);
  const planCategory = new Int32Array(count);
  const planBrand = new Int32Array(count);

  for (let i = 0; i < count; i++) {
    const category = pickWeighted(rng, index.categories, index.categoryWeight);
    const offer = pickWeighted(rng, category.brands, category.brandWeight);
    planCategory[i] = category.categoryIndex;
    planBrand[i] = offer.brandIndex;
  }

  // Every brand and every category gets at least one part (while N allows), at random positions.
  const coverage: [number, number][] = [];
  index.brandCategories.forEach((categories, brandIndex) => coverage.push([pick(rng, categories), brandIndex]));
  for (const category of index.categories) {
    coverage.push([category.categoryIndex, pickWeighted(rng, category.brands, category.brandWeight).brandIndex]);
  }
  const coveragePositions = samplePositions(rng, count, coverage.length);
  coveragePositions.forEach((position, k) => {
    const [categoryIndex, brandIndex] = coverage[k] as [number, number];
    planCategory[position] = categoryIndex;
    planBrand[position] = brandIndex;
  });

  // About one part in eight is out of stock: an exact share, so small catalogues stay realistic.
  const outOfStock = new Uint8Array(count);
  for (const position of samplePositions(rng, count, Math.round(count / 8))) outOfStock[position] = 1;

  // A large catalogue covers many more machines: makers ship each model in revisions (the last
  // digits of "WRF555SDFZ04"), so beyond 1,000 parts the models gain revision suffixes and each
  // model keeps fitting a handful of parts, as in a real catalogue. There a part lists 5 fits on
  // average (pickRevisedModels); the default catalogue keeps pickModels' lists, 3.8 on average.
  const revisions = count > 1000 ? Math.ceil(count / 500) : 1;
  const used = new Set<string>();
  const slots = new Map<number, number>();
  const products: Part[] = new Array<Part>(count);
  for (let i = 0; i < count; i++) {
    const categoryIndex = planCategory[i] as number;
    const brandIndex = planBrand[i] as number;
    const categoryDef = data.categories[categoryIndex];
    const brandDef = data.brands[brandIndex];
    const offer = index.categories[categoryIndex]?.brands.find((b) => b.brandIndex === brandIndex);
    if (!categoryDef || !brandDef || !offer) throw new Error(`brand ${brandIndex} does not supply category ${categoryIndex}`);
    const { template, kinds } = pick(rng, offer.templates);
    const kind = pick(rng, kinds);
    const patterns = partNumberPatterns(brandDef, kind, categoryDef.slug);

    const name = expandPattern(rng, template.name);
    const partNumber = uniquePartNumber(rng, patterns, used);
    const priceCents = randomInt(rng, template.price[0], template.price[1]) * 100 + pick(rng, PRICE_ENDINGS);
    const onSale = rng() < 1 / 6;
    const originalCents = onSale ? Math.max(Math.floor((priceCents * (1.12 + rng() * 0.23)) / 100) * 100 + 99, priceCents + 500) : 0;
    const description = `${template.description} ${fitNote(rng, brandDef, data.kindLabels[kind] ?? kind)}`;
    const slot = (slots.get(categoryIndex) ?? 0) + 1;
    slots.set(categoryIndex, slot);
    const pool = index.pools[brandIndex]?.[kind] ?? [];
    const compatibility = revisions > 1 ? pickRevisedModels(rng, pool, revisions) : pickModels(rng, pool);
    let supersedes: string[] | undefined;
    if (rng() < 0.25) {
      const older = pick(rng, [1, 1, 1, 2, 2, 3]);
      supersedes = [];
      for (let k = 0; k < older; k++) supersedes.push(uniquePartNumber(rng, patterns, used));
    }

    products[i] = {
      id: i + 1,
      name,
      partNumber,
      price: money(priceCents),
      ...(onSale ? { originalPrice: money(originalCents) } : {}),
      description,
      // In stock or not; the count is set below, once the parts that sell most are known.
      quantityOnHand: outOfStock[i] === 0 ? 1 : 0,
      bin: binOf(categoryIndex, slot),
      isPopular: false,
      isFeatured: false,
      brandId: brandIndex + 1,
      categoryId: categoryIndex + 1,
      compatibility,
      ...(supersedes ? { supersedes } : {}),
    };
  }

  // Featured and popular parts are distinct and in stock: 6 and 10 in the default catalogue,
  // scaling with N (at least 4 and 6, at most 48 and 400).
  const inStock = products.filter((p) => p.quantityOnHand > 0);
  const featuredCount = Math.min(inStock.length, Math.max(4, Math.min(48, Math.round((count * 6) / 320))));
  const popularCount = Math.min(inStock.length - featuredCount, Math.max(6, Math.min(400, Math.round((count * 10) / 320))));
  const chosen = samplePositions(rng, inStock.length, featuredCount + popularCount);
  chosen.forEach((position, k) => {
    const product = inStock[position] as Part;
    if (k < featuredCount) product.isFeatured = true;
    else product.isPopular = true;
  });
  for (const product of inStock) product.quantityOnHand = quantityOnHand(product.id, product.isFeatured || product.isPopular);
  // The lead time sits after the bin, where the part's type (and so the database's export) has it.
  products.forEach((product, i) => {
    const days = product.quantityOnHand === 0 ? specialOrderDays(product.id) : undefined;
    if (days === undefined) return;
    products[i] = Object.fromEntries(
      Object.entries(product).flatMap(([key, value]) => (key === "bin" ? [[key, value], ["specialOrderDays", days]] : [[key, value]])),
    ) as unknown as Part;
  });

  return products;
}
