import { getMockData, MOCK_STAFF } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { StaffTaxonomyScreen } from "./StaffTaxonomyScreen.tsx";
import { LOAD, staffScreen, staffStates } from "../../testing/staff-stories.tsx";

const category = (id: string) => ({ path: "/staff/categories/:id", initialEntry: `/staff/categories/${id}` });
const brand = (id: string) => ({ path: "/staff/brands/:id", initialEntry: `/staff/brands/${id}` });
/** The mock catalogue's first category and brand, as the story starts. */
const firstCategory = () => getMockData().categories[0]!;
const firstBrand = () => getMockData().brands[0]!;

const meta = {
  title: "Screens/Staff/StaffTaxonomyScreen",
  component: StaffTaxonomyScreen,
  args: { kind: "category", id: "1" },
  ...staffScreen({ route: category("1"), url: true }),
} satisfies Meta<typeof StaffTaxonomyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({
  loading: "Loading the category",
  loadError: { heading: "The brand could not be loaded", story: { args: { kind: "brand", id: "1" }, parameters: { route: brand("1") } } },
  notFound: { story: { args: { id: "999999" }, parameters: { route: category("999999") } }, heading: "Category not found", back: { name: "All categories", href: "/staff/categories" } },
});

/** A category's form and shop link; a new name and slug saved warn of the move, then show in its history. */
export const EditWithHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    const { name, slug } = firstCategory();
    await expect(await canvas.findByRole("heading", { level: 1, name }, LOAD)).toBeVisible();
    await expect(canvas.getByLabelText("Slug")).toHaveValue(slug);
    await expect(canvas.getByRole("link", { name: "View in shop" })).toHaveAttribute("href", `/appliance-parts/${slug}`);
    await expect(canvas.getByText("No changes recorded yet.")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText("Name"));
    await userEvent.type(canvas.getByLabelText("Name"), "Fridge Parts");
    // Editing a record never rewrites its slug from the name: that would move its page unasked.
    await expect(canvas.getByLabelText("Slug")).toHaveValue(slug);
    await userEvent.clear(canvas.getByLabelText("Slug"));
    await userEvent.type(canvas.getByLabelText("Slug"), "fridge-parts");
    await expect(canvas.getByText("The page moves")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText("Category saved.", {}, LOAD)).toBeVisible();
    const history = within(canvas.getByRole("region", { name: "History" }));
    await expect(history.getByText(`Name ${name} -> Fridge Parts; Slug ${slug} -> fridge-parts`)).toBeVisible();
    await expect(history.getByText(new RegExp(MOCK_STAFF.email))).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View in shop" })).toHaveAttribute("href", "/appliance-parts/fridge-parts");
    await expect(canvas.queryByText("The page moves")).toBeNull();
    await expect(getMockData().categories[0]?.slug).toBe("fridge-parts");
  },
};

/** Another brand's slug is refused at the slug field, which takes the focus; nothing is stored. */
export const DuplicateSlug: Story = {
  args: { kind: "brand", id: "1" },
  parameters: { route: brand("1") },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1, name: firstBrand().name }, LOAD);
    const slug = canvas.getByLabelText("Slug");
    const taken = getMockData().brands[1]!;
    await userEvent.clear(slug);
    await userEvent.type(slug, taken.slug);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(new RegExp(`slug ${taken.slug} is already brand ${taken.id}'s address`)), LOAD);
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await expect(slug).toHaveFocus();
    await expect(getMockData().brands[0]?.slug).not.toBe(taken.slug);
  },
};

/** A new brand: the slug follows the name; saved, the address becomes the brand it made. */
export const NewBrand: Story = {
  args: { kind: "brand", id: "new" },
  parameters: { route: brand("new") },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "New brand" }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(canvas.getByLabelText("Name")).toHaveAccessibleDescription("name is required"), LOAD);
    await userEvent.type(canvas.getByLabelText("Name"), "Blue Star & Co");
    await expect(canvas.getByLabelText("Slug")).toHaveValue("blue-star-co");
    await userEvent.selectOptions(canvas.getByLabelText("Type"), "Appliance");
    const before = Math.max(...getMockData().brands.map((b) => b.id));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(getMockData().brands.find((b) => b.id === before + 1)?.slug).toBe("blue-star-co"), LOAD);
    await expectUrl(canvasElement, `/staff/brands/${before + 1}`);
  },
};

/** No such category: a way back to the list. */
export const NotFound: Story = states.NotFound;

/** While the category loads. */
export const Loading: Story = states.Loading;

/** The brand could not be read: the reason and Try again. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone the form fits. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: firstCategory().name }, LOAD);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme, with the slug's move warning showing. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1, name: firstCategory().name }, LOAD);
    await userEvent.type(canvas.getByLabelText("Slug"), "-old");
    await expect(canvas.getByText("The page moves")).toBeVisible();
    await expect(document.documentElement).toHaveClass("dark");
  },
};
