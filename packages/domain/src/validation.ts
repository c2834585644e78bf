import { z } from "zod";
import { MAX_PAGE_SIZE } from "./catalogue.ts";
import { MAX_QUANTITY } from "./limits.ts";
import { isMoney } from "./pricing.ts";
import { optionalText, plain, text, typed, withinBytes } from "./text-rules.ts";
import {
  ORDER_STATUSES,
  PART_TYPES,
  type FindOrderInput,
  type OrderNoteInput,
  type OrderStatusInput,
  type PartInput,
  STAFF_PART_STOCK,
  type StaffOrderQuery,
  type StaffPartQuery,
  type StaffSignInInput,
  PRODUCT_SORTS,
  type AddToCartInput,
  type ApiErrorBody,
  type BlogQuery,
  type ContactInput,
  type CreateOrderInput,
  type NewsletterInput,
  type PartType,
  type ProductQuery,
  type UpdateCartItemInput,
} from "./types.ts";

export { typed };

/**
 * Request validation. Every message names the field it is about, and the field travels beside it,
 * so the API can answer `{ message, field }` and a form can point at the input.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

/** Fields a client may never set: the server prices everything. */
const SERVER_OWNED = new Set(["price", "unitPrice", "lineTotal", "originalPrice", "sessionId", "id", "createdAt"]);

function firstError(error: z.ZodError): ApiErrorBody {
  const issue = error.issues[0];
  if (!issue) return { message: "Invalid request" };
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0] ?? "";
    const message = SERVER_OWNED.has(key) ? `${key} is set by the server and cannot be sent` : `${key} is not a known field`;
    return { message, field: key };
  }
  const field = issue.path.map(String).join(".");
  return field ? { message: issue.message, field } : { message: issue.message };
}

/** Checks a JSON body against a schema: the value, or the first problem with its field. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: { message: "Request body must be a JSON object" } };
  }
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: firstError(result.error) };
}

const email = (field = "email") =>
  text(field, 254)
    .toLowerCase()
    .pipe(z.email(`${field} must be a valid email address`));

/** A phone number as people write it: digits, spaces, "+", "(", ")", ".", "-", with 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.match(/\d/g)?.length ?? 0;
  return /^[0-9+().\s-]+$/.test(value) && digits >= 7 && digits <= 15;
}

const phone = text("phone", 40).refine(isPhoneNumber, "phone must be a phone number of 7 to 15 digits");

const money = (field: string) =>
  z.string(typed(field, 'an amount like "12.50"')).refine(isMoney, `${field} must be an amount like "12.50"`);

const quantity = z
  .int(typed("quantity", "a whole number"))
  .min(1, `quantity must be from 1 to ${MAX_QUANTITY}`)
  .max(MAX_QUANTITY, `quantity must be from 1 to ${MAX_QUANTITY}`);

const addToCartSchema = z.strictObject({
  productId: z.int(typed("productId", "a whole number")).positive("productId must be a positive whole number"),
  quantity: quantity.optional(),
});

const updateCartSchema = z.strictObject({ quantity });

const orderSchema = z.strictObject({
  email: email(),
  name: text("name", 100),
  phone,
  subtotal: money("subtotal"),
  tax: money("tax"),
  total: money("total"),
  // The lines the customer saw, as one text block or a list of lines: size-checked and kept nowhere,
  // as every text of an order is made from the server's priced lines (docs/architecture.md).
  items: z.union(
    [
      z.string().refine(...withinBytes("items", 20_000)).refine(...plain("items", "many")),
      z
        .array(z.string().refine(...withinBytes("items lines", 500)).refine(...plain("items", "one")))
        .max(200, "items must have at most 200 lines"),
    ],
    { error: (issue) => (issue.input === undefined ? "items is required" : "items must be a text block or a list of text lines") },
  ),
  orderNumber: z
    .string(typed("orderNumber", "text"))
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "orderNumber must be 1 to 64 letters, digits, '-' or '_'"),
});

const contactSchema = z.strictObject({
  name: text("name", 100),
  email: email(),
  message: text("message", 5000, "many"),
  phone: optionalText("phone", 40),
  subject: optionalText("subject", 200),
});

const newsletterSchema = z.strictObject({ email: email() });

const orderNumberField = z
  .string(typed("orderNumber", "text"))
  .trim()
  .toUpperCase()
  .min(1, "orderNumber is required")
  .max(40, "orderNumber must be at most 40 characters");

const findOrderSchema = z.strictObject({ orderNumber: orderNumberField, email: email() });

const signInSchema = z.strictObject({
  email: email(),
  // Not trimmed: a password is what it is. The length cap keeps a hash from being made of megabytes.
  password: z.string(typed("password", "text")).min(1, "password is required").max(200, "password must be at most 200 characters"),
});

const orderStatusSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` }),
  reason: optionalText("reason", 500, "many"),
});

const orderNoteSchema = z.strictObject({
  note: z
    .string(typed("note", "text"))
    .trim()
    .max(2000, "note must be at most 2000 characters")
    .refine(...plain("note", "many")),
});

export const parseFindOrder = (body: unknown): Parsed<FindOrderInput> => parseWith(findOrderSchema, body);
export const parseStaffSignIn = (body: unknown): Parsed<StaffSignInInput> => parseWith(signInSchema, body);
export const parseOrderStatus = (body: unknown): Parsed<OrderStatusInput> => parseWith(orderStatusSchema, body);
export const parseOrderNote = (body: unknown): Parsed<OrderNoteInput> => parseWith(orderNoteSchema, body);

export const parseAddToCart = (body: unknown): Parsed<AddToCartInput> => parseWith(addToCartSchema, body);
export const parseUpdateCartItem = (body: unknown): Parsed<UpdateCartItemInput> => parseWith(updateCartSchema, body);
export const parseCreateOrder = (body: unknown): Parsed<CreateOrderInput> => parseWith(orderSchema, body);
export const parseContact = (body: unknown): Parsed<ContactInput> => parseWith(contactSchema, body);
export const parseNewsletter = (body: unknown): Parsed<NewsletterInput> => parseWith(newsletterSchema, body);

// ---- Query strings ------------------------------------------------------------------------------

type QueryReader = {
  int(name: string, min: number, max: number): number | undefined;
  bool(name: string): boolean | undefined;
  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined;
  text(name: string, max: number): string | undefined;
};

class QueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads query parameters, stopping at the first bad one with a message that names it. */
function readQuery<T>(query: URLSearchParams, read: (q: QueryReader) => T): Parsed<T> {
  const reader: QueryReader = {
    int(name, min, max) {
      const raw = query.get(name);
      if (raw === null || raw === "") return undefined;
      const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      if (!(value >= min && value <= max)) throw new QueryError(name, `${name} must be a whole number from ${min} to ${max}`);
      return value;
    },
    bool(name) {
      const raw = query.get(name);
      if (raw === null || raw === "") return undefined;
      if (raw !== "true" && raw !== "false") throw new QueryError(name, `${name} must be true or false`);
      return raw === "true";
    },
    oneOf(name, values) {
      const raw = query.get(name);
      if (raw === null || raw === "") return undefined;
      if (!(values as readonly string[]).includes(raw)) throw new QueryError(name, `${name} must be one of ${values.join(", ")}`);
      return raw as (typeof values)[number];
    },
    text(name, max) {
      const raw = query.get(name)?.trim();
      if (!raw) return undefined;
      if (raw.length > max) throw new QueryError(name, `${name} must be at most ${max} characters`);
      return raw;
    },
  };
  try {
    return { ok: true, value: read(reader) };
  } catch (error) {
    if (error instanceof QueryError) return { ok: false, error: { message: error.message, field: error.field } };
    throw error;
  }
}

const ID_MAX = 999_999_999;

/** GET /api/products: every filter, the sort and the page. */
export function parseProductQuery(query: URLSearchParams, defaultLimit: number): Parsed<ProductQuery> {
  return readQuery(query, (q) => {
    const parsed: ProductQuery = {
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

/** GET /api/blog. Only published posts are ever served, so isPublished may be true or absent. */
export function parseBlogQuery(query: URLSearchParams, defaultLimit: number): Parsed<BlogQuery> {
  return readQuery(query, (q) => {
    const isPublished = q.bool("isPublished");
    if (isPublished === false) throw new QueryError("isPublished", "isPublished must be true: drafts are not served");
    const search = q.text("search", 200);
    const parsed = { limit: q.int("limit", 0, MAX_PAGE_SIZE) ?? defaultLimit, offset: q.int("offset", 0, ID_MAX) ?? 0 };
    return search === undefined ? parsed : { ...parsed, search };
  });
}

/** The most orders the inbox shows at once. */
export const STAFF_ORDERS_MAX_PAGE = 100;

/** GET /api/staff/orders: status, day ("2026-11-23"), search and page. */
export function parseStaffOrderQuery(query: URLSearchParams): Parsed<StaffOrderQuery> {
  return readQuery(query, (q) => {
    const parsed: StaffOrderQuery = {
      limit: q.int("limit", 1, STAFF_ORDERS_MAX_PAGE) ?? 50,
      offset: q.int("offset", 0, ID_MAX) ?? 0,
    };
    const status = q.oneOf("status", ORDER_STATUSES);
    const day = q.text("day", 10);
    if (day !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)))) {
      throw new QueryError("day", "day must be a date like 2026-11-23");
    }
    const search = q.text("q", 100);
    if (status) parsed.status = status;
    if (day) parsed.day = day;
    if (search) parsed.q = search;
    return parsed;
  });
}

/** ?key= on the customer's order page: present, or the answer is the same as for a wrong one. */
export function orderKeyParam(query: URLSearchParams): string | null {
  const key = query.get("key");
  return key && key.length <= 128 ? key : null;
}

// ---- Parts in the back office (docs/product.md, Back office: Parts) -----------------------------

/** The most on hand a part may say: five digits, the shelf count's form field. */
export const MAX_QUANTITY_ON_HAND = 99_999;

/** A list of codes (model or part numbers), one per entry: trimmed, blanks dropped, repeats kept once. */
const codeList = (field: string, maxItems: number) =>
  z
    .array(z.string(`${field} must be a list of text lines`).trim().max(40, `${field} entries must be at most 40 characters`), typed(field, "a list of text lines"))
    .transform((items) => [...new Set(items.filter(Boolean))])
    .pipe(z.array(z.string()).max(maxItems, `${field} must have at most ${maxItems} entries`));

const partNumberField = z
  .string(typed("partNumber", "text"))
  .trim()
  .toUpperCase()
  .min(1, "partNumber is required")
  .max(40, "partNumber must be at most 40 characters")
  .regex(/^[A-Z0-9][A-Z0-9 ./-]*$/, "partNumber must be letters and digits, with '-', '.', '/' or spaces between");

const recordId = (field: string) => z.int(typed(field, "a whole number")).positive(`${field} must be a positive whole number`);

const partFields = {
  name: text("name", 120),
  partNumber: partNumberField,
  price: money("price"),
  originalPrice: money("originalPrice").nullable(),
  quantityOnHand: z
    .int(typed("quantityOnHand", "a whole number"))
    .min(0, `quantityOnHand must be from 0 to ${MAX_QUANTITY_ON_HAND}`)
    .max(MAX_QUANTITY_ON_HAND, `quantityOnHand must be from 0 to ${MAX_QUANTITY_ON_HAND}`),
  description: text("description", 5000, "many"),
  compatibility: codeList("compatibility", 500),
  supersedes: codeList("supersedes", 50),
  isFeatured: z.boolean(typed("isFeatured", "true or false")),
  isPopular: z.boolean(typed("isPopular", "true or false")),
  hidden: z.boolean(typed("hidden", "true or false")),
  brandId: recordId("brandId"),
  categoryId: recordId("categoryId"),
};

const newPartSchema = z.strictObject({
  ...partFields,
  originalPrice: partFields.originalPrice.optional(),
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

// ---- Messages and sign-ups (docs/product.md, Back office: Messages and sign-ups) -----------------

/** Which contact messages the back office lists. */
export const STAFF_MESSAGE_FILTERS = ["open", "handled", "all"] as const;
export type StaffMessageFilter = (typeof STAFF_MESSAGE_FILTERS)[number];

/** GET /api/staff/messages?status=open|handled|all (default all). */
export function parseStaffMessageQuery(query: URLSearchParams): Parsed<{ status: StaffMessageFilter }> {
  return readQuery(query, (q) => ({ status: q.oneOf("status", STAFF_MESSAGE_FILTERS) ?? "all" }));
}

const messageHandledSchema = z.strictObject({ handled: z.boolean(typed("handled", "true or false")) });
/** PUT /api/staff/messages/:id. */
export const parseMessageHandled = (body: unknown): Parsed<{ handled: boolean }> => parseWith(messageHandledSchema, body);

const unsubscribeSchema = z.strictObject({ email: email(), key: text("key", 100) });
/** POST /api/newsletter/unsubscribe: the address and the key from the email's link. */
export const parseUnsubscribe = (body: unknown): Parsed<{ email: string; key: string }> => parseWith(unsubscribeSchema, body);
