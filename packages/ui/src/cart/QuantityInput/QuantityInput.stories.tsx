import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { HeldValue } from "../../testing/held-value.tsx";
import { QuantityInput } from "./QuantityInput.tsx";

const meta = {
  title: "Components/QuantityInput",
  component: QuantityInput,
  args: { value: 1, onCommit: fn(), onHand: 40 },
  // The input keeps its quantity, as the part page does, and reports each commit.
  render: (args) => <HeldValue component={QuantityInput} report="onCommit" props={args} />,
  decorators: [
    (Story) => (
      <div className="pb-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1: minus disabled, a numeric field labelled 'Quantity', plus enabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: "Quantity" });
    await expect(field).toHaveValue("1");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(canvas.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Increase quantity" })).toBeEnabled();
  },
};

/** Typing commits once, on Enter, not per keystroke. */
export const Typed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Quantity" });
    await userEvent.click(field);
    await userEvent.keyboard("12{Enter}");
    await expect(field).toHaveValue("12");
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(args.onCommit).toHaveBeenCalledWith(12);
    await expect(canvas.getByRole("button", { name: "Decrease quantity" })).toBeEnabled();
  },
};

/** More than 99 with plenty on hand: clamped to 99 on blur, with a note. */
export const ClampedTo99: Story = {
  args: { onHand: 500 },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Quantity" });
    await userEvent.click(field);
    await userEvent.keyboard("250");
    await userEvent.tab();
    await expect(field).toHaveValue("99");
    await expect(args.onCommit).toHaveBeenCalledWith(99);
    await expect(canvas.getByText("At most 99")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  },
};

/** More than is on hand: clamped to the stock, "Only 3 in stock". */
export const OverStock: Story = {
  args: { onHand: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Quantity" });
    await userEvent.click(field);
    await userEvent.keyboard("9{Enter}");
    await expect(field).toHaveValue("3");
    await expect(args.onCommit).toHaveBeenCalledWith(3);
    await expect(canvas.getByText("Only 3 in stock")).toBeVisible();
  },
};

/** Text that is not a whole number puts the field back and commits nothing. */
export const InvalidRestored: Story = {
  args: { value: 4 },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Quantity" });
    await userEvent.click(field);
    await userEvent.keyboard("ab{Enter}");
    await expect(field).toHaveValue("4");
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};
