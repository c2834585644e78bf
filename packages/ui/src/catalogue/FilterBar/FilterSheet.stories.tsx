import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { applianceBrands } from "../../testing/fixtures.ts";
import { HeldValue } from "../../testing/held-value.tsx";
import { LOAD } from "../../testing/story-helpers.tsx";
import { FilterSheet } from "./FilterSheet.tsx";
import type { FilterValue } from "./filters.ts";

const brand = applianceBrands[1]!;
const none: FilterValue = { search: "", sort: "popular", inStock: false };
const phone = { viewport: { value: "mobile2", isRotated: false } };

const meta = {
  title: "Components/FilterSheet",
  component: FilterSheet,
  args: { value: none, onChange: fn(), filterBy: "brand", options: applianceBrands, total: 34 },
  globals: phone,
  // The sheet keeps its value, as a screen keeps it in the URL, and reports each change.
  render: (args) => <HeldValue component={FilterSheet} report="onChange" props={args} />,
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed with nothing set: 'Filters' and the sort beside it, no form on the page. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Filters" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toHaveValue("popular");
    await expect(canvas.queryByRole("combobox", { name: "Brand" })).not.toBeInTheDocument();
  },
};

/** Closed with a brand and in-stock set: the button counts them. */
export const ClosedWithFilters: Story = {
  args: { value: { ...none, brandId: brand.id, inStock: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Filters (2)" })).toBeVisible();
  },
};

/** Open: a titled dialog with the filters, 'Show 34 parts' and 'Clear all' (disabled with nothing set). */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Filters" }, LOAD));
    await expect(dialog.getByRole("searchbox", { name: "Search parts" })).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Brand" })).toHaveValue("");
    await expect(dialog.getByRole("switch", { name: "In Stock Only" })).not.toBeChecked();
    await expect(dialog.queryByRole("combobox", { name: "Sort by" })).not.toBeInTheDocument();
    await expect(dialog.getByRole("button", { name: "Clear all" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Show 34 parts" })).toBeVisible();
  },
};

/** Choosing a brand reports at once and counts on the button; Escape closes and focus returns to it. */
export const ChooseBrandThenEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Filters" });
    await userEvent.click(button);
    const dialog = within(await screen.findByRole("dialog", { name: "Filters" }, LOAD));
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Brand" }), String(brand.id));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...none, brandId: brand.id });
    await expect(dialog.getByRole("button", { name: "Clear all" })).toBeEnabled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const counted = canvas.getByRole("button", { name: "Filters (1)" });
    await expect(counted).toHaveFocus();
  },
};

/** 'Clear all' resets the filters and keeps the sort; 'Done' while the count is unknown closes the sheet. */
export const ClearAllKeepsSort: Story = {
  args: { value: { search: "belt", brandId: brand.id, sort: "name", inStock: true }, defaultOpen: true, total: undefined },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Filters" }, LOAD));
    await userEvent.click(dialog.getByRole("button", { name: "Clear all" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ search: "", sort: "name", inStock: false });
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Filters" })).toBeVisible();
  },
};
