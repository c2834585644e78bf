import type { CartItem } from "@shop/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { cart, products } from "../../testing/fixtures.ts";
import { CartRow, CartRowSkeleton } from "./CartRow.tsx";

function line(index: number): CartItem {
  const found = cart[index];
  if (!found) throw new Error(`The cart fixture has no line ${index}`);
  return found;
}

/** A line of `quantity` of a part with `quantityOnHand` on hand. */
const stocked = (item: CartItem, quantity: number, quantityOnHand: number): CartItem => ({
  ...item,
  quantity,
  product: { ...item.product, quantityOnHand, inStock: quantityOnHand > 0 },
});
const two = stocked(line(0), 2, 10);
const one = stocked(line(1), 1, 10);
const max = stocked(line(2), 99, 150);
const soldOut: CartItem = { ...stocked(line(1), 1, 0), id: "line-sold-out" };
const allOnHand: CartItem = { ...stocked(line(0), 3, 3), id: "line-all-on-hand" };
const overOnHand: CartItem = { ...stocked(line(2), 3, 2), id: "line-over-on-hand" };
/** A special order with none on hand, 2 in the line: ordered from the distributor. */
const special: CartItem = { ...stocked(line(1), 2, 0), id: "line-special", product: { ...stocked(line(1), 2, 0).product, specialOrderDays: 4 } };
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

/** A typed quantity goes through the same update, once, when the field is left. */
export const TypedQuantity: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: `Quantity of ${two.product.name}` });
    await expect(field).toHaveValue("2");
    await userEvent.click(field);
    await userEvent.keyboard("7");
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onQuantityChange).toHaveBeenCalledOnce();
    await expect(args.onQuantityChange).toHaveBeenCalledWith(two.id, 7);
  },
};

/** Typing more than is on hand asks for all there is and says so. */
export const TypedOverStock: Story = {
  args: { item: { ...one, product: { ...one.product, quantityOnHand: 4 } } },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: `Quantity of ${one.product.name}` });
    await userEvent.click(field);
    await userEvent.keyboard("20{Enter}");
    await expect(args.onQuantityChange).toHaveBeenCalledWith(one.id, 4);
    await expect(canvas.getByText("Only 4 in stock")).toBeVisible();
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

/** Holding all there is on hand, the plus button is disabled: the cart offers no more than the shop has. */
export const AllOnHand: Story = {
  args: { item: allOnHand },
  play: async ({ canvas }) => {
    const name = allOnHand.product.name;
    await expect(canvas.getByRole("button", { name: `Increase quantity of ${name}` })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: `Decrease quantity of ${name}` })).toBeEnabled();
    await expect(canvas.queryByText(/^Only \d+ in stock$/)).not.toBeInTheDocument();
  },
};

/** Other orders left fewer on hand than the line holds: it says how many, and only comes down. */
export const MoreThanOnHand: Story = {
  args: { item: overOnHand },
  play: async ({ args, canvas, userEvent }) => {
    const name = overOnHand.product.name;
    await expect(canvas.getByText("Only 2 in stock")).toBeVisible();
    await expect(canvas.getByRole("button", { name: `Increase quantity of ${name}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: `Decrease quantity of ${name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(overOnHand.id, 2);
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

/**
 * A special order holding more than is on hand: "Special Order" and, given the store's hours, the
 * day it should be ready on the live clock; no "Out of Stock", and plus goes past what is on hand.
 */
export const SpecialOrder: Story = {
  args: {
    item: special,
    store: { hours: [{ label: "Mon-Sat", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "08:00", closes: "18:00" }], sameDayPickupCutoff: "14:00", timeZone: "America/New_York" },
  },
  play: async ({ args, canvas, userEvent }) => {
    const row = within(canvas.getByRole("group", { name: special.product.name }));
    await expect(row.getByText("Special Order")).toBeVisible();
    await expect(await row.findByText(/^Special order: ready for pickup in about 4 business days \(by \w{3}, \w{3} \d{1,2}\)$/)).toBeVisible();
    await expect(row.queryByText("Out of Stock")).not.toBeInTheDocument();
    await userEvent.click(row.getByRole("button", { name: `Increase quantity of ${special.product.name}` }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(special.id, 3);
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
      {[two, one, max, allOnHand, overOnHand, soldOut, longName].map((item) => (
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
