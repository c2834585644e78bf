import type { CartItemRecord } from "../cart/index.ts";
import type { Brand, Category, Part } from "../catalogue/index.ts";
import type { Guide } from "../guides/index.ts";
import type { ContactMessage, NewsletterSignup } from "../inbox/index.ts";
import type { OrderRecord } from "../orders/index.ts";
import type { ShopInfo } from "../shop-info/index.ts";

/**
 * The whole shop as stored (db.json's shape): every feature's collections, the history of staff
 * edits and the record of emails sent.
 */

/**
 * What an email is about: the shop hears of new orders and messages, the customer of each step of
 * their order, an address signing up of the link that confirms it, a subscriber of the welcome.
 */
export const EMAIL_KINDS = ["shop-order", "shop-contact", "order-placed", "order-ready", "order-reminder", "order-cancelled", "order-receipt", "newsletter-confirm", "newsletter-welcome"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * Where one email stands: `sending` (first attempt under way), `retrying` (an attempt failed, another
 * is due), `sent` (the SMTP server took it), `outbox` (written to the outbox folder: with no SMTP
 * server configured, that is where every email goes) or `failed` (not sent after every attempt,
 * written to the outbox instead).
 */
export const EMAIL_STATES = ["sending", "retrying", "sent", "outbox", "failed"] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/** The record the server keeps of each email, so staff can see it went. No address or text: those are in the order. */
export interface EmailRecord {
  id: string;
  kind: EmailKind;
  /** The order it is about, for the order kinds. */
  orderNumber?: string;
  /** The contact message it is about, for shop-contact. */
  contactId?: string;
  /** The newsletter sign-up it is about, for newsletter-confirm and newsletter-welcome. */
  signupId?: string;
  state: EmailState;
  attempts: number;
  /** When the state last changed. */
  at: string;
  /** Why the last attempt failed, without addresses or credentials. */
  error?: string;
}

/**
 * One entry of the catalogue's history (docs/product.md, Back office): who changed what, when.
 * Every staff write to the catalogue or the store record adds one in the same commit.
 */
export interface CatalogueChange {
  id: string;
  at: string;
  /** The staff member's email, or "import" for a CSV applied from the command line. */
  by: string;
  /** What was changed: "store", "part:42", "category:7", "brand:3", "post:12", "import". */
  subject: string;
  /** The fields that changed, with their values before and after, as JSON values. */
  fields: { field: string; before: unknown; after: unknown }[];
  /** One line for people: "Price 54.99 -> 49.99", "Added", "Imported 12 new, 30 changed". */
  summary: string;
}

/** Everything the shop keeps: the seed db.json holds the first five, the rest start empty. */
export interface ShopData {
  store: ShopInfo;
  categories: Category[];
  brands: Brand[];
  products: Part[];
  posts: Guide[];
  cartItems: CartItemRecord[];
  orders: OrderRecord[];
  contactMessages: ContactMessage[];
  newsletterSignups: NewsletterSignup[];
  emails: EmailRecord[];
  catalogueChanges: CatalogueChange[];
}

/**
 * What the rules are given to read directly: the whole shop but its parts, its carts, its orders,
 * the emails sent, the contact messages, the newsletter's sign-ups and the history of staff
 * changes. Those (the parts with their model fits, the bulk of a real catalogue; the carts,
 * messages and sign-ups, which anyone can add to; the orders and their emails, which grow every
 * day; the history, which every staff edit and import adds to) are only ever
 * asked for through `ShopReads`, so the server keeps them in its database alone; the mocks hold
 * them in memory (a ShopData is a ShopState).
 */
export type ShopState = Omit<ShopData, "products" | "cartItems" | "orders" | "emails" | "contactMessages" | "newsletterSignups" | "catalogueChanges">;

/**
 * The collections the running shop writes (carts, orders, messages, sign-ups, the emails sent).
 * They start empty, so a seed may leave them out.
 */
export const MUTABLE_COLLECTIONS = ["cartItems", "orders", "contactMessages", "newsletterSignups", "emails", "catalogueChanges"] as const;
export type MutableCollection = (typeof MUTABLE_COLLECTIONS)[number];

/** A seed database (db.json): the run-time collections may be left out. */
export type ShopSeed = Omit<ShopData, MutableCollection> & Partial<Pick<ShopData, MutableCollection>>;

/** The run-time collections, empty: what a new database (or a seed) starts with. */
export function emptyCollections(): Pick<ShopData, MutableCollection> {
  return { cartItems: [], orders: [], contactMessages: [], newsletterSignups: [], emails: [], catalogueChanges: [] };
}

/** A seed that may leave out the run-time collections, made whole: the ones it has are kept. */
export function withRunTimeCollections(seed: ShopSeed): ShopData {
  return { ...emptyCollections(), ...seed };
}

/**
 * The catalogue's collections: every page and catalogue answer is made from them and the store
 * record, so a change to any of them makes what was derived or cached from them stale.
 */
export const CATALOGUE_COLLECTIONS = ["categories", "brands", "products", "posts"] as const;
export type CatalogueCollection = (typeof CATALOGUE_COLLECTIONS)[number];

/** Every collection of rows with an id: the ones a change can put a record in or delete one from. */
export type Collection = MutableCollection | CatalogueCollection;
