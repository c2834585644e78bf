import { blogHandlers, brandHandlers, categoryHandlers, mockOrderKey, mockOrderNumber, placeMockOrder, productHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { getSessionId } from "../../client/session.ts";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { storyBrands, storyCategories, storyModelOf, storyModelSearch, storyGuides, storyParts } from "../../testing/story-data.ts";
import { findToast } from "../../testing/toasts.ts";
import { formatBrandCount, HOME_CATEGORY_SLUGS, HomeScreen } from "./HomeScreen.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const at = (search = "") => ({ route: { path: "/", initialEntry: `/${search}` } });

const meta = {
  title: "Screens/HomeScreen",
  component: HomeScreen,
  ...shopScreen({ ...at(), url: true }),
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole("region", { name }));

/** Every section from data: seven category tiles with counts, four featured parts, six popular, brands by side, three guides. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Genuine OEM appliance and HVAC parts");
    await expect(canvas.getByRole("search", { name: "Model number" })).toBeVisible();

    const categories = section(canvas, "Shop by Category");
    const expected = HOME_CATEGORY_SLUGS.map((slug) => storyCategories().find((c) => c.slug === slug)!);
    const tileLinksNow = () => categories.getAllByRole("link").filter((link) => link.closest("[data-slot=category-tile]"));
    await waitFor(() => expect(tileLinksNow()).toHaveLength(HOME_CATEGORY_SLUGS.length), { timeout: 5000 });
    const tileLinks = tileLinksNow();
    await expect(tileLinks.map((link) => link.textContent)).toEqual(expected.map((c) => c.name));
    await expect(tileLinks.map((link) => link.getAttribute("href"))).toEqual(expected.map((c) => `/${c.type}-parts/${c.slug}`));
    await expect(categories.getByText(`${expected[0]!.productCount} parts`)).toBeVisible();

    const featured = section(canvas, "Featured Parts");
    await waitFor(() => expect(featured.getAllByRole("article")).toHaveLength(4), { timeout: 5000 });
    await expect(featured.getAllByRole("button", { name: /Add to Cart|Out of Stock/ })).toHaveLength(4);

    const popular = section(canvas, "Popular this week");
    await waitFor(() => expect(popular.getAllByRole("article")).toHaveLength(6), { timeout: 5000 });
    const expectedPopular = storyParts({ isPopular: true, limit: 6 }).products.map((p) => p.name);
    await expect(popular.getAllByRole("article").map((a) => within(a).getByRole("heading").textContent)).toEqual(expectedPopular);

    const brands = section(canvas, "Shop by Brand");
    await expect(await brands.findByText(new RegExp(formatBrandCount(storyBrands().length)), {}, { timeout: 5000 })).toBeVisible();
    const appliance = within(brands.getByRole("group", { name: /Appliance brands/ }));
    await expect(appliance.getByText(formatBrandCount(storyBrands("appliance").length))).toBeVisible();
    await expect(appliance.getAllByRole("link")).toHaveLength(storyBrands("appliance").length);
    const hvac = within(brands.getByRole("group", { name: /HVAC brands/ }));
    await expect(hvac.getByRole("link", { name: "Carrier" })).toHaveAttribute("href", "/brands/carrier");

    const guides = section(canvas, "Repair Guides");
    await waitFor(() => expect(guides.getAllByRole("article")).toHaveLength(3), { timeout: 5000 });
    await expect(guides.getAllByRole("article").map((a) => within(a).getByRole("heading").textContent)).toEqual(storyGuides(3).map((p) => p.title));
  },
};

/** A model with parts: 'Searching...', the 'Parts found!' toast, and off to /appliance-parts?search=. */
export const ModelSearchNavigates: Story = {
  play: async ({ canvas, userEvent }) => {
    const model = storyModelOf("appliance");
    const found = storyModelSearch(model);
    const form = within(canvas.getByRole("search", { name: "Model number" }));
    await userEvent.type(form.getByRole("textbox", { name: "Model number" }), `  ${model} `);
    await userEvent.click(form.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText(`Navigated to /appliance-parts?search=${model}`, {}, { timeout: 5000 })).toBeVisible();
    const toast = await findToast("Parts found!");
    await expect(toast).toHaveTextContent(`Found ${found.length} compatible ${found.length === 1 ? "part" : "parts"} for model ${model}.`);
  },
};

/** A model whose parts are all HVAC goes to /hvac-parts?search=. */
export const HvacModelSearchNavigates: Story = {
  play: async ({ canvas, userEvent }) => {
    const model = storyModelOf("hvac");
    const form = within(canvas.getByRole("search", { name: "Model number" }));
    await userEvent.type(form.getByRole("textbox", { name: "Model number" }), `${model}{Enter}`);
    await expect(await canvas.findByText(`Navigated to /hvac-parts?search=${model}`, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A model with no parts: the 'No parts found' toast, and the visitor stays. */
export const ModelSearchNoResults: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = within(canvas.getByRole("search", { name: "Model number" }));
    await userEvent.type(form.getByRole("textbox", { name: "Model number" }), "NOSUCHMODEL123{Enter}");
    const toast = await findToast("No parts found");
    await expect(toast).toHaveTextContent("No compatible parts found for model NOSUCHMODEL123. Try a different model number or browse our catalog.");
    await expectUrl(canvasElement, "/");
  },
};

/** An empty model: the 'Enter model number' toast, nothing sent. */
export const ModelSearchEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = within(canvas.getByRole("search", { name: "Model number" }));
    await userEvent.type(form.getByRole("textbox", { name: "Model number" }), "   ");
    await userEvent.click(form.getByRole("button", { name: "Search" }));
    await expect(await findToast("Enter model number")).toHaveTextContent("Please enter a model number to search for compatible parts.");
  },
};

/** The model search fails: the 'Search failed' toast, and the form is ready again. */
export const ModelSearchFails: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const form = within(canvas.getByRole("search", { name: "Model number" }));
    await userEvent.type(form.getByRole("textbox", { name: "Model number" }), "WRF555SDFZ{Enter}");
    await expect(await findToast("Search failed")).toHaveTextContent("Unable to search for parts. Please try again or contact support.");
    await waitFor(() => expect(form.getByRole("button", { name: "Search" })).toBeEnabled());
  },
};

const placedNumber = mockOrderNumber("story-home-banner");

/** After checkout (`/?order=`), for the order this browser's session placed: the confirmation, a link to its page; dismissing it drops `order`. */
export const OrderConfirmation: Story = {
  parameters: at(`?order=${placedNumber}`),
  beforeEach: async () => {
    await placeMockOrder({ seed: "story-home-banner", sessionId: getSessionId() });
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = await canvas.findByRole("status", { name: `Order ${placedNumber} received` }, { timeout: 5000 });
    await expect(banner).toHaveTextContent("We will email you when it is ready for pickup.");
    await expect(within(banner).getByRole("link", { name: "View your order" })).toHaveAttribute(
      "href",
      `/orders/${placedNumber}?key=${mockOrderKey(placedNumber)}`,
    );
    await userEvent.click(within(banner).getByRole("button", { name: "Dismiss" }));
    await expectUrl(canvasElement, "/");
    await expect(canvas.queryByText(new RegExp(placedNumber))).not.toBeInTheDocument();
  },
};

/** An order number this browser did not place (another session's, or made up) is never named: a neutral hint instead. */
export const OrderOfAnotherSession: Story = {
  parameters: at(`?order=${placedNumber}`),
  beforeEach: async () => {
    await placeMockOrder({ seed: "story-home-banner" });
  },
  play: async ({ canvas, canvasElement }) => {
    const hint = await canvas.findByText(/Looking for an order\?/, {}, { timeout: 5000 });
    await expect(within(hint).getByRole("link", { name: "Find my order" })).toHaveAttribute("href", "/orders");
    // Only the story's URL line under the page holds the number.
    const page = canvasElement.querySelector<HTMLElement>("[data-slot=home-screen]")!;
    await expect(within(page).queryByText(new RegExp(placedNumber))).not.toBeInTheDocument();
    await expect(canvas.queryByRole("status", { name: /received/ })).not.toBeInTheDocument();
  },
};

/** Adding a featured part: 'Added!' and the toast. */
export const AddsFeaturedToCart: Story = {
  play: async ({ canvas, userEvent }) => {
    const featured = section(canvas, "Featured Parts");
    await waitFor(() => expect(featured.getAllByRole("article")).toHaveLength(4), { timeout: 5000 });
    const card = featured.getAllByRole("article").find((article) => article.dataset.inStock === "true")!;
    await userEvent.click(within(card).getByRole("button", { name: "Add to Cart" }));
    await expect(await within(card).findByRole("button", { name: "Added!" }, { timeout: 5000 })).toBeVisible();
    await expect(await findToast("Added to cart")).toHaveTextContent(within(card).getByRole("heading").textContent ?? "");
  },
};

/** Parts loading: four featured and six popular skeletons; the hero works at once. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        products: productHandlers.pending,
        categories: categoryHandlers.pending,
        brands: brandHandlers.pending,
        blog: blogHandlers.pending,
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("search", { name: "Model number" })).toBeVisible();
    const featured = canvas.getByRole("region", { name: "Featured Parts" });
    await expect(featured.querySelectorAll("[data-slot=product-card-skeleton]")).toHaveLength(4);
    const popular = canvas.getByRole("region", { name: "Popular this week" });
    await expect(popular.querySelectorAll("[data-slot=product-card-skeleton]")).toHaveLength(6);
    await expect(canvasElement.querySelectorAll("[data-slot=blog-card-skeleton]")).toHaveLength(3);
    await expect(canvasElement.querySelectorAll("[data-slot=category-tile-skeleton]").length).toBeGreaterThan(0);
  },
};

/** An empty catalogue: the sections say so instead of showing empty grids. */
export const Empty: Story = {
  parameters: { msw: { handlers: { products: productHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No featured parts right now. Browse by category above.", {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("Nothing to show yet this week.", {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The parts calls fail: each parts section shows an alert with 'Try again'; the rest of the page works. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const featured = section(canvas, "Featured Parts");
    await expect(await featured.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("Failed to fetch featured products");
    await expect(featured.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(await section(canvas, "Popular this week").findByRole("alert", {}, { timeout: 5000 })).toBeVisible();
    const categories = canvas.getByRole("region", { name: "Shop by Category" });
    await waitFor(() => expect(categories.querySelectorAll("[data-slot=category-tile]")).toHaveLength(7), { timeout: 5000 });
  },
};
