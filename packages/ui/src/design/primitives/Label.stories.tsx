import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Checkbox } from "./Checkbox.tsx";
import { Input } from "./Input.tsx";
import { Label } from "./Label.tsx";

const meta = {
  title: "Primitives/Label",
  component: Label,
  args: { children: "Model number", htmlFor: "model" },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="model" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Model number"));
    await expect(canvas.getByRole("textbox", { name: "Model number" })).toHaveFocus();
  },
};

export const WithCheckbox: Story = {
  args: { children: "Email me about sales", htmlFor: "sales" },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="sales" />
      <Label {...args} />
    </div>
  ),
};

export const DisabledControl: Story = {
  args: { children: "Gift wrap (unavailable)", htmlFor: "wrap" },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="wrap" disabled />
      <Label {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-sm gap-4">
      <div className="grid gap-2">
        <Label htmlFor="all-model">Model number</Label>
        <Input id="all-model" />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="all-sales" />
        <Label htmlFor="all-sales">Email me about sales</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="all-wrap" disabled />
        <Label htmlFor="all-wrap">Gift wrap (unavailable)</Label>
      </div>
    </div>
  ),
};
