import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Field } from "./Field.tsx";
import { Input } from "./Input.tsx";
import { Select } from "./Select.tsx";
import { Textarea } from "./Textarea.tsx";

const HINT = "It is on the rating tag, inside the door or on the back.";
const ERROR = "Enter your model number.";

const meta = {
  title: "Primitives/Field",
  component: Field,
  args: { label: "Model number", children: <Input placeholder="e.g. WRF555SDFZ" /> },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Model number" });
    await expect(input).not.toHaveAccessibleDescription();
    await expect(input).not.toBeInvalid();
    await userEvent.click(canvas.getByText("Model number"));
    await expect(input).toHaveFocus();
    await userEvent.type(input, "WRF555SDFZ");
    await expect(input).toHaveValue("WRF555SDFZ");
  },
};

export const WithHint: Story = {
  args: { hint: HINT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Model number" })).toHaveAccessibleDescription(HINT);
  },
};

/** The error is read before the hint: the problem first, then the help. */
export const WithError: Story = {
  args: { hint: HINT, error: ERROR, children: <Input defaultValue="WRF" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Model number" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(`${ERROR} ${HINT}`);
    await expect(canvas.getByText(ERROR)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input defaultValue="WRF555SDFZ" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Model number" })).toBeDisabled();
  },
};

/** Marked required for assistive technology; the form's own check says what is missing. */
export const Required: Story = {
  args: { required: true, hint: "We use it to find the parts that fit." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Model number" })).toBeRequired();
  },
};

/** An Input, a Textarea and a Select in each state. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <Field label="Name">
        <Input autoComplete="name" />
      </Field>
      <Field label="Email" required error="Please enter an email address like name@example.com.">
        <Input type="email" defaultValue="name@" />
      </Field>
      <Field label="Message" hint="Include your model number if you have it.">
        <Textarea rows={4} />
      </Field>
      <Field label="Part type" invalid>
        <Select defaultValue="">
          <option value="">Choose one</option>
          <option value="appliance">Appliance</option>
          <option value="hvac">HVAC</option>
        </Select>
      </Field>
      <Field label="Store" disabled hint="Pickup is at our one store.">
        <Input defaultValue="Tallahassee" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeInvalid();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription("Include your model number if you have it.");
    await expect(canvas.getByRole("combobox", { name: "Part type" })).toBeInvalid();
    await expect(canvas.getByRole("textbox", { name: "Store" })).toBeDisabled();
  },
};
