import { getMockData } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { StoreFactsScreen } from "./StoreFactsScreen.tsx";
import { LOAD, staffRoute, staffScreen, staffStates } from "../../testing/staff-stories.tsx";


const meta = {
  title: "Screens/Staff/StoreFactsScreen",
  component: StoreFactsScreen,
  ...staffScreen({ route: staffRoute("/staff/store") }),
} satisfies Meta<typeof StoreFactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = staffStates<Story>({ loading: "Loading the store's facts", loadError: "The store's facts could not be loaded" });

/** The form filled from the store record, grouped, with no changes yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Store" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Sales tax rate" })).toHaveValue(getMockData().store.taxRate);
    for (const group of ["Shop", "Address", "Hours", "Pickup and tax", "Service area", "Shipping", "Returns", "Warranty", "Online order limits"]) {
      await expect(canvas.getByRole("group", { name: group })).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "Store" })).toHaveAttribute("aria-current", "page");
    await expect(await canvas.findByText("No changes recorded yet.", {}, LOAD)).toBeVisible();
    await expect(document.title).toBe("Store · Back office");
  },
};

/** A new tax rate and phone saved: the success message, and the change at the top of the history. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const rate = await canvas.findByRole("textbox", { name: "Sales tax rate" }, LOAD);
    await userEvent.clear(rate);
    await userEvent.type(rate, "0.075");
    const phone = canvas.getByRole("textbox", { name: "Phone" });
    await userEvent.clear(phone);
    await userEvent.type(phone, "(850) 555-0199");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Saved. Every page shows the new facts from now on.", {}, LOAD)).toBeVisible();
    const history = within(canvas.getByRole("region", { name: "Recent changes" }));
    await expect(await history.findByText("Phone (850) 555-0142 -> (850) 555-0199; Tax rate 0.065 -> 0.075", {}, LOAD)).toBeVisible();
    await expect(history.getByText(/· counter@example\.com$/)).toBeVisible();
    await expect(getMockData().store).toMatchObject({ taxRate: "0.075", phone: "(850) 555-0199" });
  },
};

/** Saving with nothing changed stores nothing and says so. */
export const NothingChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save changes" }, LOAD));
    await expect(await canvas.findByText("Nothing to save: no field was changed.", {}, LOAD)).toBeVisible();
    await expect(canvas.getByText("No changes recorded yet.")).toBeVisible();
  },
};

/** A tax rate of 75%: the API's message at the field, which has the focus and keeps what was typed. */
export const ValidationError: Story = {
  play: async ({ canvas, userEvent }) => {
    const rate = await canvas.findByRole("textbox", { name: "Sales tax rate" }, LOAD);
    await userEvent.clear(rate);
    await userEvent.type(rate, "0.75");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(rate).toHaveAccessibleDescription(/taxRate must be a rate from 0 to 0.2, like 0.075/), LOAD);
    await expect(rate).toHaveAttribute("aria-invalid", "true");
    await expect(rate).toHaveFocus();
    await expect(rate).toHaveValue("0.75");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Not saved");
    await expect(getMockData().store.taxRate).toBe("0.065");
  },
};

/** The online order limits of a record that sets none: the defaults, each with what it means. */
export const OrderLimits: Story = {
  play: async ({ canvas }) => {
    const limits = within(await canvas.findByRole("group", { name: "Online order limits" }, LOAD));
    await expect(limits.getByRole("textbox", { name: "Most of one part in an order" })).toHaveValue("10");
    await expect(limits.getByRole("textbox", { name: "Most different parts in an order" })).toHaveValue("15");
    await expect(limits.getByRole("textbox", { name: "Most in open orders per email" })).toHaveValue("1500.00");
    await expect(limits.getByRole("textbox", { name: "Most in open orders per internet address" })).toHaveValue("1500.00");
    await expect(limits.getByText(/above these the storefront asks them to call the shop/)).toBeVisible();
    await expect(getMockData().store.guestOrderLimits).toBeUndefined();
  },
};

/** Lower limits saved: the record holds them, and the history says which changed. */
export const OrderLimitsSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    const perLine = await canvas.findByRole("textbox", { name: "Most of one part in an order" }, LOAD);
    await userEvent.clear(perLine);
    await userEvent.type(perLine, "5");
    const perEmail = canvas.getByRole("textbox", { name: "Most in open orders per email" });
    await userEvent.clear(perEmail);
    await userEvent.type(perEmail, "900");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Saved. Every page shows the new facts from now on.", {}, LOAD)).toBeVisible();
    await expect(perEmail).toHaveValue("900.00");
    const history = within(canvas.getByRole("region", { name: "Recent changes" }));
    await expect(
      await history.findByText("Most of one part in an online order 10 -> 5; Most in open online orders per email 1500.00 -> 900.00", {}, LOAD),
    ).toBeVisible();
    await expect(getMockData().store.guestOrderLimits).toEqual({ quantityPerLine: 5, linesPerOrder: 15, openValuePerEmail: "900.00", openValuePerAddress: "1500.00" });
  },
};

/** A shorter pickup hold: the record keeps it, the history says it; the seed's record had none (7 days). */
export const PickupHoldSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    const hold = await canvas.findByRole("textbox", { name: "Pickup hold (days)" }, LOAD);
    await expect(hold).toHaveValue("7");
    await userEvent.clear(hold);
    await userEvent.type(hold, "3");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Saved. Every page shows the new facts from now on.", {}, LOAD)).toBeVisible();
    const history = within(canvas.getByRole("region", { name: "Recent changes" }));
    await expect(await history.findByText("Pickup hold (days) 7 -> 3", {}, LOAD)).toBeVisible();
    await expect(getMockData().store.pickupHoldDays).toBe(3);
  },
};

/** No lines at all per order: the API's message at the field, which has the focus and keeps what was typed. */
export const OrderLimitsError: Story = {
  play: async ({ canvas, userEvent }) => {
    const lines = await canvas.findByRole("textbox", { name: "Most different parts in an order" }, LOAD);
    await userEvent.clear(lines);
    await userEvent.type(lines, "0");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(lines).toHaveAccessibleDescription(/guestOrderLimits\.linesPerOrder must be from 1 to 200/), LOAD);
    await expect(lines).toHaveAttribute("aria-invalid", "true");
    await expect(lines).toHaveFocus();
    await expect(lines).toHaveValue("0");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Not saved");
    await expect(getMockData().store.guestOrderLimits).toBeUndefined();
  },
};

/** While the store record loads. */
export const Loading: Story = states.Loading;

/** The store record could not be read: the reason and Try again. */
export const LoadError: Story = states.LoadError;

/** On a 360 px phone the groups stack and nothing scrolls sideways. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Save changes" }, LOAD)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Store" }, LOAD)).toBeVisible();
    await expect(document.documentElement).toHaveClass("dark");
  },
};
