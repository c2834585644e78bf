import type { EmailKind, EmailState, OrderStatus, PartType } from "@shop/domain";
import type { Generated } from "kysely";

/**
 * The shop's tables as TypeScript types: what Kysely checks every query against. One interface
 * per table, in snake_case as the SQL names them; `rows-*.ts` turn them into the records of
 * ShopData (db.json's shape) and back. The tables themselves are made by the migrations
 * (`migrations/`), which must agree with these types.
 *
 * Conventions, so both engines store alike:
 * - money stays the wire's decimal text ("12.50", "12.5"): stored as written, so an export gives
 *   back exactly what came in; `parts.price_cents` is the one number kept beside it, to sort by;
 * - a yes/no is an integer, 0 or 1;
 * - a nested value read and written only as a whole is JSON text;
 * - NULL stands for a field the record leaves out;
 * - `position` is a row's place in db.json's list (or a part's list of models), so an export gives
 *   the lists back in their order; new rows go after the last.
 */

/** A yes/no: 0 or 1. */
export type Flag = 0 | 1;
/** JSON text of a value always read and written whole. */
type JsonText = string;

/** The store record, one row (id 1): every page reads it whole and staff replace it whole. */
export interface ShopInfoTable {
  id: number;
  record: JsonText;
}

export interface CategoryTable {
  id: number;
  position: number;
  name: string;
  slug: string;
  type: PartType;
  description: string;
}

/** Brands have the same fields as categories. */
type BrandTable = CategoryTable;

export interface PartTable {
  id: number;
  position: number;
  name: string;
  part_number: string;
  /** The part number as searches compare it (`normalizeModelNumber`): no case, spaces, dashes, dots or slashes. */
  part_number_norm: string;
  price: string;
  /** `price` in cents, for sorting and ranges. */
  price_cents: number;
  original_price: string | null;
  description: string;
  quantity_on_hand: number;
  /** The part's shelf or bin location ("A3-12"); NULL when it has none (migrations/0010-part-bins.ts). */
  bin: string | null;
  /** The lead time of a special order in business days (1 to 60); NULL when the part is not one (migrations/0013-special-orders.ts). */
  special_order_days: number | null;
  is_popular: Flag;
  is_featured: Flag;
  brand_id: number;
  category_id: number;
  /** 1 when the record has a `supersedes` list (even an empty one, as the staff's form writes), 0 when it has none. */
  supersedes_listed: Flag;
  image: string | null;
  /** The uploaded photo (PartPhoto) as JSON. */
  photo: JsonText | null;
  /** NULL when the record has no `hidden` field; 0 or 1 when it has. */
  hidden: Flag | null;
  /** The name as listings sort it (`nameSortKey`); NULL only until the migration that added it has filled it. */
  name_key: string | null;
}

/**
 * The parts' search index (SQLite FTS5, trigram tokenizer): one row per part, its rowid the part's
 * id. Derived from the parts, their fits and superseded numbers; written with them.
 */
export interface PartSearchTable {
  rowid: number;
  /** The part's name and its brand's, in lower case, as a search term is compared with them. */
  name: string;
  /** The words of `name` (`wordsOf`), each between spaces: " dryer idler pulley whirlpool ". */
  words: string;
  /** The part number, superseded numbers and models, normalised, separated by spaces. */
  codes: string;
}

/**
 * How many visible parts each category and each brand has, kept up to date as parts are written;
 * and (kind `orphan`, owner 0) how many are not hidden but name a brand or category that does not
 * exist, which the storefront does not show.
 */
interface PartCountTable {
  kind: "category" | "brand" | "orphan";
  owner_id: number;
  parts: number;
}

/** One model a part fits: one row per entry of its `compatibility` list. */
export interface PartFitTable {
  part_id: number;
  position: number;
  /** As the maker writes it: "WRF555SDFZ". */
  model: string;
  /** As a search compares it (`normalizeModelNumber`). */
  model_norm: string;
}

/** One older part number a part replaces: one row per entry of its `supersedes` list. */
export interface PartSupersedesTable {
  part_id: number;
  position: number;
  part_number: string;
  part_number_norm: string;
}

export interface GuideTable {
  id: number;
  position: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  published_at: string;
  category_id: number | null;
  is_published: Flag;
  author: string;
}

export interface CartLineTable {
  id: string;
  position: number;
  session_id: string;
  product_id: number;
  quantity: number;
  unit_price: string;
  added_at: string;
}

export interface OrderTable {
  id: number;
  position: number;
  order_number: string;
  client_order_number: string;
  session_id: string;
  email: string;
  name: string;
  phone: string;
  subtotal: string;
  tax: string;
  total: string;
  fulfilment: "pickup";
  status: OrderStatus;
  created_at: string;
  /** The status history (OrderEvent[]) as JSON; NULL for an order stored before statuses existed. */
  history: JsonText | null;
  note: string | null;
  /** When it was picked up or cancelled (its closing event's time); NULL while open (migrations/0011-order-closed-at.ts). */
  closed_at: string | null;
}

/** One priced line of an order, as it was sold. */
export interface OrderLineTable {
  order_id: number;
  position: number;
  product_id: number;
  part_number: string;
  name: string;
  quantity: number;
  unit_price: string;
  line_total: string;
  /** The units ordered from the distributor (OnOrder) as JSON; NULL on a line that had them all on hand (migrations/0013-special-orders.ts). */
  on_order: JsonText | null;
}

export interface ContactMessageTable {
  id: string;
  position: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
}

export interface NewsletterSignupTable {
  id: string;
  position: number;
  email: string;
  created_at: string;
  unsubscribed_at: string | null;
  /** Set while the address has not confirmed (migration 0003); NULL once confirmed and on sign-ups from before. */
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
}

export interface EmailTable {
  id: string;
  position: number;
  kind: EmailKind;
  order_number: string | null;
  contact_id: string | null;
  signup_id: string | null;
  state: EmailState;
  attempts: number;
  at: string;
  error: string | null;
}

export interface CatalogueChangeTable {
  id: string;
  position: number;
  at: string;
  changed_by: string;
  subject: string;
  /** The changed fields with their values before and after, as JSON. */
  fields: JsonText;
  summary: string;
}

/** Every table of the shop, by its SQL name. */
/** A staff session (migration 0006): a hash of its id, its JSON, when it ends (ms since the epoch). */
interface StaffSessionTable {
  id: string;
  data: string;
  expires_at: number;
}

/** A rate limit's count for one client (migration 0006): a hash of both, the hits, when the window ends. */
interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: number;
}

/** An open order's client address (migration 0006), as a keyed hash. */
interface OrderAddressTable {
  order_number: string;
  address: string;
}

/** A change one process tells the others (migration 0007, process-changes.ts). */
interface ShopChangeTable {
  seq: Generated<number>;
  origin: string;
  kind: string;
  part_id: number | null;
  category_id: number | null;
  brand_id: number | null;
  crossed_zero: number | null;
  /** The order an "order-…" change put (migration 0012); NULL on the other kinds. */
  order_number: string | null;
  at: number;
}

/** When a timed job is next due (migration 0007). */
interface JobRunTable {
  name: string;
  due_at: number;
}

export interface Database {
  shop_info: ShopInfoTable;
  categories: CategoryTable;
  brands: BrandTable;
  parts: PartTable;
  part_fits: PartFitTable;
  part_supersedes: PartSupersedesTable;
  part_search: PartSearchTable;
  part_words: { word: string };
  part_counts: PartCountTable;
  guides: GuideTable;
  cart_lines: CartLineTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  contact_messages: ContactMessageTable;
  newsletter_signups: NewsletterSignupTable;
  emails: EmailTable;
  catalogue_changes: CatalogueChangeTable;
  staff_sessions: StaffSessionTable;
  rate_limits: RateLimitTable;
  order_addresses: OrderAddressTable;
  shop_changes: ShopChangeTable;
  job_runs: JobRunTable;
}
