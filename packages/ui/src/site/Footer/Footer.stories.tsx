import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { applianceCategories, brands, hvacCategories, store } from "../../testing/fixtures.ts";
import { Footer } from "./Footer.tsx";

const footerCategories = [...applianceCategories.slice(0, 4), ...hvacCategories.slice(0, 4)];
/** The shop's best-known makers (the all-brands page's Most Popular Brands row). */
const topBrands = ["whirlpool", "ge", "lg", "samsung", "carrier", "trane"].flatMap((slug) =>
  brands.filter((brand) => brand.slug === slug),
);

/** A request that never answers, to hold the submitting state. */
const never = () => new Promise<void>(() => {});

const meta = {
  title: "Components/Footer",
  component: Footer,
  args: { store, categories: footerCategories, brands: topBrands, onSubscribe: fn() },
  parameters: { layout: "fullscreen", route: { path: "/", initialEntry: "/" } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const contact = within(canvas.getByRole("region", { name: "Store" }));
    await expect(contact.getByText("2810 Capital Circle NE", { exact: false })).toBeVisible();
    await expect(contact.getByRole("link", { name: "(850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
    await expect(contact.getByRole("link", { name: store.email })).toHaveAttribute("href", `mailto:${store.email}`);
    await expect(contact.getByText("Mon-Fri 8:00 AM-6:00 PM")).toBeVisible();
    await expect(contact.getByText("Sat 9:00 AM-5:00 PM")).toBeVisible();
    await expect(contact.getByText("Sun 12:00 PM-4:00 PM")).toBeVisible();
    await expect(contact.getByText("Order by 2:00 PM for same-day pickup")).toBeVisible();

    const quick = within(canvas.getByRole("navigation", { name: "Quick Links" }));
    for (const [name, href] of [
      ["About Us", "/about-us"],
      ["Contact", "/contact"],
      ["Shipping", "/shipping"],
      ["Returns", "/returns"],
      ["Warranty", "/warranty"],
      ["Blog", "/blog"],
      ["Find my order", "/orders"],
    ]) {
      await expect(quick.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const [firstCategory] = footerCategories;
    await expect(
      within(canvas.getByRole("navigation", { name: "Categories" })).getByRole("link", { name: firstCategory?.name }),
    ).toHaveAttribute("href", `/${firstCategory?.type}-parts/${firstCategory?.slug}`);
    const [firstBrand] = topBrands;
    await expect(
      within(canvas.getByRole("navigation", { name: "Top Brands" })).getByRole("link", { name: firstBrand?.name }),
    ).toHaveAttribute("href", `/brands/${firstBrand?.slug}`);
  },
};

/** Submitting calls `onSubscribe` with the address; the form is disabled while the request runs. */
export const Subscribing: Story = {
  args: { onSubscribe: fn(never) },
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute("type", "email");
    await userEvent.type(email, "pat@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
    await expect(args.onSubscribe).toHaveBeenCalledWith("pat@example.com");
    await expect(canvas.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(email).toBeDisabled();
  },
};

/** When the request succeeds the field is cleared for the next visitor on a shared screen. */
export const Subscribed: Story = {
  args: { onSubscribe: fn(() => Promise.resolve()) },
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await userEvent.type(email, "pat@example.com{Enter}");
    await expect(args.onSubscribe).toHaveBeenCalledWith("pat@example.com");
    await waitFor(() => expect(email).toHaveValue(""));
    await expect(canvas.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  },
};

/** The browser's own validation stops an empty or malformed address; nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(email).toBeInvalid();
    await userEvent.type(email, "not-an-email{Enter}");
    await expect(email).toBeInvalid();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "Top Brands" })).toBeVisible();
  },
};

/**
 * Idle and submitting, for design review. Two footers repeat the contentinfo and navigation
 * landmarks, which a real page never does; axe's landmark-uniqueness rules are off here only.
 */
export const AllStates: Story = {
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: "landmark-no-duplicate-contentinfo", enabled: false },
          { id: "landmark-unique", enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div className="grid gap-8">
      <Footer {...args} />
      <Footer {...args} subscribing />
    </div>
  ),
};
