import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { productList, products } from "../../testing/fixtures.ts";
import { NoPartsFound } from "../../shell/EmptyState/EmptyState.tsx";
import { PRODUCT_SKELETONS, PartGrid } from "./PartGrid.tsx";

/** One page of a category: in stock, on sale and out of stock, as the API orders them. */
const page = [products.inStock, products.onSale, products.outOfStock, products.longName, ...productList.slice(0, 8)].filter(
  (product, i, all) => all.findIndex((other) => other.id === product.id) === i,
);

const meta = {
  title: "Components/PartGrid",
  component: PartGrid,
  args: { products: page, onAddToCart: fn(async () => {}) },
  argTypes: { layout: { control: "inline-radio", options: ["grid", "row"] } },
  parameters: { route: { path: "/appliance-parts/:slug", initialEntry: "/appliance-parts/refrigerator-parts" } },
} satisfies Meta<typeof PartGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of cards; each card's button adds its own part. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(page.length);
    await expect(canvas.getAllByRole("article")).toHaveLength(page.length);
    const [, second] = canvas.getAllByRole("button", { name: "Add to Cart" });
    await userEvent.click(second!);
    await expect(args.onAddToCart).toHaveBeenCalledWith(page[1]!.id);
  },
};

/** Exactly eight skeleton cards while the parts load; the region is busy and says so. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(PRODUCT_SKELETONS).toBe(8);
    await expect(canvasElement.querySelectorAll("[data-slot=product-card-skeleton]")).toHaveLength(PRODUCT_SKELETONS);
    await expect(canvas.queryByRole("article")).not.toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading parts…");
    await expect(canvasElement.querySelector("[data-slot=product-grid]")).toHaveAttribute("aria-busy", "true");
  },
};

/** No parts: the `empty` slot, here the category page's 'No Parts Found' with Clear All Filters. */
export const Empty: Story = {
  args: { products: [], empty: <NoPartsFound onClearFilters={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No Parts Found" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Clear All Filters" })).toBeVisible();
    await expect(canvas.queryByRole("article")).not.toBeInTheDocument();
  },
};

/** Without an `empty` slot: a plain 'No Parts Found'. */
export const EmptyDefault: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No Parts Found" })).toBeVisible();
  },
};

/** Teasers (home page): no cart buttons, and skeletons to match. */
export const WithoutCartButtons: Story = {
  args: { products: page.slice(0, 4), onAddToCart: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /add to cart/i })).not.toBeInTheDocument();
  },
};

export const Rows: Story = { args: { layout: "row", products: page.slice(0, 4) } };

/** The grid keeps its shape from loading to loaded: each skeleton has its card's size. */
export const LoadingToLoaded: Story = {
  render: (args) => (
    <div className="grid gap-8">
      <PartGrid {...args} products={page.slice(0, 4)} />
      <PartGrid {...args} loading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector("[data-slot=product-card]")!.getBoundingClientRect();
    const skeleton = canvasElement.querySelector("[data-slot=product-card-skeleton]")!.getBoundingClientRect();
    await expect(skeleton.width).toBe(card.width);
    await expect(skeleton.height).toBe(card.height);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-10">
      <PartGrid {...args} products={page.slice(0, 4)} />
      <PartGrid {...args} products={[]} loading />
      <PartGrid {...args} products={[]} empty={<NoPartsFound onClearFilters={() => {}} />} />
      <PartGrid {...args} layout="row" products={page.slice(0, 2)} />
    </div>
  ),
};
