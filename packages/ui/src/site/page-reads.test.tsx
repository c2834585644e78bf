import { INFO_SLUGS, LOCAL_SLUGS, matchPage, PAGES, readOutcome, type PageKind, type PageRow, type PartType } from "@shop/domain";
import { getMockData, mockOrderKey, placeMockOrder } from "@shop/mocks";
import { QueryClientProvider, type Query, type QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useParams, useSearchParams, type RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pathFromQueryKey } from "../client/keys.ts";
import { apiQueries } from "../client/queries.ts";
import { TooltipProvider } from "../design/primitives/Tooltip.tsx";
import { createQueryClient } from "../client/query-client.ts";
import { AllBrandsScreen, BrandScreen, CategoryScreen, ModelScreen, PartScreen, SearchScreen, TypeLandingScreen } from "../catalogue/index.ts";
import { ArticleScreen, GuideListScreen } from "../guides/index.ts";
import { SymptomScreen, SymptomsScreen, WhatsWrong } from "../symptoms/index.ts";
import { CartScreen, QuickOrderScreen, SavedScreen } from "../cart/index.ts";
import { HomeScreen } from "./HomeScreen/index.ts";
import { InfoScreen } from "../shop-info/index.ts";
import { LocalLandingScreen } from "./LocalLandingScreen/index.ts";
import { NotFoundScreen } from "./NotFoundScreen/index.ts";
import { FindOrderScreen, OrderScreen } from "../orders/index.ts";
import { ShopLayout } from "./ShopLayout/index.ts";
import { ConfirmSignupScreen, UnsubscribeScreen } from "../inbox/index.ts";
import { readInto, readPage, type PageOutcome, type PageRead } from "./page-reads.ts";

/**
 * Every page, rendered in the shop's frame from what `readPage` read and nothing else, as the
 * server renders it: a query a screen asks for that readPage did not read would be a loading
 * skeleton in the server's HTML, fetched by the browser after hydration. Each URL fills a fresh
 * cache through readPage alone (answered in-process from the mocks' data by the domain's
 * `readOutcome`, as packages/app/src/page-data.server.ts answers it from the live data), then
 * renders once with the network shut.
 */

const data = getMockData();

/** The cart belongs to the visitor's session, which only the browser knows: it is never read for a page. */
const BROWSER_ONLY = [JSON.stringify(apiQueries.cart().queryKey)];
const CART_PATH = pathFromQueryKey(apiQueries.cart().queryKey);

const categoryOf = (product: { categoryId: number }) => data.categories.find((category) => category.id === product.categoryId)!;
const brandOf = (product: { brandId: number }) => data.brands.find((brand) => brand.id === product.brandId)!;

/** A model number of a part of one side of the shop. */
function modelOf(type: PartType): string {
  const part = data.products.find((product) => categoryOf(product).type === type && product.compatibility.length > 0);
  return part!.compatibility[0]!;
}

/** The record most of the parts belong to, so its listing has a second page. */
function biggest<T>(recordOf: (product: (typeof data.products)[number]) => T, products = data.products): T {
  const counts = new Map<T, number>();
  for (const product of products) counts.set(recordOf(product), (counts.get(recordOf(product)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

const applianceCategory = biggest(categoryOf, data.products.filter((product) => categoryOf(product).type === "appliance"));
const bigBrand = biggest(brandOf);
const categoryBrand = brandOf(data.products.find((product) => product.categoryId === applianceCategory.id)!);
const filterBrand = brandOf(data.products.find((product) => /filter/i.test(product.name))!);
const hvacCategory = data.categories.find((category) => category.type === "hvac")!;
const post = data.posts.find((p) => p.isPublished)!;
const part = data.products[0]!;
/** An order the mocks' keys open, as the server's keys open the live shop's orders. */
const order = await placeMockOrder({ status: "ready" });

/**
 * Every page of the page table, with the query strings its screen reads, and the not-found
 * variants. Some pages are past their listing's last page (one brand's parts of a category fill
 * less than a page): the listing moves them to the last page as it mounts.
 */
const URLS: readonly string[] = [
  "/",
  "/cart",
  "/saved",
  "/quick-order",
  "/symptoms",
  "/symptoms/refrigerator/not-cooling",
  "/symptoms/refrigerator/not-cooling?model=WRF555SDFZ",
  "/symptoms/refrigerator/no-such-symptom",
  "/search?q=filter",
  "/search?q=filter&page=2",
  `/search?q=filter&brand=${filterBrand.slug}&inStock=true&page=2`,
  ...INFO_SLUGS.map((slug) => `/${slug}`),
  "/contact?subject=x",
  ...LOCAL_SLUGS.map((slug) => `/${slug}`),
  "/appliance-parts",
  `/hvac-parts?search=${modelOf("hvac")}`,
  `/appliance-parts?search=${modelOf("appliance")}`,
  `/appliance-parts/${applianceCategory.slug}?sort=price-asc&page=2`,
  `/appliance-parts/${applianceCategory.slug}?brand=${categoryBrand.slug}&sort=price-asc&page=2`,
  `/hvac-parts/${hvacCategory.slug}`,
  `/hvac-parts/${applianceCategory.slug}`,
  "/appliance-parts/no-such-category",
  "/brands",
  "/brands?type=hvac",
  `/brands/${bigBrand.slug}?page=2`,
  `/brands/${categoryBrand.slug}?category=${applianceCategory.slug}`,
  "/brands/no-such-brand",
  "/blog",
  "/blog?search=x&page=2",
  `/blog/${post.slug}`,
  "/blog/no-such-guide",
  `/products/${part.id}`,
  "/products/999999",
  "/products/abc",
  `/models/${encodeURIComponent(modelOf("appliance"))}`,
  `/models/${encodeURIComponent(modelOf("hvac").toLowerCase().replace(/(.{3})/, "$1-"))}`,
  "/models/NO-SUCH-MODEL-1",
  "/orders",
  `/orders/${order.orderNumber}?key=${order.key}`,
  `/orders/${order.orderNumber}?key=wrong`,
  `/orders/${order.orderNumber}`,
  "/orders/TLH-20260101-AAAAA?key=x",
  "/newsletter/unsubscribe?email=reader%40example.com&key=k",
  "/newsletter/unsubscribe",
  "/newsletter/confirm?email=reader%40example.com&key=k",
  "/newsletter/confirm",
  "/no-such-page",
];

/** The URLs' answers, and the reads that failed, kept as the page renderer keeps them. */
const readerOver = (client: QueryClient, failures: string[]): PageRead =>
  readInto(
    client,
    (path) => readOutcome(data, path, { now: new Date(), newId: () => "", orderKey: mockOrderKey, unsubscribeKey: () => "", confirmKey: () => "" }),
    (status, path) => failures.push(`${status} ${path}`),
  );

/** Each route module's screen, with the props its route gives it (packages/app/src/routes). */
function CategoryRoute({ type }: { type: PartType }) {
  return <CategoryScreen type={type} slug={useParams().slug ?? ""} />;
}
function BrandRoute() {
  return <BrandScreen slug={useParams().slug ?? ""} />;
}
function ArticleRoute() {
  return <ArticleScreen slug={useParams().slug ?? ""} />;
}
function PartRoute() {
  return <PartScreen id={useParams().id ?? ""} />;
}
function ModelRoute() {
  return <ModelScreen model={useParams().model ?? ""} />;
}
function OrderRoute() {
  return <OrderScreen orderNumber={useParams().orderNumber ?? ""} orderKey={useSearchParams()[0].get("key") ?? ""} />;
}

function SymptomRoute() {
  const { appliance = "", slug = "" } = useParams();
  return <SymptomScreen appliance={appliance} slug={slug} model={useSearchParams()[0].get("model") ?? undefined} />;
}

function UnsubscribeRoute() {
  const [search] = useSearchParams();
  return <UnsubscribeScreen email={search.get("email") ?? ""} unsubscribeKey={search.get("key") ?? ""} />;
}

function ConfirmSignupRoute() {
  const [search] = useSearchParams();
  return <ConfirmSignupScreen email={search.get("email") ?? ""} confirmKey={search.get("key") ?? ""} />;
}

const SCREENS: Record<PageKind, (row: PageRow) => ReactNode> = {
  home: () => <HomeScreen />,
  cart: () => <CartScreen />,
  saved: () => <SavedScreen />,
  "quick-order": () => <QuickOrderScreen />,
  search: () => <SearchScreen />,
  info: (row) => <InfoScreen slug={row.slug ?? ""} />,
  local: (row) => <LocalLandingScreen slug={row.slug ?? ""} />,
  // As the app's route composes it: the side's "What's wrong?" entry inside.
  type: (row) => (
    <TypeLandingScreen type={row.type ?? "appliance"}>
      <WhatsWrong type={row.type ?? "appliance"} />
    </TypeLandingScreen>
  ),
  category: (row) => <CategoryRoute type={row.type ?? "appliance"} />,
  brands: () => <AllBrandsScreen />,
  brand: () => <BrandRoute />,
  blog: () => <GuideListScreen />,
  article: () => <ArticleRoute />,
  product: () => <PartRoute />,
  model: () => <ModelRoute />,
  symptoms: () => <SymptomsScreen />,
  symptom: () => <SymptomRoute />,
  "order-lookup": () => <FindOrderScreen />,
  order: () => <OrderRoute />,
  unsubscribe: () => <UnsubscribeRoute />,
  "newsletter-confirm": () => <ConfirmSignupRoute />,
};

/** The app's route table: the shop's frame around one route per page row, and the 404 page for any other path. */
const ROUTES: RouteObject[] = [
  {
    element: <ShopLayout />,
    children: [...PAGES.map((row) => ({ path: row.pattern, element: SCREENS[row.kind](row) })), { path: "*", element: <NotFoundScreen /> }],
  },
];

/** Queries the page renders that are not answered: each one a skeleton in the server's HTML. */
const unanswered = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query: Query) => query.isActive() && (query.state.status === "pending" || query.state.fetchStatus === "fetching"))
    .map((query) => JSON.stringify(query.queryKey))
    .filter((key) => !BROWSER_ONLY.includes(key));

let client: QueryClient | undefined;

/** The shop's client as the app's root makes it: a query the server answered with an error is not asked again on mount. */
function pageClient(): QueryClient {
  const made = createQueryClient();
  made.setDefaultOptions({ ...made.getDefaultOptions(), queries: { ...made.getDefaultOptions().queries, retryOnMount: false } });
  return made;
}
let requests: string[];

beforeEach(() => {
  requests = [];
  // No query may reach the network: whatever asks is left waiting, so it shows as fetching.
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new URL(String(input)).pathname);
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    }),
  );
});

afterEach(() => {
  client?.clear();
  client = undefined;
  vi.unstubAllGlobals();
});

describe("readPage", () => {
  it.each(["/staff", "/staff/orders?status=ready", "/staff/orders/TLH-20261123-K7M2Q"])(
    "reads only the store record for the back-office page %s: staff data needs the browser's cookie",
    async (url) => {
      const read: string[] = [];
      const outcome = await readPage((options) => {
        read.push(pathFromQueryKey(options.queryKey));
        return Promise.resolve(undefined);
      }, new URL(url, "http://localhost"));
      expect(outcome).toBe("found");
      expect(read).toEqual(["/api/store"]);
    },
  );

  it("is tried on every kind of page in the page table", () => {
    const kinds = new Set(URLS.map((url) => matchPage(new URL(url, "http://localhost").pathname)?.page.kind));
    expect([...kinds].filter(Boolean).sort()).toEqual([...new Set(PAGES.map((row) => row.kind))].sort());
  });

  it.each(URLS)("reads everything %s renders, so the page renders without asking the network", async (url) => {
    client = pageClient();
    const failures: string[] = [];
    const outcome: PageOutcome = await readPage(readerOver(client, failures), new URL(url, "http://localhost"));

    render(
      <QueryClientProvider client={client}>
        <TooltipProvider>
          <RouterProvider router={createMemoryRouter(ROUTES, { initialEntries: [url] })} />
        </TooltipProvider>
      </QueryClientProvider>,
    );

    expect(unanswered(client), `${url} renders queries readPage does not read (add them to page-reads.ts)`).toEqual([]);
    expect(requests.filter((path) => path !== CART_PATH), `${url} asked the network`).toEqual([]);
    const shown: PageOutcome = screen.queryByRole("heading", { level: 1, name: /not found/i }) ? "not-found" : "found";
    expect(shown, `${url}: what the screen shows, against readPage's outcome`).toBe(outcome);
    // A found page's reads all succeed; a not-found page's fail only as not found, never as an error.
    expect(failures.filter((failure) => outcome === "found" || !failure.startsWith("404 ")), `${url}: reads that failed`).toEqual([]);
  });
});
