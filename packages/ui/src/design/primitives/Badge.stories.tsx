import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "./Badge.tsx";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "OEM" },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "secondary", "outline", "destructive", "in-stock", "out-of-stock", "warning", "sale"],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("OEM")).toHaveAttribute("data-slot", "badge");
  },
};
export const Secondary: Story = { args: { variant: "secondary", children: "Aftermarket" } };
export const Outline: Story = { args: { variant: "outline", children: "Whirlpool" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Recalled" } };
export const InStock: Story = { args: { variant: "in-stock", children: "In stock" } };
export const OutOfStock: Story = { args: { variant: "out-of-stock", children: "Out of stock" } };
export const Warning: Story = { args: { variant: "warning", children: "Special order" } };
export const Sale: Story = { args: { variant: "sale", children: "Sale" } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>OEM</Badge>
      <Badge variant="secondary">Aftermarket</Badge>
      <Badge variant="outline">Whirlpool</Badge>
      <Badge variant="destructive">Recalled</Badge>
      <Badge variant="in-stock">In stock</Badge>
      <Badge variant="out-of-stock">Out of stock</Badge>
      <Badge variant="warning">Special order</Badge>
      <Badge variant="sale">Sale</Badge>
    </div>
  ),
};
