import type { ShopData } from "../../shop/index.ts";
import { type Catalogue, catalogueOf } from "../catalogue.ts";
import type { PartType, PartView } from "../types.ts";
import { normalizeModelNumber } from "./model-number.ts";

/**
 * Model pages (/models/{model}, docs/product.md, Model pages): every model number a visible part
 * lists gets a page of the parts that fit it. A model is found by its normalised form, so
 * "wrf-555-sdfz" finds WRF555SDFZ, and the page is known by the form the catalogue lists.
 */

/** One category's parts on a model page. */
export interface ModelPageGroup {
  category: PartView["category"];
  parts: PartView[];
}

/** GET /api/models/{model}: a model number as the catalogue lists it, and every part that fits it. */
export interface ModelPageView {
  /** The model as the catalogue lists it (the form most of its parts write), for the heading and the canonical address. */
  model: string;
  /** The brands of the parts that list it, the one with the most parts first. */
  brands: PartView["brand"][];
  /** The sides of the shop its parts belong to (appliance, hvac), the one with the most parts first. */
  types: PartType[];
  /** Its parts by category, in the catalogue's category order; within one, popular parts first. */
  groups: ModelPageGroup[];
  /** How many parts fit it. */
  total: number;
}

type CatalogueData = Pick<ShopData, "products" | "brands" | "categories">;

/** Each value's count, most first; ties in first-seen order. */
const byCount = <T>(values: readonly T[], key: (value: T) => string | number): T[] => {
  const counted = new Map<string | number, { value: T; count: number }>();
  for (const value of values) {
    const entry = counted.get(key(value));
    if (entry) entry.count++;
    else counted.set(key(value), { value, count: 1 });
  }
  return [...counted.values()].sort((a, b) => b.count - a.count).map((entry) => entry.value);
};

/**
 * The form the catalogue lists a model in, from the parts that list it: the one most of them
 * write, ties broken by plain string order so the choice never depends on the parts' order.
 * Undefined when none of the parts lists the model (in any written form).
 */
export function listedModelForm(parts: readonly Pick<PartView, "compatibility">[], model: string): string | undefined {
  const key = normalizeModelNumber(model);
  if (!key) return undefined;
  const counts = new Map<string, number>();
  for (const part of parts) {
    for (const form of new Set(part.compatibility)) {
      if (normalizeModelNumber(form) === key) counts.set(form, (counts.get(form) ?? 0) + 1);
    }
  }
  let best: string | undefined;
  for (const [form, count] of counts) {
    const bestCount = best === undefined ? 0 : (counts.get(best) ?? 0);
    if (count > bestCount || (count === bestCount && best !== undefined && form < best)) best = form;
  }
  return best;
}

/**
 * The page of the model whose normalised number is `key`, from the visible parts that fit it (in
 * the popular order) and the ids of the shop's categories in their order.
 */
export function modelPageFrom(key: string, parts: readonly PartView[], categoryOrder: readonly number[]): ModelPageView {
  const groups = new Map<number, ModelPageGroup>();
  for (const part of parts) {
    const group = groups.get(part.category.id);
    if (group) group.parts.push(part);
    else groups.set(part.category.id, { category: part.category, parts: [part] });
  }
  return {
    model: listedModelForm(parts, key) ?? key,
    brands: byCount(
      parts.map((part) => part.brand),
      (brand) => brand.id,
    ),
    types: byCount(
      parts.map((part) => part.category.type),
      (type) => type,
    ),
    groups: [...groups.values()].sort((a, b) => categoryOrder.indexOf(a.category.id) - categoryOrder.indexOf(b.category.id)),
    total: parts.length,
  };
}

/** The model pages of one catalogue, by normalised model number, in listed-form order. */
export type ModelPages = ReadonlyMap<string, ModelPageView>;

function buildModelPages(catalogue: Catalogue): ModelPages {
  const partsByKey = new Map<string, PartView[]>();
  // Popular order, so each page lists its parts as the listings do.
  for (const { view } of catalogue.sorted.popular) {
    for (const key of new Set(view.compatibility.map(normalizeModelNumber))) {
      if (!key) continue;
      const parts = partsByKey.get(key);
      if (parts) parts.push(view);
      else partsByKey.set(key, [view]);
    }
  }
  const categoryOrder = [...catalogue.categoryById.keys()];
  const pages = [...partsByKey].map(([key, parts]) => modelPageFrom(key, parts, categoryOrder));
  pages.sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : 0));
  return new Map(pages.map((page) => [normalizeModelNumber(page.model), page]));
}

// Keyed by the derived catalogue, which catalogueOf keeps while the catalogue arrays stay the same.
const cache = new WeakMap<Catalogue, ModelPages>();

/** Every model page of the catalogue, built once per catalogue and reused until it changes. */
export function modelPagesOf(data: CatalogueData): ModelPages {
  const catalogue = catalogueOf(data);
  let pages = cache.get(catalogue);
  if (!pages) {
    pages = buildModelPages(catalogue);
    cache.set(catalogue, pages);
  }
  return pages;
}

/** The page of a model number written any way ("wrf-555-sdfz"), or undefined when no part lists it. */
export function findModelPage(data: CatalogueData, model: string): ModelPageView | undefined {
  const key = normalizeModelNumber(model);
  return key ? modelPagesOf(data).get(key) : undefined;
}

/** Every model number the catalogue lists, each once in its listed form, in string order (for the sitemap). */
export function listedModels(data: CatalogueData): string[] {
  return [...modelPagesOf(data).values()].map((page) => page.model);
}
