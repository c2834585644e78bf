import type { Money } from "../kernel/types.ts";
import type { CatalogueChange } from "../shop/index.ts";

/** The catalogue's records and payloads: parts (products on the wire), categories, brands, photos, listings and the back office's part and taxonomy forms. */

/** The two sides of the shop. */
export const PART_TYPES = ["appliance", "hvac"] as const;
export type PartType = (typeof PART_TYPES)[number];

export interface Category {
  id: number;
  name: string;
  /** URL segment under /{type}-parts/. */
  slug: string;
  type: PartType;
  description: string;
}

export interface Brand {
  id: number;
  name: string;
  /** URL segment under /brands/; the lowercased name wherever that is a valid slug. */
  slug: string;
  type: PartType;
  description: string;
}

export interface Part {
  id: number;
  name: string;
  /** The maker's part number, as printed on the part: "WPW10321304". */
  partNumber: string;
  price: Money;
  /** The price before a sale; present only when the part is on sale. */
  originalPrice?: Money;
  description: string;
  /**
   * How many the shop has on hand, a whole number >= 0. Placing an order takes its quantities off;
   * `inStock` on the wire is derived from it (docs/product.md, Rules, Stock on hand).
   */
  quantityOnHand: number;
  /**
   * Where the part sits on the shelves, as printed on the shelf label: free text, trimmed, at most
   * 20 characters ("A3-12"); absent when it has none. Staff-only: never in a storefront answer
   * (`PartView` leaves it out; docs/product.md, Back office: Parts).
   */
  bin?: string;
  /**
   * Set when the part is a special order: orderable with none on hand, the missing units ordered
   * from the distributor and ready for pickup in about this many business days, 1 to
   * SPECIAL_ORDER_MAX_DAYS (docs/product.md, Rules, Special orders). Absent: out of stock means it cannot be ordered.
   */
  specialOrderDays?: number;
  isPopular: boolean;
  isFeatured: boolean;
  brandId: number;
  categoryId: number;
  /** Model numbers this part fits, in the maker's own format: "WRF555SDFZ". */
  compatibility: string[];
  /** Older part numbers this one replaces; searchable. */
  supersedes?: string[];
  /** Path or URL of a photo kept from before uploads; `photo` wins when both are there. */
  image?: string;
  /** The uploaded photo, resized on the server (docs/architecture.md, Part photos). */
  photo?: PartPhoto;
  /**
   * Left out of the storefront: every listing, search, model search, the sitemap, and its page
   * answers 404 (docs/product.md, Back office: Parts). Parts are hidden, never deleted.
   */
  hidden?: boolean;
}

/**
 * A part's uploaded photo: WebP files `/photos/{key}-{width}.webp`, one per width, named by the
 * hash of the original's bytes so a URL's content never changes (docs/architecture.md, Part photos).
 */
export interface PartPhoto {
  /** The original's SHA-256, first 16 hex digits. */
  key: string;
  /** The widths made, smallest first; none wider than the original. */
  widths: number[];
  /** The original's size in pixels, for the page's width and height (no jump when it loads). */
  width: number;
  height: number;
}

/** What the API shows of a product wherever a short form is enough (cart rows, order lines). */
export interface PartSummary {
  id: number;
  name: string;
  partNumber: string;
  price: Money;
  /** More than none on hand: derived from `quantityOnHand`. */
  inStock: boolean;
  /** How many are on hand, so the cart's stepper offers no more than the shop can sell. */
  quantityOnHand: number;
  /** Set when the part can be ordered beyond what is on hand: its lead time in business days. */
  specialOrderDays?: number;
  image?: string;
  photo?: PartPhoto;
}

export interface CategoryView extends Category {
  /** Parts in the category, counted from the catalogue. */
  productCount: number;
}

export interface BrandView extends Brand {
  productCount: number;
}

/** A product as the API answers it, with its brand and category named; never its bin, which is for staff (`storefrontPart`). */
export interface PartView extends Omit<Part, "bin"> {
  /** More than none on hand: derived from `quantityOnHand`, never stored. */
  inStock: boolean;
  brand: Pick<Brand, "id" | "name" | "slug">;
  category: Pick<Category, "id" | "name" | "slug" | "type">;
}

export interface PartList {
  products: PartView[];
  total: number;
}

export const PRODUCT_SORTS = ["popular", "price-asc", "price-desc", "name"] as const;
export type PartSort = (typeof PRODUCT_SORTS)[number];

/** GET /api/products query, after validation. */
export interface PartQuery {
  type?: PartType;
  categoryId?: number;
  brandId?: number;
  search?: string;
  inStock?: boolean;
  isFeatured?: boolean;
  isPopular?: boolean;
  sort: PartSort;
  limit: number;
  offset: number;
}

export const STAFF_PART_STOCK = ["in", "out"] as const;
export type StaffPartStock = (typeof STAFF_PART_STOCK)[number];

/** GET /api/staff/parts query, after validation. Hidden parts are included unless `hidden` says otherwise. */
export interface StaffPartQuery {
  /** Name or part number, or part of one. */
  q?: string;
  categoryId?: number;
  brandId?: number;
  stock?: StaffPartStock;
  hidden?: boolean;
  limit: number;
  offset: number;
}

/** One part in the back office's list. */
export interface StaffPartSummary {
  id: number;
  name: string;
  partNumber: string;
  price: Money;
  originalPrice?: Money;
  quantityOnHand: number;
  /** Where it sits on the shelves; absent when it has none. */
  bin?: string;
  /** Its special order's lead time in business days; absent when it is none. */
  specialOrderDays?: number;
  hidden: boolean;
  /** Null when the part's brand or category is gone. */
  brand: Pick<Brand, "id" | "name"> | null;
  category: Pick<Category, "id" | "name"> | null;
}

/** GET /api/staff/parts: sorted by name. */
export interface StaffPartList {
  parts: StaffPartSummary[];
  total: number;
}

/** GET /api/staff/parts/{id}, and the answer to a part's create or update: the part as stored, with its history newest first. */
export interface StaffPartView {
  part: Part;
  history: CatalogueChange[];
}

/** POST /api/staff/parts (every field but originalPrice, bin, supersedes and the flags is required); PUT takes any of them. */
export interface PartInput {
  name: string;
  partNumber: string;
  price: Money;
  /** The price before a sale, above `price`; null (or absent on create) for no sale. */
  originalPrice?: Money | null;
  quantityOnHand: number;
  /** The shelf or bin location, trimmed, at most 20 characters; null or "" (read as null) removes it. */
  bin?: string | null;
  /** The lead time in business days (1 to 60) that makes the part a special order; null (or absent on create) for none. */
  specialOrderDays?: number | null;
  description: string;
  compatibility: string[];
  supersedes?: string[];
  isFeatured?: boolean;
  isPopular?: boolean;
  hidden?: boolean;
  brandId: number;
  categoryId: number;
}

/**
 * POST /api/staff/categories and /api/staff/brands (description may be left out: it is then
 * empty); PUT takes any of them. The slug is the record's address (docs/product.md, Back office:
 * Categories and brands).
 */
export interface TaxonomyInput {
  name: string;
  slug: string;
  type: PartType;
  description?: string;
}

/** GET /api/staff/categories/{id}, and a category write's answer: the category with its history, newest first. */
export interface StaffCategoryView {
  /** productCount counts every part in it, hidden ones too. */
  category: CategoryView;
  history: CatalogueChange[];
}

/** GET /api/staff/brands/{id}, and a brand write's answer. */
export interface StaffBrandView {
  /** productCount counts every part of the brand, hidden ones too. */
  brand: BrandView;
  history: CatalogueChange[];
}
