import { getMockData } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StaffPartScreen } from "./StaffPartScreen.tsx";
import { recordEditorStories } from "../../testing/record-editor-stories.tsx";
import { staffScreen } from "../../testing/staff-stories.tsx";

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

const editor = recordEditorStories<Story>({
  heading: () => first().name,
  save: "Save part",
  loading: "Loading the part",
  loadError: "The part could not be loaded",
  notFound: { story: { args: { id: "999999" }, parameters: { route: at("999999") } }, heading: "Part not found", back: { name: "All parts", href: "/staff/parts" } },
});

/** A part's form with every field, then a price, quantity and bin change saved, shown in its history. */
export const EditAndSave: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const part = first();
    await expect(await editor.opened(canvas)).toBeVisible();
    await expect(canvas.getByLabelText("Part number")).toHaveValue(part.partNumber);
    await expect(canvas.getByLabelText("Fits models")).toHaveValue(part.compatibility.join("\n"));
    await expect(canvas.getByLabelText("Bin location")).toHaveValue(part.bin);
    await expect(canvas.getByText("No changes recorded yet.")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText("Price"));
    await userEvent.type(canvas.getByLabelText("Price"), "19.99");
    await userEvent.clear(canvas.getByLabelText("On hand"));
    await userEvent.type(canvas.getByLabelText("On hand"), "12");
    await userEvent.clear(canvas.getByLabelText("Bin location"));
    await userEvent.type(canvas.getByLabelText("Bin location"), " A3-12 ");
    await editor.saves(context, "Part saved.", `Price ${part.price} -> 19.99; Quantity ${part.quantityOnHand} -> 12; Bin ${part.bin} -> A3-12`);
    await expect(getMockData().products[0]).toMatchObject({ price: "19.99", bin: "A3-12" });
  },
};

/** The API's refusals show at their field: a bad price, another part's number, a bin longer than a shelf label. */
export const ValidationErrors: Story = {
  play: async (context) => {
    await editor.opened(context.canvas);
    const price = await editor.refuse(context, "Price", "cheap", /price must be an amount/);
    await context.userEvent.clear(price);
    await context.userEvent.type(price, "19.99");
    await editor.refuse(context, "Part number", getMockData().products[1]!.partNumber, /is already part 2's number/, { marked: false });
    await editor.refuse(context, "Bin location", "AISLE-3-SHELF-12-SLOT-4", /bin must be at most 20 characters/);
    await expect(getMockData().products[0]?.price).not.toBe("19.99");
  },
};

/**
 * A special order's lead time: out of range is refused at its field; a number makes the part a
 * special order, recorded in its history; emptied, it is none again.
 */
export const SpecialOrderLeadTime: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await editor.opened(canvas);
    await expect(canvas.getByLabelText("Special order lead time")).toHaveValue("");
    const field = await editor.refuse(context, "Special order lead time", "61", /specialOrderDays must be from 1 to 60 business days/);
    await userEvent.clear(field);
    await userEvent.type(field, "5");
    await editor.saves(context, "Part saved.", "Special order (business days) none -> 5");
    await expect(getMockData().products[0]?.specialOrderDays).toBe(5);
    await userEvent.clear(canvas.getByLabelText("Special order lead time"));
    await userEvent.click(canvas.getByRole("button", { name: "Save part" }));
    await expect(await within(canvas.getByRole("region", { name: "History" })).findByText("Special order (business days) 5 -> none", {}, { timeout: 5000 })).toBeVisible();
    await expect(getMockData().products[0]).not.toHaveProperty("specialOrderDays");
  },
};

/** A new part: an empty form whose missing fields are named; saved, the address becomes the part it made. */
export const NewPart: Story = editor.created({
  story: { args: { id: "new" }, parameters: { route: at("new") } },
  heading: "New part",
  required: ["Name", "name is required"],
  records: () => getMockData().products,
  stored: { name: "Story Door Gasket", bin: "C2-07" },
  url: (id) => `/staff/parts/${id}`,
  fill: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Name"), "Story Door Gasket");
    await userEvent.type(canvas.getByLabelText("Part number"), "STORY-1");
    await userEvent.type(canvas.getByLabelText("Price"), "45.00");
    await userEvent.type(canvas.getByLabelText("Bin location"), "C2-07");
    await userEvent.type(canvas.getByLabelText("Description"), "Seals the door.");
    await userEvent.selectOptions(canvas.getByLabelText("Brand"), getMockData().brands[0]!.name);
    await userEvent.selectOptions(canvas.getByLabelText("Category"), getMockData().categories[0]!.name);
  },
});

/** No such part: a way back to the list. */
export const NotFound: Story = editor.NotFound;

/** While the part loads. */
export const Loading: Story = editor.Loading;

/** The part could not be read: the reason and Try again. */
export const LoadError: Story = editor.LoadError;

/** On a 360 px phone the form is one column. */
export const NarrowScreen: Story = editor.NarrowScreen;

/** The dark theme. */
export const Dark: Story = editor.Dark;
