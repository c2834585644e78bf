import { toCents } from "../../kernel/money.ts";
import type { ApiErrorBody } from "../../kernel/types.ts";
import { type Change, findRecord } from "../../shop/index.ts";
import type { CatalogueChange, ShopData } from "../../shop/index.ts";
import { nameSortKey } from "../catalogue.ts";
import { normalizeModelNumber } from "../models/model-number.ts";
import type { PartInput, Part, StaffPartList, StaffPartQuery, StaffPartSummary, StaffPartView } from "../types.ts";

/**
 * Parts in the back office (docs/product.md, Back office: Parts): the list staff search, and the
 * rules that add a part or change one. There is no delete: orders point at parts, so a part that
 * should no longer be sold is hidden instead. Every write also records a CatalogueChange.
 */

/**
 * What a part rule reads: `products` holds the parts it looks at (the part itself, and any part
 * holding the number it would take), asked of the catalogue beforehand (part-handlers.ts), or
 * every part (the domain's own tests); `nextPartId`, when given, is the id a new part takes.
 */
export type PartData = Pick<ShopData, "products" | "brands" | "categories" | "catalogueChanges"> & { nextPartId?: number };

/** A part rule's answer: the part's view with the changes to store, or a refusal naming its field. */
export type PartResult = { ok: true; status: 200 | 201; value: StaffPartView; changes: Change[] } | { ok: false; status: number; error: ApiErrorBody };

const refuse = (status: number, message: string, field: string): PartResult => ({ ok: false, status, error: { message, field } });

/** The history subject of a part: "part:42". */
export const partSubject = (id: number): string => `part:${id}`;

function summarize(part: Part, data: Pick<ShopData, "brands" | "categories">): StaffPartSummary {
  const brand = findRecord(data.brands, part.brandId);
  const category = findRecord(data.categories, part.categoryId);
  return {
    id: part.id,
    name: part.name,
    partNumber: part.partNumber,
    price: part.price,
    ...(part.originalPrice === undefined ? {} : { originalPrice: part.originalPrice }),
    quantityOnHand: part.quantityOnHand,
    ...(part.bin === undefined ? {} : { bin: part.bin }),
    ...(part.specialOrderDays === undefined ? {} : { specialOrderDays: part.specialOrderDays }),
    hidden: part.hidden === true,
    brand: brand ? { id: brand.id, name: brand.name } : null,
    category: category ? { id: category.id, name: category.name } : null,
  };
}

/**
 * One page of every part, hidden ones too, by name (as the storefront sorts names: nameSortKey),
 * then id: search by name or part number (any dashes or spaces).
 */
export function queryStaffParts(data: Pick<ShopData, "products" | "brands" | "categories">, query: StaffPartQuery): StaffPartList {
  const term = query.q?.toLowerCase();
  const code = query.q ? normalizeModelNumber(query.q) : "";
  const found = data.products.filter(
    (p) =>
      (query.categoryId === undefined || p.categoryId === query.categoryId) &&
      (query.brandId === undefined || p.brandId === query.brandId) &&
      (query.stock === undefined || (query.stock === "in") === p.quantityOnHand > 0) &&
      (query.hidden === undefined || query.hidden === (p.hidden === true)) &&
      (term === undefined || p.name.toLowerCase().includes(term) || (code !== "" && normalizeModelNumber(p.partNumber).includes(code))),
  );
  const sorted = found.map((part) => ({ part, key: nameSortKey(part.name) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.part.id - b.part.id));
  return { parts: sorted.slice(query.offset, query.offset + query.limit).map(({ part }) => summarize(part, data)), total: found.length };
}

/** A part's history: its CatalogueChanges, newest first. */
export function partHistory(data: Pick<ShopData, "catalogueChanges">, id: number): CatalogueChange[] {
  const subject = partSubject(id);
  return data.catalogueChanges
    .filter((change) => change.subject === subject)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}

/** The part as staff see it, with its history; undefined when there is no such part. */
export function staffPartView(data: PartData, id: number): StaffPartView | undefined {
  const part = findRecord(data.products, id);
  return part && { part, history: partHistory(data, id) };
}

/** The fields of a part a change is recorded for, in the order a summary names them, with their labels. */
const FIELD_LABELS: Record<keyof PartInput, string> = {
  name: "Name",
  partNumber: "Part number",
  price: "Price",
  originalPrice: "Price before sale",
  quantityOnHand: "Quantity",
  bin: "Bin",
  specialOrderDays: "Special order (business days)",
  description: "Description",
  compatibility: "Fits models",
  supersedes: "Replaces",
  isFeatured: "Featured",
  isPopular: "Popular",
  hidden: "Hidden",
  brandId: "Brand",
  categoryId: "Category",
};
const FIELDS = Object.keys(FIELD_LABELS) as (keyof PartInput)[];

/** One field's value for a summary line: short values as they are, long text and lists only as changed. */
function shown(field: keyof PartInput, value: unknown, data: PartData): string {
  if (value === undefined || value === null) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (field === "brandId") return findRecord(data.brands, value as number)?.name ?? String(value);
  if (field === "categoryId") return findRecord(data.categories, value as number)?.name ?? String(value);
  if (field === "name") return `"${String(value)}"`;
  return String(value);
}

const LONG_FIELDS = new Set<keyof PartInput>(["description", "compatibility", "supersedes"]);

/** The fields that differ between two versions of a part, as history records them. */
function diff(before: Part, after: Part): CatalogueChange["fields"] {
  const read = (part: Part, field: keyof PartInput) => {
    const value = part[field];
    // A flag or list that is absent reads as its default, so adding it is no change.
    if (value === undefined && (field === "hidden" || field === "isFeatured" || field === "isPopular")) return false;
    if (value === undefined && field === "supersedes") return [];
    return value ?? null;
  };
  return FIELDS.flatMap((field) => {
    const was = read(before, field);
    const now = read(after, field);
    return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ field, before: was, after: now }];
  });
}

function summaryOf(fields: CatalogueChange["fields"], data: PartData): string {
  return fields
    .map(({ field, before, after }) => {
      const key = field as keyof PartInput;
      const label = FIELD_LABELS[key];
      return LONG_FIELDS.has(key) ? `${label} changed` : `${label} ${shown(key, before, data)} -> ${shown(key, after, data)}`;
    })
    .join("; ");
}

/** The record rules every write checks: a price above zero, a sale price below the list price, a free part number, a brand and category that exist. */
function checkPart(data: PartData, part: Part): PartResult | undefined {
  if (toCents(part.price) <= 0) return refuse(400, "price must be more than 0.00", "price");
  if (part.originalPrice !== undefined && toCents(part.originalPrice) <= toCents(part.price)) {
    return refuse(400, `originalPrice must be above price ${part.price}: it is the price before the sale`, "originalPrice");
  }
  const code = normalizeModelNumber(part.partNumber);
  const taken = data.products.find((p) => p.id !== part.id && normalizeModelNumber(p.partNumber) === code);
  if (taken) return refuse(409, `partNumber ${part.partNumber} is already part ${taken.id}'s number (${taken.name})`, "partNumber");
  if (!findRecord(data.brands, part.brandId)) return refuse(400, `brandId: there is no brand ${part.brandId}`, "brandId");
  if (!findRecord(data.categories, part.categoryId)) return refuse(400, `categoryId: there is no category ${part.categoryId}`, "categoryId");
  return undefined;
}

/** `base` with the input's fields laid over it; originalPrice null removes the sale, bin null the bin, specialOrderDays null the special order. */
function withInput(base: Part, input: Partial<PartInput>): Part {
  const { originalPrice, bin, specialOrderDays, ...rest } = input;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Partial<Part>;
  const part: Part = { ...base, ...defined };
  if (originalPrice === null) delete part.originalPrice;
  else if (originalPrice !== undefined) part.originalPrice = originalPrice;
  if (bin === null) delete part.bin;
  else if (bin !== undefined) part.bin = bin;
  if (specialOrderDays === null) delete part.specialOrderDays;
  else if (specialOrderDays !== undefined) part.specialOrderDays = specialOrderDays;
  return part;
}

export interface PartWriteContext {
  now: Date;
  /** Who made the change: the staff member's email. */
  by: string;
  newId(): string;
}

function written(data: PartData, part: Part, entry: CatalogueChange, status: 200 | 201): PartResult {
  return {
    ok: true,
    status,
    value: { part, history: [entry, ...partHistory(data, part.id)] },
    changes: [
      { op: "put", collection: "products", record: part },
      { op: "put", collection: "catalogueChanges", record: entry },
    ],
  };
}

/** Adds a part with the next id (the highest plus one), recorded as "Added". */
export function createPart(data: PartData, input: PartInput, ctx: PartWriteContext): PartResult {
  const id = data.nextPartId ?? data.products.reduce((max, p) => Math.max(max, p.id), 0) + 1;
  const empty: Part = {
    id,
    name: "",
    partNumber: "",
    price: "0.00",
    description: "",
    quantityOnHand: 0,
    isPopular: false,
    isFeatured: false,
    brandId: 0,
    categoryId: 0,
    compatibility: [],
  };
  const part = withInput(empty, { supersedes: [], hidden: false, ...input });
  const refused = checkPart(data, part);
  if (refused) return refused;
  const entry: CatalogueChange = {
    id: ctx.newId(),
    at: ctx.now.toISOString(),
    by: ctx.by,
    subject: partSubject(id),
    fields: diff(empty, part),
    summary: "Added",
  };
  return written(data, part, entry, 201);
}

/**
 * Changes some of a part's fields. Nothing changed stores nothing and records nothing; otherwise
 * the history names each field with its value before and after ("Price 54.99 -> 49.99; Quantity 3 -> 10").
 */
export function updatePart(data: PartData, id: number, input: Partial<PartInput>, ctx: PartWriteContext): PartResult {
  const before = findRecord(data.products, id);
  if (!before) return refuse(404, "Part not found", "id");
  const part = withInput(before, input);
  const refused = checkPart(data, part);
  if (refused) return refused;
  const fields = diff(before, part);
  if (fields.length === 0) return { ok: true, status: 200, value: { part: before, history: partHistory(data, id) }, changes: [] };
  const entry: CatalogueChange = {
    id: ctx.newId(),
    at: ctx.now.toISOString(),
    by: ctx.by,
    subject: partSubject(id),
    fields,
    summary: summaryOf(fields, data),
  };
  return written(data, part, entry, 200);
}
