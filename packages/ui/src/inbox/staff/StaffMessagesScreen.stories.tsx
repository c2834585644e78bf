import { getMockData } from "@shop/mocks";
import type { ContactMessage } from "@shop/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { formatShopTime } from "../../staff/index.ts";
import { StaffMessagesScreen } from "./StaffMessagesScreen.tsx";
import { LOAD, staffRoute, staffScreen, staffStates } from "../../testing/staff-stories.tsx";


const message = (n: number, extra: Partial<ContactMessage> = {}): ContactMessage => ({
  id: `story-message-${n}`,
  name: `Customer ${n}`,
  email: `customer${n}@example.com`,
  subject: `Question ${n}`,
  message: `Do you carry part WPW1032130${n % 10}? I need it this week.`,
  createdAt: new Date(Date.UTC(2026, 10, 1, 12, n)).toISOString(),
  ...extra,
});

/** Three messages in the mock database: two open, the newest handled. */
const seedSeveral = () => {
  getMockData().contactMessages = [
    message(1, { phone: "(850) 555-0101" }),
    message(2, { subject: undefined, message: "Line one\nLine two" }),
    message(3, { handledAt: "2026-11-01T13:00:00.000Z", handledBy: "counter@example.com" }),
  ];
};

const meta = {
  title: "Screens/Staff/StaffMessagesScreen",
  component: StaffMessagesScreen,
  ...staffScreen({ route: staffRoute("/staff/messages"), url: true }),
  beforeEach: seedSeveral,
} satisfies Meta<typeof StaffMessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({ loading: "Loading messages", loadError: "Messages could not be loaded" });

const items = (canvas: ReturnType<typeof within>) => within(canvas.getByRole("region", { name: "Message list" })).getAllByRole("article");

/** The open messages, newest first, each with a mailto reply; the nav counts them. */
export const Several: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Message list" }, LOAD);
    const [newest, older] = items(canvas);
    await expect(newest).toHaveAccessibleName("(no subject)");
    await expect(within(newest!).getByText(/Line one\s+Line two/)).toBeVisible();
    await expect(within(older!).getByRole("link", { name: "Reply to Customer 1" })).toHaveAttribute(
      "href",
      `mailto:customer1@example.com?subject=${encodeURIComponent("Re: Question 1")}`,
    );
    await expect(within(older!).getByText(/\(850\) 555-0101/)).toBeVisible();
    // In the shop's clock (New York: 7:01 AM EST for 12:01 UTC).
    await expect(within(older!).getByText(formatShopTime(message(1).createdAt, getMockData().store.timeZone))).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Open (2)" })).toHaveAttribute("aria-pressed", "true");
    const nav = within(canvas.getByRole("navigation", { name: "Back office" }));
    await expect(nav.getByRole("link", { name: "Messages 2 open" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Sign-ups" })).toHaveAttribute("href", "/staff/signups");
    await expect(document.title).toBe("(2) Messages · Back office");
  },
};

/** Marking one handled takes it off the open list and keeps who did it; the Handled filter shows it and opens it again. */
export const MarkHandled: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole("region", { name: "Message list" }, LOAD);
    await userEvent.click(canvas.getByRole("button", { name: "Mark handled: Question 1" }));
    await waitFor(() => expect(items(canvas)).toHaveLength(1), LOAD);
    await expect(getMockData().contactMessages.find((m) => m.id === "story-message-1")).toMatchObject({ handledBy: "counter@example.com" });
    await userEvent.click(canvas.getByRole("button", { name: "Handled (2)" }));
    await expectUrl(canvasElement, "/staff/messages?status=handled");
    await waitFor(() => expect(items(canvas)).toHaveLength(2), LOAD);
    await expect(within(items(canvas)[1]!).getByText(/by counter@example\.com/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Mark open: Question 1" }));
    await waitFor(() => expect(items(canvas)).toHaveLength(1), LOAD);
  },
};

/** No message at all: the empty state says where they come from. */
export const Empty: Story = {
  beforeEach: () => {
    getMockData().contactMessages = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No open messages" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Messages" })).toBeVisible();
  },
};

/** Eighty messages: all in one list, newest first. */
export const LongList: Story = {
  beforeEach: () => {
    getMockData().contactMessages = Array.from({ length: 80 }, (_, n) => message(n + 1));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Message list" }, LOAD);
    await expect(items(canvas)).toHaveLength(80);
    await expect(items(canvas)[0]).toHaveAccessibleName("Question 80");
    await expect(canvas.getByText("80 messages")).toBeVisible();
  },
};

/** While the messages load. */
export const Loading: Story = states.Loading;

/** The list failed to load: the reason and 'Try again'. */
export const LoadError: Story = states.LoadError;

/** On a phone the messages read top to bottom. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Message list" }, LOAD);
    await expect(items(canvas)).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
