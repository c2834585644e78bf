import { productHandlers } from "@shop/mocks";
import { formatUSD } from "@shop/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within, type screen } from "storybook/test";
import { storyPart } from "../../testing/story-data.ts";
import { storedSavedParts, withSavedParts } from "../../testing/stored.ts";
import { SavedScreen } from "./SavedScreen.tsx";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const first = storyPart((p) => p.inStock && p.quantityOnHand >= 3);
const second = storyPart((p) => p.inStock && p.name !== first.name && p.id !== first.id);
const soldOut = storyPart((p) => !p.inStock && p.specialOrderDays === undefined);
/** An id no part has: a part deleted or hidden since it was saved. */
const GONE_ID = 999999;

const row = (canvas: { findByRole: typeof screen.findByRole }, name: string) =>
  canvas.findByRole("group", { name }, LOAD).then((found) => within(found));

const meta = {
  title: "Screens/SavedScreen",
  component: SavedScreen,
  ...shopScreen({ route: "/saved" }),
  beforeEach: withSavedParts(first.id, second.id),
} satisfies Meta<typeof SavedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved parts with today's prices, in the order saved; Add to Cart adds one, Remove takes it off the list. */
export const Several: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Saved parts" })).toBeVisible();
    const one = await row(canvas, first.name);
    await expect(one.getByText(formatUSD(first.price))).toBeVisible();
    await expect(one.getByText("In Stock")).toBeVisible();
    await expect(canvas.getByText("2 parts")).toBeVisible();
    const names = canvas.getAllByRole("group").map((group) => group.querySelector("a")?.textContent);
    await expect(names).toEqual([first.name, second.name]);

    await userEvent.click(one.getByRole("button", { name: "Add to Cart" }));
    await expect(await one.findByRole("button", { name: "Added!" }, LOAD)).toBeVisible();

    await userEvent.click((await row(canvas, second.name)).getByRole("button", { name: `Remove ${second.name}` }));
    await waitFor(() => expect(canvas.queryByRole("group", { name: second.name })).toBeNull());
    await expect(canvas.getByRole("group", { name: first.name })).toBeVisible();
    await expect(storedSavedParts()).toEqual([first.id]);
  },
};

/** A part sold out since it was saved: 'Out of Stock', and its button disabled. */
export const OutOfStock: Story = {
  beforeEach: withSavedParts(soldOut.id, first.id),
  play: async ({ canvas }) => {
    const gone = await row(canvas, soldOut.name);
    await expect(gone.getByText("Out of Stock", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(gone.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  },
};

/** A part deleted or hidden since it was saved: 'No longer available', with Remove. */
export const NoLongerAvailable: Story = {
  beforeEach: withSavedParts(GONE_ID, first.id),
  play: async ({ canvas, userEvent }) => {
    const gone = await row(canvas, `Saved part #${GONE_ID}`);
    await expect(gone.getByText("No longer available")).toBeVisible();
    await expect(gone.queryByRole("button", { name: /add to cart/i })).toBeNull();
    await userEvent.click(gone.getByRole("button", { name: `Remove Saved part #${GONE_ID}` }));
    await waitFor(() => expect(storedSavedParts()).toEqual([first.id]));
    await expect(canvas.getByRole("group", { name: first.name })).toBeVisible();
  },
};

/** Nothing saved: 'No saved parts yet' with a link to browse, and no call made. */
export const Empty: Story = {
  beforeEach: withSavedParts(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No saved parts yet" }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse parts" })).toHaveAttribute("href", "/");
  },
};

/** While the parts load: skeleton rows under the heading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.pending } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Saved parts" })).toBeVisible();
    await expect(canvas.getByRole("status", { name: "Loading saved parts" })).toBeVisible();
  },
};

/** The parts failed to load: the reason and 'Try again'. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = within(await canvas.findByRole("alert", {}, LOAD));
    await expect(alert.getByText("We couldn't load your saved parts.")).toBeVisible();
    await expect(alert.getByRole("button", { name: /try again/i })).toBeVisible();
  },
};

/** On a phone: Remove shows its icon only, and keeps its name. */
export const Narrow: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const one = await row(canvas, first.name);
    await expect(one.getByRole("button", { name: `Remove ${first.name}` })).toBeVisible();
    await expect(one.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  },
};

/** The dark theme, a saved part beside one no longer sold. */
export const Dark: Story = {
  globals: { theme: "dark" },
  beforeEach: withSavedParts(first.id, GONE_ID),
  play: async ({ canvas }) => {
    await expect(await row(canvas, first.name)).toBeTruthy();
    await expect(canvas.getByText("No longer available")).toBeVisible();
  },
};
