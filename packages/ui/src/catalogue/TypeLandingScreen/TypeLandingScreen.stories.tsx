import { brandHandlers, categoryHandlers, productHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { formatPartCount } from "../BrandCard/brand.ts";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { storyCategories, storyModelOf, storyModelSearch } from "../../testing/story-data.ts";
import { findToast } from "../../testing/toasts.ts";
import { POPULAR_BRANDS } from "../../shell/page-copy.ts";
import { compatibleParts, TypeLandingScreen } from "./TypeLandingScreen.tsx";
import { expectSkeletonPage } from "../../testing/listing-stories.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const applianceModel = storyModelOf("appliance");
const at = (path: string) => ({ route: { path: path.split("?")[0], initialEntry: path } });

const meta = {
  title: "Screens/TypeLandingScreen",
  component: TypeLandingScreen,
  args: { type: "appliance" },
  ...shopScreen({ ...at("/appliance-parts"), url: true }),
} satisfies Meta<typeof TypeLandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvas: ReturnType<typeof within>, name: string | RegExp) => within(canvas.getByRole("region", { name }));

/** Appliance parts: hero with counts from data, category tiles, the help block and the six popular brands. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Appliance Parts" })).toBeVisible();
    const categories = storyCategories("appliance");
    const total = categories.reduce((sum, c) => sum + c.productCount, 0);
    await expect(await canvas.findByText(`${formatPartCount(total)} in ${categories.length} categories`, {}, { timeout: 5000 })).toBeVisible();

    const tiles = region(canvas, "Shop by Category");
    await waitFor(() => expect(tiles.getAllByRole("link")).toHaveLength(categories.length), { timeout: 5000 });
    await expect(tiles.getByRole("link", { name: categories[0]!.name })).toHaveAttribute("href", `/appliance-parts/${categories[0]!.slug}`);

    const help = region(canvas, "Not sure which part you need?");
    await expect(help.getByRole("link", { name: "Contact Our Experts" })).toHaveAttribute("href", "/contact");
    await expect(help.getByRole("link", { name: "Model Number Lookup" })).toHaveAttribute("href", "/blog/find-your-model-number");

    const brands = region(canvas, "Popular Brands");
    await waitFor(() => expect(brands.getAllByRole("article")).toHaveLength(6), { timeout: 5000 });
    await expect(brands.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(POPULAR_BRANDS.appliance.map((brand) => brand.name));
    await expect(brands.getByRole("link", { name: "KitchenAid" })).toHaveAttribute("href", "/brands/kitchenaid");
    await expect(canvas.queryByRole("region", { name: /Parts for model/ })).not.toBeInTheDocument();
  },
};

/** HVAC parts: its own categories and Carrier, Trane, Lennox, Goodman, Rheem, York. */
export const Hvac: Story = {
  args: { type: "hvac" },
  parameters: at("/hvac-parts"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "HVAC Parts" })).toBeVisible();
    const tiles = region(canvas, "Shop by Category");
    await waitFor(() => expect(tiles.getAllByRole("link")).toHaveLength(storyCategories("hvac").length), { timeout: 5000 });
    for (const link of tiles.getAllByRole("link")) await expect(link.getAttribute("href")).toMatch(/^\/hvac-parts\//);
    const brands = region(canvas, "Popular Brands");
    await waitFor(() => expect(brands.getAllByRole("article")).toHaveLength(6), { timeout: 5000 });
    await expect(brands.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(POPULAR_BRANDS.hvac.map((brand) => brand.name));
  },
};

/** Arriving from the home model search: the compatible parts above the usual content, with a count and a way to clear. */
export const WithModelSearch: Story = {
  parameters: at(`/appliance-parts?search=${applianceModel}`),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const found = storyModelSearch(applianceModel, "appliance");
    const results = region(canvas, `Parts for model ${applianceModel}`);
    await expect(await results.findByText(compatibleParts(found.length), {}, { timeout: 5000 })).toBeVisible();
    await expect(results.getAllByRole("article").map((a) => within(a).getByRole("heading").textContent)).toEqual(found.map((p) => p.name));
    // Above the categories.
    const categories = canvas.getByRole("region", { name: "Shop by Category" });
    await expect(canvas.getByRole("region", { name: /Parts for model/ }).compareDocumentPosition(categories) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByRole("textbox", { name: "Model number" })).toHaveValue(applianceModel);
    // A model the catalogue lists links to its own page.
    await expect(results.getByRole("link", { name: `See every part for ${applianceModel}` })).toHaveAttribute(
      "href",
      `/models/${encodeURIComponent(applianceModel)}`,
    );

    await userEvent.click(results.getByRole("button", { name: "Clear model search" }));
    await expectUrl(canvasElement, "/appliance-parts");
    await expect(canvas.queryByRole("region", { name: /Parts for model/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "Model number" })).toHaveValue("");
  },
};

/** Searching another model from this page's hero puts it in the URL. */
export const SearchFromHero: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Model number" }), `${applianceModel}{Enter}`);
    await expectUrl(canvasElement, `/appliance-parts?search=${applianceModel}`);
    await expect(await canvas.findByRole("region", { name: `Parts for model ${applianceModel}` }, { timeout: 5000 })).toBeVisible();
  },
};

/** Adding a compatible part to the cart. */
export const AddsCompatiblePart: Story = {
  parameters: at(`/appliance-parts?search=${applianceModel}`),
  play: async ({ canvas, userEvent }) => {
    const results = region(canvas, `Parts for model ${applianceModel}`);
    await waitFor(() => expect(results.getAllByRole("article").length).toBeGreaterThan(0), { timeout: 5000 });
    const card = results.getAllByRole("article").find((a) => a.dataset.inStock === "true");
    await expect(card).toBeDefined();
    if (!card) return;
    await userEvent.click(within(card).getByRole("button", { name: "Add to Cart" }));
    await expect(await findToast("Added to cart")).toBeVisible();
  },
};

/** A model with nothing on this side: a clear message and the way out. */
export const ModelSearchEmpty: Story = {
  parameters: at("/appliance-parts?search=NOSUCHMODEL123"),
  play: async ({ canvas }) => {
    const results = region(canvas, "Parts for model NOSUCHMODEL123");
    await expect(await results.findByRole("heading", { name: "No compatible parts found" }, { timeout: 5000 })).toBeVisible();
    await expect(results.getByText(compatibleParts(0))).toBeVisible();
    await expect(results.getByRole("button", { name: "Clear model search" })).toBeVisible();
  },
};

/** The compatible parts loading: skeleton cards under the heading. */
export const ModelSearchLoading: Story = {
  parameters: { ...at(`/appliance-parts?search=${applianceModel}`), msw: { handlers: { products: productHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: `Parts for model ${applianceModel}` })).toBeVisible();
    await expectSkeletonPage(canvasElement);
  },
};

/** The model search failed: an alert with 'Try again'; the rest of the page still works. */
export const ModelSearchError: Story = {
  parameters: { ...at(`/appliance-parts?search=${applianceModel}`), msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const results = region(canvas, `Parts for model ${applianceModel}`);
    await expect(await results.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("Unable to search for parts.");
    await waitFor(() => expect(region(canvas, "Shop by Category").getAllByRole("link").length).toBeGreaterThan(0), { timeout: 5000 });
  },
};

/** Categories and brands loading: tile and brand skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: { categories: categoryHandlers.pending, brands: brandHandlers.pending } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=category-tile-skeleton]").length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll("[data-slot=brand-card-skeleton]")).toHaveLength(6);
  },
};

/** No categories on this side: a sentence instead of an empty grid. */
export const Empty: Story = {
  parameters: { msw: { handlers: { categories: categoryHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No categories here yet. Call us and we'll find your part.", {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Categories fail: an alert with 'Try again'. Brands fail: the six fixed links still lead on. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { categories: categoryHandlers.error(500), brands: brandHandlers.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await region(canvas, "Shop by Category").findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("Failed to fetch categories");
    const brands = region(canvas, "Popular Brands");
    await waitFor(() => expect(brands.getByRole("link", { name: "Whirlpool" })).toHaveAttribute("href", "/brands/whirlpool"), { timeout: 5000 });
    await expect(brands.getAllByRole("listitem")).toHaveLength(6);
  },
};
