import { getMockData, mockConfirmKey, newsletterHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ConfirmSignupScreen } from "./ConfirmSignupScreen.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const EMAIL = "reader@example.com";
const LOAD = { timeout: 5000 };

/** The sign-up as the newsletter form left it: waiting for its address to confirm. */
const pending = { id: "story-signup", email: EMAIL, createdAt: "2026-11-01T12:00:00.000Z", confirmationSentAt: "2026-11-01T12:00:00.000Z" };
const signup = () => getMockData().newsletterSignups[0];

const meta = {
  title: "Screens/ConfirmSignupScreen",
  component: ConfirmSignupScreen,
  args: { email: EMAIL, confirmKey: mockConfirmKey(EMAIL) },
  ...shopScreen({ route: "/newsletter/confirm" }),
  beforeEach: () => {
    getMockData().newsletterSignups = [{ ...pending }];
  },
} satisfies Meta<typeof ConfirmSignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: the address and one button; nothing is sent until it is pressed. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Confirm your sign-up" })).toBeVisible();
    await expect(canvas.getByText(EMAIL)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Confirm" })).toBeEnabled();
    await expect(signup()).toEqual(pending);
  },
};

/** Pressed, while the answer is on its way: the button says so and cannot be pressed again. */
export const Loading: Story = {
  parameters: { msw: { handlers: { newsletter: newsletterHandlers.pending } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    await expect(await canvas.findByRole("button", { name: "Confirming..." })).toBeDisabled();
  },
};

/** Pressed: the address is subscribed, the page says so, and the answer has the focus. */
export const Done: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    const status = await canvas.findByRole("status", {}, LOAD);
    await expect(status).toHaveTextContent(`You're subscribed. Repair tips and part deals will come to ${EMAIL}`);
    await expect(status).toHaveFocus();
    await expect(signup()?.confirmedAt).toEqual(expect.any(String));
    await expect(signup()?.confirmationSentAt).toBeUndefined();
  },
};

/** With the keyboard alone: Tab reaches the button, Enter confirms, and the focus lands on the answer. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Confirm" });
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("status", {}, LOAD)).toHaveFocus();
    await expect(signup()?.confirmedAt).toEqual(expect.any(String));
  },
};

/** A second press of the link (another tab, a second click in the email): already on the list, nothing changes. */
export const AlreadyConfirmed: Story = {
  beforeEach: () => {
    getMockData().newsletterSignups = [{ id: "story-signup", email: EMAIL, createdAt: "2026-11-01T12:00:00.000Z", confirmedAt: "2026-11-01T12:05:00.000Z" }];
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    await expect(await canvas.findByRole("status", {}, LOAD)).toHaveTextContent(`${EMAIL} is already on our list. There is nothing more to do.`);
    await expect(signup()?.confirmedAt).toBe("2026-11-01T12:05:00.000Z");
  },
};

/** A key that is not the address's: the API's refusal, focused, and nothing changes. */
export const WrongKey: Story = {
  args: { confirmKey: "not-the-key" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(alert).toHaveTextContent("This confirmation link is not valid.");
    await expect(alert).toHaveFocus();
    await expect(signup()).toEqual(pending);
  },
};

/** The address unsubscribed after the link was sent: the unsubscribe stands, and the page says why. */
export const Unsubscribed: Story = {
  beforeEach: () => {
    getMockData().newsletterSignups = [{ ...pending, unsubscribedAt: "2026-11-02T12:00:00.000Z" }];
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent("This address has unsubscribed since this link was sent");
    await expect(signup()?.confirmedAt).toBeUndefined();
  },
};

/** A link cut short (no key): says so, with no button. */
export const BadLink: Story = {
  args: { confirmKey: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("This confirmation link is not complete.");
    await expect(canvas.queryByRole("button", { name: "Confirm" })).not.toBeInTheDocument();
  },
};

/** The server failed: the reason, and the button stays to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { newsletter: newsletterHandlers.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent(/^Could not confirm/);
    await expect(canvas.getByRole("button", { name: "Confirm" })).toBeEnabled();
  },
};
