import { staffPaths, type OrderEvent, type OrderRecord } from "@shop/domain";
import { getMockData, MOCK_STAFF } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, within } from "storybook/test";
import { DayReportScreen } from "./DayReportScreen.tsx";
import { CANCEL_REASON, seedStaffOrders, storyOrder } from "../../testing/story-orders.ts";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { LOAD, staffScreen, staffStates } from "../../testing/staff-stories.tsx";

/** The story's day: the story inbox moved onto it, whenever the story runs. */
const DAY = "2026-12-03";
/** An instant of the story's day in Tallahassee (UTC-5 in December): "13:55" is 1:55 PM there. */
const on = (clock: string) => new Date(`${DAY}T${clock}:00-05:00`).toISOString();

/** The story inbox, every order placed, picked up (paid by card) or cancelled on the story's day, and one nobody came for. */
function seedDay(): void {
  const orders = seedStaffOrders();
  const move = (order: OrderRecord, placed: string, closing?: OrderEvent) => {
    order.createdAt = placed;
    order.history = [{ status: "received", at: placed, by: "customer" }, ...(closing ? [closing] : [])];
  };
  const by = (orderNumber: string) => orders.find((order) => order.orderNumber === orderNumber)!;
  const [pat, sam] = orders.filter((order) => order.status === "received");
  move(pat!, on("09:10"));
  move(sam!, on("11:40"));
  const picked = by(storyOrder("picked-up").orderNumber);
  move(picked, on("08:05"), { status: "picked-up", at: on("13:55"), by: MOCK_STAFF.email, payment: { method: "card", amount: picked.total } });
  move(by(storyOrder("cancelled").orderNumber), on("08:30"), { status: "cancelled", at: on("10:15"), by: MOCK_STAFF.email, reason: CANCEL_REASON });
  // The ready order, placed days ago, released by the pickup hold this morning.
  const released = by(storyOrder("ready").orderNumber);
  released.status = "cancelled";
  move(released, "2026-11-20T15:00:00.000Z", { status: "cancelled", at: on("07:00"), by: "shop", reason: "not picked up" });
}

const route = { path: "/staff/reports/day", initialEntry: staffPaths.dayReport(DAY) };

const meta = {
  title: "Screens/Staff/DayReportScreen",
  component: DayReportScreen,
  beforeEach: seedDay,
  ...staffScreen({ route, url: true }),
  args: { date: DAY },
} satisfies Meta<typeof DayReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({ loading: "Loading the day report", loadError: "The day report could not be loaded" });

/** A full day: the takings by method, then each section's orders on the shop's clock. */
export const AFullDay: Story = {
  play: async ({ canvas }) => {
    const takings = within(await canvas.findByRole("region", { name: "Takings" }, LOAD));
    const picked = getMockData().orders.find((order) => order.orderNumber === storyOrder("picked-up").orderNumber)!;
    const total = `$${picked.total}`;
    await expect(takings.getByText("Card").nextElementSibling).toHaveTextContent(total);
    await expect(takings.getByText("All").nextElementSibling).toHaveTextContent(total);
    await expect(takings.getByText("Cash").nextElementSibling).toHaveTextContent("$0.00");
    await expect(canvas.getByText("Thursday, December 3, 2026")).toBeVisible();

    const section = (name: RegExp) => within(canvas.getByRole("region", { name }));
    await expect(section(/^Picked up/).getByRole("row", { name: new RegExp(`1:55 PM ${picked.orderNumber} Alex Kim .+ Card`) })).toBeVisible();
    await expect(section(/^Placed/).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual(["8:05 AM", "8:30 AM", "9:10 AM", "11:40 AM"]);
    await expect(section(/^Cancelled/).getByText(CANCEL_REASON)).toBeVisible();
    await expect(section(/^Not collected/).getByRole("link", { name: storyOrder("ready").orderNumber })).toHaveAttribute("href", staffPaths.order(storyOrder("ready").orderNumber));
  },
};

/** "Download CSV" fetches the day as CSV and saves it under the day's name. */
export const DownloadCsv: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("region", { name: "Takings" }, LOAD);
    await userEvent.click(canvas.getByRole("button", { name: "Download CSV" }));
    await expect(await canvas.findByRole("status", {}, LOAD)).toHaveTextContent(`Downloaded day-report-${DAY}.csv.`);
  },
};

/** A day with no orders at all says so. */
export const AQuietDay: Story = {
  args: { date: "2020-01-06" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "A quiet day" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("No order was placed, picked up or cancelled Monday, January 6, 2020.")).toBeVisible();
  },
};

/** Choosing another day puts it in the URL. */
export const ChooseADay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("region", { name: "Takings" }, LOAD);
    // A date field takes its value from the browser's picker, which a test cannot open: set as the picker does.
    fireEvent.change(canvas.getByLabelText("Day"), { target: { value: "2020-01-06" } });
    await expectUrl(canvasElement, staffPaths.dayReport("2020-01-06"));
  },
};

/** While the report loads. */
export const Loading: Story = states.Loading;

/** The report could not be read. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone nothing runs off the side: the tables scroll in their own box. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Takings" }, LOAD);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Takings" }, LOAD);
    await expect(document.documentElement).toHaveClass("dark");
  },
};
