import { shopDay } from "@shop/domain";
import { getMockData, handlerGroups, setMockStaffSession, staffEventsHandlers, staffHandlers, tellMockInbox } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { withStored } from "../../testing/stored.ts";
import { LIVE_ALERTS_STORAGE_KEY } from "../../staff/index.ts";
import { StaffOrdersScreen } from "./StaffOrdersScreen.tsx";
import { seedStaffOrders, STORY_ORDERS, storyCustomerHere, storyOrder } from "../../testing/story-orders.ts";
import { LOAD, staffRoute, staffScreen, staffSessionOk, staffStates } from "../../testing/staff-stories.tsx";

const busy = () => {
  seedStaffOrders();
};

/** The order numbers listed, in order. */
function listed(root: HTMLElement): string[] {
  const rows = within(root).getAllByRole("listitem");
  return rows.map((row) => within(row).getByRole("link").textContent ?? "");
}

const meta = {
  title: "Screens/Staff/StaffOrdersScreen",
  component: StaffOrdersScreen,
  ...staffScreen({ route: staffRoute("/staff/orders"), url: true }),
} satisfies Meta<typeof StaffOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({ loading: "Loading orders", loadError: "Orders could not be loaded" });

/** A busy inbox: every status, newest first, counts on the filters, the waiting orders in the tab's title. */
export const BusyInbox: Story = {
  beforeEach: busy,
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await expect(listed(orders)).toEqual(getMockData().orders.map((order) => order.orderNumber));
    const status = within(canvas.getByRole("group", { name: "Status" }));
    await expect(status.getByRole("button", { name: "All (5)" })).toHaveAttribute("aria-pressed", "true");
    await expect(status.getByRole("button", { name: "Received (2)" })).toBeVisible();
    await expect(status.getByRole("button", { name: "Ready for pickup (1)" })).toBeVisible();
    await expect(within(orders).getByText("Cancelled")).toBeVisible();
    await waitFor(() => expect(document.title).toBe("(2) Orders · Back office"));
    await expect(canvas.getByRole("navigation", { name: "Back office" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign out" })).toBeVisible();
  },
};

/** A status button filters the list and writes the filter into the URL. */
export const FilterByStatus: Story = {
  beforeEach: busy,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await userEvent.click(canvas.getByRole("button", { name: "Ready for pickup (1)" }));
    await expectUrl(canvasElement, "/staff/orders?status=ready");
    await waitFor(() => expect(listed(canvas.getByRole("region", { name: "Order list" }))).toEqual([storyOrder("ready").orderNumber]));
    await expect(canvas.getByRole("button", { name: "Ready for pickup (1)" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Search by a customer's name, phone, email or order number. */
export const Search: Story = {
  beforeEach: busy,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search orders" }), "ortiz");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expectUrl(canvasElement, "/staff/orders?q=ortiz");
    await waitFor(() => expect(listed(canvas.getByRole("region", { name: "Order list" }))).toEqual([STORY_ORDERS.find((order) => order.name === "Sam Ortiz")!.orderNumber]));
  },
};

/** The shop day of the picked-up order (placed 26 hours before the story). */
const yesterday = () => shopDay(new Date(Date.now() - 26 * 60 * 60_000), getMockData().store.timeZone);

/** A USB scanner types the code on the customer's phone or pick list and presses Enter: the order opens. */
export const ScanOpensOrder: Story = {
  beforeEach: busy,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "Order list" }, LOAD);
    const ready = storyOrder("ready").orderNumber;
    // A scanner reads the QR code's text as typed keys, in whatever case the keyboard is in.
    await userEvent.type(canvas.getByRole("textbox", { name: "Scan or type an order code" }), ` ${ready.toLowerCase()}{Enter}`);
    await expect(await canvas.findByText(`Navigated to /staff/orders/${ready}`, {}, LOAD)).toBeVisible();
  },
};

/** A customer said "I'm at the store": the inbox lists them above the orders, with their car, linking to the order. */
export const CustomerIsHere: Story = {
  beforeEach: () => {
    seedStaffOrders();
    storyCustomerHere();
  },
  play: async ({ canvas }) => {
    const here = within(await canvas.findByRole("region", { name: "Customers here (1)" }, LOAD));
    const ready = storyOrder("ready");
    await expect(here.getByRole("link", { name: ready.orderNumber })).toHaveAttribute("href", `/staff/orders/${ready.orderNumber}`);
    await expect(here.getByText(ready.name)).toBeVisible();
    await expect(here.getByText("Customer is here · Curbside: Silver Honda Civic, by the door")).toBeVisible();
  },
};

/** "Print today's pick lists" opens the day's pick lists. */
export const OpensTodaysPickLists: Story = {
  beforeEach: busy,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await userEvent.click(canvas.getByRole("link", { name: "Print today's pick lists" }));
    await expect(await canvas.findByText("Navigated to /staff/pick-lists", {}, LOAD)).toBeVisible();
  },
};

/**
 * A phone's camera as the scanner, where the browser has BarcodeDetector (Chromium on Linux has
 * none): the story gives it one that reads `reads` in turn, one per frame, and a camera that is a
 * canvas; "refused" is a camera the person did not allow.
 */
function withCamera(reads: readonly string[] | "refused") {
  return () => {
    const global = window as { BarcodeDetector?: unknown };
    const devices = navigator.mediaDevices as MediaDevices & { getUserMedia: MediaDevices["getUserMedia"] };
    let frame = 0;
    global.BarcodeDetector = class {
      detect() {
        const raw = reads === "refused" ? "" : (reads[Math.min(frame++, reads.length - 1)] ?? "");
        return Promise.resolve(raw ? [{ rawValue: raw }] : []);
      }
    };
    // A camera's picture: a canvas drawn again and again, so the stream has frames to show.
    const canvas = Object.assign(document.createElement("canvas"), { width: 320, height: 240 });
    const drawing = setInterval(() => canvas.getContext("2d")?.fillRect(0, 0, 320, 240 - (frame % 2)), 50);
    devices.getUserMedia = () => (reads === "refused" ? Promise.reject(new DOMException("Permission denied", "NotAllowedError")) : Promise.resolve(canvas.captureStream(10)));
    return () => {
      clearInterval(drawing);
      delete global.BarcodeDetector;
      delete (devices as { getUserMedia?: unknown }).getUserMedia;
    };
  };
}

/** The camera reads a part's barcode (not an order's: it says so and reads on), then the QR code on the customer's phone: the order opens. */
export const CameraScanOpensOrder: Story = {
  beforeEach: () => {
    busy();
    return withCamera(["", "WPW10321304", `https://shop.example/orders/${storyOrder("ready").orderNumber}?key=k3y`])();
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await userEvent.click(await canvas.findByRole("button", { name: "Scan with camera" }, LOAD));
    const panel = within(canvas.getByRole("region", { name: "Camera scan" }));
    await expect(panel.getByLabelText("Camera preview")).toBeVisible();
    await expect(await panel.findByRole("alert", {}, LOAD)).toHaveTextContent("That is not an order code.");
    await expect(await canvas.findByText(`Navigated to /staff/orders/${storyOrder("ready").orderNumber}`, {}, LOAD)).toBeVisible();
  },
};

/** A camera the person did not allow: it says so, and "Stop camera" closes the panel. */
export const CameraNotAllowed: Story = {
  beforeEach: withCamera("refused"),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Scan with camera" }, LOAD));
    const panel = within(canvas.getByRole("region", { name: "Camera scan" }));
    await expect(await panel.findByRole("alert", {}, LOAD)).toHaveTextContent("The camera was not allowed. Type or scan the code into the field instead.");
    await userEvent.click(panel.getByRole("button", { name: "Stop camera" }));
    await expect(canvas.queryByRole("region", { name: "Camera scan" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Scan with camera" })).toBeVisible();
  },
};

/** Something that is not an order code (a part's barcode, say) says what one looks like and stays put. */
export const ScanRefusesOtherCodes: Story = {
  beforeEach: busy,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole("region", { name: "Order list" }, LOAD);
    const field = canvas.getByRole("textbox", { name: "Scan or type an order code" });
    await userEvent.type(field, "WPW10321304{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("That is not an order code. Order codes look like TLH-20261203-7KX4M.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectUrl(canvasElement, "/staff/orders");
    await userEvent.type(field, "4");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** A day from the URL: only that day's orders, in the shop's time zone. */
export const FilteredByDay: Story = {
  beforeEach: busy,
  parameters: {
    route: {
      path: "/staff/orders",
      initialEntry: `/staff/orders?day=${yesterday()}`,
    },
  },
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await expect(listed(orders)).toContain(storyOrder("picked-up").orderNumber);
    await expect(listed(orders)).not.toContain(storyOrder("received").orderNumber);
    await expect(canvas.getByLabelText("Day")).toHaveValue(yesterday());
  },
};

/** A new order placed while the inbox is open shows when the window comes back into focus. */
export const NewOrderAppears: Story = {
  beforeEach: busy,
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await expect(listed(orders)).toHaveLength(5);
    const data = getMockData();
    const newest = { ...data.orders[0]!, id: 99, orderNumber: "TLH-20261123-N3WQ7", name: "Dana New", createdAt: new Date().toISOString(), history: [] };
    data.orders.push(newest);
    // What the browser fires when the tab comes back to the front (TanStack Query listens on window).
    window.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(listed(canvas.getByRole("region", { name: "Order list" }))[0]).toBe("TLH-20261123-N3WQ7"), LOAD);
    await waitFor(() => expect(document.title).toBe("(3) Orders · Back office"));
  },
};

/** The live channel is up: an order placed elsewhere shows at the top at once, with a toast, no focus or reload needed. */
export const LiveNewOrder: Story = {
  beforeEach: busy,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Live", {}, LOAD)).toBeVisible();
    await expect(canvas.getByText("New orders and arrivals show up at once.")).toBeVisible();
    const orders = await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await expect(listed(orders)).toHaveLength(5);
    const data = getMockData();
    const newest = { ...data.orders[0]!, id: 98, orderNumber: "TLH-20261123-L1V3Q", name: "Lee Live", status: "received" as const, createdAt: new Date().toISOString(), history: [] };
    data.orders.push(newest);
    tellMockInbox([{ kind: "placed", orderNumber: newest.orderNumber }]);
    await waitFor(() => expect(listed(canvas.getByRole("region", { name: "Order list" }))[0]).toBe(newest.orderNumber), LOAD);
    await expect(await within(document.body).findByText(`New order ${newest.orderNumber}`, {}, LOAD)).toBeVisible();
    await waitFor(() => expect(document.title).toBe("(3) Orders · Back office"));
  },
};

/** A customer presses "I'm at the store": "Customers here" appears above the orders at once, with a toast. */
export const LiveArrival: Story = {
  beforeEach: busy,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Live", {}, LOAD)).toBeVisible();
    await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await expect(canvas.queryByRole("region", { name: /Customers here/ })).toBeNull();
    const ready = storyCustomerHere("Red van");
    tellMockInbox([{ kind: "arrived", orderNumber: ready.orderNumber }]);
    const here = within(await canvas.findByRole("region", { name: "Customers here (1)" }, LOAD));
    await expect(here.getByText("Customer is here · Curbside: Red van")).toBeVisible();
    await expect(await within(document.body).findByText(`Customer is here for ${ready.orderNumber}`, {}, LOAD)).toBeVisible();
  },
};

/** The live channel is down: the inbox says it is reconnecting and checks every 15 seconds meanwhile. */
export const Reconnecting: Story = {
  beforeEach: busy,
  parameters: { msw: { handlers: { ...handlerGroups, live: [staffEventsHandlers.down] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Reconnecting…", {}, LOAD)).toBeVisible();
    await expect(canvas.getByText("The live channel dropped: checking every 15 seconds meanwhile.")).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "Order list" }, LOAD)).toBeVisible();
  },
};

/** The chime is this browser's choice: off until pressed, then on, and remembered. */
export const SoundChoice: Story = {
  beforeEach: withStored(window.localStorage, LIVE_ALERTS_STORAGE_KEY, null),
  play: async ({ canvas, userEvent }) => {
    const alerts = within(await canvas.findByRole("group", { name: "Alerts in this browser" }, LOAD));
    const sound = alerts.getByRole("button", { name: "Sound off" });
    await expect(sound).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(sound);
    await expect(alerts.getByRole("button", { name: "Sound on" })).toHaveAttribute("aria-pressed", "true");
    await expect(JSON.parse(window.localStorage.getItem(LIVE_ALERTS_STORAGE_KEY) ?? "{}")).toMatchObject({ sound: true });
  },
};

/** No orders at all yet. */
export const EmptyInbox: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No orders yet" }, LOAD)).toBeVisible();
    await expect(await canvas.findByText("New pickup orders show up here the moment they are placed.", {}, LOAD)).toBeVisible();
    await expect(document.title).toBe("Orders · Back office");
  },
};

/** Filters that match nothing, and the way back to every order. */
export const NoMatches: Story = {
  beforeEach: busy,
  parameters: { route: { path: "/staff/orders", initialEntry: "/staff/orders?q=nobody-by-this-name" } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole("heading", { name: "No orders match" }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Show all orders" }));
    await expectUrl(canvasElement, "/staff/orders");
    await expect(await canvas.findByRole("region", { name: "Order list" }, LOAD)).toBeVisible();
  },
};

/** While the inbox loads. */
export const Loading: Story = states.Loading;

/** The inbox could not be read: the reason and Try again. */
export const LoadError: Story = states.LoadError;

/** Nobody signed in: back to the sign-in page. */
export const SignedOut: Story = {
  beforeEach: () => setMockStaffSession(null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Navigated to /staff", {}, LOAD)).toBeVisible();
  },
};

/** The session ended while the page was open (the inbox answers 401): back to the sign-in page. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: { staff: [staffSessionOk, ...staffHandlers.error(401)] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Navigated to /staff", {}, LOAD)).toBeVisible();
  },
};

/** On a 360 px phone each order stacks its details. */
export const NarrowScreen: Story = {
  beforeEach: busy,
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole("region", { name: "Order list" }, LOAD);
    await expect(listed(orders)).toHaveLength(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme, with every status badge. */
export const Dark: Story = {
  beforeEach: busy,
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Order list" }, LOAD)).toBeVisible();
    await expect(document.documentElement).toHaveClass("dark");
  },
};
