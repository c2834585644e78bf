import { toCents } from "../kernel/money.ts";
import { findRecord, generationOf, type ShopData } from "../shop/index.ts";
import { ModelIndex, normalizeModelNumber } from "./models/model-number.ts";
import { codeMatches, oneTypoAway, searchTerms, wholeCode, wordsOf } from "./search.ts";
import { isInStock } from "./stock.ts";
import type { Brand, BrandView, Category, CategoryView, PartType, Part, PartList, PartQuery, PartSort, PartSummary, PartView } from "./types.ts";

/** The largest page the API serves. */
export const MAX_PAGE_SIZE = 100;
/** Products per page on category, brand and search pages. */
export const PRODUCTS_PER_PAGE = 20;
/** Model-search answers are capped: a longer list helps nobody at the counter. */
export const MODEL_SEARCH_LIMIT = 100;

type CatalogueData = Pick<ShopData, "products" | "brands" | "categories">;

interface SearchEntry {
  view: PartView;
  /** Lowercased name and brand. */
  text: string;
  /** The words of `text` a typo is measured from. */
  words: Set<string>;
  /** The part number, its superseded numbers and its models, normalised. */
  codes: string[];
  /** The superseded numbers alone, normalised. */
  superseded: string[];
  /** The models alone, normalised. */
  models: Set<string>;
  /** nameSortKey of the part's name. */
  nameKey: string;
}

/**
 * Everything derived from the catalogue that requests would otherwise recompute: views, look-ups,
 * the four sort orders, search text and the model index. Built once per products array and kept:
 * applyChanges replaces a catalogue array when it changes it, so a changed catalogue is a new key.
 */
export interface Catalogue {
  productById: Map<number, PartView>;
  brandById: Map<number, Brand>;
  brandBySlug: Map<string, Brand>;
  categoryById: Map<number, Category>;
  categoryBySlug: Map<string, Category>;
  productCountByBrand: Map<number, number>;
  productCountByCategory: Map<number, number>;
  sorted: Record<PartSort, SearchEntry[]>;
  models: ModelIndex<PartView>;
  /** Every word of the parts' search texts: a typo's candidates are looked for here first. */
  vocabulary: Set<string>;
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Brands as the shop lists them: by name, in the reader's order ("3M" before "A. O. Smith"). */
export const byBrandName = (a: Pick<Brand, "name">, b: Pick<Brand, "name">): number => collator.compare(a.name, b.name);

/**
 * A part's name as the listings sort it: without case or accents, and with numbers in numeric
 * order ("Part 2" before "Part 10": each run of digits padded to 12). Plain text, so a database
 * sorts by it as this code does (the server keeps it in a column beside the name).
 */
export function nameSortKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, "").padStart(12, "0"));
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const comparators: Record<PartSort, (a: SearchEntry, b: SearchEntry) => number> = {
  // Popular parts first, then featured ones, then what can be picked up today.
  popular: ({ view: a }, { view: b }) =>
    Number(b.isPopular) - Number(a.isPopular) ||
    Number(b.isFeatured) - Number(a.isFeatured) ||
    Number(b.inStock) - Number(a.inStock) ||
    a.id - b.id,
  "price-asc": (a, b) => toCents(a.view.price) - toCents(b.view.price) || byKey(a.nameKey, b.nameKey) || a.view.id - b.view.id,
  "price-desc": (a, b) => toCents(b.view.price) - toCents(a.view.price) || byKey(a.nameKey, b.nameKey) || a.view.id - b.view.id,
  name: (a, b) => byKey(a.nameKey, b.nameKey) || a.view.id - b.view.id,
};

const cache = new WeakMap<Part[], { brands: Brand[]; categories: Category[]; generations: string; catalogue: Catalogue }>();

const generationsOf = (data: CatalogueData) => `${generationOf(data.products)}.${generationOf(data.brands)}.${generationOf(data.categories)}`;

/**
 * A part's fields as the storefront may show them: all but its bin, which is for staff alone
 * (docs/product.md, Back office: Parts). Every `PartView`, in memory or from SQL, is built on it.
 */
export function storefrontPart(part: Part): Omit<Part, "bin"> {
  const { bin: _bin, ...shown } = part;
  return shown;
}

/** The derived catalogue of `data`, built on first use and reused while the arrays and their generations stay the same. */
export function catalogueOf(data: CatalogueData): Catalogue {
  const hit = cache.get(data.products);
  const generations = generationsOf(data);
  if (hit && hit.brands === data.brands && hit.categories === data.categories && hit.generations === generations) return hit.catalogue;
  const catalogue = buildCatalogue(data);
  cache.set(data.products, { brands: data.brands, categories: data.categories, generations, catalogue });
  return catalogue;
}

function buildCatalogue({ products, brands, categories }: CatalogueData): Catalogue {
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const productCountByBrand = new Map<number, number>();
  const productCountByCategory = new Map<number, number>();
  const entries: SearchEntry[] = [];
  const productById = new Map<number, PartView>();

  for (const product of products) {
    const brand = brandById.get(product.brandId);
    const category = categoryById.get(product.categoryId);
    // A product whose brand or category is missing cannot be shown or linked; leave it out. A
    // hidden part is left out here, once, so every storefront answer built on this agrees.
    if (!brand || !category || product.hidden) continue;
    const view: PartView = {
      ...storefrontPart(product),
      inStock: isInStock(product),
      brand: { id: brand.id, name: brand.name, slug: brand.slug },
      category: { id: category.id, name: category.name, slug: category.slug, type: category.type },
    };
    productById.set(view.id, view);
    productCountByBrand.set(brand.id, (productCountByBrand.get(brand.id) ?? 0) + 1);
    productCountByCategory.set(category.id, (productCountByCategory.get(category.id) ?? 0) + 1);
    const superseded = (product.supersedes ?? []).map(normalizeModelNumber);
    const models = product.compatibility.map(normalizeModelNumber);
    const text = `${product.name} ${brand.name}`.toLowerCase();
    entries.push({
      view,
      text,
      words: new Set(wordsOf(text)),
      codes: [normalizeModelNumber(product.partNumber), ...superseded, ...models],
      superseded,
      models: new Set(models),
      nameKey: nameSortKey(product.name),
    });
  }

  const sortedBy = (sort: PartSort) => [...entries].sort(comparators[sort]);
  return {
    productById,
    brandById,
    brandBySlug: new Map(brands.map((b) => [b.slug, b])),
    categoryById,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    productCountByBrand,
    productCountByCategory,
    sorted: {
      popular: sortedBy("popular"),
      "price-asc": sortedBy("price-asc"),
      "price-desc": sortedBy("price-desc"),
      name: sortedBy("name"),
    },
    models: new ModelIndex(entries.map((e) => ({ models: e.view.compatibility, item: e.view }))),
    vocabulary: new Set(entries.flatMap((entry) => [...entry.words])),
  };
}

/** A search over the catalogue (search.ts says the rules): whether an entry matches, and its group. */
function searcher(catalogue: Catalogue, search: string): { matches(entry: SearchEntry): boolean; group(entry: SearchEntry): number } | null {
  const terms = searchTerms(search).map((term) => ({
    ...term,
    typos: term.fuzzy ? oneTypoAway(term.term).filter((word) => catalogue.vocabulary.has(word)) : [],
  }));
  if (terms.length === 0) return null;
  const whole = wholeCode(search);
  return {
    matches: (entry) =>
      terms.every(
        ({ term, code, typos }) => entry.text.includes(term) || typos.some((word) => entry.words.has(word)) || codeMatches(code, entry.codes),
      ),
    group: (entry) =>
      whole !== "" && (entry.codes[0] === whole || entry.superseded.includes(whole)) ? 0 : terms.some(({ code }) => code !== "" && entry.models.has(code)) ? 1 : 2,
  };
}

/** One page of the catalogue: filter, search and sort over the whole catalogue, then slice. */
export function queryParts(data: CatalogueData, query: PartQuery): PartList {
  const catalogue = catalogueOf(data);
  const search = searcher(catalogue, query.search ?? "");
  const keep = (entry: SearchEntry) => {
    const p = entry.view;
    return (
      (query.type === undefined || p.category.type === query.type) &&
      (query.categoryId === undefined || p.categoryId === query.categoryId) &&
      (query.brandId === undefined || p.brandId === query.brandId) &&
      (query.inStock !== true || p.inStock) &&
      (query.isFeatured === undefined || p.isFeatured === query.isFeatured) &&
      (query.isPopular === undefined || p.isPopular === query.isPopular) &&
      (search === null || search.matches(entry))
    );
  };
  const kept = catalogue.sorted[query.sort].filter(keep);
  // A search's groups in turn, each in the listing's order (search.ts).
  const ordered = search ? [0, 1, 2].flatMap((group) => kept.filter((entry) => search.group(entry) === group)) : kept;
  return { products: ordered.slice(query.offset, query.offset + query.limit).map((entry) => entry.view), total: ordered.length };
}

/** Parts that fit a model number: exact matches first, then models starting with it. */
export function searchByModel(data: CatalogueData, model: string, type?: PartType): PartView[] {
  const catalogue = catalogueOf(data);
  if (type === undefined) return catalogue.models.search(model, MODEL_SEARCH_LIMIT);
  // Filtering after the look-up could starve the answer, so ask for more and trim.
  return catalogue.models
    .search(model, Number.MAX_SAFE_INTEGER)
    .filter((p) => p.category.type === type)
    .slice(0, MODEL_SEARCH_LIMIT);
}

/**
 * A visible part as the storefront shows it, found by its id without deriving the catalogue: the
 * cart and order rules ask for a few parts at a time, after each order has moved the catalogue on.
 */
export function getPart(data: CatalogueData, id: number): PartView | undefined {
  const product = findRecord(data.products, id);
  if (!product || product.hidden) return undefined;
  const brand = findRecord(data.brands, product.brandId);
  const category = findRecord(data.categories, product.categoryId);
  if (!brand || !category) return undefined;
  return {
    ...storefrontPart(product),
    inStock: isInStock(product),
    brand: { id: brand.id, name: brand.name, slug: brand.slug },
    category: { id: category.id, name: category.name, slug: category.slug, type: category.type },
  };
}

export function summarizePart(product: Part): PartSummary {
  const summary: PartSummary = {
    id: product.id,
    name: product.name,
    partNumber: product.partNumber,
    price: product.price,
    inStock: isInStock(product),
    quantityOnHand: product.quantityOnHand,
  };
  if (product.specialOrderDays !== undefined) summary.specialOrderDays = product.specialOrderDays;
  if (product.image) summary.image = product.image;
  if (product.photo) summary.photo = product.photo;
  return summary;
}

export function listCategories(data: CatalogueData, type?: PartType): CategoryView[] {
  const catalogue = catalogueOf(data);
  return data.categories
    .filter((c) => type === undefined || c.type === type)
    .map((c) => ({ ...c, productCount: catalogue.productCountByCategory.get(c.id) ?? 0 }));
}

export function getCategory(data: CatalogueData, slug: string): CategoryView | undefined {
  const catalogue = catalogueOf(data);
  const category = catalogue.categoryBySlug.get(slug);
  return category && { ...category, productCount: catalogue.productCountByCategory.get(category.id) ?? 0 };
}

export function listBrands(data: CatalogueData, type?: PartType): BrandView[] {
  const catalogue = catalogueOf(data);
  return data.brands
    .filter((b) => type === undefined || b.type === type)
    .map((b) => ({ ...b, productCount: catalogue.productCountByBrand.get(b.id) ?? 0 }))
    .sort(byBrandName);
}

export function getBrand(data: CatalogueData, slug: string): BrandView | undefined {
  const catalogue = catalogueOf(data);
  const brand = catalogue.brandBySlug.get(slug);
  return brand && { ...brand, productCount: catalogue.productCountByBrand.get(brand.id) ?? 0 };
}

