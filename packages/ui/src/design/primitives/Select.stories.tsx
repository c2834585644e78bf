import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Label } from "./Label.tsx";
import { Select } from "./Select.tsx";

const sortOptions = (
  <>
    <option value="popular">Most popular</option>
    <option value="price-asc">Price: low to high</option>
    <option value="price-desc">Price: high to low</option>
    <option value="name">Name</option>
  </>
);

const meta = {
  title: "Primitives/Select",
  component: Select,
  args: { id: "sort", defaultValue: "popular", onChange: fn(), children: sortOptions },
  render: (args) => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={args.id}>Sort by</Label>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(select).toHaveValue("popular");
    await userEvent.selectOptions(select, "price-asc");
    await expect(select).toHaveValue("price-asc");
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const WithValue: Story = { args: { defaultValue: "price-desc" } };

export const Grouped: Story = {
  args: {
    id: "category",
    defaultValue: "",
    children: (
      <>
        <option value="">All categories</option>
        <optgroup label="Appliance parts">
          <option value="refrigerator-parts">Refrigerator</option>
          <option value="washer-dryer-parts">Washer &amp; Dryer</option>
        </optgroup>
        <optgroup label="HVAC parts">
          <option value="ac-parts">AC</option>
          <option value="heating-parts">Heating and Thermostats</option>
        </optgroup>
      </>
    ),
  },
};

export const Invalid: Story = { args: { "aria-invalid": true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-xs gap-4">
      <Select aria-label="Default" defaultValue="popular">
        {sortOptions}
      </Select>
      <Select aria-label="Invalid" defaultValue="popular" aria-invalid>
        {sortOptions}
      </Select>
      <Select aria-label="Disabled" defaultValue="popular" disabled>
        {sortOptions}
      </Select>
    </div>
  ),
};
