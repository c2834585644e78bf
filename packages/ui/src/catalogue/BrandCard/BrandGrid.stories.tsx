import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { brands } from "../../testing/fixtures.ts";
import { Button } from "../../design/primitives/Button.tsx";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { BRAND_SKELETONS, BrandGrid } from "./BrandGrid.tsx";

const meta = {
  title: "Components/BrandGrid",
  component: BrandGrid,
  args: { brands },
  parameters: { route: { path: "/brands", initialEntry: "/brands" } },
} satisfies Meta<typeof BrandGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(brands.length);
    await expect(canvas.getByRole("link", { name: brands[0]!.name })).toHaveAttribute("href", `/brands/${brands[0]!.slug}`);
  },
};

/** Twelve skeleton cards while brands load; the region is busy and says so. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=brand-card-skeleton]")).toHaveLength(BRAND_SKELETONS);
    await expect(BRAND_SKELETONS).toBe(12);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading brands…");
    await expect(canvasElement.querySelector("[data-slot=brand-grid]")).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  args: { brands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No Brands Found" })).toBeVisible();
  },
};

/** A screen passes its own empty state, e.g. with a way to clear the search. */
export const CustomEmpty: Story = {
  args: {
    brands: [],
    empty: (
      <EmptyState
        title="No brands match “acme”"
        description="Check the spelling, or see every brand we carry."
        action={<Button variant="outline">Show All Brands</Button>}
      />
    ),
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-10">
      <BrandGrid brands={brands.slice(0, 8)} />
      <BrandGrid brands={[]} loading />
      <BrandGrid brands={[]} />
    </div>
  ),
};
