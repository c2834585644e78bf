import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { applianceCategories, hvacCategories } from "../../testing/fixtures.ts";
import { formatPartCount } from "../BrandCard/brand.ts";
import { CATEGORY_TILE_SKELETONS, CategoryTiles } from "./CategoryTiles.tsx";

const meta = {
  title: "Components/CategoryTiles",
  component: CategoryTiles,
  args: { categories: applianceCategories },
  parameters: { route: { path: "/", initialEntry: "/" } },
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appliance categories link under /appliance-parts/ and show their counts from data. */
export const Appliance: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = applianceCategories[0]!;
    await expect(canvas.getAllByRole("listitem")).toHaveLength(applianceCategories.length);
    const tile = canvas.getAllByRole("listitem")[0]!;
    await expect(within(tile).getByText(formatPartCount(first.productCount))).toBeVisible();
    await expect(tile.querySelector("[data-slot=category-icon]")).toHaveAttribute("data-known", "true");
    await userEvent.click(canvas.getByRole("link", { name: first.name }));
    await expect(await canvas.findByText(`Navigated to /appliance-parts/${first.slug}`)).toBeVisible();
  },
};

export const HVAC: Story = {
  args: { categories: hvacCategories },
  play: async ({ canvas }) => {
    for (const category of hvacCategories) {
      await expect(canvas.getByRole("link", { name: category.name })).toHaveAttribute("href", `/hvac-parts/${category.slug}`);
    }
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=category-tile-skeleton]")).toHaveLength(CATEGORY_TILE_SKELETONS);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading categories…");
  },
};

/** A category added later, with no icon of its own, gets the wrench. */
export const UnknownCategory: Story = {
  args: {
    categories: [{ id: 999, name: "Water Heater Parts", slug: "water-heater-parts", type: "appliance", productCount: 1 }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=category-icon]")).toHaveAttribute("data-known", "false");
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-10">
      <CategoryTiles categories={applianceCategories} />
      <CategoryTiles categories={hvacCategories} />
      <CategoryTiles categories={[]} loading />
    </div>
  ),
};
