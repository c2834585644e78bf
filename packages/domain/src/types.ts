/**
 * The shop's entities and payloads: one types module for the server, the mocks and the UI.
 * Money travels as decimal strings ("12.50"); arithmetic happens in integer cents (pricing.ts).
 */

/** A decimal amount of US dollars with two decimals, as on the wire: "12.50". */
export type Money = string;

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

export interface Product {
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

export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** Plain text; paragraphs separated by blank lines. Never HTML. */
  content: string;
  /** ISO date, "2026-03-14". */
  publishedAt: string;
  /** The product category the guide is about; null for general articles. */
  categoryId: number | null;
  isPublished: boolean;
  author: string;
}

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface OpeningHours {
  /** Short label shown on the page: "Mon-Fri". */
  label: string;
  days: Weekday[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

export interface ShippingTier {
  /** Lowest order total of the tier, inclusive. */
  minTotal: Money;
  /** Highest order total of the tier, inclusive; null for no upper bound. */
  maxTotal: Money | null;
  price: Money;
}

export interface ShippingMethod {
  name: string;
  /** "3-7 business days". */
  delivery: string;
  /** Price by order total, tiers in ascending order. */
  tiers: ShippingTier[];
}

/** The shop's facts, kept once and read by every page, the footer and the structured data. */
export interface StoreRecord {
  name: string;
  tagline: string;
  /** Public site address, used for canonical links and structured data; no trailing slash. */
  url: string;
  /** As shown: "(850) 555-0142". */
  phone: string;
  /** E.164, for tel: links: "+18505550142". */
  phoneE164: string;
  email: string;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  geo: { latitude: number; longitude: number };
  hours: OpeningHours[];
  /** Orders placed by this time ("HH:MM", store time) are ready for pickup the same day. */
  sameDayPickupCutoff: string;
  timeZone: string;
  serviceTowns: string[];
  serviceRadiusMiles: number;
  /** Sales tax as a decimal fraction: "0.065". */
  taxRate: string;
  shipping: {
    localDelivery: { price: Money; freeOver: Money; radiusMiles: number; delivery: string };
    methods: ShippingMethod[];
    signatureRequiredOver: Money;
    processing: string;
    specialOrderProcessing: string;
  };
  returns: {
    days: number;
    receiptRequired: boolean;
    wrongPartExchangeDays: number;
    specialOrderRestockingFeePercent: number;
    cardRefund: string;
  };
  warranty: {
    oem: string;
    aftermarket: string;
    claimResolution: string;
  };
  /** Only set when the shop has real reviews to show; no rating is ever invented. */
  aggregateRating?: { ratingValue: number; reviewCount: number };
}

/** A cart line as stored: it belongs to one guest session. */
export interface CartItemRecord {
  id: string;
  sessionId: string;
  productId: number;
  /** Integer, 1-99. */
  quantity: number;
  /** The product's price when last added or changed; the server's, never the client's. */
  unitPrice: Money;
  addedAt: string;
}

/** What the API shows of a product wherever a short form is enough (cart rows, order lines). */
export interface ProductSummary {
  id: number;
  name: string;
  partNumber: string;
  price: Money;
  /** More than none on hand: derived from `quantityOnHand`. */
  inStock: boolean;
  /** How many are on hand, so the cart's stepper offers no more than the shop can sell. */
  quantityOnHand: number;
  image?: string;
  photo?: PartPhoto;
}

/** A cart line as the API answers it. */
export interface CartItem {
  id: string;
  productId: number;
  quantity: number;
  unitPrice: Money;
  product: ProductSummary;
}

export interface OrderLine {
  productId: number;
  partNumber: string;
  name: string;
  quantity: number;
  unitPrice: Money;
  lineTotal: Money;
}

/** An order as stored. */
export interface OrderRecord {
  id: number;
  /** The shop's own number, told to the customer: "TLH-20261122-00042". */
  orderNumber: string;
  /** The number the client sent; with the session it makes a repeated post return this order. */
  clientOrderNumber: string;
  sessionId: string;
  email: string;
  name: string;
  phone: string;
  items: OrderLine[];
  subtotal: Money;
  tax: Money;
  total: Money;
  fulfilment: "pickup";
  status: OrderStatus;
  createdAt: string;
  /**
   * Every status the order has had, oldest first, starting with "received" when it was placed.
   * Orders stored before statuses existed have none; `orderHistory` reads them as placed and received.
   */
  history?: OrderEvent[];
  /** The staff's note, for the counter only: never shown to the customer. */
  note?: string;
}

/** Where a pickup order stands (docs/product.md, Orders): the only moves are in `ORDER_TRANSITIONS`. */
export const ORDER_STATUSES = ["received", "ready", "picked-up", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One change of an order's status: who made it ("customer" for placing it, else a staff email), when, and why for a cancel. */
export interface OrderEvent {
  status: OrderStatus;
  at: string;
  by: string;
  reason?: string;
}

/** What an email is about: the shop hears of new orders and messages, the customer of each step of their order. */
export const EMAIL_KINDS = ["shop-order", "shop-contact", "order-placed", "order-ready", "order-cancelled", "newsletter-welcome"] as const;
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
  /** The newsletter sign-up it is about, for newsletter-welcome. */
  signupId?: string;
  state: EmailState;
  attempts: number;
  /** When the state last changed. */
  at: string;
  /** Why the last attempt failed, without addresses or credentials. */
  error?: string;
}


/** The answer to POST /api/contact. */
export interface ContactReceipt {
  id: string;
  createdAt: string;
}

/** The answer to POST /api/newsletter: the address as stored (lowercased). */
export interface NewsletterReceipt {
  email: string;
  subscribed: true;
}

/** The answer to POST /api/orders. */
export interface OrderReceipt {
  orderNumber: string;
  /** The key of the order's own page, `/orders/{orderNumber}?key={key}`: whoever holds it may see the order. */
  key: string;
  items: OrderLine[];
  subtotal: Money;
  tax: Money;
  total: Money;
  createdAt: string;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  createdAt: string;
  /** When staff marked it handled, and who (docs/product.md, Back office: Messages and sign-ups); absent while open. */
  handledAt?: string;
  handledBy?: string;
}

export interface NewsletterSignup {
  id: string;
  /** Stored lowercased, so one address is signed up once. */
  email: string;
  createdAt: string;
  /** When the address unsubscribed; the sign-up is kept, so the list shows it. Signing up again clears it. */
  unsubscribedAt?: string;
}

/** Everything the shop keeps: the seed db.json holds the first five, the rest start empty. */
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

export interface ShopData {
  store: StoreRecord;
  categories: Category[];
  brands: Brand[];
  products: Product[];
  posts: BlogPost[];
  cartItems: CartItemRecord[];
  orders: OrderRecord[];
  contactMessages: ContactMessage[];
  newsletterSignups: NewsletterSignup[];
  emails: EmailRecord[];
  catalogueChanges: CatalogueChange[];
}

/**
 * The collections the running shop writes (carts, orders, messages, sign-ups, the emails sent).
 * They start empty, so a seed may leave them out.
 */
export const MUTABLE_COLLECTIONS = ["cartItems", "orders", "contactMessages", "newsletterSignups", "emails", "catalogueChanges"] as const;
export type MutableCollection = (typeof MUTABLE_COLLECTIONS)[number];

/**
 * The catalogue's collections: every page and catalogue answer is made from them and the store
 * record, so a change to any of them makes what was derived or cached from them stale.
 */
export const CATALOGUE_COLLECTIONS = ["categories", "brands", "products", "posts"] as const;
export type CatalogueCollection = (typeof CATALOGUE_COLLECTIONS)[number];

/** Every collection of rows with an id: the ones a change can put a record in or delete one from. */
export type Collection = MutableCollection | CatalogueCollection;

// ---- API views and payloads -------------------------------------------------------------------

export interface CategoryView extends Category {
  /** Parts in the category, counted from the catalogue. */
  productCount: number;
}

export interface BrandView extends Brand {
  productCount: number;
}

/** A product as the API answers it, with its brand and category named. */
export interface ProductView extends Product {
  /** More than none on hand: derived from `quantityOnHand`, never stored. */
  inStock: boolean;
  brand: Pick<Brand, "id" | "name" | "slug">;
  category: Pick<Category, "id" | "name" | "slug" | "type">;
}

export interface ProductList {
  products: ProductView[];
  total: number;
}

export interface BlogPostView extends BlogPost {
  category: Pick<Category, "id" | "name" | "slug" | "type"> | null;
}

export interface BlogList {
  posts: BlogPostView[];
  total: number;
}

export const PRODUCT_SORTS = ["popular", "price-asc", "price-desc", "name"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** GET /api/products query, after validation. */
export interface ProductQuery {
  type?: PartType;
  categoryId?: number;
  brandId?: number;
  search?: string;
  inStock?: boolean;
  isFeatured?: boolean;
  isPopular?: boolean;
  sort: ProductSort;
  limit: number;
  offset: number;
}

/** GET /api/blog query, after validation. Only published posts are ever served. */
export interface BlogQuery {
  search?: string;
  limit: number;
  offset: number;
}

export interface AddToCartInput {
  productId: number;
  /** Default 1. */
  quantity?: number;
}

export interface UpdateCartItemInput {
  quantity: number;
}

export interface CreateOrderInput {
  email: string;
  name: string;
  phone: string;
  subtotal: Money;
  tax: Money;
  total: Money;
  /**
   * The lines the customer saw ("2 x Water Filter (EDR1RXD1) - $99.98"), as one text block or a
   * list of lines: size-checked, then dropped; the order is the server's priced lines.
   */
  items: string | string[];
  /** The client's number for this order; posting it again returns the same order. */
  orderNumber: string;
}

/** How the shop reaches the customer about a pickup order: the contact fields of an order. */
export type CustomerInfo = Pick<CreateOrderInput, "email" | "name" | "phone">;

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  phone?: string;
  subject?: string;
}

export interface NewsletterInput {
  email: string;
}

/** Every error the API answers with. */
export interface ApiErrorBody {
  message: string;
  /** The request field the message is about, when there is one. */
  field?: string;
}

// ---- Orders as the customer and the staff see them ----------------------------------------------

/** GET /api/orders/{orderNumber}?key=: the customer's own order page. No session id, no staff note. */
export interface CustomerOrderView {
  orderNumber: string;
  key: string;
  status: OrderStatus;
  /** Set when the order was cancelled. */
  cancelReason?: string;
  name: string;
  items: OrderLine[];
  subtotal: Money;
  tax: Money;
  total: Money;
  createdAt: string;
  /** When it was last marked ready, picked up or cancelled; absent while received. */
  updatedAt?: string;
}

/** POST /api/orders/lookup: "Find my order" by number and the email it was placed with. */
export interface FindOrderInput {
  orderNumber: string;
  email: string;
}

/** The answer to a found order: where its page is. */
export interface FoundOrder {
  orderNumber: string;
  key: string;
}

/** POST /api/staff/session. */
export interface StaffSignInInput {
  email: string;
  password: string;
}

/** Who is signed in to the back office, and the token every staff write must send back (x-csrf-token). */
export interface StaffSessionView {
  email: string;
  csrfToken: string;
}

/** GET /api/staff/orders query, after validation. */
export interface StaffOrderQuery {
  status?: OrderStatus;
  /** "2026-11-23": orders placed that day in the shop's time zone. */
  day?: string;
  /** Order number, name, phone or email, or part of one. */
  q?: string;
  limit: number;
  offset: number;
}

/** One order in the inbox. */
export interface StaffOrderSummary {
  orderNumber: string;
  status: OrderStatus;
  name: string;
  phone: string;
  email: string;
  /** Lines and units, for a glance: "3 parts". */
  lineCount: number;
  itemCount: number;
  total: Money;
  createdAt: string;
}

/** GET /api/staff/orders: newest first. `counts` are per status over the day and search, before the status filter. */
export interface StaffOrderList {
  orders: StaffOrderSummary[];
  total: number;
  counts: Record<OrderStatus, number>;
}

/** GET /api/staff/orders/{orderNumber}: all the counter needs, with the emails sent about it. */
export interface StaffOrderView extends Omit<OrderRecord, "sessionId" | "clientOrderNumber" | "history"> {
  history: OrderEvent[];
  /** The statuses it may move to now. */
  next: OrderStatus[];
  emails: EmailRecord[];
}

/** POST /api/staff/orders/{orderNumber}/status. */
export interface OrderStatusInput {
  status: OrderStatus;
  /** Required when cancelling: the customer is told it. */
  reason?: string;
}

/** PUT /api/staff/orders/{orderNumber}/note; an empty note removes it. */
export interface OrderNoteInput {
  note: string;
}

// ---- Parts in the back office (docs/product.md, Back office: Parts) -----------------------------

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
  part: Product;
  history: CatalogueChange[];
}

/** POST /api/staff/parts (every field but originalPrice, supersedes and the flags is required); PUT takes any of them. */
export interface PartInput {
  name: string;
  partNumber: string;
  price: Money;
  /** The price before a sale, above `price`; null (or absent on create) for no sale. */
  originalPrice?: Money | null;
  quantityOnHand: number;
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
