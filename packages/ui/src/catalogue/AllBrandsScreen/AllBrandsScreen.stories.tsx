import { listBrands } from "@shop/domain";
import { brandHandlers, getMockData } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AllBrandsScreen } from "./AllBrandsScreen.tsx";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

// What the brand handlers answer, read through the same domain function.
const brands = listBrands(getMockData());
const applianceBrands = listBrands(getMockData(), "appliance");
const hvacBrands = listBrands(getMockData(), "hvac");

const showing = (shown: number) => `Showing ${shown} of ${brands.length} brands`;
/** A tab's accessible name: its label, then what its number counts ("HVAC, 20 brands"). */
const tabName = (label: string, count: number) => new RegExp(`^${label}\\s*, ${count} ${count === 1 ? "brand" : "brands"}$`);

const meta = {
  title: "Screens/AllBrandsScreen",
  component: AllBrandsScreen,
  ...shopScreen({ route: "/brands" }),
} satisfies Meta<typeof AllBrandsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand, counted from data in the claim, the count line and the tabs. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "All Brands" })).toBeVisible();
    await expect(await canvas.findByText(showing(brands.length), {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(new RegExp(`from ${brands.length} appliance and HVAC manufacturers`))).toBeVisible();
    await expect(canvas.getByRole("tab", { name: tabName("All", brands.length) })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tab", { name: tabName("Appliance", applianceBrands.length) })).toHaveAttribute("aria-selected", "false");
    await expect(canvas.getByRole("tab", { name: tabName("HVAC", hvacBrands.length) })).toBeVisible();
    await expect(within(canvas.getByRole("tabpanel")).getAllByRole("article")).toHaveLength(brands.length);

    const popular = within(canvas.getByRole("region", { name: "Most Popular Brands" }));
    const names = popular.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    await expect(names).toEqual([
      ["Whirlpool", "/brands/whirlpool"],
      ["GE", "/brands/ge"],
      ["LG", "/brands/lg"],
      ["Samsung", "/brands/samsung"],
      ["Carrier", "/brands/carrier"],
      ["Trane", "/brands/trane"],
    ]);

    const quote = within(canvas.getByRole("region", { name: "Don't see your brand?" }));
    await expect(quote.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(quote.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", "/contact?subject=Request+a+Quote");
  },
};

/** The tabs narrow the grid and the count; arrow keys move between them (one tab stop). */
export const FiltersByType: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(showing(brands.length), {}, LOAD);
    await userEvent.click(canvas.getByRole("tab", { name: /^HVAC/ }));
    await expect(canvas.getByRole("tab", { name: /^HVAC/ })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByText(showing(hvacBrands.length))).toBeVisible();
    await expect(within(canvas.getByRole("tabpanel")).getAllByRole("article")).toHaveLength(hvacBrands.length);
    await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName(/^HVAC/);

    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: /^Appliance/ })).toHaveFocus();
    await expect(canvas.getByText(showing(applianceBrands.length))).toBeVisible();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: /^All/ })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tab", { name: /^HVAC/ })).toHaveAttribute("tabindex", "-1");
  },
};

/** Typing filters by name as you go; the count and every tab's number follow the search. */
export const SearchFiltersCount: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(showing(brands.length), {}, LOAD);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search brands" }), "whirl");
    await expect(canvas.getByText(showing(1))).toBeVisible();
    await expect(within(canvas.getByRole("tabpanel")).getByRole("link", { name: "Whirlpool" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: tabName("All", 1) })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: tabName("HVAC", 0) })).toBeVisible();
  },
};

/** Search and tab come from the URL, so a filtered list can be shared. */
export const FromTheUrl: Story = {
  parameters: { route: { path: "/brands", initialEntry: "/brands?type=hvac&search=tra" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(showing(1), {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search brands" })).toHaveValue("tra");
    await expect(canvas.getByRole("tab", { name: /^HVAC/ })).toHaveAttribute("aria-selected", "true");
    await expect(within(canvas.getByRole("tabpanel")).getByRole("link", { name: "Trane" })).toHaveAttribute("href", "/brands/trane");
  },
};

/** A search that matches nothing says so and offers to clear it. */
export const NoSearchResults: Story = {
  parameters: { route: { path: "/brands", initialEntry: "/brands?search=acme" } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole("heading", { name: "No brands match “acme”" }, LOAD)).toBeVisible();
    await expect(canvas.getByText(showing(0))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(canvas.getByText(showing(brands.length))).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search brands" })).toHaveValue("");
  },
};

/** Request Quote opens the contact form with its subject filled in. */
export const RequestQuote: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("link", { name: "Request Quote" }));
    await expect(await canvas.findByText("Navigated to /contact?subject=Request+a+Quote")).toBeVisible();
  },
};

/** No brands on record: the claim loses its number and the grid says none were found. */
export const Empty: Story = {
  parameters: { msw: { handlers: { brands: brandHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Brands Found" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Showing 0 of 0 brands")).toBeVisible();
    await expect(canvas.queryByText(/ manufacturers\./)).not.toBeInTheDocument();
  },
};

/** Twelve skeleton cards while the brands load; the static blocks are already there. */
export const Loading: Story = {
  parameters: { msw: { handlers: { brands: brandHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=brand-card-skeleton]")).toHaveLength(12);
    await expect(canvas.getByText("Loading brands…")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Whirlpool" })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { brands: brandHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(within(alert).getByRole("heading", { name: "We couldn't load the brands" })).toBeVisible();
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
