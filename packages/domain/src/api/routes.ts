import type {
  StaffBrandView,
  StaffCategoryView,
  TaxonomyInput,
  AddToCartInput,
  BlogList,
  BlogPostView,
  BlogQuery,
  BrandView,
  CartItem,
  CategoryView,
  ContactInput,
  ContactMessage,
  ContactReceipt,
  CreateOrderInput,
  CustomerOrderView,
  FindOrderInput,
  FoundOrder,
  OrderNoteInput,
  OrderStatusInput,
  StaffOrderList,
  StaffOrderQuery,
  StaffOrderView,
  PartInput,
  StaffPartList,
  StaffPartQuery,
  StaffPartView,
  StaffSessionView,
  StaffSignInInput,
  NewsletterInput,
  NewsletterReceipt,
  OrderReceipt,
  PartType,
  ProductList,
  ProductQuery,
  ProductView,
  StoreRecord,
  UpdateCartItemInput,
} from "../types.ts";
import type { CatalogueChange } from "../types.ts";
import { MAX_IMPORT_BYTES } from "../limits.ts";
import type { StoreEditInput } from "../store-edit.ts";
import type {
  CatalogueApplyInput,
  CatalogueExportView,
  CatalogueImportAppliedView,
  CatalogueImportInput,
  CatalogueImportPreviewView,
} from "../catalogue-import.ts";
import type { SignupsCsv, StaffMessageList, StaffSignupList, UnsubscribeReceipt } from "../inbox-messages.ts";
import type { StaffMessageFilter } from "../validation.ts";
import type { StaffPostList, StaffPostView } from "../post-edit.ts";
import type { PostInput } from "../posts.ts";
import type { ModelPageView } from "../model-pages.ts";

/**
 * The /api calls, declared once: each call's method, path and group, and (as types only) what it
 * takes and answers. The server and the MSW mocks pair these definitions with the rules that
 * answer them (handlers.ts); the UI's client builds its paths and query keys from them, so a
 * call the table does not have, or a wrong answer type, is a compile error there.
 *
 * This module holds no rules and imports no validation, so the storefront's bundle can carry it.
 */

/** Where the API lives: every path below is under it. */
export const API_BASE = "/api";

/** Call groups: the unit a story or test swaps for an empty, pending, error or not-found answer. */
export const ROUTE_GROUPS = ["store", "categories", "brands", "products", "blog", "cart", "orders", "contact", "newsletter", "staff"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** What one call takes and answers. Types only: a definition never holds values of them. */
export interface CallTypes {
  /** The query parameters a client may send (the server validates whatever arrives). */
  query?: object;
  /** The JSON body of a write. */
  body?: unknown;
  /** The JSON answer on success; `void` for 204 No Content. */
  response: unknown;
}

/** The names of a path pattern's `:params`: "/cart/:id" -> "id". */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export interface RouteDefinition<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Types extends CallTypes = CallTypes,
> {
  readonly method: Method;
  /** Below /api, in the `:param` form both express and MSW read. */
  readonly path: Path;
  readonly group: RouteGroup;
  /** Needs a valid session-id header. */
  readonly session: boolean;
  /**
   * Back office: answers 401 unless the adapter found a signed-in staff session (a cookie, never the
   * visitor's session-id), and a write must also send that session's CSRF token (`x-csrf-token`).
   */
  readonly staff: boolean;
  /** Takes a JSON body: every POST and PUT. */
  readonly body: boolean;
  /**
   * The answer depends only on the URL and the catalogue (store record, categories, brands,
   * products, posts): an adapter may keep it until a change touches the catalogue
   * (`touchesCatalogue`). Every read without a session, staff sign-in or private answer is one.
   */
  readonly cacheable: boolean;
  /** A larger body limit than the adapters' default (http.ts, MAX_BODY_BYTES), for the few calls that carry a file. */
  readonly maxBodyBytes?: number;
  /** Never set: carries the call's request and response types to whoever holds the definition. */
  readonly types?: Types;
}

type TypesOf<R> = R extends RouteDefinition<HttpMethod, string, infer Types> ? Types : never;

/** What a call answers on success. */
export type ResponseOf<R> = TypesOf<R>["response"];
/** The query parameters a call takes. */
export type QueryOf<R> = TypesOf<R> extends { query: infer Query } ? Query : never;
/** The body a write sends. */
export type BodyOf<R> = TypesOf<R> extends { body: infer Body } ? Body : never;
/** The path parameters a call needs, by name; numbers are sent as their digits. */
export type ParamsOf<R> = R extends RouteDefinition<HttpMethod, infer Path> ? Record<PathParamNames<Path>, string | number> : never;

/** One request to a call: its path parameters, query and body, each present only when the call takes it. */
export type RequestOf<R> = ([PathParamNames<R extends RouteDefinition<HttpMethod, infer Path> ? Path : never>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R> }) &
  ([QueryOf<R>] extends [never] ? { query?: undefined } : { query?: QueryOf<R> }) &
  ([BodyOf<R>] extends [never] ? { body?: undefined } : { body: BodyOf<R> });

/**
 * Declares a call: `defineRoute<{ query: Q; response: R }>()("GET", "/products", "products")`.
 * The types come first and apart, so the method and the path are still read as literals.
 */
export function defineRoute<Types extends CallTypes>() {
  return <Method extends HttpMethod, Path extends string>(
    method: Method,
    path: Path,
    group: RouteGroup,
    options: { session?: boolean; staff?: boolean; private?: boolean; maxBodyBytes?: number } = {},
  ): RouteDefinition<Method, Path, Types> => {
    const session = options.session ?? false;
    const staff = options.staff ?? false;
    return {
      method,
      path,
      group,
      session,
      staff,
      body: method === "POST" || method === "PUT",
      cacheable: method === "GET" && !session && !staff && !options.private,
      ...(options.maxBodyBytes === undefined ? {} : { maxBodyBytes: options.maxBodyBytes }),
    };
  };
}

/** `?type=` on the category, brand and model-search calls. */
export interface TypeQuery {
  type?: PartType;
}

/** What a client may send to GET /api/products; the server fills in the sort and the page. */
export type ProductQueryParams = Partial<ProductQuery>;

/** What a client may send to GET /api/blog: `isPublished` may only be true (drafts are never served). */
export type BlogQueryParams = Partial<BlogQuery> & { isPublished?: true };

/**
 * Every call by name, in the order the adapters match them: the model search and the parts by ids come
 * before the product by id, which would otherwise take "search-by-model" or "by-ids" as an id.
 */
export const apiRoutes = {
  store: defineRoute<{ response: StoreRecord }>()("GET", "/store", "store"),

  categories: defineRoute<{ query: TypeQuery; response: CategoryView[] }>()("GET", "/categories", "categories"),
  category: defineRoute<{ response: CategoryView }>()("GET", "/categories/:slug", "categories"),

  brands: defineRoute<{ query: TypeQuery; response: BrandView[] }>()("GET", "/brands", "brands"),
  brand: defineRoute<{ response: BrandView }>()("GET", "/brands/:slug", "brands"),

  products: defineRoute<{ query: ProductQueryParams; response: ProductList }>()("GET", "/products", "products"),
  modelSearch: defineRoute<{ query: TypeQuery; response: ProductView[] }>()("GET", "/products/search-by-model/:model", "products"),
  /** The saved-parts page's parts, by `?ids=1,2,3` (at most 100); hidden or missing ones are left out. */
  productsByIds: defineRoute<{ query: { ids?: string }; response: ProductView[] }>()("GET", "/products/by-ids", "products"),
  product: defineRoute<{ response: ProductView }>()("GET", "/products/:id", "products"),
  /** A model page's parts: the model written any way, answered with its listed form; 404 when no part lists it. */
  modelPage: defineRoute<{ response: ModelPageView }>()("GET", "/models/:model", "products"),

  blogPosts: defineRoute<{ query: BlogQueryParams; response: BlogList }>()("GET", "/blog", "blog"),
  blogPost: defineRoute<{ response: BlogPostView }>()("GET", "/blog/:slug", "blog"),

  cart: defineRoute<{ response: CartItem[] }>()("GET", "/cart", "cart", { session: true }),
  addToCart: defineRoute<{ body: AddToCartInput; response: CartItem }>()("POST", "/cart", "cart", { session: true }),
  clearCart: defineRoute<{ response: void }>()("DELETE", "/cart", "cart", { session: true }),
  updateCartItem: defineRoute<{ body: UpdateCartItemInput; response: CartItem }>()("PUT", "/cart/:id", "cart", { session: true }),
  removeCartItem: defineRoute<{ response: void }>()("DELETE", "/cart/:id", "cart", { session: true }),

  createOrder: defineRoute<{ body: CreateOrderInput; response: OrderReceipt }>()("POST", "/orders", "orders", { session: true }),
  /** "Find my order": the number and the email it was placed with; one answer for every miss. */
  findOrder: defineRoute<{ body: FindOrderInput; response: FoundOrder }>()("POST", "/orders/lookup", "orders"),
  /** The order placed by this browser's guest session, for the banner after checkout; 404 for any other. */
  sessionOrder: defineRoute<{ response: CustomerOrderView }>()("GET", "/orders/:orderNumber/receipt", "orders", { session: true }),
  /** The customer's order page, with the key from the confirmation or the email. */
  order: defineRoute<{ query: { key: string }; response: CustomerOrderView }>()("GET", "/orders/:orderNumber", "orders", { private: true }),

  sendContact: defineRoute<{ body: ContactInput; response: ContactReceipt }>()("POST", "/contact", "contact"),

  subscribe: defineRoute<{ body: NewsletterInput; response: NewsletterReceipt }>()("POST", "/newsletter", "newsletter"),
  /** The unsubscribe link's button: the address and its key; a wrong key changes nothing (docs/product.md, Newsletter unsubscribe). */
  unsubscribe: defineRoute<{ body: { email: string; key: string }; response: UnsubscribeReceipt }>()(
    "POST",
    "/newsletter/unsubscribe",
    "newsletter",
  ),

  /** Who is signed in to the back office (401 when nobody is), with the CSRF token for writes. */
  staffSession: defineRoute<{ response: StaffSessionView }>()("GET", "/staff/session", "staff", { staff: true }),
  staffOrders: defineRoute<{ query: Partial<StaffOrderQuery>; response: StaffOrderList }>()("GET", "/staff/orders", "staff", { staff: true }),
  staffOrder: defineRoute<{ response: StaffOrderView }>()("GET", "/staff/orders/:orderNumber", "staff", { staff: true }),
  staffOrderStatus: defineRoute<{ body: OrderStatusInput; response: StaffOrderView }>()(
    "POST",
    "/staff/orders/:orderNumber/status",
    "staff",
    { staff: true },
  ),
  staffOrderNote: defineRoute<{ body: OrderNoteInput; response: StaffOrderView }>()("PUT", "/staff/orders/:orderNumber/note", "staff", {
    staff: true,
  }),
  /** Every part, hidden ones too, by name (docs/product.md, Back office: Parts). */
  staffParts: defineRoute<{ query: Partial<StaffPartQuery>; response: StaffPartList }>()("GET", "/staff/parts", "staff", { staff: true }),
  staffPart: defineRoute<{ response: StaffPartView }>()("GET", "/staff/parts/:id", "staff", { staff: true }),
  staffCreatePart: defineRoute<{ body: PartInput; response: StaffPartView }>()("POST", "/staff/parts", "staff", { staff: true }),
  staffUpdatePart: defineRoute<{ body: Partial<PartInput>; response: StaffPartView }>()("PUT", "/staff/parts/:id", "staff", { staff: true }),
  /** Every category and brand, with their parts counted (docs/product.md, Back office: Categories and brands). */
  staffCategories: defineRoute<{ response: CategoryView[] }>()("GET", "/staff/categories", "staff", { staff: true }),
  staffCategory: defineRoute<{ response: StaffCategoryView }>()("GET", "/staff/categories/:id", "staff", { staff: true }),
  staffCreateCategory: defineRoute<{ body: TaxonomyInput; response: StaffCategoryView }>()("POST", "/staff/categories", "staff", { staff: true }),
  staffUpdateCategory: defineRoute<{ body: Partial<TaxonomyInput>; response: StaffCategoryView }>()("PUT", "/staff/categories/:id", "staff", {
    staff: true,
  }),
  staffBrands: defineRoute<{ response: BrandView[] }>()("GET", "/staff/brands", "staff", { staff: true }),
  staffBrand: defineRoute<{ response: StaffBrandView }>()("GET", "/staff/brands/:id", "staff", { staff: true }),
  staffCreateBrand: defineRoute<{ body: TaxonomyInput; response: StaffBrandView }>()("POST", "/staff/brands", "staff", { staff: true }),
  staffUpdateBrand: defineRoute<{ body: Partial<TaxonomyInput>; response: StaffBrandView }>()("PUT", "/staff/brands/:id", "staff", { staff: true }),
  /**
   * Removes a part's photo (docs/architecture.md, Part photos). Its upload, PUT of the same path
   * with the image as the body, is no JSON call: each adapter reads the bytes itself.
   */
  staffRemovePartPhoto: defineRoute<{ response: StaffPartView }>()("DELETE", "/staff/parts/:id/photo", "staff", { staff: true }),
  /** The store record, for the back office's form. */
  staffStore: defineRoute<{ response: StoreRecord }>()("GET", "/staff/store", "staff", { staff: true }),
  /** Edits the store's facts (docs/product.md, Back office: Store); answers the new record. */
  staffStoreEdit: defineRoute<{ body: StoreEditInput; response: StoreRecord }>()("PUT", "/staff/store", "staff", { staff: true }),
  /** The store record's last changes, newest first. */
  staffStoreHistory: defineRoute<{ response: CatalogueChange[] }>()("GET", "/staff/store/history", "staff", { staff: true }),
  /** Every part as CSV, as JSON `{ filename, csv }` for the page to save (docs/architecture.md, Catalogue CSV). */
  staffCatalogueExport: defineRoute<{ response: CatalogueExportView }>()("GET", "/staff/catalogue/export", "staff", { staff: true }),
  /** What importing a CSV would do; changes nothing. Bodies up to 2 MB (MAX_IMPORT_BYTES). */
  staffCatalogueImportPreview: defineRoute<{ body: CatalogueImportInput; response: CatalogueImportPreviewView }>()(
    "POST",
    "/staff/catalogue/import/preview",
    "staff",
    { staff: true, maxBodyBytes: MAX_IMPORT_BYTES },
  ),
  /** Applies a previewed CSV as one commit; 400 while it has errors, 409 when the catalogue changed since the preview. */
  staffCatalogueImportApply: defineRoute<{ body: CatalogueApplyInput; response: CatalogueImportAppliedView }>()(
    "POST",
    "/staff/catalogue/import/apply",
    "staff",
    { staff: true, maxBodyBytes: MAX_IMPORT_BYTES },
  ),
  /** Contact messages, newest first (docs/product.md, Back office: Messages and sign-ups). */
  staffMessages: defineRoute<{ query: { status?: StaffMessageFilter }; response: StaffMessageList }>()("GET", "/staff/messages", "staff", {
    staff: true,
  }),
  /** Marks a message handled (who and when are kept on it) or open again. */
  staffMessageHandled: defineRoute<{ body: { handled: boolean }; response: ContactMessage }>()("PUT", "/staff/messages/:id", "staff", {
    staff: true,
  }),
  staffSignups: defineRoute<{ response: StaffSignupList }>()("GET", "/staff/signups", "staff", { staff: true }),
  /** The sign-ups as a CSV file's name and text, for the browser to save. */
  staffSignupsExport: defineRoute<{ response: SignupsCsv }>()("GET", "/staff/signups/export", "staff", { staff: true }),
  /** Every repair guide, drafts and scheduled ones too (docs/product.md, Back office: Guides). */
  staffPosts: defineRoute<{ response: StaffPostList }>()("GET", "/staff/posts", "staff", { staff: true }),
  staffPost: defineRoute<{ response: StaffPostView }>()("GET", "/staff/posts/:id", "staff", { staff: true }),
  staffCreatePost: defineRoute<{ body: PostInput; response: StaffPostView }>()("POST", "/staff/posts", "staff", { staff: true }),
  staffUpdatePost: defineRoute<{ body: Partial<PostInput>; response: StaffPostView }>()("PUT", "/staff/posts/:id", "staff", { staff: true }),
};

/** The one answer to a wrong email or password (or an account that is gone): it never says which. */
export const STAFF_SIGN_IN_REFUSED = "Email or password is incorrect";

/**
 * Signing in and out of the back office. Declared here for the client, but answered by each
 * adapter itself, not by a domain rule: checking a password hash and keeping a session are the
 * server's (and, in their own simple way, the mocks'). The body is checked with `parseStaffSignIn`.
 */
export const staffAuthRoutes = {
  /** Answers the new session, or 401 "Email or password is incorrect"; 429 after too many tries. */
  staffSignIn: defineRoute<{ body: StaffSignInInput; response: StaffSessionView }>()("POST", "/staff/session", "staff"),
  /** Ends the session; 204 whether or not there was one. */
  staffSignOut: defineRoute<{ response: void }>()("DELETE", "/staff/session", "staff"),
};

export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;
