import { z } from "zod";
import { ID_MAX, moneyField, type Parsed, parseWith, readQuery } from "../kernel/parse.ts";
import { plain, text, typed } from "../kernel/text-rules.ts";
import { MAX_PAGE_SIZE } from "./catalogue.ts";
import { PART_TYPES, type PartInput, type PartType, PRODUCT_SORTS, type PartQuery, STAFF_PART_STOCK, type StaffPartQuery } from "./types.ts";

/** The catalogue's queries (listing, type) and the back office's part bodies (docs/product.md, Back office: Parts). */

/** GET /api/products: every filter, the sort and the page. */
export function parsePartQuery(query: URLSearchParams, defaultLimit: number): Parsed<PartQuery> {
  return readQuery(query, (q) => {
    const parsed: PartQuery = {
      sort: q.oneOf("sort", PRODUCT_SORTS) ?? "popular",
      limit: q.int("limit", 0, MAX_PAGE_SIZE) ?? defaultLimit,
      offset: q.int("offset", 0, ID_MAX) ?? 0,
    };
    const type = q.oneOf("type", PART_TYPES);
    const categoryId = q.int("categoryId", 1, ID_MAX);
    const brandId = q.int("brandId", 1, ID_MAX);
    const search = q.text("search", 200);
    const inStock = q.bool("inStock");
    const isFeatured = q.bool("isFeatured");
    const isPopular = q.bool("isPopular");
    if (type !== undefined) parsed.type = type;
    if (categoryId !== undefined) parsed.categoryId = categoryId;
    if (brandId !== undefined) parsed.brandId = brandId;
    if (search !== undefined) parsed.search = search;
    if (inStock !== undefined) parsed.inStock = inStock;
    if (isFeatured !== undefined) parsed.isFeatured = isFeatured;
    if (isPopular !== undefined) parsed.isPopular = isPopular;
    return parsed;
  });
}

/** ?type= on the category, brand and model-search calls. */
export function parseTypeQuery(query: URLSearchParams): Parsed<{ type?: PartType }> {
  return readQuery(query, (q) => {
    const type = q.oneOf("type", PART_TYPES);
    return type === undefined ? {} : { type };
  });
}

/** The most on hand a part may say: five digits, the shelf count's form field. */
export const MAX_QUANTITY_ON_HAND = 99_999;

/** A list of codes (model or part numbers), one per entry: trimmed, blanks dropped, repeats kept once; each entry one plain line. */
const codeList = (field: string, maxItems: number) =>
  z
    .array(
      z
        .string(`${field} must be a list of text lines`)
        .trim()
        .max(40, `${field} entries must be at most 40 characters`)
        .refine(...plain(field, "one")),
      typed(field, "a list of text lines"),
    )
    .transform((items) => [...new Set(items.filter(Boolean))])
    .pipe(z.array(z.string()).max(maxItems, `${field} must have at most ${maxItems} entries`));

const partNumberField = (field: string) =>
  z
    .string(typed(field, "text"))
    .trim()
    .toUpperCase()
    .min(1, `${field} is required`)
    .max(40, `${field} must be at most 40 characters`)
    .regex(/^[A-Z0-9][A-Z0-9 ./-]*$/, `${field} must be letters and digits, with '-', '.', '/' or spaces between`);

const recordId = (field: string) => z.int(typed(field, "a whole number")).positive(`${field} must be a positive whole number`);

/** The longest part name and description, in UTF-8 bytes. */
const PART_NAME_MAX = 120;
const PART_DESCRIPTION_MAX = 5000;
/** The longest bin location, in characters: what a shelf label holds ("A3-12"). */
export const BIN_MAX = 20;

/** A bin location: trimmed, one plain line of at most BIN_MAX characters; empty (or null) removes it, so it reads as null. */
const binField = (field: string) =>
  z
    .string(typed(field, "text"))
    .trim()
    .max(BIN_MAX, `${field} must be at most ${BIN_MAX} characters`)
    .refine(...plain(field, "one"))
    .nullable()
    .transform((value) => value || null);

/** The longest lead time of a special order, in business days. */
export const SPECIAL_ORDER_MAX_DAYS = 60;

/** A special order's lead time: a whole number of business days, 1 to 60; null makes the part no special order. */
const specialOrderDaysField = (field: string) =>
  z
    .int(typed(field, "a whole number of business days"))
    .min(1, `${field} must be from 1 to ${SPECIAL_ORDER_MAX_DAYS} business days`)
    .max(SPECIAL_ORDER_MAX_DAYS, `${field} must be from 1 to ${SPECIAL_ORDER_MAX_DAYS} business days`)
    .nullable();

/**
 * A part's fields and their checks, the one set the parts API (below) and the catalogue CSV's rows
 * (csv/csv.ts) both go through. `named` gives each field the name its messages use: the API's
 * own field names, or the CSV's column names ("quantity must be from 0 to 99999").
 */
export function partFieldRules(named: (field: keyof PartInput) => string = (field) => field) {
  const quantity = named("quantityOnHand");
  return {
    name: text(named("name"), PART_NAME_MAX),
    partNumber: partNumberField(named("partNumber")),
    price: moneyField(named("price")),
    originalPrice: moneyField(named("originalPrice")).nullable(),
    quantityOnHand: z
      .int(typed(quantity, "a whole number"))
      .min(0, `${quantity} must be from 0 to ${MAX_QUANTITY_ON_HAND}`)
      .max(MAX_QUANTITY_ON_HAND, `${quantity} must be from 0 to ${MAX_QUANTITY_ON_HAND}`),
    bin: binField(named("bin")),
    specialOrderDays: specialOrderDaysField(named("specialOrderDays")),
    description: text(named("description"), PART_DESCRIPTION_MAX, "many"),
    compatibility: codeList(named("compatibility"), 500),
    supersedes: codeList(named("supersedes"), 50),
    isFeatured: z.boolean(typed(named("isFeatured"), "true or false")),
    isPopular: z.boolean(typed(named("isPopular"), "true or false")),
    hidden: z.boolean(typed(named("hidden"), "true or false")),
    brandId: recordId(named("brandId")),
    categoryId: recordId(named("categoryId")),
  };
}

const partFields = partFieldRules();

const newPartSchema = z.strictObject({
  ...partFields,
  originalPrice: partFields.originalPrice.optional(),
  bin: partFields.bin.optional(),
  specialOrderDays: partFields.specialOrderDays.optional(),
  supersedes: partFields.supersedes.optional(),
  isFeatured: partFields.isFeatured.optional(),
  isPopular: partFields.isPopular.optional(),
  hidden: partFields.hidden.optional(),
});

const partEditSchema = z.strictObject(partFields).partial();

/** POST /api/staff/parts: a whole new part. Record rules (a free part number, brand and category that exist) are part-edit.ts's. */
export const parseNewPart = (body: unknown): Parsed<PartInput> => parseWith(newPartSchema, body);
/** PUT /api/staff/parts/{id}: any of a part's fields; originalPrice null ends a sale. */
export const parsePartEdit = (body: unknown): Parsed<Partial<PartInput>> => parseWith(partEditSchema, body) as Parsed<Partial<PartInput>>;

/** The most parts the back office's list shows at once. */
export const STAFF_PARTS_MAX_PAGE = 100;

/** GET /api/staff/parts: search, category, brand, stock, hidden and page. */
export function parseStaffPartQuery(query: URLSearchParams): Parsed<StaffPartQuery> {
  return readQuery(query, (q) => {
    const parsed: StaffPartQuery = {
      limit: q.int("limit", 1, STAFF_PARTS_MAX_PAGE) ?? 50,
      offset: q.int("offset", 0, ID_MAX) ?? 0,
    };
    const search = q.text("q", 100);
    const categoryId = q.int("categoryId", 1, ID_MAX);
    const brandId = q.int("brandId", 1, ID_MAX);
    const stock = q.oneOf("stock", STAFF_PART_STOCK);
    const hidden = q.bool("hidden");
    if (search !== undefined) parsed.q = search;
    if (categoryId !== undefined) parsed.categoryId = categoryId;
    if (brandId !== undefined) parsed.brandId = brandId;
    if (stock !== undefined) parsed.stock = stock;
    if (hidden !== undefined) parsed.hidden = hidden;
    return parsed;
  });
}
