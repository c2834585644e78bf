import { formatUSD } from "@shop/domain";
import { cartHandlers, productHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, fn, waitFor, within } from "storybook/test";
import { storyPart } from "../../testing/story-data.ts";
import { findToast } from "../../testing/toasts.ts";
import { PartScreen } from "./PartScreen.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

const onSale = storyPart((p) => p.inStock && p.originalPrice !== undefined && (p.supersedes?.length ?? 0) > 0);
const outOfStock = storyPart((p) => !p.inStock && p.specialOrderDays === undefined);
const specialOrder = storyPart((p) => !p.inStock && p.specialOrderDays !== undefined);
const hvacPart = storyPart((p) => p.category.type === "hvac");

const at = (id: number | string) => ({ route: { path: "/products/:id", initialEntry: `/products/${id}` } });

const meta = {
  title: "Screens/PartScreen",
  component: PartScreen,
  args: { id: onSale.id },
  ...shopScreen(at(onSale.id)),
} satisfies Meta<typeof PartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part on sale: every fact of the part, links to its brand and category, and the model list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole("heading", { level: 1, name: onSale.name }, { timeout: 5000 });
    await expect(heading).toBeVisible();
    const crumbs = within(canvas.getByRole("navigation", { name: "Breadcrumb" }));
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Appliance Parts" })).toHaveAttribute("href", "/appliance-parts");
    await expect(crumbs.getByRole("link", { name: onSale.category.name })).toHaveAttribute(
      "href",
      `/appliance-parts/${onSale.category.slug}`,
    );
    await expect(crumbs.getByText(onSale.name)).toHaveAttribute("aria-current", "page");

    await expect(canvas.getByText(onSale.partNumber)).toHaveClass("font-mono");
    for (const link of canvas.getAllByRole("link", { name: onSale.brand.name })) {
      await expect(link).toHaveAttribute("href", `/brands/${onSale.brand.slug}`);
    }
    await expect(canvas.getByText(formatUSD(onSale.price))).toBeVisible();
    await expect(canvas.getByText(formatUSD(onSale.originalPrice ?? "0"))).toBeVisible();
    await expect(canvas.getByText("Sale")).toBeVisible();
    await expect(canvas.getByText("In Stock")).toBeVisible();
    await expect(canvas.getByText(onSale.description)).toBeVisible();
    await expect(canvas.getByText(/^Replaces/)).toHaveTextContent(`Replaces ${onSale.supersedes?.join(", ")}`);

    const models = within(canvas.getByRole("region", { name: "Compatible models" }));
    await expect(models.getAllByRole("listitem")).toHaveLength(onSale.compatibility.length);
    for (const model of onSale.compatibility) await expect(models.getByText(model)).toBeVisible();
  },
};

/** Out of stock: the button says so and is disabled. */
export const OutOfStock: Story = {
  args: { id: outOfStock.id },
  parameters: at(outOfStock.id),
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: outOfStock.name }, { timeout: 5000 });
    await expect(canvas.getByText("Out of Stock", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await expect(canvas.queryByRole("textbox", { name: "Quantity" })).not.toBeInTheDocument();
  },
};

/**
 * A special order with none on hand: "Special Order", the day it should be ready, the restocking
 * fee said before it is added, a quantity to choose, and Add to Cart (docs/product.md, Rules, Special orders).
 */
export const SpecialOrder: Story = {
  args: { id: specialOrder.id },
  parameters: at(specialOrder.id),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1, name: specialOrder.name }, { timeout: 5000 });
    await expect(canvas.getByText("Special Order", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(canvas.getByText("Ordered for you from our distributor")).toBeVisible();
    const days = specialOrder.specialOrderDays!;
    await expect(await canvas.findByText(new RegExp(`^Special order: ready for pickup in about ${days} business days \\(by `), { ignore: "[aria-hidden=true]" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(/^Special orders carry a \d+% restocking fee if returned\.$/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Quantity" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(await findToast("Added to cart")).toHaveTextContent(specialOrder.name);
  },
};

/** An HVAC part's trail goes through HVAC Parts. */
export const HvacPart: Story = {
  args: { id: hvacPart.id },
  parameters: at(hvacPart.id),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1, name: hvacPart.name }, { timeout: 5000 });
    const crumbs = within(canvas.getByRole("navigation", { name: "Breadcrumb" }));
    await userEvent.click(crumbs.getByRole("link", { name: "HVAC Parts" }));
    await expect(await canvas.findByText("Navigated to /hvac-parts")).toBeVisible();
  },
};

/** Add to cart: 'Adding...', then 'Added!' and the 'Added to cart' toast. */
export const AddsToCart: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1, name: onSale.name }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(await canvas.findByRole("button", { name: "Added!" }, { timeout: 5000 })).toBeVisible();
    await expect(await findToast("Added to cart")).toHaveTextContent(onSale.name);
  },
};

const cartPosts = fn();

/** A typed quantity (clamped to what is on hand) is what Add to Cart asks for. */
export const AddsTypedQuantity: Story = {
  parameters: {
    msw: {
      handlers: {
        cart: [
          http.post("/api/cart", async ({ request }) => {
            cartPosts(await request.clone().json());
          }),
          ...cartHandlers.success,
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    cartPosts.mockClear();
    await canvas.findByRole("heading", { level: 1, name: onSale.name }, { timeout: 5000 });
    const field = canvas.getByRole("textbox", { name: "Quantity" });
    await expect(field).toHaveValue("1");
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await expect(field).toHaveValue("2");
    await userEvent.tripleClick(field);
    await userEvent.keyboard("999{Enter}");
    const most = Math.min(99, onSale.quantityOnHand);
    await expect(field).toHaveValue(String(most));
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(await findToast("Added to cart")).toHaveTextContent(onSale.name);
    await expect(cartPosts).toHaveBeenCalledWith({ productId: onSale.id, quantity: most });
  },
};

/** The cart refuses the add: the 'Error' toast, and the button is ready again. */
export const AddToCartFails: Story = {
  parameters: { msw: { handlers: { cart: cartHandlers.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1, name: onSale.name }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(await findToast("Error")).toHaveTextContent("Failed to add item to cart. Please try again.");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Add to Cart" })).toBeEnabled());
  },
};

/** The heart keeps the part in the wishlist. */
export const Wishlist: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("heading", { level: 1, name: onSale.name }, { timeout: 5000 });
    const heart = canvas.getByRole("button", { name: `Save ${onSale.name} to wishlist` });
    const before = heart.getAttribute("aria-pressed");
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
    // Leave the visitor's list as it was.
    await userEvent.click(heart);
  },
};

/** While the part loads: a skeleton of the page's shape, announced as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading part…");
    await expect(canvasElement.querySelector("[data-slot=product-screen-skeleton]")).toHaveAttribute("aria-busy", "true");
  },
};

/** No such part: 'Part Not Found' with the ways back. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { products: productHandlers.notFound } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Part Not Found" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("link", { name: "Browse All Brands" }));
    await expect(await canvas.findByText("Navigated to /brands")).toBeVisible();
  },
};

/** An id that cannot be a part's is not found at once, without asking the server. */
export const InvalidId: Story = {
  args: { id: "not-a-number" },
  parameters: at("not-a-number"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Part Not Found" })).toBeVisible();
  },
};

/** The server failed: an alert with 'Try again', which asks again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("Couldn't load this part");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toBeVisible();
  },
};
