import {
  isMoney,
  isPhoneNumber,
  parseNewsletter,
  PART_TYPES,
  rateToPpm,
  toCents,
  type Brand,
  type Category,
  type Change,
  type Part,
  type ShopData,
  type ShopInfo,
} from "@shop/domain";

/**
 * What `npm run live` changes, without I/O: an address names a record and a field of it
 * ("store.taxRate", "part:WPW10321304.price", "category:water-filters.name",
 * "store.hours.0.closes"), and an edit is checked with the shop's rules before it becomes one
 * change for the store's commit. A stop-gap until the back office edits the catalogue.
 */

type RecordKind = "store" | "part" | "category" | "brand";
export interface Address {
  kind: RecordKind;
  /** The part number or slug; "" for the store record. */
  key: string;
  /** Field path inside the record; empty for the whole record. */
  path: string[];
}

type Result<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

export const ADDRESS_HELP =
  'an address is "store", "store.<field>", "part:<partNumber>.<field>", "category:<slug>.<field>" or "brand:<slug>.<field>"';

const KEYED = new Set<string>(["part", "category", "brand"]);

/** Reads an address. For a part number with a dot in it, the part number is tried whole first. */
/** What the addresses name: the store record, parts, categories and brands (no cart, order, email, message, sign-up or history). */
type LiveShop = Omit<ShopData, "cartItems" | "orders" | "emails" | "contactMessages" | "newsletterSignups" | "catalogueChanges">;

export function parseAddress(data: LiveShop, text: string): Result<Address> {
  if (text === "store" || text.startsWith("store.")) {
    return { ok: true, value: { kind: "store", key: "", path: text === "store" ? [] : text.slice("store.".length).split(".") } };
  }
  const colon = text.indexOf(":");
  const kind = text.slice(0, colon);
  if (colon < 0 || !KEYED.has(kind)) return fail(`"${text}" is not an address: ${ADDRESS_HELP}`);
  const rest = text.slice(colon + 1);
  const whole = { kind: kind as RecordKind, key: rest, path: [] };
  if (!rest.includes(".") || locate(data, whole)) return rest ? { ok: true, value: whole } : fail(`"${text}" names no ${kind}`);
  const dot = rest.lastIndexOf(".");
  return { ok: true, value: { kind: kind as RecordKind, key: rest.slice(0, dot), path: [rest.slice(dot + 1)] } };
}

type AnyRecord = ShopInfo | Part | Category | Brand;

function locate(data: LiveShop, address: Address): AnyRecord | undefined {
  switch (address.kind) {
    case "store":
      return data.store;
    case "part":
      return data.products.find((p) => p.partNumber.toUpperCase() === address.key.toUpperCase());
    case "category":
      return data.categories.find((c) => c.slug === address.key);
    case "brand":
      return data.brands.find((b) => b.slug === address.key);
  }
}

const label = (address: Address) => (address.kind === "store" ? "store" : `${address.kind}:${address.key}`);
const fieldName = (address: Address) => [label(address), ...address.path].join(".");

/** The record or field an address names, as stored. */
export function show(data: LiveShop, address: Address): Result<unknown> {
  const record = locate(data, address);
  if (!record) return fail(`No ${address.kind} ${address.kind === "part" ? "with part number" : "with slug"} "${address.key}"`);
  let value: unknown = record;
  for (const [i, segment] of address.path.entries()) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, segment)) {
      return fail(`${[label(address), ...address.path.slice(0, i + 1)].join(".")} is no field`);
    }
    value = (value as Record<string, unknown>)[segment];
  }
  return { ok: true, value };
}

/** Fields a part may lack; `unset` removes them (an ended sale, a photo taken down). */
const OPTIONAL_PART_FIELDS = new Set(["originalPrice", "image"]);
const MONEY_FIELDS = new Set(["price", "originalPrice", "freeOver", "signatureRequiredOver", "minTotal", "maxTotal"]);
const TIME_FIELDS = new Set(["opens", "closes", "sameDayPickupCutoff"]);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A text value checked by its field's rule; the error says what the field takes. */
function checkText(data: LiveShop, address: Address, field: string, raw: string): Result<string> {
  const value = raw.trim();
  const name = fieldName(address);
  if (value === "") return fail(`${name} must not be empty`);
  if (MONEY_FIELDS.has(field)) return isMoney(value) ? { ok: true, value } : fail(`${name} must be an amount like "54.99"`);
  if (TIME_FIELDS.has(field)) return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? { ok: true, value } : fail(`${name} must be a time "HH:MM"`);
  switch (field) {
    case "taxRate":
      try {
        rateToPpm(value);
        return { ok: true, value };
      } catch {
        return fail(`${name} must be a decimal fraction below 1 with up to 6 decimals, like "0.075" for 7.5%`);
      }
    case "phone":
      return isPhoneNumber(value) ? { ok: true, value } : fail(`${name} must be a phone number of 7 to 15 digits`);
    case "phoneE164":
      return /^\+\d{8,15}$/.test(value) ? { ok: true, value } : fail(`${name} must be "+" and 8 to 15 digits, like "+18505550142"`);
    case "email": {
      const parsed = parseNewsletter({ email: value });
      return parsed.ok ? { ok: true, value: parsed.value.email } : fail(`${name} must be a valid email address`);
    }
    case "url":
      return URL.canParse(value) && !value.endsWith("/") ? { ok: true, value } : fail(`${name} must be an address like "https://example.com", no trailing slash`);
    case "type":
      return (PART_TYPES as readonly string[]).includes(value) ? { ok: true, value } : fail(`${name} must be one of ${PART_TYPES.join(", ")}`);
    case "slug": {
      if (!SLUG.test(value)) return fail(`${name} must be a slug such as water-filters`);
      const rows: Array<{ slug: string }> = address.kind === "brand" ? data.brands : data.categories;
      return rows.some((row) => row.slug === value && row.slug !== address.key) ? fail(`${name}: "${value}" is taken`) : { ok: true, value };
    }
    case "partNumber":
      return data.products.some((p) => p.partNumber.toUpperCase() === value.toUpperCase() && p.partNumber.toUpperCase() !== address.key.toUpperCase())
        ? fail(`${name}: "${value}" is another part's number`)
        : { ok: true, value };
    default:
      return { ok: true, value };
  }
}

/** The new value of a field from its text, by the type of the value it replaces. */
function convert(data: LiveShop, address: Address, field: string, current: unknown, text: string): Result<unknown> {
  const name = fieldName(address);
  if (field === "id") return fail(`${name} cannot be changed: links and carts point at it`);
  if (typeof current === "number") {
    if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return fail(`${name} must be a number`);
    const value = Number(text);
    if (field === "quantityOnHand" && !(Number.isInteger(value) && value >= 0)) return fail(`${name} must be a whole number, 0 or more`);
    if (field === "brandId" && !data.brands.some((b) => b.id === value)) return fail(`${name}: there is no brand ${value}`);
    if (field === "categoryId" && !data.categories.some((c) => c.id === value)) return fail(`${name}: there is no category ${value}`);
    return { ok: true, value };
  }
  if (typeof current === "boolean") {
    return text === "true" || text === "false" ? { ok: true, value: text === "true" } : fail(`${name} must be true or false`);
  }
  if (typeof current === "string") return checkText(data, address, field, text);
  return fail(`${name} is ${Array.isArray(current) ? "a list" : "a group of fields"}; set one field at a time (show ${name} lists them)`);
}

/** A part's own rule: on sale means the price is below the price before the sale. */
function checkPart(part: Part, address: Address): Result<Part> {
  if (part.originalPrice !== undefined && toCents(part.price) >= toCents(part.originalPrice)) {
    return fail(
      `${label(address)}: price ${part.price} must be below originalPrice ${part.originalPrice} (the price before the sale); ` +
        `to end the sale, unset ${label(address)}.originalPrice`,
    );
  }
  return { ok: true, value: part };
}

export interface Edit {
  change: Change;
  before: unknown;
  after: unknown;
}

/**
 * One field set (`text`) or removed (`text` undefined, for a part's optional fields), checked, as a
 * change that replaces the whole record.
 */
export function edit(data: LiveShop, address: Address, text: string | undefined): Result<Edit> {
  const record = locate(data, address);
  if (!record) return show(data, address) as { ok: false; message: string };
  const name = fieldName(address);
  const field = address.path.at(-1);
  if (field === undefined) return fail(`Say which field of ${label(address)} to change, e.g. ${label(address)}.${address.kind === "store" ? "taxRate" : "name"}`);
  const copy = structuredClone(record) as unknown as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const segment of address.path.slice(0, -1)) {
    const next = parent[segment];
    if (typeof next !== "object" || next === null || !Object.hasOwn(parent, segment)) return fail(`${name} is no field`);
    parent = next as Record<string, unknown>;
  }
  if (address.kind === "part" && address.path.length === 1 && field === "inStock") {
    return fail(`${name} follows from how many are on hand; set ${label(address)}.quantityOnHand instead (0 for out of stock)`);
  }
  const optional = address.kind === "part" && address.path.length === 1 && OPTIONAL_PART_FIELDS.has(field);
  const before = Object.hasOwn(parent, field) ? parent[field] : undefined;
  if (before === undefined && !optional) return fail(`${name} is no field`);
  if (text === undefined) {
    if (!optional) return fail(`${name} cannot be removed; only a part's ${[...OPTIONAL_PART_FIELDS].join(" and ")} can`);
    delete parent[field];
  } else {
    const converted = convert(data, address, field, before ?? "", text);
    if (!converted.ok) return converted;
    parent[field] = converted.value;
  }
  const after = parent[field];
  switch (address.kind) {
    case "store":
      return { ok: true, value: { change: { op: "store", record: copy as unknown as ShopInfo }, before, after } };
    case "part": {
      const part = checkPart(copy as unknown as Part, address);
      return part.ok ? { ok: true, value: { change: { op: "put", collection: "products", record: part.value }, before, after } } : part;
    }
    case "category":
      return { ok: true, value: { change: { op: "put", collection: "categories", record: copy as unknown as Category }, before, after } };
    case "brand":
      return { ok: true, value: { change: { op: "put", collection: "brands", record: copy as unknown as Brand }, before, after } };
  }
}
