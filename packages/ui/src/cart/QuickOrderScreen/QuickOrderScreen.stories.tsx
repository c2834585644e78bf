import { cartHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { storyPart } from "../../testing/story-data.ts";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";
import { QuickOrderScreen } from "./QuickOrderScreen.tsx";

const first = storyPart((p) => p.inStock && p.quantityOnHand >= 5);
const second = storyPart((p) => p.inStock && p.quantityOnHand >= 5 && p.id !== first.id);
const soldOut = storyPart((p) => !p.inStock && p.specialOrderDays === undefined);
const replacing = storyPart((p) => p.inStock && p.quantityOnHand >= 2 && (p.supersedes ?? []).length > 0 && p.id !== first.id && p.id !== second.id);
const older = replacing.supersedes![0]!;
/** A number one character short of a part's: found by nothing, with that part as its closest match. */
const cut = second.partNumber.slice(0, -1);

/** The list a technician pastes: two good lines (one lower case, one with an x), an old number, one unknown, one sold out. */
const PASTED = [`${first.partNumber.toLowerCase()}, 2`, `${second.partNumber} x1`, older, "NOSUCH-1234 3", `${soldOut.partNumber}\t1`].join("\n");

const meta = {
  title: "Screens/QuickOrderScreen",
  component: QuickOrderScreen,
  ...shopScreen({ route: "/quick-order" }),
} satisfies Meta<typeof QuickOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty pad: what to type, a CSV file's choice, and Add to Cart; sending nothing asks for a number. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Quick Order" })).toBeVisible();
    const lines = canvas.getByRole("textbox", { name: "Part numbers and quantities" });
    await expect(lines).toHaveAccessibleDescription(/One part a line/);
    await expect(canvas.getByLabelText("Choose a CSV file")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(lines).toHaveAccessibleDescription(/Type at least one part number\./);
    await expect(lines).toHaveAttribute("aria-invalid", "true");
    await expect(lines).toHaveFocus();
  },
};

/** A pasted list: the good lines and the old number go into the cart, the unknown and sold-out ones are listed with why, and stay in the box. */
export const PastedList: Story = {
  args: { defaultText: PASTED },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    const added = within(await canvas.findByRole("region", { name: "3 lines added to your cart" }, LOAD));
    await expect(added.getByRole("link", { name: first.name })).toHaveAttribute("href", `/products/${first.id}`);
    await expect(added.getByRole("link", { name: second.name })).toBeVisible();
    await expect(added.getByText(`${older} is replaced by this part.`)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/cart");

    const problems = within(canvas.getByRole("region", { name: "2 lines need attention" }));
    await expect(problems.getByText("Not found")).toBeVisible();
    await expect(problems.getByText("No part is numbered NOSUCH-1234")).toBeVisible();
    await expect(problems.getByText("Out of stock", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(problems.getByRole("link", { name: `${soldOut.name} (${soldOut.partNumber})` })).toHaveAttribute("href", `/products/${soldOut.id}`);
    await expect(canvas.getByRole("textbox", { name: "Part numbers and quantities" })).toHaveValue(`NOSUCH-1234 3\n${soldOut.partNumber} 1`);
  },
};

/** A number that finds nothing but comes close to one: the closest match, and a button to add it instead. */
export const ClosestMatch: Story = {
  args: { defaultText: `${cut} 2` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    const problems = within(await canvas.findByRole("region", { name: "1 line needs attention" }, LOAD));
    await expect(problems.getByText(`No part is numbered ${cut}; the closest match is ${second.partNumber}`)).toBeVisible();
    await userEvent.click(problems.getByRole("button", { name: `Add ${second.partNumber}` }));
    await waitFor(() => expect(problems.getByRole("button", { name: `Add ${second.partNumber}` })).toBeDisabled());
  },
};

/** Lines the browser cannot read are named, and nothing is sent until they are fixed. */
export const UnreadableLines: Story = {
  args: { defaultText: `${first.partNumber} 0\n${second.partNumber} 1\nx 3` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    const lines = canvas.getByRole("textbox", { name: "Part numbers and quantities" });
    await expect(lines).toHaveAccessibleDescription(/These 2 lines could not be read/);
    await expect(canvas.getByText("Line 1: the quantity must be from 1 to 99")).toBeVisible();
    await expect(canvas.getByText("Line 3: no part number")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: /added to your cart/ })).toBeNull();
  },
};

/** The call failed: the reason under the box, which keeps every line. */
export const Failed: Story = {
  args: { defaultText: `${first.partNumber} 1` },
  parameters: { msw: { handlers: { cart: cartHandlers.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(await canvas.findByText(/Your list could not be added to the cart\./, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Part numbers and quantities" })).toHaveValue(`${first.partNumber} 1`);
  },
};

/** While the lines are sent: the button says so and cannot be pressed twice. */
export const Sending: Story = {
  args: { defaultText: `${first.partNumber} 1` },
  parameters: { msw: { handlers: { cart: cartHandlers.pending } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(await canvas.findByRole("button", { name: "Adding..." })).toBeDisabled();
  },
};

/** On a phone, after a pasted list. */
export const Phone: Story = {
  ...PastedList,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

/** The dark theme, after a pasted list. */
export const Dark: Story = {
  ...PastedList,
  globals: { theme: "dark" },
};
