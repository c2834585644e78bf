import { isStaffPath, matchPage, parseRecordId, PRODUCTS_PER_PAGE, type ListingQuery, type PageKind, type PartType } from "@shop/domain";
import type { dataTagSymbol, QueryClient, QueryKey } from "@tanstack/react-query";
import { ApiError } from "../client/client.ts";
import { pathFromQueryKey } from "../client/keys.ts";
import { guideCardQueries, readGuideParams, RELATED_POOL } from "../guides/index.ts";
import { orderQueries } from "../orders/index.ts";
import { linkQueries, pageCountFor, listingFor, readCatalogueParams } from "../catalogue/index.ts";
import { apiQueries } from "../client/queries.ts";
import { GUIDE_TEASER_COUNT } from "./HomeScreen/guide-teasers.ts";

/**
 * What each page reads, for the server's render: the same queries, with the same keys, that the
 * page's screen and the shop's frame (header, footer) ask for when they render, so the HTML holds
 * the page's content and the browser hydrates from those answers without asking again. A read that
 * depends on another (a category's parts need its id; a brand filter named by slug needs the brand
 * list) is made from the first one's answer, as the screen makes it.
 *
 * Kept beside the screens, which ask for the same things: a screen that starts reading something
 * new adds it here too, and the render test of every page (page-reads.test.tsx) fails until it does.
 */

/**
 * Query options as `apiQueries` makes them: a key tagged with the answer's type. A trimmed read
 * (`linkQueries`, `guideCardQueries`) also says which path it asks and how it trims that path's answer.
 */
export type ReadOptions<T> = {
  queryKey: QueryKey & { [dataTagSymbol]: T };
  answerPath?: string;
  trimAnswer?: (answer: never) => T;
};

/**
 * Answers one query where the server renders (from the live data, in-process) and keeps the
 * answer, or the error, for the page; resolves to the answer, or undefined when it failed.
 */
export type PageRead = <T>(options: ReadOptions<T>) => Promise<T | undefined>;

/** An in-process answer to a GET of an /api path (path and query): the domain's `readOutcome` gives one. */
export type ReadAnswer = (path: string) => Promise<{ status: number; body?: unknown }>;

/**
 * A `PageRead` that answers each query with `answer` and keeps what it gets in `client`, as the
 * page's data: a success as the query's data, a failure as its error (an `ApiError`, as the
 * browser's own call would raise, so a not-found screen renders the same on both sides).
 * `onFailure` hears of each failed read.
 */
export function readInto(client: QueryClient, answer: ReadAnswer, onFailure?: (status: number, path: string) => void): PageRead {
  return async (options) => {
    const path = options.answerPath ?? pathFromQueryKey(options.queryKey);
    const outcome = await answer(path);
    if (outcome.status >= 200 && outcome.status < 300) {
      const data = options.trimAnswer ? options.trimAnswer(outcome.body as never) : outcome.body;
      client.setQueryData(options.queryKey, data as never);
      return data as never;
    }
    onFailure?.(outcome.status, path);
    const error = new ApiError(outcome.status, "", JSON.stringify(outcome.body ?? ""));
    client.getQueryCache().build(client, { queryKey: options.queryKey }).setState({
      status: "error",
      error,
      errorUpdatedAt: Date.now(),
      fetchFailureCount: 1,
      fetchFailureReason: error,
    });
    return undefined;
  };
}

/** Whether the URL is a page of the shop with something to show, or a not-found page (HTTP 404). */
export type PageOutcome = "found" | "not-found";

interface PageArgs {
  params: Record<string, string>;
  search: URLSearchParams;
  type: PartType;
}

const found = (record: unknown): PageOutcome => (record === undefined ? "not-found" : "found");

/**
 * One page of a listing. A URL past its last page (a shared link to ?page=3 of what is now 2) is
 * moved to the last page by the listing as soon as it mounts (CatalogueListing), so that page is
 * read too, and the move shows parts at once instead of asking for them after hydration.
 */
async function readListing(read: PageRead, query: ListingQuery): Promise<void> {
  const list = await read(apiQueries.products(query));
  const last = pageCountFor(list?.total ?? 0, PRODUCTS_PER_PAGE);
  if (last > 0 && (query.page ?? 1) > last) await read(apiQueries.products({ ...query, page: last }));
}

const READS: Record<PageKind, (read: PageRead, page: PageArgs) => Promise<PageOutcome>> = {
  async home(read) {
    await read(apiQueries.featuredParts());
    await read(apiQueries.popularParts());
    await read(guideCardQueries.posts({ page: 1, pageSize: GUIDE_TEASER_COUNT }));
    await read(apiQueries.symptoms());
    return "found";
  },
  // The cart belongs to the visitor's session, which only the browser knows.
  cart: () => Promise.resolve("found"),
  // The saved ids live in the visitor's browser: the list is read after mount.
  saved: () => Promise.resolve("found"),
  // A form: nothing to read until the visitor sends lines.
  "quick-order": () => Promise.resolve("found"),
  async search(read, { search }) {
    const brands = await read(linkQueries.brands()) ?? [];
    await readListing(read, listingFor({}, readCatalogueParams(search, "q"), "brand", brands).query);
    return "found";
  },
  info: () => Promise.resolve("found"),
  local: () => Promise.resolve("found"),
  async type(read, { search, type }) {
    await read(linkQueries.categories(type));
    await read(linkQueries.brands(type));
    // The side's "What's wrong?" entry, which the app's route puts on the page.
    await read(apiQueries.symptoms(type));
    const model = search.get("search")?.trim() ?? "";
    if (model) await read(apiQueries.modelSearch(model, type));
    return "found";
  },
  async category(read, { params, search, type }) {
    const category = await read(apiQueries.category(params.slug ?? ""));
    const brands = await read(linkQueries.brands(type)) ?? [];
    if (!category || category.type !== type) return "not-found";
    await readListing(read, listingFor({ categoryId: category.id }, readCatalogueParams(search), "brand", brands).query);
    return "found";
  },
  async brands(read) {
    await read(linkQueries.brands());
    return "found";
  },
  async brand(read, { params, search }) {
    const brand = await read(apiQueries.brand(params.slug ?? ""));
    const categories = await read(linkQueries.categories()) ?? [];
    if (!brand) return "not-found";
    const options = categories.filter((category) => category.type === brand.type);
    await readListing(read, listingFor({ brandId: brand.id }, readCatalogueParams(search), "category", options).query);
    return "found";
  },
  async blog(read, { search }) {
    await read(guideCardQueries.posts(readGuideParams(search)));
    return "found";
  },
  async article(read, { params }) {
    const post = await read(apiQueries.blogPost(params.slug ?? ""));
    // The related guides show beside an article only; 'Article Not Found' has none.
    if (!post) return "not-found";
    await read(guideCardQueries.posts({ page: 1, pageSize: RELATED_POOL }));
    return "found";
  },
  async product(read, { params }) {
    const id = parseRecordId(params.id);
    return id === undefined ? "not-found" : found(await read(apiQueries.product(id)));
  },
  async model(read, { params }) {
    return found(await read(apiQueries.modelPage(params.model ?? "")));
  },
  async symptoms(read) {
    await read(apiQueries.symptoms());
    return "found";
  },
  async symptom(read, { params, search }) {
    return found(await read(apiQueries.symptom(params.appliance ?? "", params.slug ?? "", search.get("model") ?? undefined)));
  },
  "order-lookup": () => Promise.resolve("found"),
  // Read with the key in the address, as the browser asks: a wrong or missing key is not found.
  async order(read, { params, search }) {
    return found(await read(orderQueries.order(params.orderNumber ?? "", search.get("key") ?? "")));
  },
  // Nothing to read: the page only posts, from its button.
  unsubscribe: () => Promise.resolve("found"),
  "newsletter-confirm": () => Promise.resolve("found"),
};

/**
 * Reads everything the page at `url` renders: the frame's store record, category and brand links,
 * then the page's own. A back-office page reads the store record alone. A path that is no page,
 * or a page whose record does not exist, is "not-found".
 */
export async function readPage(read: PageRead, url: URL): Promise<PageOutcome> {
  await read(apiQueries.store());
  // The back office's frame shows the shop's name; its data needs the staff cookie, so the browser reads it.
  if (isStaffPath(url.pathname)) return "found";
  await read(linkQueries.categories());
  await read(linkQueries.brands());
  const match = matchPage(url.pathname);
  if (!match) return "not-found";
  return READS[match.page.kind](read, { params: match.params, search: url.searchParams, type: match.page.type ?? "appliance" });
}
