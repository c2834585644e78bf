import { getMockData, mockUnsubscribeKey, newsletterHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { UnsubscribeScreen } from "./UnsubscribeScreen.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const EMAIL = "reader@example.com";

const meta = {
  title: "Screens/UnsubscribeScreen",
  component: UnsubscribeScreen,
  args: { email: EMAIL, unsubscribeKey: mockUnsubscribeKey(EMAIL) },
  ...shopScreen({ route: "/newsletter/unsubscribe" }),
  beforeEach: () => {
    getMockData().newsletterSignups = [{ id: "story-signup", email: EMAIL, createdAt: "2026-11-01T12:00:00.000Z" }];
  },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: the address and one button; nothing is sent until it is pressed. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
    await expect(canvas.getByText(EMAIL)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
    await expect(getMockData().newsletterSignups[0]?.unsubscribedAt).toBeUndefined();
  },
};

/** Pressed: the address is unsubscribed and the page says so. */
export const Done: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expect(await canvas.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent(`You are unsubscribed. ${EMAIL} will get no more newsletter emails from us.`);
    await expect(getMockData().newsletterSignups[0]?.unsubscribedAt).toEqual(expect.any(String));
  },
};

/** A key that is not the address's: the API's refusal, and nothing changes. */
export const WrongKey: Story = {
  args: { unsubscribeKey: "not-the-key" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("This unsubscribe link is not valid.");
    await expect(getMockData().newsletterSignups[0]?.unsubscribedAt).toBeUndefined();
  },
};

/** A link cut short (no key): says so, with no button. */
export const BadLink: Story = {
  args: { unsubscribeKey: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("This unsubscribe link is not complete.");
    await expect(canvas.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
  },
};

/** The server failed: the reason, and the button stays to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { newsletter: newsletterHandlers.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(/^Could not unsubscribe/);
    await expect(canvas.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
  },
};
