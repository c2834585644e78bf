import { getMockData, staffHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { StaffTaxonomyListScreen } from "./StaffTaxonomyListScreen.tsx";
import { LOAD, staffRoute, staffScreen, staffSessionOk, staffStates } from "../../testing/staff-stories.tsx";

/** The table's body rows. */
const rows = (root: HTMLElement) => within(root).getAllByRole("row").slice(1);
const brandsAt = { route: staffRoute("/staff/brands") };

const meta = {
  title: "Screens/Staff/StaffTaxonomyListScreen",
  component: StaffTaxonomyListScreen,
  args: { kind: "category" },
  ...staffScreen({ route: staffRoute("/staff/categories"), url: true }),
} satisfies Meta<typeof StaffTaxonomyListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({
  loading: "Loading categories",
  loadError: { heading: "Brands could not be loaded", story: { args: { kind: "brand" }, parameters: brandsAt } },
});

/** Every category by name with its type, slug and parts; "Categories" is the current nav link. */
export const Categories: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("region", { name: "Category list" }, LOAD);
    const categories = getMockData().categories;
    await expect(rows(list)).toHaveLength(categories.length);
    await expect(within(list).getByText(`${categories.length} categories`)).toBeVisible();
    const first = categories[0]!;
    const link = within(list).getByRole("link", { name: first.name });
    await expect(link).toHaveAttribute("href", `/staff/categories/${first.id}`);
    const parts = getMockData().products.filter((p) => p.categoryId === first.id).length;
    await expect(within(link.closest("tr")!).getByText(String(parts))).toBeVisible();
    await expect(within(canvas.getByRole("navigation", { name: "Back office" })).getByRole("link", { name: "Categories" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "New category" })).toHaveAttribute("href", "/staff/categories/new");
    await expect(document.title).toBe("Categories · Back office");
  },
};

/** Every brand; typing in the filter narrows the list by name or slug, and says when nothing matches. */
export const BrandsFiltered: Story = {
  args: { kind: "brand" },
  parameters: brandsAt,
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole("region", { name: "Brand list" }, LOAD);
    await expect(rows(list)).toHaveLength(getMockData().brands.length);
    const brand = getMockData().brands[1]!;
    const filter = canvas.getByRole("searchbox", { name: "Filter brands" });
    await userEvent.type(filter, brand.name.toUpperCase());
    await waitFor(() => expect(within(canvas.getByRole("region", { name: "Brand list" })).getByRole("link", { name: brand.name })).toBeVisible());
    await userEvent.clear(filter);
    await userEvent.type(filter, "no such brand at all");
    await expect(await canvas.findByRole("heading", { name: "No brands match" })).toBeVisible();
  },
};

/** No categories at all: says so, with the way to add the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: { staff: [staffSessionOk, http.get("/api/staff/categories", () => HttpResponse.json([])), ...staffHandlers.success] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No categories yet" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New category" })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = states.Loading;

/** The list could not be read: the reason and Try again. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone the table fits, the slug column left out. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Category list" }, LOAD);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Category list" }, LOAD);
    await expect(document.documentElement).toHaveClass("dark");
  },
};
