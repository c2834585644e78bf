import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Input } from "./Input.tsx";
import { Label } from "./Label.tsx";

const meta = {
  title: "Primitives/Input",
  component: Input,
  args: { placeholder: "e.g. WRF555SDFZ", "aria-label": "Model number" },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Model number" });
    await userEvent.type(input, "WRF 555-SDFZ");
    await expect(input).toHaveValue("WRF 555-SDFZ");
  },
};

export const WithValue: Story = { args: { defaultValue: "WPW10321304" } };

export const WithLabel: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <div className="grid gap-2">
      <Label htmlFor="email">Email</Label>
      <Input id="email" type="email" placeholder="you@example.com" autoComplete="email" {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <div className="grid gap-2">
      <Label htmlFor="phone">Phone</Label>
      <Input id="phone" type="tel" defaultValue="555" aria-invalid="true" aria-describedby="phone-error" {...args} />
      <p id="phone-error" className="text-sm text-destructive">
        Enter a 10-digit phone number.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Phone" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Enter a 10-digit phone number.");
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "WRF555SDFZ" } };

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      <Input aria-label="Empty" placeholder="Placeholder" />
      <Input aria-label="Filled" defaultValue="WPW10321304" />
      <Input aria-label="Invalid" defaultValue="555" aria-invalid="true" />
      <Input aria-label="Disabled" defaultValue="Disabled" disabled />
      <Input aria-label="Search" type="search" placeholder="Search parts" />
    </div>
  ),
};
