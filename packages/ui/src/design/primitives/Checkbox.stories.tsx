import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Checkbox } from "./Checkbox.tsx";
import { Label } from "./Label.tsx";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  args: { id: "terms", onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Whirlpool</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

/** Some but not all of a group chosen ("All brands" above a list). */
export const Indeterminate: Story = {
  args: { checked: "indeterminate" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Whirlpool" })).toHaveAttribute("aria-checked", "mixed");
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Invalid: Story = { args: { "aria-invalid": true } };

export const Toggles: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("checkbox", { name: "Whirlpool" });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText("Whirlpool"));
    await expect(box).not.toBeChecked();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-3">
      {[
        { id: "c-off", label: "Unchecked", props: {} },
        { id: "c-on", label: "Checked", props: { defaultChecked: true } },
        { id: "c-mixed", label: "Indeterminate", props: { checked: "indeterminate" as const } },
        { id: "c-invalid", label: "Invalid", props: { "aria-invalid": true } },
        { id: "c-disabled", label: "Disabled", props: { disabled: true } },
        { id: "c-disabled-on", label: "Disabled, checked", props: { disabled: true, defaultChecked: true } },
      ].map(({ id, label, props }) => (
        <div key={id} className="flex items-center gap-2">
          <Checkbox id={id} {...props} />
          <Label htmlFor={id}>{label}</Label>
        </div>
      ))}
    </div>
  ),
};
