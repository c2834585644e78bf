import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Label } from "./Label.tsx";
import { Textarea } from "./Textarea.tsx";

const meta = {
  title: "Primitives/Textarea",
  component: Textarea,
  args: { placeholder: "What is the part for, and what is it doing?", "aria-label": "Message", rows: 6 },
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "My dryer runs but does not heat.{Enter}Model WED4815EW1.");
    await expect(textarea).toHaveValue("My dryer runs but does not heat.\nModel WED4815EW1.");
  },
};

export const WithValue: Story = {
  args: { defaultValue: "Do you have the defrost heater for a Frigidaire FFTR1821TW in stock?" },
};

export const WithLabel: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <div className="grid gap-2">
      <Label htmlFor="note">Note for the counter</Label>
      <Textarea id="note" {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Note for the counter" })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Message" })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Sent." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Message" })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      <Textarea aria-label="Empty" placeholder="Placeholder" />
      <Textarea aria-label="Filled" defaultValue="Model WRF555SDFZ, the ice maker stopped." />
      <Textarea aria-label="Invalid" aria-invalid="true" />
      <Textarea aria-label="Disabled" defaultValue="Disabled" disabled />
    </div>
  ),
};
