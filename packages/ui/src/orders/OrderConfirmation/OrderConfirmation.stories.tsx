import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { store } from "../../testing/fixtures.ts";
import { OrderConfirmation } from "./OrderConfirmation.tsx";

const meta = {
  title: "Components/OrderConfirmation",
  component: OrderConfirmation,
  args: { orderNumber: "TLH-20261122-7QK4M", orderKey: "k3y", store, onDismiss: fn() },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const banner = canvas.getByRole("status");
    const inBanner = within(banner);
    await expect(inBanner.getByRole("heading", { name: "Order TLH-20261122-7QK4M received" })).toBeVisible();
    await expect(inBanner.getByText("We will email you when it is ready for pickup.")).toBeVisible();
    await expect(inBanner.getByText(/Order by 2:00 PM for same-day pickup/)).toBeVisible();
    await expect(inBanner.getByText(/2810 Capital Circle NE, Tallahassee, FL 32308/)).toBeVisible();
    await expect(inBanner.getByRole("link", { name: "(850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
    await expect(inBanner.getByRole("link", { name: "View your order" })).toHaveAttribute("href", "/orders/TLH-20261122-7QK4M?key=k3y");
    await expect(inBanner.getByRole("link", { name: "Find my order" })).toHaveAttribute("href", "/orders");
    await userEvent.click(inBanner.getByRole("button", { name: "Dismiss" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Without `onDismiss` the banner stays and shows no button. */
export const NotDismissible: Story = {
  args: { onDismiss: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="grid max-w-3xl gap-4">
      <OrderConfirmation {...args} />
      <OrderConfirmation {...args} onDismiss={undefined} />
      <div className="max-w-sm">
        <OrderConfirmation {...args} orderNumber="TLH-20261231-ZZZZZ" />
      </div>
    </div>
  ),
};
