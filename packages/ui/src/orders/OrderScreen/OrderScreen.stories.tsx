import { formatUSD, type OrderStatus } from "@shop/domain";
import { getMockData, handlerGroups, mockOrderKey, mockOrderNumber, orderHandlers, placeMockOrder } from "@shop/mocks";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { storyStore } from "../../testing/story-data.ts";
import { findOrderCopy } from "../FindOrderScreen/FindOrderForm.tsx";
import { orderPageCopy, OrderScreen } from "./OrderScreen.tsx";
import { arrivalCopy } from "./ArrivalCard.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

/** Each story's order: its number is known before the order is placed (in the story's beforeEach). */
const numberOf = (status: OrderStatus) => mockOrderNumber(`story-order-${status}`);
const keyOf = (status: OrderStatus) => mockOrderKey(numberOf(status));
const at = (orderNumber: string, key: string) => ({
  route: { path: "/orders/:orderNumber", initialEntry: `/orders/${orderNumber}?key=${key}` },
});

/** Places the order the story shows, moved to `status`. */
const placed = (status: OrderStatus, reason?: string) => async () => {
  await placeMockOrder({ status, seed: `story-order-${status}`, ...(reason ? { reason } : {}) });
};

const storyOf = (status: OrderStatus): Pick<Story, "args" | "parameters" | "beforeEach"> => ({
  args: { orderNumber: numberOf(status), orderKey: keyOf(status) },
  parameters: at(numberOf(status), keyOf(status)),
  beforeEach: placed(status),
});

const meta = {
  title: "Screens/OrderScreen",
  component: OrderScreen,
  ...shopScreen({ url: true }),
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: ReturnType<typeof within>, orderNumber: string) =>
  canvas.findByRole("heading", { level: 1, name: `Order ${orderNumber}` }, { timeout: 5000 });
const statusRegion = (canvas: ReturnType<typeof within>) => within(canvas.getByRole("region", { name: /^Status: / }));

/** Received: what happens next and the same-day rule; the lines with part numbers and totals; where to pick up. */
export const Received: Story = {
  ...storyOf("received"),
  play: async ({ canvas }) => {
    await heading(canvas, numberOf("received"));
    const status = statusRegion(canvas);
    await expect(status.getByRole("heading", { name: "Status: Received" })).toBeVisible();
    await expect(status.getByText(orderPageCopy.received)).toBeVisible();
    await expect(status.getByText("Order by 2:00 PM for same-day pickup.")).toBeVisible();

    const order = getMockData().orders.find((o) => o.orderNumber === numberOf("received"))!;
    const lines = within(canvas.getByRole("region", { name: "Parts in this order" }));
    await expect(lines.getAllByRole("listitem")).toHaveLength(order.items.length);
    for (const line of order.items) {
      await expect(lines.getByText(line.name)).toBeVisible();
      await expect(lines.getByText(line.partNumber)).toBeVisible();
    }
    await expect(lines.getByText("Total").nextElementSibling).toHaveTextContent(formatUSD(order.total));
    await expectOrderCode(canvas, numberOf("received"));
    // Not ready yet: nothing to say "I'm at the store" about.
    await expect(canvas.queryByRole("region", { name: arrivalCopy.title })).not.toBeInTheDocument();
    await expect(lines.getByText("Tax").nextElementSibling).toHaveTextContent(formatUSD(order.tax));

    const pickup = within(canvas.getByRole("region", { name: "Pickup" }));
    await expect(pickup.getByText(new RegExp(storyStore().address.street))).toBeVisible();
    await expect(pickup.getByRole("link", { name: storyStore().phone })).toHaveAttribute("href", `tel:${storyStore().phoneE164}`);
    await expect(pickup.getByText("Mon-Fri")).toBeVisible();
  },
};

/** A special order placed: its line says the day it should be ready, and the status says where it comes from and the restocking fee. */
export const SpecialOrder: Story = {
  ...storyOf("received"),
  beforeEach: async () => {
    await placed("received")();
    const order = getMockData().orders.find((o) => o.orderNumber === numberOf("received"))!;
    const [line, ...rest] = order.items;
    order.items = [{ ...line!, onOrder: { quantity: line!.quantity, days: 4, readyBy: "2026-12-04" } }, ...rest];
  },
  play: async ({ canvas }) => {
    await heading(canvas, numberOf("received"));
    const lines = within(canvas.getByRole("region", { name: "Parts in this order" }));
    await expect(lines.getByText("Special order: ready for pickup in about 4 business days (by Fri, Dec 4)")).toBeVisible();
    const status = statusRegion(canvas);
    await expect(status.getByText(/^Parts on special order come from our distributor by the day shown beside them\. Special orders carry a \d+% restocking fee if returned\.$/)).toBeVisible();
    await expect(status.queryByText("Order by 2:00 PM for same-day pickup.")).not.toBeInTheDocument();
  },
};

/** Ready for pickup: the address, what to bring (order number, photo ID; pay at the counter) and until when it is kept. */
export const ReadyForPickup: Story = {
  ...storyOf("ready"),
  play: async ({ canvas }) => {
    await heading(canvas, numberOf("ready"));
    const status = statusRegion(canvas);
    await expect(status.getByRole("heading", { name: "Status: Ready for pickup" })).toBeVisible();
    await expect(status.getByText(new RegExp(storyStore().address.street))).toBeVisible();
    await expect(status.getByText(orderPageCopy.bring)).toBeVisible();
    await expect(status.getByText(/^We keep it for you until .+\. After that the order is cancelled and the parts go back on the shelf\.$/)).toBeVisible();
    await expectOrderCode(canvas, numberOf("ready"));
  },
};

/** The order code the counter scans: both images drawn and named, the number beside them as text. */
async function expectOrderCode(canvas: ReturnType<typeof within>, orderNumber: string) {
  const code = within(canvas.getByRole("region", { name: orderPageCopy.codeTitle }));
  await expect(code.getByText(orderPageCopy.codeHelp)).toBeVisible();
  for (const name of [`Barcode of order ${orderNumber}`, `QR code of order ${orderNumber}`]) {
    const image = code.getByRole("img", { name }) as HTMLImageElement;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(image).toBeVisible();
  }
  await expect(code.getByText(orderNumber)).toBeVisible();
}

/** Ready: "I'm at the store", with the car for curbside; the page then says they know, and the counter has it. */
export const ImAtTheStore: Story = {
  ...storyOf("ready"),
  play: async ({ canvas, userEvent }) => {
    await heading(canvas, numberOf("ready"));
    const card = within(canvas.getByRole("region", { name: arrivalCopy.title }));
    await expect(card.getByText(arrivalCopy.prompt)).toBeVisible();
    await userEvent.type(card.getByLabelText(arrivalCopy.curbside), "Green Subaru, space 4");
    await userEvent.click(card.getByRole("button", { name: arrivalCopy.button }));
    await expect(await card.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent(`${arrivalCopy.here} ${arrivalCopy.outside("Green Subaru, space 4")}`);
    const order = getMockData().orders.find((o) => o.orderNumber === numberOf("ready"))!;
    await expect(order.history?.at(-1)).toMatchObject({ by: "customer", arrived: { curbside: "Green Subaru, space 4" } });
  },
};

/** The code stays black on white in the dark theme, where a scanner needs the contrast. */
export const ReadyDark: Story = {
  ...storyOf("ready"),
  globals: { theme: "dark" },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, numberOf("ready"));
    await expectOrderCode(canvas, numberOf("ready"));
    const figure = canvasElement.querySelector<HTMLElement>("[data-slot=order-codes]")!;
    await expect(getComputedStyle(figure).backgroundColor).toBe("rgb(255, 255, 255)");
    await expect(document.documentElement).toHaveClass("dark");
  },
};

export const PickedUp: Story = {
  ...storyOf("picked-up"),
  play: async ({ canvas }) => {
    await heading(canvas, numberOf("picked-up"));
    await expect(statusRegion(canvas).getByRole("heading", { name: "Status: Picked up" })).toBeVisible();
    await expect(canvas.getByText(orderPageCopy.pickedUp)).toBeVisible();
    // Nothing is left to collect, so nothing to scan.
    await expect(canvas.queryByRole("region", { name: orderPageCopy.codeTitle })).not.toBeInTheDocument();
  },
};

/** Cancelled: the reason the counter gave, and the number to call. */
export const CancelledWithReason: Story = {
  ...storyOf("cancelled"),
  beforeEach: placed("cancelled", "The part was discontinued by the maker"),
  play: async ({ canvas }) => {
    await heading(canvas, numberOf("cancelled"));
    const status = statusRegion(canvas);
    await expect(status.getByRole("heading", { name: "Status: Cancelled" })).toBeVisible();
    await expect(status.getByText("This order was cancelled: The part was discontinued by the maker")).toBeVisible();
    await expect(status.getByRole("link", { name: storyStore().phone })).toBeVisible();
  },
};

/** A wrong key reads as an unknown order: 'Order not found' and the Find my order form, the number filled in. */
export const NotFound: Story = {
  ...storyOf("received"),
  args: { orderNumber: numberOf("received"), orderKey: "wrong-key" },
  parameters: at(numberOf("received"), "wrong-key"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Order not found" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(/Received|Ready for pickup/)).not.toBeInTheDocument();
    const form = within(canvas.getByRole("form", { name: findOrderCopy.title }));
    await expect(form.getByRole("textbox", { name: "Order number" })).toHaveValue(numberOf("received"));
    await expect(form.getByRole("button", { name: "Find my order" })).toBeVisible();
  },
};

export const Loading: Story = {
  ...storyOf("received"),
  parameters: { ...at(numberOf("received"), keyOf("received")), msw: { handlers: { ...handlerGroups, orders: orderHandlers.pending } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(orderPageCopy.loading);
    await expect(canvas.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  },
};

/** A failed load is no proof the order is missing: it offers to try again instead. */
export const LoadError: Story = {
  ...storyOf("received"),
  parameters: { ...at(numberOf("received"), keyOf("received")), msw: { handlers: { ...handlerGroups, orders: orderHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByRole("heading", { level: 1, name: orderPageCopy.errorTitle })).toBeVisible();
    await expect(within(alert).getByRole("button", { name: /Try again/i })).toBeEnabled();
    await expect(canvas.queryByText("Order not found")).not.toBeInTheDocument();
  },
};

const narrow: Decorator = (Story) => (
  <div data-slot="narrow-frame" style={{ width: 320 }}>
    <Story />
  </div>
);

/** On a 320 px phone nothing runs off the side. */
export const Narrow: Story = {
  ...storyOf("ready"),
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, numberOf("ready"));
    const frame = canvasElement.querySelector<HTMLElement>("[data-slot=narrow-frame]")!;
    await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
  },
};

export const Dark: Story = {
  ...storyOf("cancelled"),
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await heading(canvas, numberOf("cancelled"));
    await expect(document.documentElement).toHaveClass("dark");
  },
};
