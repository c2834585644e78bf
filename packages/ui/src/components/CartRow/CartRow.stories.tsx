import type { CartItem } from "@shop/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { cart, products } from "../../fixtures/index.ts";
import { CartRow, CartRowSkeleton } from "./CartRow.tsx";

function line(index: number): CartItem {
  const found = cart[index];
  if (!found) throw new Error(`The cart fixture has no line ${index}`);
  return found;
}

const two = { ...line(0), quantity: 2 };
const one = { ...line(1), quantity: 1 };
const max = { ...line(2), quantity: 99 };
const soldOut: CartItem = { ...line(1), id: "line-sold-out", product: { ...line(1).product, inStock: false } };
const longName: CartItem = { ...line(0), id: "line-long", product: { ...line(0).product, name: products.longName.name } };

const meta = {
  title: "Components/CartRow",
  component: CartRow,
  args: { item: two, onQuantityChange: fn(), onRemove: fn() },
  parameters: { route: { path: "/cart", initialEntry: "/cart" } },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minus and plus change the quantity by one; Remove removes the line. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const name = two.product.name;
    await expect(canvas.getByRole("group", { name })).toBeVisible();
    await expect(canvas.getByRole("link", { name })).toHaveAttribute("href", `/products/${two.productId}`);
    await expect(canvas.getByText(two.product.partNumber)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: `Increase quantity of ${name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(two.id, 3);
    await userEvent.click(canvas.getByRole("button", { name: `Decrease quantity of ${name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(two.id, 1);
    await userEvent.click(canvas.getByRole("button", { name: `Remove ${name}` }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(two.id);
  },
};

/** At 1 the minus button is disabled: a line goes with Remove, not by counting down to 0. */
export const QuantityOne: Story = {
  args: { item: one },
  play: async ({ args, canvas }) => {
    const name = one.product.name;
    const minus = canvas.getByRole("button", { name: `Decrease quantity of ${name}` });
    await expect(minus).toBeDisabled();
    minus.click();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: `Increase quantity of ${name}` })).toBeEnabled();
  },
};

/** At 99 (the most one line can hold) the plus button is disabled. */
export const AtMaximum: Story = {
  args: { item: max },
  play: async ({ canvas }) => {
    const name = max.product.name;
    await expect(canvas.getByRole("button", { name: `Increase quantity of ${name}` })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: `Decrease quantity of ${name}` })).toBeEnabled();
  },
};

/** A change is on its way: every control waits. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const row = canvas.getByRole("group", { name: two.product.name });
    await expect(row).toHaveAttribute("aria-busy", "true");
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

/** A part that sold out while it sat in the cart says so; its line can still be removed. */
export const OutOfStock: Story = {
  args: { item: soldOut },
  play: async ({ args, canvas, userEvent }) => {
    const row = within(canvas.getByRole("group", { name: soldOut.product.name }));
    await expect(row.getByText("Out of Stock")).toBeVisible();
    await userEvent.click(row.getByRole("button", { name: `Remove ${soldOut.product.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(soldOut.id);
  },
};

/** A part in stock carries no stock badge. */
export const InStockHasNoBadge: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Out of Stock")).not.toBeInTheDocument();
  },
};

export const LongName: Story = { args: { item: longName } };

/** On a small phone (320 px) the controls move under the part's details. */
export const Mobile: Story = {
  args: { item: longName },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: `Remove ${longName.product.name}` })).toBeVisible();
  },
};

export const Skeleton: Story = {
  render: () => <CartRowSkeleton />,
};

/** Every state in a cart list, with its skeleton, for design review. */
export const AllStates: Story = {
  render: (args) => (
    <ul className="divide-y border-y">
      {[two, one, max, soldOut, longName].map((item) => (
        <li key={item.id}>
          <CartRow {...args} item={item} />
        </li>
      ))}
      <li>
        <CartRow {...args} item={{ ...two, id: "line-pending" }} pending />
      </li>
      <li>
        <CartRowSkeleton />
      </li>
    </ul>
  ),
};
