import { getMockData, MOCK_STAFF } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { StaffPartScreen } from "./StaffPartScreen.tsx";
import { LOAD, staffScreen, staffStates } from "../../testing/staff-stories.tsx";

const at = (id: string) => ({ path: "/staff/parts/:id", initialEntry: `/staff/parts/${id}` });
/** The mock catalogue's first part, as the story starts. */
const first = () => getMockData().products[0]!;

const meta = {
  title: "Screens/Staff/StaffPartScreen",
  component: StaffPartScreen,
  args: { id: "1" },
  ...staffScreen({ route: at("1"), url: true }),
} satisfies Meta<typeof StaffPartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({
  loading: "Loading the part",
  loadError: "The part could not be loaded",
  notFound: { story: { args: { id: "999999" }, parameters: { route: at("999999") } }, heading: "Part not found", back: { name: "All parts", href: "/staff/parts" } },
});

/** A part's form with every field, then a price and quantity change saved, shown in its history. */
export const EditAndSave: Story = {
  play: async ({ canvas, userEvent }) => {
    const part = first();
    await expect(await canvas.findByRole("heading", { level: 1, name: part.name }, LOAD)).toBeVisible();
    await expect(canvas.getByLabelText("Part number")).toHaveValue(part.partNumber);
    await expect(canvas.getByLabelText("Fits models")).toHaveValue(part.compatibility.join("\n"));
    await expect(canvas.getByText("No changes recorded yet.")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText("Price"));
    await userEvent.type(canvas.getByLabelText("Price"), "19.99");
    await userEvent.clear(canvas.getByLabelText("On hand"));
    await userEvent.type(canvas.getByLabelText("On hand"), "12");
    await userEvent.click(canvas.getByRole("button", { name: "Save part" }));
    await expect(await canvas.findByText("Part saved.", {}, LOAD)).toBeVisible();
    const history = within(canvas.getByRole("region", { name: "History" }));
    await expect(history.getByText(`Price ${part.price} -> 19.99; Quantity ${part.quantityOnHand} -> 12`)).toBeVisible();
    await expect(history.getByText(new RegExp(MOCK_STAFF.email))).toBeVisible();
    await expect(getMockData().products[0]?.price).toBe("19.99");
  },
};

/** The API's refusals show at their field: a bad price, another part's number. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1, name: first().name }, LOAD);
    const price = canvas.getByLabelText("Price");
    await userEvent.clear(price);
    await userEvent.type(price, "cheap");
    await userEvent.click(canvas.getByRole("button", { name: "Save part" }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(/price must be an amount/), LOAD);
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveFocus();
    await userEvent.clear(price);
    await userEvent.type(price, "19.99");
    const number = canvas.getByLabelText("Part number");
    await userEvent.clear(number);
    await userEvent.type(number, getMockData().products[1]!.partNumber);
    await userEvent.click(canvas.getByRole("button", { name: "Save part" }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(/is already part 2's number/), LOAD);
    await expect(getMockData().products[0]?.price).not.toBe("19.99");
  },
};

/** A new part: an empty form whose missing fields are named; saved, the address becomes the part it made. */
export const NewPart: Story = {
  args: { id: "new" },
  parameters: { route: at("new") },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "New part" }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save part" }));
    await waitFor(() => expect(canvas.getByLabelText("Name")).toHaveAccessibleDescription("name is required"), LOAD);
    await userEvent.type(canvas.getByLabelText("Name"), "Story Door Gasket");
    await userEvent.type(canvas.getByLabelText("Part number"), "STORY-1");
    await userEvent.type(canvas.getByLabelText("Price"), "45.00");
    await userEvent.type(canvas.getByLabelText("Description"), "Seals the door.");
    await userEvent.selectOptions(canvas.getByLabelText("Brand"), getMockData().brands[0]!.name);
    await userEvent.selectOptions(canvas.getByLabelText("Category"), getMockData().categories[0]!.name);
    // Read before the click: the mocks may have stored the new part by the time the click returns.
    const before = Math.max(...getMockData().products.map((p) => p.id));
    await userEvent.click(canvas.getByRole("button", { name: "Save part" }));
    await waitFor(() => expect(getMockData().products.find((p) => p.id === before + 1)?.name).toBe("Story Door Gasket"), LOAD);
    await expectUrl(canvasElement, `/staff/parts/${before + 1}`);
  },
};

/** No such part: a way back to the list. */
export const NotFound: Story = states.NotFound;

/** While the part loads. */
export const Loading: Story = states.Loading;

/** The part could not be read: the reason and Try again. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone the form is one column. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: first().name }, LOAD);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: first().name }, LOAD);
    await expect(document.documentElement).toHaveClass("dark");
  },
};
