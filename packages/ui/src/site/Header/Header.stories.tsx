import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { store } from "../../testing/fixtures.ts";
import { Header } from "./Header.tsx";

/** Phone width for the mobile stories: Storybook's "Large mobile" (414 x 896), below `md`. */
const phone = { viewport: { value: "mobile2", isRotated: false } };

/** Tuesday 24 November 2026, 9:46 AM in the shop's time zone (New York). */
const TUESDAY_MORNING = new Date("2026-11-24T14:46:00Z");

const meta = {
  title: "Components/Header",
  component: Header,
  args: { store, cartCount: 3, onSearch: fn(), onMenuOpenChange: fn(), now: TUESDAY_MORNING },
  parameters: { layout: "fullscreen", route: { path: "/", initialEntry: "/" } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: strip, logo, search, cart, theme toggle and the main navigation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Call (850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
    await expect(
      canvas.getByText("Serving Tallahassee, Crawfordville, Quincy, Monticello, Havana, and Midway within 50 miles"),
    ).toBeVisible();
    await expect(canvas.getByText("Open today 8:00 AM – 6:00 PM")).toBeVisible();
    await expect(canvas.getByRole("link", { name: store.name })).toHaveAttribute("href", "/");
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    for (const [name, href] of [
      ["Brands", "/brands"],
      ["Appliance Parts", "/appliance-parts"],
      ["HVAC Parts", "/hvac-parts"],
      ["Quick Order", "/quick-order"],
      ["Blog", "/blog"],
    ]) {
      await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    // Below `md` only: hidden here, so not in the accessibility tree either.
    await expect(canvas.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
  },
};

/** After closing the strip says when the shop opens next, on the shop's clock. */
export const ClosedNow: Story = {
  args: { now: new Date("2026-11-24T23:30:00Z") },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Closed now, opens tomorrow 8:00 AM")).toBeVisible();
  },
};

/** A shop closed at weekends names the day it opens again. */
export const ClosedForTheWeekend: Story = {
  args: { store: { ...store, hours: store.hours.filter((hours) => hours.days.includes("Monday")) }, now: new Date("2026-11-28T15:00:00Z") },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Closed now, opens Monday 8:00 AM")).toBeVisible();
  },
};

/** The typed text goes to `onSearch`, trimmed; the app then navigates to /search?q=. */
export const SearchSubmits: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const search = canvas.getByRole("searchbox", { name: "Search parts" });
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(search).toHaveFocus();
    await userEvent.type(search, "  WPW10321304 {Enter}");
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith("WPW10321304");
    await userEvent.clear(search);
    await userEvent.type(search, "water filter");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenLastCalledWith("water filter");
  },
};

/** On /search the box shows the current query. */
export const WithQuery: Story = {
  args: { defaultQuery: "WRF555SDFZ" },
  parameters: { route: { path: "/search", initialEntry: "/search?q=WRF555SDFZ" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Search parts" })).toHaveValue("WRF555SDFZ");
  },
};

export const WithCartItems: Story = {
  args: { cartCount: 12 },
  play: async ({ canvas, userEvent }) => {
    const cart = canvas.getByRole("link", { name: "Cart, 12 items" });
    await expect(within(cart).getByText("12")).toBeVisible();
    await userEvent.click(cart);
    await expect(await canvas.findByText("Navigated to /cart")).toBeVisible();
  },
};

export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole("link", { name: "Cart, empty" });
    await expect(cart.querySelector('[data-slot="header-cart-badge"]')).toBeNull();
  },
};

/** Saved parts (the hearts, counted in the browser after mount): the heart link carries the count. */
export const WithSavedParts: Story = {
  args: { savedCount: 3 },
  play: async ({ canvas, userEvent }) => {
    const saved = canvas.getByRole("link", { name: "Saved parts (3)" });
    await expect(within(saved).getByText("3")).toBeVisible();
    await userEvent.click(saved);
    await expect(await canvas.findByText("Navigated to /saved")).toBeVisible();
  },
};

/** The cart link on a phone is an icon and its badge: resting on it shows its name with the count. */
export const CartShowsName: Story = {
  args: { cartCount: 3 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole("link", { name: "Cart, 3 items" }));
    await expect(await screen.findByRole("tooltip", {}, { timeout: 3000 })).toHaveTextContent("Cart, 3 items");
    // Leaving closes it: the mouse moves off to the page.
    await userEvent.hover(canvas.getByRole("link", { name: "Cart, 3 items" }));
    await userEvent.hover(document.body);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

/** The heart link is an icon alone: keyboard focus shows its name, with the count, at once. */
export const SavedShowsName: Story = {
  args: { savedCount: 3 },
  play: async ({ canvas }) => {
    canvas.getByRole("link", { name: "Saved parts (3)" }).focus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Saved parts (3)");
    await expect(canvas.getByRole("link", { name: "Saved parts (3)" })).toHaveFocus();
  },
};

/** Nothing saved, as the server renders it: the heart link without a badge. */
export const NoSavedParts: Story = {
  play: async ({ canvas }) => {
    const saved = canvas.getByRole("link", { name: "Saved parts" });
    await expect(saved.querySelector('[data-slot="header-saved-badge"]')).toBeNull();
  },
};

/** The current section is marked in the navigation (`aria-current="page"`). */
export const ActiveSection: Story = {
  parameters: { route: { path: "/hvac-parts/*", initialEntry: "/hvac-parts/thermostats" } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    await expect(nav.getByRole("link", { name: "HVAC Parts" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Brands" })).not.toHaveAttribute("aria-current");
  },
};

/** Below `md`: the menu button replaces the navigation and the search box takes its own row. */
export const Mobile: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Open today 8:00 AM – 6:00 PM")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("searchbox", { name: "Search parts" })).toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  globals: phone,
  args: { defaultMenuOpen: true, savedCount: 2 },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    const menu = within(within(dialog).getByRole("navigation", { name: "Mobile" }));
    for (const name of ["Brands", "Appliance Parts", "HVAC Parts", "Quick Order", "Blog"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(menu.getByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/cart");
    await expect(menu.getByRole("link", { name: "Saved parts (2)" })).toHaveAttribute("href", "/saved");
    await expect(within(dialog).getByText("Today 8:00 AM – 6:00 PM")).toBeVisible();
    await expect(within(dialog).getByText("Open now")).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "Call (850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
  },
};

/** The menu opens from its button and closes when a link is followed. */
export const MenuClosesOnLinkClick: Story = {
  globals: phone,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole("link", { name: "Appliance Parts" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(await canvas.findByText("Navigated to /appliance-parts")).toBeVisible();
  },
};

export const MenuClosesOnBackdrop: Story = {
  globals: phone,
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" });
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Menu" });
    const overlay = document.querySelector<HTMLElement>('[data-slot="sheet-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const MenuClosesOnEscape: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Unknown, empty, loaded and overflowing carts at desktop width, for design review. Several
 * headers on one page repeat the banner and navigation landmarks, which a real page never does;
 * axe's landmark-uniqueness rules are off for this story only.
 */
export const AllStates: Story = {
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: "landmark-no-duplicate-banner", enabled: false },
          { id: "landmark-unique", enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div className="grid gap-6">
      <Header {...args} cartCount={undefined} />
      <Header {...args} cartCount={0} />
      <Header {...args} cartCount={3} />
      <Header {...args} cartCount={120} defaultQuery="WRF555SDFZ" />
    </div>
  ),
};
