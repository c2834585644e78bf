import { handlerGroups, MOCK_CUSTOMER, mockOrderKey, mockOrderNumber, orderHandlers, placeMockOrder } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectUrl } from "../../testing/story-helpers.tsx";
import { FindOrderScreen } from "./FindOrderScreen.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const SEED = "story-find-order";
const orderNumber = mockOrderNumber(SEED);

const meta = {
  title: "Screens/FindOrderScreen",
  component: FindOrderScreen,
  ...shopScreen({ route: "/orders", url: true }),
  beforeEach: async () => {
    await placeMockOrder({ seed: SEED });
  },
} satisfies Meta<typeof FindOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvas: ReturnType<typeof within>) => within(canvas.getByRole("form", { name: "Find my order" }));

/** The number (any case) and the email it was placed with open the order's page, with its key. */
export const FindsTheOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Find my order" })).toBeVisible();
    const find = form(canvas);
    await userEvent.type(find.getByRole("textbox", { name: "Order number" }), orderNumber.toLowerCase());
    await userEvent.type(find.getByRole("textbox", { name: "Email" }), MOCK_CUSTOMER.email.toUpperCase());
    await userEvent.click(find.getByRole("button", { name: "Find my order" }));
    // The story's router knows /orders only, so the order page shows as where it navigated.
    await expect(await canvas.findByText(`Navigated to /orders/${orderNumber}?key=${mockOrderKey(orderNumber)}`, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Another email gets the API's one answer for every miss, in an alert; the page stays. */
export const Miss: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const find = form(canvas);
    await userEvent.type(find.getByRole("textbox", { name: "Order number" }), orderNumber);
    await userEvent.type(find.getByRole("textbox", { name: "Email" }), "someone.else@example.com");
    await userEvent.click(find.getByRole("button", { name: "Find my order" }));
    const alert = await find.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("No order matches that order number and email. Check both against your confirmation email.");
    await expectUrl(canvasElement, "/orders");
  },
};

/** Both fields are required: the messages sit under them and nothing is sent. */
export const EmptyFields: Story = {
  play: async ({ canvas, userEvent }) => {
    const find = form(canvas);
    await userEvent.click(find.getByRole("button", { name: "Find my order" }));
    await expect(find.getByRole("textbox", { name: "Order number" })).toHaveAccessibleDescription("Enter your order number");
    await expect(find.getByRole("textbox", { name: "Order number" })).toHaveFocus();
    await expect(find.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Enter the email you ordered with");
    await expect(find.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** Too many tries: the API's 429 message is shown as it is. */
export const TooManyTries: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, orders: orderHandlers.error(429) } } },
  play: async ({ canvas, userEvent }) => {
    const find = form(canvas);
    await userEvent.type(find.getByRole("textbox", { name: "Order number" }), orderNumber);
    await userEvent.type(find.getByRole("textbox", { name: "Email" }), MOCK_CUSTOMER.email);
    await userEvent.click(find.getByRole("button", { name: "Find my order" }));
    await expect(await find.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("Simulated error: the server answered 429");
  },
};
