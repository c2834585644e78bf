import { getMockData } from "@shop/mocks";
import type { NewsletterSignup } from "@shop/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StaffSignupsScreen } from "./StaffSignupsScreen.tsx";
import { LOAD, staffRoute, staffScreen, staffStates } from "../../testing/staff-stories.tsx";


const signup = (n: number, extra: Partial<NewsletterSignup> = {}): NewsletterSignup => ({
  id: `story-signup-${n}`,
  email: `reader${n}@example.com`,
  createdAt: new Date(Date.UTC(2026, 10, 1, 12, n)).toISOString(),
  ...extra,
});

const meta = {
  title: "Screens/Staff/StaffSignupsScreen",
  component: StaffSignupsScreen,
  ...staffScreen({ route: staffRoute("/staff/signups") }),
  beforeEach: () => {
    getMockData().newsletterSignups = [
      signup(1),
      signup(2, { unsubscribedAt: "2026-11-03T12:00:00.000Z" }),
      signup(3),
      signup(4, { confirmationSentAt: "2026-11-01T12:04:00.000Z" }),
    ];
  },
} satisfies Meta<typeof StaffSignupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({ loading: "Loading sign-ups", loadError: "Sign-ups could not be loaded" });

const rows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole("region", { name: "Sign-up list" })).getAllByRole("row").slice(1);

/** Newest first, the one not yet confirmed pending, the unsubscribed one marked, the counts, and "Sign-ups" the current nav link. */
export const Several: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Sign-up list" }, LOAD);
    await expect(rows(canvas).map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "reader4@example.com",
      "reader3@example.com",
      "reader2@example.com",
      "reader1@example.com",
    ]);
    await expect(within(rows(canvas)[0]!).getByText("Pending")).toBeVisible();
    await expect(within(rows(canvas)[1]!).getByText("Subscribed")).toBeVisible();
    await expect(within(rows(canvas)[2]!).getByText("Unsubscribed")).toBeVisible();
    await expect(canvas.getByText("2 subscribers, 1 pending confirmation, 1 unsubscribed")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sign-ups" })).toHaveAttribute("aria-current", "page");
    await expect(document.title).toBe("Sign-ups · Back office");
  },
};

/** "Download CSV" fetches the list as CSV and saves it under its dated name. */
export const DownloadCsv: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Download CSV" }, LOAD));
    await expect(await canvas.findByRole("status", {}, LOAD)).toHaveTextContent(/^Downloaded newsletter-signups-\d{4}-\d{2}-\d{2}\.csv\.$/);
  },
};

/** Nobody signed up: the empty state, and no download. */
export const Empty: Story = {
  beforeEach: () => {
    getMockData().newsletterSignups = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No sign-ups yet" }, LOAD)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Download CSV" })).not.toBeInTheDocument();
  },
};

/** Five hundred sign-ups in one table. */
export const LongList: Story = {
  beforeEach: () => {
    getMockData().newsletterSignups = Array.from({ length: 500 }, (_, n) => signup(n + 1));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Sign-up list" }, LOAD);
    await expect(rows(canvas)).toHaveLength(500);
    await expect(canvas.getByText("500 subscribers")).toBeVisible();
  },
};

/** While the sign-ups load. */
export const Loading: Story = states.Loading;

/** The list failed to load: the reason and 'Try again'. */
export const LoadError: Story = states.LoadError;
