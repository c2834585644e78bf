import { productHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { partsFound } from "../listing/CatalogueListing.tsx";
import { cardNames, expectUrl, LOAD } from "../../testing/story-helpers.tsx";
import { chooseInStockOnly, expectSkeletonPage, failedPartsAlert } from "../../testing/listing-stories.tsx";
import { storyBrands, storyPart, storyParts } from "../../testing/story-data.ts";
import { SearchScreen } from "./SearchScreen.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const query = "filter";
const matching = (extra: Parameters<typeof storyParts>[0] = {}) => storyParts({ search: query, ...extra });
// A brand with parts in the results, and one with none.
const firstBrandSlug = matching().products[0]!.brand.slug;
const brand = storyBrands().find((b) => b.slug === firstBrandSlug)!;
const brandWithoutMatches = storyBrands().find((b) => matching({ brandId: b.id }).total === 0)!;

const at = (search: string) => ({ route: { path: "/search", initialEntry: `/search${search}` } });

const meta = {
  title: "Screens/SearchScreen",
  component: SearchScreen,
  ...shopScreen({ ...at(`?q=${query}`), url: true }),
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvas: ReturnType<typeof within>, total = matching().total) {
  await expect(await canvas.findByText(partsFound(total), {}, LOAD)).toBeVisible();
}

/** The query as the heading, the count, the matching parts, and a brand filter over every brand. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(`Search results for ${query}`);
    await loaded(canvas);
    await expect(cardNames(canvasElement)).toEqual(matching().products.map((p) => p.name));
    await expect(canvas.getByRole("searchbox", { name: "Search for" })).toHaveValue(query);
    const options = within(canvas.getByRole("combobox", { name: "Brand" }));
    await waitFor(() => expect(options.getAllByRole("option")).toHaveLength(storyBrands().length + 1));
  },
};

/** A compatible model number finds the parts that fit it. */
export const ByModelNumber: Story = {
  parameters: at(`?q=${storyPart((p) => p.compatibility.length > 0).compatibility[0]}`),
  play: async ({ canvas }) => {
    const model = storyPart((p) => p.compatibility.length > 0).compatibility[0]!;
    await loaded(canvas, storyParts({ search: model }).total);
    await expect(canvas.getAllByRole("article").length).toBeGreaterThan(0);
  },
};

/** A brand filter from page 2: `brand=` added, the query kept, page 1. */
export const FilterByBrand: Story = {
  parameters: at(`?q=${query}&page=2`),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    // The brand list loads on its own; choose once its option is there.
    await canvas.findByRole("option", { name: brand.name });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Brand" }), brand.name);
    await expectUrl(canvasElement, `/search?q=${query}&brand=${brand.slug}`);
    await loaded(canvas, matching({ brandId: brand.id }).total);
  },
};

/** Sort High to Low, sent to the server: the most expensive match comes first. */
export const SortByPrice: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sort by" }), "Price: High to Low");
    await expectUrl(canvasElement, `/search?q=${query}&sort=price-desc`);
    const expected = matching({ sort: "price-desc" }).products.map((p) => p.name);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(expected), LOAD);
  },
};

/** In stock only, from page 2. */
export const InStockOnly: Story = {
  parameters: at(`?q=${query}&page=2`),
  play: async (context) => {
    await loaded(context.canvas);
    await chooseInStockOnly(context, `/search?q=${query}&inStock=true`);
    await loaded(context.canvas, matching({ inStock: true }).total);
  },
};

/** Refining the query in the filter bar replaces `q` and goes to page 1. */
export const RefineQuery: Story = {
  parameters: at(`?q=${query}&page=2`),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    const box = canvas.getByRole("searchbox", { name: "Search for" });
    await userEvent.clear(box);
    await userEvent.type(box, "water filter{Enter}");
    await expectUrl(canvasElement, "/search?q=water+filter");
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("water filter");
    await loaded(canvas, storyParts({ search: "water filter" }).total);
  },
};

/** Page 2 of the results. */
export const Paging: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Page 2" }));
    await expectUrl(canvasElement, `/search?q=${query}&page=2`);
    const second = matching({ offset: 20 }).products.map((p) => p.name);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(second), LOAD);
  },
};

/** Filters that leave nothing: 'Clear All Filters' drops brand and in-stock, and keeps the query. */
export const ClearAllFilters: Story = {
  parameters: at(`?q=${query}&brand=${brandWithoutMatches.slug}&inStock=true`),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const empty = await canvas.findByRole("heading", { name: "No Parts Found" }, LOAD);
    await expect(canvas.getByText(partsFound(0))).toBeVisible();
    await userEvent.click(within(empty.closest("[data-slot=empty-state]") as HTMLElement).getByRole("button", { name: "Clear All Filters" }));
    await expectUrl(canvasElement, `/search?q=${query}`);
    await loaded(canvas);
  },
};

/** A query nothing matches: 'No Parts Found'; with no filter set there is nothing to clear. */
export const NoResults: Story = {
  parameters: at("?q=no-such-part-xyz"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Parts Found" }, LOAD)).toBeVisible();
    await expect(canvas.getByText(partsFound(0))).toBeVisible();
    const emptyState = canvas.getByRole("heading", { name: "No Parts Found" }).closest("[data-slot=empty-state]") as HTMLElement;
    await expect(within(emptyState).queryByRole("button")).not.toBeInTheDocument();
  },
};

/** No query: a prompt to search, whose box goes to /search?q=. */
export const NoQuery: Story = {
  parameters: at(""),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Search Parts" })).toBeVisible();
    const form = within(canvas.getByRole("search", { name: "Catalogue" }));
    await userEvent.click(form.getByRole("button", { name: "Search" }));
    await expect(form.getByRole("searchbox", { name: "Search for" })).toHaveFocus();
    await userEvent.type(form.getByRole("searchbox", { name: "Search for" }), " valve {Enter}");
    await expectUrl(canvasElement, "/search?q=valve");
    await loaded(canvas, storyParts({ search: "valve" }).total);
  },
};

/** An empty catalogue: 'No Parts Found'. */
export const Empty: Story = {
  parameters: { msw: { handlers: { products: productHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Parts Found" }, LOAD)).toBeVisible();
  },
};

/** Results loading: eight skeleton cards. */
export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(query);
    await waitFor(() => expectSkeletonPage(canvasElement));
  },
};

/** The search failed: an alert with 'Try again'. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas }) => {
    await failedPartsAlert(canvas);
  },
};
