import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, storedRecords } from "./fixtures.ts";

/**
 * What the catalogue journeys (catalogue-*.spec.ts) share: an `expect` that allows twice the
 * default time (the journeys are long and the two-core machine is shared with other suites), the
 * catalogue as the live database holds it (`storedRecords`), and the checks and locators of its
 * pages.
 */

export const expect = baseExpect.configure({ timeout: 20_000 });

export type Part = {
  id: number;
  name: string;
  partNumber: string;
  price: string;
  originalPrice?: string;
  /** Derived, as the API derives it: stored parts carry `quantityOnHand`. */
  inStock: boolean;
  /** Set on a special order: its lead time in business days. */
  specialOrderDays?: number;
  brandId: number;
  categoryId: number;
  compatibility: string[];
};
export type Category = { id: number; name: string; slug: string; type: "appliance" | "hvac" };
export type Brand = { id: number; name: string; slug: string; type: "appliance" | "hvac" };
export type Store = { name: string; url: string };

export const products = () =>
  (storedRecords("products") as unknown as Array<Omit<Part, "inStock"> & { quantityOnHand: number }>).map((product) => ({
    ...product,
    inStock: product.quantityOnHand > 0,
  }));
export const categories = () => storedRecords("categories") as unknown as Category[];
export const brands = () => storedRecords("brands") as unknown as Brand[];

export function categoryBySlug(slug: string): Category {
  const found = categories().find((category) => category.slug === slug);
  if (!found) throw new Error(`no category ${slug} in the database`);
  return found;
}

export function brandBySlug(slug: string): Brand {
  const found = brands().find((brand) => brand.slug === slug);
  if (!found) throw new Error(`no brand ${slug} in the database`);
  return found;
}

export const cents = (price: string) => Math.round(Number(price) * 100);
export const usd = (price: string) => `$${(cents(price) / 100).toFixed(2)}`;

export async function storeInfo(request: APIRequestContext): Promise<Store> {
  const response = await request.get("/api/store");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Store;
}

/** The names of the parts GET /api/products answers for a listing query: what the page must show, in order. */
export async function listedNames(request: APIRequestContext, query: Record<string, string | number>): Promise<string[]> {
  const params = new URLSearchParams(Object.entries({ sort: "popular", limit: 20, offset: 0, ...query }).map(([k, v]) => [k, String(v)]));
  const response = await request.get(`/api/products?${params.toString()}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: { name: string }[] };
  return body.products.map((product) => product.name);
}

/** The title, canonical link and robots tag a page puts in its head. */
export async function expectHead(page: Page, store: Store, title: string, indexed: { canonicalPath: string } | "noindex") {
  await expect(page).toHaveTitle(`${title} | ${store.name}`);
  const canonical = page.locator('head link[rel="canonical"]');
  const robots = page.locator('head meta[name="robots"]');
  if (indexed === "noindex") {
    await expect(canonical).toHaveCount(0);
    await expect(robots).toHaveAttribute("content", "noindex");
  } else {
    await expect(canonical).toHaveAttribute("href", new URL(indexed.canonicalPath, store.url).href);
    await expect(robots).toHaveCount(0);
  }
}

/** The listing of a category, brand or search page: its filter bar, count, parts and page controls. */
export function listing(page: Page) {
  const region = page.getByRole("region", { name: "Parts", exact: true });
  const cards = region.getByRole("article");
  return {
    region,
    cards,
    /** Each card's name link (the only link of a card). */
    names: cards.getByRole("link"),
    brandsOnCards: cards.locator("[data-slot=product-card-brand]"),
    count: region.locator("[data-slot=catalogue-count]"),
    search: region.getByRole("searchbox"),
    brand: region.getByRole("combobox", { name: "Brand", exact: true }),
    category: region.getByRole("combobox", { name: "Category", exact: true }),
    sort: region.getByRole("combobox", { name: "Sort by" }),
    inStock: region.getByRole("switch", { name: "In Stock Only" }),
    pages: region.getByRole("navigation", { name: "Pagination" }),
    /** The prices the cards show, as cents. */
    prices: async () => (await cards.locator("[data-slot=product-card-price] data").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("value") ?? ""))).map(cents),
  };
}

/** The query of the page's URL, as a plain object (for exact comparisons). */
function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

export async function expectQuery(page: Page, expected: Record<string, string>) {
  await expect.poll(() => queryOf(page)).toEqual(expected);
}

/** An all-brands tab's accessible name: "HVAC, 20 brands" (the count is announced with what it counts). */
export const tabName = (label: string, count: number) => new RegExp(`^${label}\\s*, ${count} ${count === 1 ? "brand" : "brands"}$`);

/** An all-brands tab's visible text: its label, then its count in a badge. */
export const tabText = (label: string, count: number) => new RegExp(`^${label}${count}\\D`);

export const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
