import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { applianceBrands, hvacCategories } from "../../testing/fixtures.ts";
import { HeldValue } from "../../testing/held-value.tsx";
import { FilterBar } from "./FilterBar.tsx";
import { SEARCH_DEBOUNCE_MS, type FilterValue } from "./filters.ts";

const brand = applianceBrands[1]!;
const none: FilterValue = { search: "", sort: "popular", inStock: false };
const everything: FilterValue = { search: "capacitor", brandId: brand.id, sort: "price-desc", inStock: true };

const meta = {
  title: "Components/FilterBar",
  component: FilterBar,
  args: { value: none, onChange: fn(), filterBy: "brand", options: applianceBrands },
  argTypes: { filterBy: { control: "inline-radio", options: ["brand", "category"] } },
  // The bar keeps its value, as a screen keeps it in the URL, and reports each change.
  render: (args) => <HeldValue component={FilterBar} report="onChange" props={args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: every control labelled, 'All Brands' first, no Clear All Filters. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("search", { name: "Filter parts" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search parts" })).toHaveValue("");
    const brandSelect = canvas.getByRole("combobox", { name: "Brand" });
    await expect(within(brandSelect).getAllByRole("option")[0]).toHaveTextContent("All Brands");
    await expect(within(brandSelect).getAllByRole("option")).toHaveLength(applianceBrands.length + 1);
    const sortSelect = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(within(sortSelect).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Most Popular",
      "Price: Low to High",
      "Price: High to Low",
      "Name A-Z",
    ]);
    await expect(canvas.getByRole("switch", { name: "In Stock Only" })).not.toBeChecked();
    await expect(canvas.queryByRole("button", { name: "Clear All Filters" })).not.toBeInTheDocument();
  },
};

/** On a brand page the select filters by category. */
export const ByCategory: Story = {
  args: { filterBy: "category", options: hvacCategories },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole("combobox", { name: "Category" });
    await expect(within(select).getAllByRole("option")[0]).toHaveTextContent("All Categories");
    await userEvent.selectOptions(select, hvacCategories[2]!.name);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...none, categoryId: hvacCategories[2]!.id });
  },
};

/** Enter commits the search at once, trimmed. */
export const SearchesOnEnter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search parts" }), "  water filter {Enter}");
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ ...none, search: "water filter" });
  },
};

/**
 * Enter, then the typing pause, before the parent has passed the new search back (a slow screen):
 * the search is sent once, not twice (on a screen, twice would be two history entries).
 */
export const SendsOnceBeforeTheParentCatchesUp: Story = {
  render: (args) => <FilterBar {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search parts" }), "igniter{Enter}");
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ ...none, search: "igniter" });
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 200));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Typing commits by itself after a short pause, once for the whole word. */
export const SearchesAfterPause: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("searchbox", { name: "Search parts" });
    await userEvent.type(box, "igniter");
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ ...none, search: "igniter" }), {
      timeout: SEARCH_DEBOUNCE_MS + 1000,
    });
    await expect(args.onChange).toHaveBeenCalledOnce();
    // The trailing space being typed survives the commit of "igniter".
    await userEvent.type(box, " ");
    await expect(box).toHaveValue("igniter ");
  },
};

/** Choosing a brand sets brandId; 'All Brands' drops it. */
export const ChoosesBrand: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole("combobox", { name: "Brand" });
    await userEvent.selectOptions(select, brand.name);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...none, brandId: brand.id });
    await userEvent.selectOptions(select, "All Brands");
    await expect(args.onChange).toHaveBeenLastCalledWith(none);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ brandId: expect.anything() }));
  },
};

export const Sorts: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole("combobox", { name: "Sort by" });
    for (const [label, sort] of [
      ["Price: Low to High", "price-asc"],
      ["Price: High to Low", "price-desc"],
      ["Name A-Z", "name"],
      ["Most Popular", "popular"],
    ] as const) {
      await userEvent.selectOptions(select, label);
      await expect(args.onChange).toHaveBeenLastCalledWith({ ...none, sort });
    }
  },
};

/** The switch, by click or from the keyboard; a sort alone does not count as a filter. */
export const InStockOnly: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "In Stock Only" });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...none, inStock: true });
    await expect(canvas.getByRole("button", { name: "Clear All Filters" })).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(none);
    await expect(canvas.queryByRole("button", { name: "Clear All Filters" })).not.toBeInTheDocument();
  },
};

/** Everything set: the controls show it and Clear All Filters is there. */
export const WithFiltersSet: Story = {
  args: { value: everything },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Search parts" })).toHaveValue("capacitor");
    await expect(canvas.getByRole("combobox", { name: "Brand" })).toHaveValue(String(brand.id));
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-desc");
    await expect(canvas.getByRole("switch", { name: "In Stock Only" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Clear All Filters" })).toBeVisible();
  },
};

/** Clear All Filters resets search, brand and in-stock, keeps the sort, and puts focus in the search box. */
export const ClearsAllFilters: Story = {
  args: { value: everything },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Clear All Filters" }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ search: "", sort: "price-desc", inStock: false });
    const box = canvas.getByRole("searchbox", { name: "Search parts" });
    await expect(box).toHaveValue("");
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole("combobox", { name: "Brand" })).toHaveValue("");
    await expect(canvas.queryByRole("button", { name: "Clear All Filters" })).not.toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <FilterBar {...args} aria-label="Filter parts, nothing set" value={none} />
      <FilterBar {...args} aria-label="Filter parts, everything set" value={everything} />
      <FilterBar {...args} aria-label="Filter parts, by category" filterBy="category" options={hvacCategories} value={none} />
    </div>
  ),
};
