import { formatUSD, holdUntil, NOT_PICKED_UP_REASON, PICKUP_HOLD_BY, findOrderByNumber, type OrderRecord } from "@shop/domain";
import { getMockData, MOCK_STAFF, staffHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { StaffOrderScreen } from "./StaffOrderScreen.tsx";
import { CANCEL_REASON, seedStaffOrders, storyCustomerHere, storyOrder, storySpecialOrder } from "../../testing/story-orders.ts";
import { LOAD, staffScreen, staffStates } from "../../testing/staff-stories.tsx";

const seeded = () => {
  seedStaffOrders();
};
const received = storyOrder("received");
const ready = storyOrder("ready");
const at = (orderNumber: string) => ({ path: "/staff/orders/:orderNumber", initialEntry: `/staff/orders/${orderNumber}` });

/** The status badge beside the order's number. */
const badge = (root: HTMLElement) => root.querySelector("article header [data-slot=badge]");

const meta = {
  title: "Screens/Staff/StaffOrderScreen",
  component: StaffOrderScreen,
  beforeEach: seeded,
  args: { orderNumber: received.orderNumber },
  ...staffScreen({ route: at(received.orderNumber) }),
} satisfies Meta<typeof StaffOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({
  loading: "Loading the order",
  loadError: "The order could not be loaded",
  notFound: { story: { args: { orderNumber: "TLH-20261123-ZZZZZ" }, parameters: { route: at("TLH-20261123-ZZZZZ") } }, heading: "Order not found", back: { name: "All orders", href: "/staff/orders" } },
});

/** A new order: its lines with part numbers, totals, the customer's links, and the moves it may make. */
export const Received: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: received.orderNumber }, LOAD)).toBeVisible();
    await expect(badge(canvasElement)).toHaveTextContent("Received");
    const lines = within(canvas.getByRole("table"));
    await expect(lines.getAllByRole("row")).toHaveLength(1 + received.lines.length + 3);
    await expect(canvas.getByRole("link", { name: received.phone })).toHaveAttribute("href", "tel:8505550100");
    await expect(canvas.getByRole("link", { name: received.email })).toHaveAttribute("href", `mailto:${received.email}`);
    await expect(canvas.getByRole("button", { name: "Mark ready for pickup" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Cancel order" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Mark picked up" })).not.toBeInTheDocument();
    await expect(canvas.getByText(/^Placed /)).toHaveTextContent(/\d{4}, \d{1,2}:\d{2} [AP]M/);
    await expect(document.title).toBe(`${received.orderNumber} · Back office`);
  },
};

/**
 * A special order waiting for the distributor: its line says how many to order and by when, the
 * order cannot be marked ready and says why; "Mark arrived" records the arrival, and then it can.
 */
export const SpecialOrderWaiting: Story = {
  // After the meta's beforeEach has seeded the inbox.
  beforeEach: () => {
    storySpecialOrder();
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1, name: received.orderNumber }, LOAD);
    const lines = within(canvas.getByRole("table"));
    await expect(lines.getByText(/^To order from the distributor: \d+ · ready by \w{3}, \w{3} \d{1,2}$/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Mark ready for pickup" })).not.toBeInTheDocument();
    await expect(canvas.getByText(/^1 line is on order from the distributor: mark it arrived/)).toBeVisible();
    await userEvent.click(lines.getByRole("button", { name: /^Mark arrived/ }));
    await expect(await lines.findByText(/^Arrived from the distributor$/, {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Mark ready for pickup" }, LOAD)).toBeVisible();
    await expect(canvas.queryByText(/on order from the distributor: mark/)).not.toBeInTheDocument();
  },
};

/** "Mark ready for pickup" moves the badge and adds who did it to the history. */
export const MarkReady: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Mark ready for pickup" }, LOAD));
    await waitFor(() => expect(badge(canvasElement)).toHaveTextContent("Ready for pickup"), LOAD);
    const history = within(canvas.getByRole("region", { name: "History" }));
    await expect(history.getByText(`by ${MOCK_STAFF.email},`, { exact: false })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Mark picked up" })).toBeVisible();
  },
};

/** Cancelling asks for a reason first; with one, the order is cancelled and the reason kept. */
export const CancelNeedsReason: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Cancel order" }, LOAD));
    const form = within(canvas.getByRole("form", { name: "Cancel order" }));
    await userEvent.click(form.getByRole("button", { name: "Cancel order" }));
    await expect(form.getByText("Enter a reason to cancel the order")).toBeVisible();
    await expect(form.getByRole("textbox", { name: /Reason for cancelling/ })).toHaveFocus();
    await expect(badge(canvasElement)).toHaveTextContent("Received");
    await userEvent.type(form.getByRole("textbox", { name: /Reason for cancelling/ }), "Part discontinued");
    await userEvent.click(form.getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(badge(canvasElement)).toHaveTextContent("Cancelled"), LOAD);
    await expect(within(canvas.getByRole("region", { name: "History" })).getByText("Reason: Part discontinued")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  },
};

/** Someone else picked it up first: the move is refused (409) with the API's message, and the page catches up. */
export const MoveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        staff: staffHandlers.changedMidVisit((data) => {
          const order = data.orders.find((o) => o.orderNumber === received.orderNumber)!;
          order.status = "cancelled";
        }),
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Mark ready for pickup" }, LOAD));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent(`Order ${received.orderNumber} is cancelled: it cannot be marked ready for pickup`);
    await waitFor(() => expect(badge(canvasElement)).toHaveTextContent("Cancelled"), LOAD);
  },
};

/** Ready for pickup, and the customer's email about it failed after every attempt. */
export const ReadyWithFailedEmail: Story = {
  args: { orderNumber: ready.orderNumber },
  parameters: { route: at(ready.orderNumber) },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { level: 1, name: ready.orderNumber }, LOAD);
    await expect(badge(canvasElement)).toHaveTextContent("Ready for pickup");
    const emails = within(canvas.getByRole("region", { name: "Emails" }));
    await expect(emails.getByText("Customer: order ready — failed after 4 attempts")).toBeVisible();
    await expect(emails.getByText("Customer: order placed — sent")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Mark picked up" })).toBeVisible();
  },
};

/** "Mark picked up" asks how it was paid: the total is filled in, a method must be chosen; the payment goes in the history. */
export const PickedUpWithPayment: Story = {
  args: { orderNumber: ready.orderNumber },
  parameters: { route: at(ready.orderNumber) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Mark picked up" }, LOAD));
    const form = within(canvas.getByRole("form", { name: "Payment at pickup" }));
    const order = findOrderByNumber(getMockData(), ready.orderNumber)!;
    await expect(form.getByRole("textbox", { name: /Amount taken/ })).toHaveValue(order.total);
    await userEvent.click(form.getByRole("button", { name: "Record payment and mark picked up" }));
    await expect(form.getByText("Choose how the customer paid")).toBeVisible();
    await expect(form.getByRole("radio", { name: "Cash" })).toHaveFocus();
    await expect(badge(canvasElement)).toHaveTextContent("Ready for pickup");
    await userEvent.click(form.getByRole("radio", { name: "Card" }));
    await userEvent.clear(form.getByRole("textbox", { name: /Amount taken/ }));
    await userEvent.type(form.getByRole("textbox", { name: /Amount taken/ }), "lots");
    await userEvent.click(form.getByRole("button", { name: "Record payment and mark picked up" }));
    await expect(form.getByText('Enter the amount taken, like "12.50"')).toBeVisible();
    await userEvent.clear(form.getByRole("textbox", { name: /Amount taken/ }));
    await userEvent.type(form.getByRole("textbox", { name: /Amount taken/ }), order.total);
    await userEvent.click(form.getByRole("button", { name: "Record payment and mark picked up" }));
    await waitFor(() => expect(badge(canvasElement)).toHaveTextContent("Picked up"), LOAD);
    const history = within(canvas.getByRole("region", { name: "History" }));
    await expect(history.getByText(`Paid ${formatUSD(order.total)} · Card`)).toBeVisible();
    await expect(findOrderByNumber(getMockData(), ready.orderNumber)!.history?.at(-1)?.payment).toEqual({ method: "card", amount: order.total });
    await expect(canvas.queryByRole("form", { name: "Payment at pickup" })).not.toBeInTheDocument();
  },
};

/** The customer said "I'm at the store": the head says so with their car; the history keeps it. */
export const CustomerIsHere: Story = {
  args: { orderNumber: ready.orderNumber },
  parameters: { route: at(ready.orderNumber) },
  beforeEach: () => {
    storyCustomerHere("Blue Ford van");
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: ready.orderNumber }, LOAD);
    await expect(canvas.getByRole("status")).toHaveTextContent(/^Customer is here since .+ · Curbside: Blue Ford van$/);
    const history = within(canvas.getByRole("region", { name: "History" }));
    await expect(history.getByText("Customer is here")).toBeVisible();
    await expect(history.getByText("Curbside: Blue Ford van")).toBeVisible();
  },
};

/** The ready order in the mock database, its hold's reminder sent ten minutes ago (as the server's sweep records it). */
function remindReadyOrder(): OrderRecord {
  const data = getMockData();
  const order = findOrderByNumber(data, ready.orderNumber)!;
  const until = holdUntil(order, data.store)!;
  order.history = [...(order.history ?? []), { status: "ready", at: new Date(Date.now() - 10 * 60_000).toISOString(), by: PICKUP_HOLD_BY, reminder: until }];
  return order;
}

/** Ready, its pickup hold near its end: the head says until when, the history shows the reminder. */
export const ReadyReminded: Story = {
  args: { orderNumber: ready.orderNumber },
  parameters: { route: at(ready.orderNumber) },
  beforeEach: () => {
    remindReadyOrder();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: ready.orderNumber }, LOAD);
    await expect(canvas.getByText(/^Held until .*; not picked up by then, it is cancelled/)).toBeVisible();
    const history = within(canvas.getByRole("region", { name: "History" }));
    await expect(history.getByText("Pickup reminder sent")).toBeVisible();
    await expect(history.getByText("by the shop's pickup hold,", { exact: false })).toBeVisible();
  },
};

/** Not picked up in time: the shop's hold cancelled it, with the reason, after its reminder. */
export const ReleasedNotPickedUp: Story = {
  args: { orderNumber: ready.orderNumber },
  parameters: { route: at(ready.orderNumber) },
  beforeEach: () => {
    const order = remindReadyOrder();
    order.status = "cancelled";
    order.history = [...order.history!, { status: "cancelled", at: new Date().toISOString(), by: PICKUP_HOLD_BY, reason: NOT_PICKED_UP_REASON }];
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { level: 1, name: ready.orderNumber }, LOAD);
    await expect(badge(canvasElement)).toHaveTextContent("Cancelled");
    await expect(canvas.queryByText(/not picked up by then, it is cancelled/)).not.toBeInTheDocument();
    const history = within(canvas.getByRole("region", { name: "History" }));
    await expect(history.getByText(`Reason: ${NOT_PICKED_UP_REASON}`)).toBeVisible();
    await expect(history.getAllByText("by the shop's pickup hold,", { exact: false })).toHaveLength(2);
  },
};

/** Picked up: the end of the road, no moves left. */
export const PickedUp: Story = {
  args: { orderNumber: storyOrder("picked-up").orderNumber },
  parameters: { route: at(storyOrder("picked-up").orderNumber) },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { level: 1 }, LOAD);
    await expect(badge(canvasElement)).toHaveTextContent("Picked up");
    await expect(canvas.queryByRole("button", { name: /^Mark / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  },
};

/** Cancelled, with its reason in the history. */
export const Cancelled: Story = {
  args: { orderNumber: storyOrder("cancelled").orderNumber },
  parameters: { route: at(storyOrder("cancelled").orderNumber) },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { level: 1 }, LOAD);
    await expect(badge(canvasElement)).toHaveTextContent("Cancelled");
    await expect(canvas.getByText(`Reason: ${CANCEL_REASON}`)).toBeVisible();
  },
};

/** The staff note saves. */
export const SavesNote: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: /Note for the counter/ }, LOAD), "Customer asked for a call first");
    await userEvent.click(canvas.getByRole("button", { name: "Save note" }));
    await expect(await canvas.findByText("Note saved", {}, LOAD)).toBeVisible();
  },
};

/** "Pick list" opens the order's pick list. */
export const OpensPickList: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("link", { name: "Pick list" }, LOAD));
    await expect(await canvas.findByText(`Navigated to /staff/orders/${received.orderNumber}/pick-list`, {}, LOAD)).toBeVisible();
  },
};

/** An order number that is no order. */
export const NotFound: Story = states.NotFound;

/** While the order loads. */
export const Loading: Story = states.Loading;

/** The order could not be read. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone: the lines scroll sideways inside their box, the page does not. */
export const NarrowScreen: Story = {
  args: { orderNumber: ready.orderNumber },
  parameters: { route: at(ready.orderNumber) },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: ready.orderNumber }, LOAD);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme, with a failed email. */
export const Dark: Story = {
  args: { orderNumber: ready.orderNumber },
  parameters: { route: at(ready.orderNumber) },
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: ready.orderNumber }, LOAD);
    await expect(document.documentElement).toHaveClass("dark");
  },
};
