import { findRecord, type ShopData } from "../shop/index.ts";
import { getBrand, getCategory, getPart, listBrands, listCategories, queryParts, searchByModel } from "./catalogue.ts";
import { findModelPage, listedModels, type ModelPageView } from "./models/model-pages.ts";
import { savedParts } from "./saved-parts.ts";
import { normalizeModelNumber } from "./models/model-number.ts";
import { queryStaffParts } from "./staff/part-edit.ts";
import type { BrandView, CategoryView, Part, PartList, PartQuery, PartType, PartView, StaffPartList, StaffPartQuery } from "./types.ts";

/**
 * What the storefront's catalogue rules read, as questions instead of the whole catalogue
 * (docs/data-engine.md, The live store): a listing page, a part, a model's parts. The server
 * answers them with SQL on its database; the mocks, Storybook and the domain's tests answer them
 * over the shop in memory (`memoryCatalogueReads`). Each answer is the same in both, which the
 * contract suite checks by asking both the same questions.
 *
 * Every question is asynchronous, so an implementation may ask a database across a socket.
 */
export interface CatalogueReads {
  /** Every category (of one side of the shop), in the shop's order, with how many visible parts each has. */
  categories(type?: PartType): Promise<CategoryView[]>;
  category(slug: string): Promise<CategoryView | undefined>;
  /** Every brand (of one side of the shop), by name, with how many visible parts each has. */
  brands(type?: PartType): Promise<BrandView[]>;
  brand(slug: string): Promise<BrandView | undefined>;
  /** One page of visible parts: filtered, searched and sorted, with how many match in all. */
  parts(query: PartQuery): Promise<PartList>;
  /** A visible part. */
  part(id: number): Promise<PartView | undefined>;
  /** The visible parts among `ids`, in the order asked. */
  partsByIds(ids: readonly number[]): Promise<PartView[]>;
  /** The parts that fit a model number: exact fits first, then models that start with it. */
  partsForModel(model: string, type?: PartType): Promise<PartView[]>;
  /**
   * The visible part each of these part numbers (normalised, `normalizeModelNumber`) names: the
   * part numbered so, or else one whose superseded numbers hold it; the lowest id where several
   * do. A number that names none is absent.
   */
  partsByCodes(codes: readonly string[]): Promise<Map<string, PartView>>;
  /** The page of a model number written any way, or undefined when no visible part lists it. */
  modelPage(model: string): Promise<ModelPageView | undefined>;

  // The back office's, the order rules' and the sitemap's questions: part records as stored,
  // hidden ones too.

  /** The part records among `ids`, hidden ones too, in the order asked; an id of no part is left out. */
  records(ids: readonly number[]): Promise<Part[]>;
  /** The part whose number is `partNumber` written any way (case, spaces, dashes, dots), if any. */
  recordByNumber(partNumber: string): Promise<Part | undefined>;
  /** The parts whose number is one of `partNumbers` in any case (a catalogue CSV's rows), by id. */
  recordsByNumbers(partNumbers: readonly string[]): Promise<Part[]>;
  /** The id a new part takes: the highest so far plus one. */
  nextPartId(): Promise<number>;
  /** One page of every part, hidden ones too, for the back office's list. */
  staffParts(query: StaffPartQuery): Promise<StaffPartList>;
  /** How many parts (hidden ones too) name each category or brand, by its id; one named by none is absent. */
  partCounts(kind: "category" | "brand"): Promise<Map<number, number>>;
  /** Every part record, in id order: the catalogue's CSV export and import read them all. */
  allRecords(): Promise<Part[]>;
  /** Every part that is not hidden, by id ascending: the sitemap's part pages. */
  visiblePartIds(): Promise<number[]>;
  /** Every model number a visible part lists, each once in its listed form, in string order: the sitemap's model pages. */
  listedModels(): Promise<string[]>;
}

/**
 * The catalogue's questions answered over a shop in memory. `data` is read at each question, so
 * the answers follow changes applied to it after this was made.
 */
export function memoryCatalogueReads(data: Pick<ShopData, "products" | "brands" | "categories">): CatalogueReads {
  return {
    categories: (type) => Promise.resolve(listCategories(data, type)),
    category: (slug) => Promise.resolve(getCategory(data, slug)),
    brands: (type) => Promise.resolve(listBrands(data, type)),
    brand: (slug) => Promise.resolve(getBrand(data, slug)),
    parts: (query) => Promise.resolve(queryParts(data, query)),
    part: (id) => Promise.resolve(getPart(data, id)),
    partsByIds: (ids) => Promise.resolve(savedParts(data, ids)),
    partsForModel: (model, type) => Promise.resolve(searchByModel(data, model, type)),
    modelPage: (model) => Promise.resolve(findModelPage(data, model)),
    partsByCodes: (codes) => Promise.resolve(partsByCodes(data, codes)),
    records: (ids) => Promise.resolve(ids.flatMap((id) => findRecord(data.products, id) ?? [])),
    recordByNumber: (partNumber) => {
      const code = normalizeModelNumber(partNumber);
      return Promise.resolve(data.products.find((part) => normalizeModelNumber(part.partNumber) === code));
    },
    recordsByNumbers: (partNumbers) => {
      const wanted = new Set(partNumbers.map((number) => number.toUpperCase()));
      return Promise.resolve(data.products.filter((part) => wanted.has(part.partNumber.toUpperCase())).sort((a, b) => a.id - b.id));
    },
    nextPartId: () => Promise.resolve(data.products.reduce((max, part) => Math.max(max, part.id), 0) + 1),
    staffParts: (query) => Promise.resolve(queryStaffParts(data, query)),
    partCounts: (kind) => {
      const field = kind === "category" ? "categoryId" : "brandId";
      const counts = new Map<number, number>();
      for (const part of data.products) counts.set(part[field], (counts.get(part[field]) ?? 0) + 1);
      return Promise.resolve(counts);
    },
    allRecords: () => Promise.resolve([...data.products].sort((a, b) => a.id - b.id)),
    listedModels: () => Promise.resolve(listedModels(data)),
    visiblePartIds: () => Promise.resolve(data.products.filter((part) => part.hidden !== true).map((part) => part.id).sort((a, b) => a - b)),
  };
}

/** `CatalogueReads.partsByCodes` over the parts in memory. */
function partsByCodes(data: Pick<ShopData, "products" | "brands" | "categories">, codes: readonly string[]): Map<string, PartView> {
  const wanted = new Set(codes);
  const own = new Map<string, PartView>();
  const replacing = new Map<string, PartView>();
  for (const record of [...data.products].sort((a, b) => a.id - b.id)) {
    const codesOf = [record.partNumber, ...(record.supersedes ?? [])].map(normalizeModelNumber);
    if (!codesOf.some((code) => wanted.has(code))) continue;
    const part = getPart(data, record.id);
    if (!part) continue;
    const [code, ...older] = codesOf;
    if (code !== undefined && wanted.has(code) && !own.has(code)) own.set(code, part);
    for (const oldCode of older) if (wanted.has(oldCode) && !replacing.has(oldCode)) replacing.set(oldCode, part);
  }
  const found = new Map<string, PartView>();
  for (const code of wanted) {
    const part = own.get(code) ?? replacing.get(code);
    if (part) found.set(code, part);
  }
  return found;
}
