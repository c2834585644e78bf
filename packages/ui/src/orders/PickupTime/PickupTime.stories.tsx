import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { store } from "../../testing/fixtures.ts";
import { PickupTime, StoreStatusLine, TodayHours } from "./PickupTime.tsx";

/** Phone width: Storybook's "Small mobile" (320 x 568). */
const narrow = { viewport: { value: "mobile1", isRotated: false } };

/** The store open on weekdays only, for the lines that name a day past tomorrow. */
const weekdaysOnly = { ...store, hours: store.hours.filter((hours) => hours.days.includes("Monday")) };

/** Times in the shop's zone (New York, UTC-5 in November 2026). */
const at = {
  tuesdayMorning: new Date("2026-11-24T14:46:00Z"), // 9:46 AM
  lastMinutes: new Date("2026-11-24T18:52:00Z"), // 1:52 PM
  afterCutoff: new Date("2026-11-24T20:30:00Z"), // 3:30 PM
  tuesdayNight: new Date("2026-11-24T23:30:00Z"), // 6:30 PM
  saturday: new Date("2026-11-28T20:00:00Z"), // Saturday 3 PM
  sundayMorning: new Date("2026-11-29T15:00:00Z"), // Sunday 10 AM
};

const meta = {
  title: "Components/PickupTime",
  component: PickupTime,
  args: { store, now: at.tuesdayMorning },
  render: (args) => (
    <div className="max-w-sm rounded-md bg-muted p-3 text-sm">
      <PickupTime {...args} />
    </div>
  ),
} satisfies Meta<typeof PickupTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A weekday morning: the whole hours and minutes left before the 2 PM order-by time. */
export const TimeLeftToday: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Order in the next 4 h 14 min for pickup today")).toBeVisible();
  },
};

/** Under an hour left: minutes alone. */
export const LastMinutes: Story = {
  args: { now: at.lastMinutes },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Order in the next 8 min for pickup today")).toBeVisible();
  },
};

/** After the order-by time: the next opening. */
export const AfterCutoff: Story = {
  args: { now: at.afterCutoff },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ready tomorrow from 8:00 AM")).toBeVisible();
  },
};

/** Saturday afternoon: Sunday opens at noon. */
export const Weekend: Story = {
  args: { now: at.saturday },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ready tomorrow from 12:00 PM")).toBeVisible();
  },
};

/** Closed at weekends: the day it opens again is named. */
export const WeekendClosed: Story = {
  args: { store: weekdaysOnly, now: at.saturday },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ready Monday from 8:00 AM")).toBeVisible();
  },
};

/** Without a fixed time the line follows the browser's clock once mounted: the order-by rule gives way to the live line. */
export const LiveClock: Story = {
  args: { now: undefined },
  play: async ({ canvas, canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="pickup-time"]');
    await waitFor(() => expect(line).toHaveAttribute("data-state", "live"));
    await expect(canvas.getByText(/^(Order in the next .+ for pickup today|Order now for pickup today|Ready .+ from .+)$/)).toBeVisible();
    // Kept only to hold the box's height: in the page, but not shown or read out.
    await expect(canvas.getByText("Order by 2:00 PM for same-day pickup")).not.toBeVisible();
  },
};

/** The header's hours line, open and closed, and the phone menu's today's hours, at phone width. */
export const HeaderLines: Story = {
  globals: narrow,
  render: () => (
    <div className="grid max-w-xs gap-3 text-sm">
      <div className="bg-primary px-4 py-1.5 text-primary-foreground">
        <StoreStatusLine store={store} now={at.tuesdayMorning} />
      </div>
      <div className="bg-primary px-4 py-1.5 text-primary-foreground">
        <StoreStatusLine store={store} now={at.tuesdayNight} />
      </div>
      <div className="bg-primary px-4 py-1.5 text-primary-foreground">
        <StoreStatusLine store={store} now={at.sundayMorning} />
      </div>
      <TodayHours store={store} now={at.tuesdayMorning} />
      <TodayHours store={weekdaysOnly} now={at.saturday} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Open today 8:00 AM – 6:00 PM")).toBeInTheDocument();
    await expect(canvas.getByText("Closed now, opens tomorrow 8:00 AM")).toBeInTheDocument();
    await expect(canvas.getByText("Closed now, opens today 12:00 PM")).toBeInTheDocument();
    await expect(canvas.getByText("Today 8:00 AM – 6:00 PM")).toBeVisible();
    await expect(canvas.getByText("Open now")).toBeVisible();
    await expect(canvas.getByText("Closed today")).toBeVisible();
    await expect(canvas.getByText("Closed now, opens Monday 8:00 AM")).toBeVisible();
  },
};

/** Every state at phone width, for design review. */
export const AllStates: Story = {
  globals: narrow,
  render: (args) => (
    <div className="grid max-w-xs gap-3 text-sm">
      {Object.values(at).map((now) => (
        <div key={now.toISOString()} className="rounded-md bg-muted p-3">
          <PickupTime {...args} now={now} />
        </div>
      ))}
    </div>
  ),
};
