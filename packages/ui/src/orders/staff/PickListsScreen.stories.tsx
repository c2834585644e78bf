import { shopDay, staffPaths } from "@shop/domain";
import { getMockData } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, within } from "storybook/test";
import { PickListsScreen } from "./PickList.tsx";
import { seedStaffOrders, STORY_ORDERS } from "../../testing/story-orders.ts";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { LOAD, staffScreen, staffStates } from "../../testing/staff-stories.tsx";

/** The day the story inbox's received orders were placed (shop time), whenever the story runs. */
const dayOf = (createdAt: string) => shopDay(new Date(createdAt), getMockData().store.timeZone);
let day = "";
const seeded = () => {
  const orders = seedStaffOrders();
  // Placed 12 and 48 minutes ago: both on one day unless the story runs just after midnight.
  const received = orders.filter((order) => order.status === "received");
  day = dayOf(received[received.length - 1]!.createdAt);
  for (const order of received) order.createdAt = `${day}T17:00:00.000Z`;
  received[0]!.createdAt = `${day}T18:00:00.000Z`;
  delete getMockData().products[0]!.bin;
};

const route = { path: "/staff/pick-lists", initialEntry: "/staff/pick-lists" };

const meta = {
  title: "Screens/Staff/PickListsScreen",
  component: PickListsScreen,
  beforeEach: seeded,
  ...staffScreen({ route, url: true }),
  render: (args) => <PickListsScreen {...args} day={day} />,
} satisfies Meta<typeof PickListsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({ loading: "Loading the pick lists", loadError: "The pick lists could not be loaded" });

/** The day's received orders, oldest first, one sheet each; a part with no bin goes last, as "No bin". */
export const TheDaysLists: Story = {
  play: async ({ canvas }) => {
    const sheets = await canvas.findAllByRole("article", {}, LOAD);
    const received = STORY_ORDERS.filter((order) => order.status === "received");
    await expect(sheets.map((sheet) => within(sheet).getByRole("heading", { level: 2 }).textContent)).toEqual([received[1]!.orderNumber, received[0]!.orderNumber]);
    await expect(canvas.getByText(/^2 orders received .+ still to pick, oldest first\.$/)).toBeVisible();
    const newest = within(sheets[1]!);
    const bins = newest.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[1]!.textContent);
    await expect(bins).toEqual([getMockData().products[3]!.bin, "No bin"]);
    await expect(canvas.getByRole("button", { name: "Print" })).toBeEnabled();
  },
};

/** A day with nothing waiting: says so, and there is nothing to print. */
export const NothingToPick: Story = {
  render: (args) => <PickListsScreen {...args} day="2020-01-06" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Nothing to pick" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("No order received Monday, January 6, 2020 is waiting to be picked.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Print" })).toBeDisabled();
  },
};

/** Choosing another day puts it in the URL. */
export const ChooseADay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole("article", {}, LOAD);
    // A date field takes its value from the browser's picker, which a test cannot open: set as the picker does.
    fireEvent.change(canvas.getByLabelText("Day"), { target: { value: "2020-01-06" } });
    await expectUrl(canvasElement, staffPaths.pickLists("2020-01-06"));
  },
};

/** While the pick lists load. */
export const Loading: Story = states.Loading;

/** The pick lists could not be read. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone nothing runs off the side. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole("article", {}, LOAD);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await canvas.findAllByRole("article", {}, LOAD);
    await expect(document.documentElement).toHaveClass("dark");
  },
};
