import { STAFF_SIGN_IN_REFUSED } from "@shop/domain";
import { MOCK_STAFF, setMockStaffSession } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect } from "storybook/test";
import { StaffSignInScreen } from "./StaffSignInScreen.tsx";
import { LOAD, staffRoute, staffScreen } from "../testing/staff-stories.tsx";

const TOO_MANY = "Too many sign-in attempts. Try again in 15 minutes.";
const signedOut = () => setMockStaffSession(null);

const meta = {
  title: "Screens/Staff/StaffSignInScreen",
  component: StaffSignInScreen,
  beforeEach: signedOut,
  ...staffScreen({ route: staffRoute("/staff") }),
} satisfies Meta<typeof StaffSignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the form, in the back office's own frame (no storefront header), and not indexed. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign in" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeVisible();
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expect(canvas.getByText("Back office")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  },
};

/** A wrong password: the API's one message for every refusal, in an alert; the form stays. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }, LOAD), MOCK_STAFF.email);
    await userEvent.type(canvas.getByLabelText("Password"), "not-the-password");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent(STAFF_SIGN_IN_REFUSED);
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue(MOCK_STAFF.email);
  },
};

/** Too many attempts (429): the API's message says how long to wait. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: { handlers: { staff: [http.post("/api/staff/session", () => HttpResponse.json({ message: TOO_MANY }, { status: 429 }))] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }, LOAD), MOCK_STAFF.email);
    await userEvent.type(canvas.getByLabelText("Password"), MOCK_STAFF.password);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("alert", {}, LOAD)).toHaveTextContent(TOO_MANY);
  },
};

/** An address that is no address: the API's 400 names the field, which is marked and focused. */
export const EmailRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }, LOAD), "counter");
    await userEvent.type(canvas.getByLabelText("Password"), MOCK_STAFF.password);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(await canvas.findByText(/email/i, { selector: "[data-slot=field-error]" }, LOAD)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveFocus();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** The right password opens the inbox. */
export const SignsIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }, LOAD), MOCK_STAFF.email);
    await userEvent.type(canvas.getByLabelText("Password"), MOCK_STAFF.password);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText("Navigated to /staff/orders", {}, LOAD)).toBeVisible();
  },
};

/** Already signed in: straight to the inbox. */
export const AlreadySignedIn: Story = {
  beforeEach: () => setMockStaffSession("signed-in"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Navigated to /staff/orders", {}, LOAD)).toBeVisible();
  },
};

/** On a 360 px phone the form fills the width. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Sign in" }, LOAD)).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign in" }, LOAD)).toBeVisible();
    await expect(document.documentElement).toHaveClass("dark");
  },
};
