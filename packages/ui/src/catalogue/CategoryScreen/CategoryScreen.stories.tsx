import { brandHandlers, categoryHandlers, productHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { partsFound } from "../listing/CatalogueListing.tsx";
import { cardNames, expectUrl, LOAD } from "../../testing/story-helpers.tsx";
import { chooseInStockOnly, expectNoParts, expectSkeletonPage, failedPartsAlert, recordListingStories } from "../../testing/listing-stories.tsx";
import { storyBrands, storyCategories, storyParts } from "../../testing/story-data.ts";
import { findToast } from "../../testing/toasts.ts";
import { CategoryScreen } from "./CategoryScreen.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const category = storyCategories("appliance").find((c) => c.slug === "refrigerator-parts")!;
const path = `/appliance-parts/${category.slug}`;
const inCategory = (query: Parameters<typeof storyParts>[0] = {}) => storyParts({ categoryId: category.id, ...query });
const ge = storyBrands("appliance").find((b) => b.slug === "ge")!;

const at = (search = "") => ({ route: { path: "/appliance-parts/:slug", initialEntry: `${path}${search}` } });

const meta = {
  title: "Screens/CategoryScreen",
  component: CategoryScreen,
  args: { type: "appliance", slug: category.slug },
  ...shopScreen({ ...at(), url: true }),
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvas: ReturnType<typeof within>, total = inCategory().total) {
  await expect(await canvas.findByText(partsFound(total), {}, LOAD)).toBeVisible();
}


/** The category's name and description, the count, the first 20 parts and page controls. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: category.name }, LOAD)).toBeVisible();
    await expect(canvas.getByText(category.description)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Appliance Parts" })).toHaveAttribute("href", "/appliance-parts");
    await loaded(canvas);
    await expect(cardNames(canvasElement)).toEqual(inCategory().products.map((p) => p.name));
    const pages = within(canvas.getByRole("navigation", { name: "Pagination" }));
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const brandSelect = canvas.getByRole("combobox", { name: "Brand" });
    await expect(within(brandSelect).getByRole("option", { name: "All Brands" })).toBeInTheDocument();
    await expect(within(brandSelect).getAllByRole("option")).toHaveLength(storyBrands("appliance").length + 1);
  },
};

/** Choosing a brand on page 2 writes `brand=` to the URL and goes back to page 1. */
export const FilterByBrand: Story = {
  parameters: at("?page=2"),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    await expect(within(canvas.getByRole("navigation", { name: "Pagination" })).getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The brand list loads on its own; choose once its option is there.
    await canvas.findByRole("option", { name: ge.name });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Brand" }), ge.name);
    await expectUrl(canvasElement, `${path}?brand=ge`);
    const expected = inCategory({ brandId: ge.id });
    await loaded(canvas, expected.total);
    await expect(cardNames(canvasElement)).toEqual(expected.products.map((p) => p.name));
    // Back to 'All Brands' keeps page 1.
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Brand" }), "All Brands");
    await expectUrl(canvasElement, path);
  },
};

/**
 * On a phone the bar is a 'Filters' button with the sort beside it; the sheet's brand writes
 * `brand=` to the URL, the button counts it and 'Show N parts' closes the sheet.
 */
export const PhoneFilterSheet: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole("search", { name: "Filter parts" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    const sheet = within(await screen.findByRole("dialog", { name: "Filters" }, LOAD));
    await sheet.findByRole("option", { name: ge.name });
    await userEvent.selectOptions(sheet.getByRole("combobox", { name: "Brand" }), ge.name);
    await expectUrl(canvasElement, `${path}?brand=ge`);
    const expected = inCategory({ brandId: ge.id });
    await userEvent.click(await sheet.findByRole("button", { name: `Show ${partsFound(expected.total).replace(" found", "")}` }, LOAD));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Filters (1)" })).toHaveFocus();
    await loaded(canvas, expected.total);
  },
};

/** The sort is sent to the server: the whole category comes back in the new order, from page 1. */
export const SortByPrice: Story = {
  parameters: at("?page=2"),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sort by" }), "Price: Low to High");
    await expectUrl(canvasElement, `${path}?sort=price-asc`);
    const expected = inCategory({ sort: "price-asc" }).products.map((p) => p.name);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(expected), LOAD);
    await expect(within(canvas.getByRole("navigation", { name: "Pagination" })).getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** 'In Stock Only' writes `inStock=true`, resets the page and lists only parts on the shelf. */
export const InStockOnly: Story = {
  parameters: at("?page=2"),
  play: async (context) => {
    const { canvas } = context;
    await loaded(canvas);
    await chooseInStockOnly(context, `${path}?inStock=true`);
    const expected = inCategory({ inStock: true });
    await loaded(canvas, expected.total);
    await expect(canvas.queryByText("Out of Stock", { selector: "[data-slot=badge]" })).not.toBeInTheDocument();
  },
};

/** The search box commits on Enter: `search=` in the URL, page 1, matching parts. */
export const SearchWithinCategory: Story = {
  parameters: at("?page=2"),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search parts" }), "gasket{Enter}");
    await expectUrl(canvasElement, `${path}?search=gasket`);
    await loaded(canvas, inCategory({ search: "gasket" }).total);
  },
};

/** Page controls write `page=` and show the next 20 parts; Previous goes back. */
export const Paging: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loaded(canvas);
    const pages = within(canvas.getByRole("navigation", { name: "Pagination" }));
    await userEvent.click(pages.getByRole("button", { name: "Page 2" }));
    await expectUrl(canvasElement, `${path}?page=2`);
    const second = inCategory({ offset: 20 }).products.map((p) => p.name);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(second), LOAD);
    await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(pages.getByRole("button", { name: /Previous/ }));
    await expectUrl(canvasElement, path);
  },
};

/** A link with filters, sort and page opens with the controls set from the URL. */
export const FromSharedLink: Story = {
  parameters: at("?brand=ge&sort=name&inStock=true"),
  play: async ({ canvas }) => {
    await loaded(canvas, inCategory({ brandId: ge.id, sort: "name", inStock: true }).total);
    await expect(canvas.getByRole("combobox", { name: "Brand" })).toHaveDisplayValue(ge.name);
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toHaveDisplayValue("Name A-Z");
    await expect(canvas.getByRole("switch", { name: "In Stock Only" })).toBeChecked();
  },
};

/** A page past the end of a shared link moves to the last page. */
export const PagePastTheEnd: Story = {
  parameters: at("?page=9"),
  play: async ({ canvas, canvasElement }) => {
    await expectUrl(canvasElement, `${path}?page=2`);
    await expect(await canvas.findByRole("button", { name: "Page 2" }, LOAD)).toHaveAttribute("aria-current", "page");
    const second = inCategory({ offset: 20 }).products.map((p) => p.name);
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(second), LOAD);
  },
};

/** Nothing matches: 'No Parts Found'; 'Clear All Filters' resets search, brand and in-stock, keeps the sort. */
export const ClearAllFilters: Story = {
  parameters: at("?search=no-such-part-xyz&brand=ge&inStock=true&sort=name"),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const empty = await canvas.findByRole("heading", { name: "No Parts Found" }, LOAD);
    await expect(canvas.getByText(partsFound(0))).toBeVisible();
    const emptyState = empty.closest("[data-slot=empty-state]") as HTMLElement;
    await userEvent.click(within(emptyState).getByRole("button", { name: "Clear All Filters" }));
    await expectUrl(canvasElement, `${path}?sort=name`);
    await loaded(canvas);
    await expect(canvas.getByRole("searchbox", { name: "Search parts" })).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: "Brand" })).toHaveDisplayValue("All Brands");
    await expect(canvas.getByRole("switch", { name: "In Stock Only" })).not.toBeChecked();
  },
};

/** Add to cart from the grid: the button confirms and the toast names the part. */
export const AddsToCart: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    const card = canvas.getAllByRole("article").find((article) => article.dataset.inStock === "true")!;
    const name = within(card).getByRole("heading").textContent ?? "";
    await userEvent.click(within(card).getByRole("button", { name: "Add to Cart" }));
    await expect(await within(card).findByRole("button", { name: "Added!" }, LOAD)).toBeVisible();
    await expect(await findToast("Added to cart")).toHaveTextContent(name);
  },
};

/** No parts in the category at all: 'No Parts Found', nothing to clear. */
export const Empty: Story = {
  parameters: { msw: { handlers: { products: productHandlers.empty } } },
  play: async ({ canvas }) => {
    await expectNoParts(canvas, partsFound(0));
    await expect(canvas.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  },
};

/** Parts loading: eight skeleton cards, announced. */
export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: category.name }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading parts…");
    await expectSkeletonPage(canvasElement);
  },
};

/** The category itself loading: the title and the grid wait in skeletons. */
export const CategoryLoading: Story = {
  parameters: { msw: { handlers: { categories: categoryHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading parts…");
    await expectSkeletonPage(canvasElement);
  },
};

/** The parts failed to load: an alert with 'Try again'. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await failedPartsAlert(canvas);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toBeVisible();
  },
};

/** The category record failed (not a 404): the page may exist, so it says so and offers 'Try again', never 'Category Not Found'. */
export const CategoryServerError: Story = {
  parameters: { msw: { handlers: { categories: categoryHandlers.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(within(alert).getByRole("heading", { level: 1 })).toHaveTextContent("Couldn't load this category");
    await expect(canvas.queryByText("Category Not Found")).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toBeVisible();
  },
};

const listing = recordListingStories<Story>({
  loaded,
  filter: { label: "Brand", handlers: { brands: brandHandlers.error(500) } },
  notFound: { handlers: { categories: categoryHandlers.notFound }, heading: "Category Not Found", back: { name: "Back to Home", to: "/" } },
});

/** The brand list failed: the parts still list, the select offers only 'All Brands'. */
export const BrandsError: Story = listing.FilterListError;

/** No such category: 'Category Not Found' with Back to Home. */
export const NotFound: Story = listing.NotFound;

/** An appliance category under /hvac-parts is not found either. */
export const WrongSide: Story = {
  args: { type: "hvac" },
  parameters: { route: { path: "/hvac-parts/:slug", initialEntry: `/hvac-parts/${category.slug}` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Category Not Found" }, LOAD)).toBeVisible();
  },
};
