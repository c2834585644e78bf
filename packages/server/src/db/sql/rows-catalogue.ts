import { nameSortKey, normalizeModelNumber, toCents, type Brand, type Category, type Guide, type Part, type PartPhoto, type ShopInfo } from "@shop/domain";
import { flag, present } from "./row-values.ts";
import type { CategoryTable, GuideTable, PartFitTable, PartSupersedesTable, PartTable, ShopInfoTable } from "./schema.ts";

/**
 * The catalogue's records (the store record, categories, brands, parts, guides) as rows, and back.
 * A record read back has its fields in the order its type declares them, which is db.json's, and
 * leaves out what the row holds as NULL; so a record that went in comes out deep-equal.
 *
 * Each `…Fields` list names every field of a record type: a field added to the type fails to
 * compile here until it is given a column (and a migration), so no field is dropped unnoticed.
 */


export const categoryFields: Record<keyof Category, true> = { id: true, name: true, slug: true, type: true, description: true };
export const guideFields: Record<keyof Guide, true> = {
  id: true, title: true, slug: true, excerpt: true, content: true, publishedAt: true, categoryId: true, isPublished: true, author: true,
};
export const partFields: Record<keyof Part, true> = {
  id: true, name: true, partNumber: true, price: true, originalPrice: true, description: true, quantityOnHand: true, bin: true, specialOrderDays: true,
  isPopular: true, isFeatured: true, brandId: true, categoryId: true, compatibility: true, supersedes: true, image: true, photo: true, hidden: true,
};

export const shopInfoRow = (record: ShopInfo): ShopInfoTable => ({ id: 1, record: JSON.stringify(record) });
export const shopInfoOf = (row: ShopInfoTable): ShopInfo => JSON.parse(row.record) as ShopInfo;

/** A category or a brand: the two have the same fields. */
export function taxonomyRow(record: Category | Brand, position: number): CategoryTable {
  return { id: record.id, position, name: record.name, slug: record.slug, type: record.type, description: record.description };
}

export function taxonomyOf(row: CategoryTable): Category & Brand {
  return { id: row.id, name: row.name, slug: row.slug, type: row.type, description: row.description };
}

export function partRow(part: Part, position: number): PartTable {
  return {
    id: part.id,
    position,
    name: part.name,
    part_number: part.partNumber,
    part_number_norm: normalizeModelNumber(part.partNumber),
    price: part.price,
    price_cents: toCents(part.price),
    original_price: part.originalPrice ?? null,
    description: part.description,
    quantity_on_hand: part.quantityOnHand,
    bin: part.bin ?? null,
    special_order_days: part.specialOrderDays ?? null,
    is_popular: flag(part.isPopular),
    is_featured: flag(part.isFeatured),
    brand_id: part.brandId,
    category_id: part.categoryId,
    supersedes_listed: flag(part.supersedes !== undefined),
    image: part.image ?? null,
    photo: part.photo === undefined ? null : JSON.stringify(part.photo),
    hidden: part.hidden === undefined ? null : flag(part.hidden),
    name_key: nameSortKey(part.name),
  };
}

export const partFitRow = (partId: number, model: string, position: number): PartFitTable => ({
  part_id: partId,
  position,
  model,
  model_norm: normalizeModelNumber(model),
});

export const partSupersedesRow = (partId: number, partNumber: string, position: number): PartSupersedesTable => ({
  part_id: partId,
  position,
  part_number: partNumber,
  part_number_norm: normalizeModelNumber(partNumber),
});

/** A part from its row, its models (`compatibility`, in order) and its superseded numbers (in order). */
export function partOf(row: PartTable, compatibility: string[], supersedes: string[]): Part {
  return {
    id: row.id,
    name: row.name,
    partNumber: row.part_number,
    price: row.price,
    ...present("originalPrice", row.original_price),
    description: row.description,
    quantityOnHand: row.quantity_on_hand,
    ...present("bin", row.bin),
    ...present("specialOrderDays", row.special_order_days),
    isPopular: row.is_popular === 1,
    isFeatured: row.is_featured === 1,
    brandId: row.brand_id,
    categoryId: row.category_id,
    compatibility,
    ...(row.supersedes_listed === 1 ? { supersedes } : {}),
    ...present("image", row.image),
    ...present("photo", row.photo === null ? null : (JSON.parse(row.photo) as PartPhoto)),
    ...present("hidden", row.hidden === null ? null : row.hidden === 1),
  };
}

export function guideRow(guide: Guide, position: number): GuideTable {
  return {
    id: guide.id,
    position,
    title: guide.title,
    slug: guide.slug,
    excerpt: guide.excerpt,
    content: guide.content,
    published_at: guide.publishedAt,
    category_id: guide.categoryId,
    is_published: flag(guide.isPublished),
    author: guide.author,
  };
}

export function guideOf(row: GuideTable): Guide {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    publishedAt: row.published_at,
    categoryId: row.category_id,
    isPublished: row.is_published === 1,
    author: row.author,
  };
}
