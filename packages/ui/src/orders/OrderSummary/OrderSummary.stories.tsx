import { computeTotals, formatUSD } from "@shop/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, within } from "storybook/test";
import { cartPageCopy } from "../../shell/page-copy.ts";
import { cart, store } from "../../testing/fixtures.ts";
import { OrderSummary } from "./OrderSummary.tsx";

const totals = computeTotals(cart, store.taxRate);
/** Tuesday 24 November 2026, 9:46 AM in the shop's time zone (New York). */
const TUESDAY_MORNING = new Date("2026-11-24T14:46:00Z");
const filled = { email: "pat@example.com", name: "Pat Lee", phone: "(850) 555-0100" };

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

const meta = {
  title: "Components/OrderSummary",
  component: OrderSummary,
  args: { items: cart, store, onCheckout: fn(), now: TUESDAY_MORNING },
  render: (args) => (
    <div className="max-w-sm">
      <OrderSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Totals are computed in cents from the cart lines and the store's 6.5% tax rate. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole("form", { name: "Order Summary" });
    const field = (name: string) => within(form).getByRole("textbox", { name });
    await expect(field("Email")).toHaveAttribute("type", "email");
    await expect(field("Name")).toHaveAttribute("autocomplete", "name");
    await expect(field("Phone")).toHaveAttribute("type", "tel");
    await expect(canvas.getByText("Subtotal (4 items)")).toBeVisible();
    await expect(canvas.getByText(formatUSD(totals.subtotal))).toBeVisible();
    await expect(canvas.getByText("Tax (6.5%)")).toBeVisible();
    await expect(canvas.getByText(formatUSD(totals.tax))).toBeVisible();
    await expect(canvas.getByText(formatUSD(totals.total))).toBeVisible();
    await expect(canvas.getByText("Order in the next 4 h 14 min for pickup today")).toBeVisible();
    await expect(canvas.getByText("We'll email you when it is ready for pickup.")).toBeVisible();
    await expect(canvas.getByText("Pay at the counter when you pick up.")).toBeVisible();
    await expect(canvas.queryByText(/card payment provider/)).toBeNull();
    await expect(canvas.getByRole("button", { name: "Place Pickup Order" })).toBeEnabled();
  },
};

/** After the order-by time the pickup line names the next opening instead of a countdown. */
export const AfterCutoff: Story = {
  args: { now: new Date("2026-11-24T20:30:00Z") },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ready tomorrow from 8:00 AM")).toBeVisible();
  },
};

/** While the order is created the button reads "Creating Order..." and nothing can be changed. */
export const Submitting: Story = {
  args: { submitting: true, defaultValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Creating Order..." })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeDisabled();
  },
};

/** With nothing in the cart the button is disabled, and Enter in a field does nothing either. */
export const EmptyCart: Story = {
  args: { items: [], defaultValues: filled },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Place Pickup Order" })).toBeDisabled();
    await expect(canvas.getAllByText("$0.00")).toHaveLength(3);
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "{Enter}");
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await expect(screen.queryByText("Customer information required")).not.toBeInTheDocument();
  },
};

/** A blank (or spaces-only) name: the toast asks for all three fields and no order is sent. */
export const MissingInfo: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), filled.email);
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "   ");
    await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), filled.phone);
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));

    const region = notifications();
    const title = await region.findByText("Customer information required");
    await expect(title).toBeVisible();
    await expect(region.getByText("Please fill in your email, name, and phone number to proceed.")).toBeVisible();
    await expect(title.closest('[data-slot="toast"]')).toHaveAttribute("data-variant", "destructive");
    await expect(args.onCheckout).not.toHaveBeenCalled();

    const name = canvas.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole("textbox", { name: "Email" })).not.toHaveAttribute("aria-invalid");
    await userEvent.type(name, "Pat");
    await expect(name).not.toHaveAttribute("aria-invalid");
  },
};

/** Filled in: `onCheckout` gets the three values, trimmed. */
export const FilledAndSubmitted: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), ` ${filled.email} `);
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), `  ${filled.name}  `);
    await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), ` ${filled.phone} `);
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
    await expect(args.onCheckout).toHaveBeenCalledWith(filled);
    await expect(screen.queryByText("Customer information required")).not.toBeInTheDocument();
  },
};

/** A notice above the button (here: the figures changed since the cart opened), announced and describing the button. */
export const WithNotice: Story = {
  args: { notice: cartPageCopy.totalsChanged, defaultValues: filled },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent(cartPageCopy.totalsChanged);
    const button = canvas.getByRole("button", { name: "Place Pickup Order" });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAccessibleDescription(cartPageCopy.totalsChanged);
  },
};

/**
 * Ready, submitting and empty side by side, for design review. Three summaries repeat the
 * "Order Summary" form landmark, which a real page never does; axe's landmark-unique rule is off
 * here only.
 */
export const AllStates: Story = {
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <div className="grid items-start gap-6 md:grid-cols-3">
      <OrderSummary {...args} />
      <OrderSummary {...args} submitting defaultValues={filled} />
      <OrderSummary {...args} items={[]} checkoutLabel="Checkout" />
    </div>
  ),
};
