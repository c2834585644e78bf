import { getMockData } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { PickListScreen } from "./PickList.tsx";
import { seedStaffOrders, storyOrder } from "../../testing/story-orders.ts";
import { LOAD, staffScreen, staffStates } from "../../testing/staff-stories.tsx";

const ready = storyOrder("ready");
const at = (orderNumber: string) => ({ path: "/staff/orders/:orderNumber/pick-list", initialEntry: `/staff/orders/${orderNumber}/pick-list` });

/**
 * The story inbox, with the ready order's first part moved to a far bin: its lines (3 of the
 * mock's 8th part, then 1 of its 3rd) print the other way round, in shelf order.
 */
const seeded = () => {
  seedStaffOrders();
  getMockData().products[7]!.bin = "Z1-01";
};

const meta = {
  title: "Screens/Staff/PickListScreen",
  component: PickListScreen,
  beforeEach: seeded,
  args: { orderNumber: ready.orderNumber },
  ...staffScreen({ route: at(ready.orderNumber) }),
} satisfies Meta<typeof PickListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({
  loading: "Loading the pick list",
  loadError: "The pick list could not be loaded",
  notFound: { story: { args: { orderNumber: "TLH-20261123-ZZZZZ" }, parameters: { route: at("TLH-20261123-ZZZZZ") } }, heading: "Order not found", back: { name: "All orders", href: "/staff/orders" } },
});

const sheet = async (canvas: ReturnType<typeof within>) => within(await canvas.findByRole("article", { name: ready.orderNumber }, LOAD));

/** The sheet: shop, number, customer and phone, how many parts, the codes, and the lines in bin order with a box to tick. */
export const InBinOrder: Story = {
  play: async ({ canvas }) => {
    const list = await sheet(canvas);
    await expect(list.getByRole("heading", { level: 1, name: ready.orderNumber })).toBeVisible();
    await expect(list.getByText(ready.name)).toBeVisible();
    await expect(list.getByText(ready.phone)).toBeVisible();
    await expect(list.getByText(/4 parts/)).toBeVisible();
    const products = getMockData().products;
    const rows = list.getAllByRole("row").slice(1);
    await expect(rows.map((row) => within(row).getAllByRole("cell")[1]!.textContent)).toEqual([products[2]!.bin, "Z1-01"]);
    await expect(rows.map((row) => within(row).getAllByRole("cell")[2]!.textContent)).toEqual([products[2]!.partNumber, products[7]!.partNumber]);
    await expect(rows.map((row) => within(row).getAllByRole("cell")[4]!.textContent)).toEqual(["1", "3"]);
    for (const name of [`Barcode of order ${ready.orderNumber}`, `QR code of order ${ready.orderNumber}`]) {
      const image = list.getByRole("img", { name }) as HTMLImageElement;
      await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    }
    // The boxes can be ticked on a tablet as well as on paper.
    const box = list.getByRole("checkbox", { name: `Picked ${products[2]!.partNumber}` });
    await expect(box).not.toBeChecked();
    box.click();
    await expect(box).toBeChecked();
  },
};

/** A special order's line still on its way from the distributor: the sheet says how many are not on the shelf yet. */
export const WaitingForTheDistributor: Story = {
  beforeEach: () => {
    const order = getMockData().orders.find((o) => o.orderNumber === ready.orderNumber)!;
    order.items = order.items.map((line, i) => (i === 0 ? { ...line, onOrder: { quantity: 2, days: 5, readyBy: "2026-12-04" } } : line));
  },
  play: async ({ canvas }) => {
    const list = await sheet(canvas);
    const partNumber = getMockData().products[7]!.partNumber;
    const row = within(list.getByRole("checkbox", { name: `Picked ${partNumber}` }).closest("tr")!);
    await expect(row.getByText("2 on order from the distributor: not on the shelf yet")).toBeVisible();
  },
};

const print = fn();

/** "Print" opens the browser's print dialog; the print styles leave the sheet alone on the page. */
export const Print: Story = {
  beforeEach: () => {
    seeded();
    const original = window.print;
    window.print = print;
    return () => {
      window.print = original;
    };
  },
  play: async ({ canvas, userEvent }) => {
    print.mockClear();
    await sheet(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Print" }));
    await expect(print).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("link", { name: `← Order ${ready.orderNumber}` })).toHaveAttribute("href", `/staff/orders/${ready.orderNumber}`);
  },
};

/** An order number that is no order: nothing to print. */
export const NotFound: Story = states.NotFound;

/** While the pick list loads. */
export const Loading: Story = states.Loading;

/** The pick list could not be read. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone the lines scroll inside their box; the page does not. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await sheet(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme: the codes stay black on white. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas, canvasElement }) => {
    await sheet(canvas);
    await expect(document.documentElement).toHaveClass("dark");
    await expect(getComputedStyle(canvasElement.querySelector("[data-slot=order-codes]")!).backgroundColor).toBe("rgb(255, 255, 255)");
  },
};
