import { brandHandlers, categoryHandlers, productHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { cardNames, expectUrl, LOAD } from "../../testing/story-helpers.tsx";
import { chooseInStockOnly, expectNoParts, expectSkeletonPage, failedPartsAlert, recordListingStories } from "../../testing/listing-stories.tsx";
import { storyBrands, storyCategories, storyParts } from "../../testing/story-data.ts";
import { BrandScreen, partsAvailable } from "./BrandScreen.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const brand = storyBrands("appliance").find((b) => b.slug === "ge")!;
const path = `/brands/${brand.slug}`;
const ofBrand = (query: Parameters<typeof storyParts>[0] = {}) => storyParts({ brandId: brand.id, ...query });
const refrigerator = storyCategories("appliance").find((c) => c.slug === "refrigerator-parts")!;

const at = (search = "") => ({ route: { path: "/brands/:slug", initialEntry: `${path}${search}` } });

const meta = {
  title: "Screens/BrandScreen",
  component: BrandScreen,
  args: { slug: brand.slug },
  ...shopScreen({ ...at(), url: true }),
} satisfies Meta<typeof BrandScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvas: ReturnType<typeof within>, total = ofBrand().total) {
  await expect(await canvas.findByText(partsAvailable(total), {}, LOAD)).toBeVisible();
}


/** The brand's name, side and description, "{n} parts available", its parts and page controls. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: `${brand.name} Parts` }, LOAD)).toBeVisible();
    await expect(canvas.getByText(brand.description)).toBeVisible();
    await expect(canvas.getByText("Appliance")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "All Brands" })).toHaveAttribute("href", "/brands");
    await loaded(canvas);
    await expect(cardNames(canvasElement)).toEqual(ofBrand().products.map((p) => p.name));
    // The category filter offers the categories of the brand's side only.
    const select = canvas.getByRole("combobox", { name: "Category" });
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(storyCategories("appliance").length + 1));
    await expect(within(select).getAllByRole("option")[0]).toHaveTextContent("All Categories");
  },
};

/** Choosing a category on page 2 writes `category=` and goes back to page 1. */
export const FilterByCategory: Story = {
  parameters: at("?page=2"),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    // The category list loads on its own; choose once its option is there.
    await canvas.findByRole("option", { name: refrigerator.name });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Category" }), refrigerator.name);
    await expectUrl(canvasElement, `${path}?category=${refrigerator.slug}`);
    const expected = ofBrand({ categoryId: refrigerator.id });
    await loaded(canvas, expected.total);
    await expect(cardNames(canvasElement)).toEqual(expected.products.map((p) => p.name));
  },
};

/** Sort by name, sent to the server: the order changes from the first part. */
export const SortByName: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sort by" }), "Name A-Z");
    await expectUrl(canvasElement, `${path}?sort=name`);
    const expected = ofBrand({ sort: "name" }).products.map((p) => p.name);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(expected), LOAD);
  },
};

/** 'In Stock Only' from page 2: `inStock=true`, page 1. */
export const InStockOnly: Story = {
  parameters: at("?page=2"),
  play: async (context) => {
    await loaded(context.canvas);
    await chooseInStockOnly(context, `${path}?inStock=true`);
    await loaded(context.canvas, ofBrand({ inStock: true }).total);
  },
};

/** Page 2 of the brand's parts. */
export const Paging: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expectUrl(canvasElement, `${path}?page=2`);
    const second = ofBrand({ offset: 20 }).products.map((p) => p.name);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(second), LOAD);
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  },
};

/** Nothing matches: 'Clear All Filters' resets search, category and in-stock. */
export const ClearAllFilters: Story = {
  parameters: at("?search=no-such-part-xyz&category=refrigerator-parts&inStock=true"),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const empty = await canvas.findByRole("heading", { name: "No Parts Found" }, LOAD);
    await expect(canvas.getByText(partsAvailable(0))).toBeVisible();
    await userEvent.click(within(empty.closest("[data-slot=empty-state]") as HTMLElement).getByRole("button", { name: "Clear All Filters" }));
    await expectUrl(canvasElement, path);
    await loaded(canvas);
  },
};

/** A brand with no parts: 'No Parts Found', nothing to clear. */
export const Empty: Story = {
  parameters: { msw: { handlers: { products: productHandlers.empty } } },
  play: async ({ canvas }) => {
    await expectNoParts(canvas, partsAvailable(0));
  },
};

/** Parts loading: eight skeleton cards. */
export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1 }, LOAD)).toBeVisible();
    await expectSkeletonPage(canvasElement);
  },
};

/** The brand record loading: title and grid in skeletons. */
export const BrandLoading: Story = {
  parameters: { msw: { handlers: { brands: brandHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    await expectSkeletonPage(canvasElement);
  },
};

/** The parts failed to load: an alert with 'Try again'. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await failedPartsAlert(canvas);
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The brand record failed (not a 404): an alert as the page's heading, with 'Try again'. */
export const BrandServerError: Story = {
  parameters: { msw: { handlers: { brands: brandHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(within(alert).getByRole("heading", { level: 1 })).toHaveTextContent("Couldn't load this brand");
  },
};

const listing = recordListingStories<Story>({
  loaded,
  filter: { label: "Category", handlers: { categories: categoryHandlers.error(500) } },
  notFound: { handlers: { brands: brandHandlers.notFound }, heading: "Brand Not Found", back: { name: "Back to All Brands", to: "/brands" } },
});

/** The category list failed: the parts still list under 'All Categories'. */
export const CategoriesError: Story = listing.FilterListError;

/** No such brand: 'Brand Not Found' with a link to all brands. */
export const NotFound: Story = listing.NotFound;
