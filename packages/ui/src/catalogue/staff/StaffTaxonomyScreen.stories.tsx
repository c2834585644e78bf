import { getMockData } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StaffTaxonomyScreen } from "./StaffTaxonomyScreen.tsx";
import { recordEditorStories } from "../../testing/record-editor-stories.tsx";
import { staffScreen } from "../../testing/staff-stories.tsx";

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

const editor = recordEditorStories<Story>({
  heading: () => firstCategory().name,
  save: "Save",
  loading: "Loading the category",
  loadError: { heading: "The brand could not be loaded", story: { args: { kind: "brand", id: "1" }, parameters: { route: brand("1") } } },
  notFound: { story: { args: { id: "999999" }, parameters: { route: category("999999") } }, heading: "Category not found", back: { name: "All categories", href: "/staff/categories" } },
  dark: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Slug"), "-old");
    await expect(canvas.getByText("The page moves")).toBeVisible();
  },
});

/** A category's form and shop link; a new name and slug saved warn of the move, then show in its history. */
export const EditWithHistory: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { name, slug } = firstCategory();
    await expect(await editor.opened(canvas)).toBeVisible();
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
    await editor.saves(context, "Category saved.", `Name ${name} -> Fridge Parts; Slug ${slug} -> fridge-parts`);
    await expect(canvas.getByRole("link", { name: "View in shop" })).toHaveAttribute("href", "/appliance-parts/fridge-parts");
    await expect(canvas.queryByText("The page moves")).toBeNull();
    await expect(getMockData().categories[0]?.slug).toBe("fridge-parts");
  },
};

/** Another brand's slug is refused at the slug field, which takes the focus; nothing is stored. */
export const DuplicateSlug: Story = {
  args: { kind: "brand", id: "1" },
  parameters: { route: brand("1") },
  play: async (context) => {
    await editor.opened(context.canvas, firstBrand().name);
    const taken = getMockData().brands[1]!;
    await editor.refuse(context, "Slug", taken.slug, new RegExp(`slug ${taken.slug} is already brand ${taken.id}'s address`));
    await expect(getMockData().brands[0]?.slug).not.toBe(taken.slug);
  },
};

/** A new brand: the slug follows the name; saved, the address becomes the brand it made. */
export const NewBrand: Story = editor.created({
  story: { args: { kind: "brand", id: "new" }, parameters: { route: brand("new") } },
  heading: "New brand",
  required: ["Name", "name is required"],
  fill: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Name"), "Blue Star & Co");
    await expect(canvas.getByLabelText("Slug")).toHaveValue("blue-star-co");
    await userEvent.selectOptions(canvas.getByLabelText("Type"), "Appliance");
  },
  records: () => getMockData().brands,
  stored: { slug: "blue-star-co" },
  url: (id) => `/staff/brands/${id}`,
});

/** No such category: a way back to the list. */
export const NotFound: Story = editor.NotFound;

/** While the category loads. */
export const Loading: Story = editor.Loading;

/** The brand could not be read: the reason and Try again. */
export const LoadError: Story = editor.LoadError;

/** On a 360 px phone the form fits. */
export const NarrowScreen: Story = editor.NarrowScreen;

/** The dark theme, with the slug's move warning showing. */
export const Dark: Story = editor.Dark;
