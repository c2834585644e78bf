import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Label } from "./Label.tsx";
import { Switch } from "./Switch.tsx";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  args: { id: "in-stock", onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch {...args} />
      <Label htmlFor={args.id}>In stock only</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "In stock only" })).toBeDisabled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

/** Clicking flips it on and off; the label is a click target too. */
export const Toggles: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole("switch", { name: "In stock only" });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText("In stock only"));
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Space toggles it from the keyboard. */
export const TogglesWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole("switch", { name: "In stock only" });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-3">
      {[
        { id: "s-off", label: "Off", props: {} },
        { id: "s-on", label: "On", props: { defaultChecked: true } },
        { id: "s-off-disabled", label: "Off, disabled", props: { disabled: true } },
        { id: "s-on-disabled", label: "On, disabled", props: { disabled: true, defaultChecked: true } },
      ].map(({ id, label, props }) => (
        <div key={id} className="flex items-center gap-2">
          <Switch id={id} {...props} />
          <Label htmlFor={id}>{label}</Label>
        </div>
      ))}
    </div>
  ),
};
