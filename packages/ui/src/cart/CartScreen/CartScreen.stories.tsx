import { computeTotals, formatRate, formatUSD, fromCents, queryParts } from "@shop/domain";
import { cartHandlers, getMockData, mockChanges, orderHandlers, storeHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { apiRequest } from "../../client/client.ts";
import { clearSessionId, SESSION_STORAGE_KEY } from "../../client/session.ts";
import { cartPageCopy } from "../../shell/page-copy.ts";
import { CartScreen } from "./CartScreen.tsx";
import { LOAD } from "../../testing/story-helpers.tsx";
import { shopScreen } from "../../testing/shop-stories.tsx";

/** A fixed guest session (21 characters), so every story's cart is its own and known. */
const SESSION = "storybook-cart-000001";

// Two in-stock parts with different names, as the mock API has them, each with a few on hand.
const inStock = queryParts(getMockData(), { inStock: true, sort: "popular", limit: 50, offset: 0 }).products.filter(
  (p) => p.quantityOnHand >= 3,
);
const first = inStock[0]!;
const second = inStock.find((p) => p.name !== first.name)!;
const store = getMockData().store;
/** A special order with none on hand (docs/product.md, Rules, Special orders). */
const special = queryParts(getMockData(), { sort: "name", limit: getMockData().products.length, offset: 0 }).products.find(
  (p) => !p.inStock && p.specialOrderDays !== undefined,
)!;

/** Puts lines in the story's cart through the API (the mock cart starts empty for every story). */
function withCart(...lines: [productId: number, quantity: number][]) {
  return async () => {
    clearSessionId();
    localStorage.setItem(SESSION_STORAGE_KEY, SESSION);
    for (const [productId, quantity] of lines) await apiRequest("POST", "/api/cart", { productId, quantity });
    return () => clearSessionId();
  };
}
const filledCart = withCart([first.id, 1], [second.id, 2]);

const notifications = () => within(screen.getByRole("region", { name: /notifications/i }));
const row = (canvas: { getByRole: typeof screen.getByRole }, name: string) => within(canvas.getByRole("group", { name }));

// Spies on requests: a handler that records and returns nothing lets the real handler answer.
const orderPosts = fn();
const cartPuts = fn();

const meta = {
  title: "Screens/CartScreen",
  component: CartScreen,
  ...shopScreen({ route: "/cart" }),
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines, the Order Summary with totals at the store's tax rate. */
export const Default: Story = {
  beforeEach: filledCart,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(await canvas.findByRole("group", { name: first.name }, LOAD)).toBeVisible();
    await expect(canvas.getByRole("group", { name: second.name })).toBeVisible();
    await expect(canvas.getByText("2 items")).toBeVisible();
    const totals = computeTotals([{ unitPrice: first.price, quantity: 1 }, { unitPrice: second.price, quantity: 2 }], store.taxRate);
    const summary = within(await canvas.findByRole("form", { name: "Order Summary" }, LOAD));
    await expect(summary.getByText("Subtotal (3 items)")).toBeVisible();
    await expect(summary.getByText(formatUSD(totals.total))).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Clear Cart" })).toBeEnabled();
  },
};

/** Quantity cannot go below 1: minus is disabled on a line of one, enabled on a line of two. */
export const MinusDisabledAtOne: Story = {
  beforeEach: filledCart,
  play: async ({ canvas }) => {
    await canvas.findByRole("group", { name: first.name }, LOAD);
    await expect(row(canvas, first.name).getByRole("button", { name: `Decrease quantity of ${first.name}` })).toBeDisabled();
    await expect(row(canvas, second.name).getByRole("button", { name: `Decrease quantity of ${second.name}` })).toBeEnabled();
  },
};

/** Plus sends the new quantity (PUT /api/cart/{id}), toasts 'Cart updated' and shows the new number. */
export const UpdatesQuantity: Story = {
  beforeEach: filledCart,
  parameters: {
    msw: {
      handlers: {
        cart: [
          http.put("/api/cart/:id", async ({ request }) => {
            cartPuts(await request.clone().json());
          }),
          ...cartHandlers.success,
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("group", { name: first.name }, LOAD);
    await userEvent.click(row(canvas, first.name).getByRole("button", { name: `Increase quantity of ${first.name}` }));
    await expect(await notifications().findByText("Cart updated", {}, LOAD)).toBeVisible();
    await expect(cartPuts).toHaveBeenCalledTimes(1);
    await expect(cartPuts).toHaveBeenCalledWith({ quantity: 2 });
    await waitFor(() => expect(row(canvas, first.name).getByRole("textbox", { name: `Quantity of ${first.name}` })).toHaveValue("2"));
    await expect(row(canvas, first.name).getByRole("button", { name: `Decrease quantity of ${first.name}` })).toBeEnabled();
  },
};

/** Remove takes the line out and toasts 'Item removed'. */
export const RemovesItem: Story = {
  beforeEach: filledCart,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("group", { name: first.name }, LOAD);
    await userEvent.click(canvas.getByRole("button", { name: `Remove ${first.name}` }));
    await expect(await notifications().findByText("Item removed", {}, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("group", { name: first.name })).not.toBeInTheDocument());
    await expect(canvas.getByText("1 item")).toBeVisible();
  },
};

/** Clear Cart empties it, toasts 'Cart cleared' and shows the empty cart. */
export const ClearsCart: Story = {
  beforeEach: filledCart,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Clear Cart" }, LOAD));
    await expect(await notifications().findByText("Cart cleared", {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Your cart is empty" }, LOAD)).toBeVisible();
  },
};

/** Checkout with the customer form blank: the toast asks for it and no order is sent. */
export const CheckoutNeedsCustomerInfo: Story = {
  beforeEach: filledCart,
  parameters: {
    msw: {
      handlers: {
        orders: [
          http.post("/api/orders", () => {
            orderPosts();
          }),
          ...orderHandlers.success,
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }, LOAD), "pat@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));
    await expect(await notifications().findByText("Customer information required")).toBeVisible();
    await expect(notifications().getByText("Please fill in your email, name, and phone number to proceed.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await expect(orderPosts).not.toHaveBeenCalled();
  },
};

/** A complete form places the order and goes to the home page's confirmation. */
export const CheckoutPlacesOrder: Story = {
  beforeEach: filledCart,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }, LOAD), "pat@example.com");
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Pat Lee");
    await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), "(850) 555-0100");
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));
    await expect(await canvas.findByText(/^Navigated to \/\?order=TLH-[\w-]+$/, {}, LOAD)).toBeVisible();
    await expect(notifications().getByText("Order created successfully!")).toBeVisible();
  },
};

/**
 * A special order beside a part on the shelf: its line says "Special Order" and the day it should
 * be ready, the summary says a line is a special order and the restocking fee before the order is
 * placed, and nothing stops the order: its line is placed on order from the distributor.
 */
export const SpecialOrderLine: Story = {
  beforeEach: withCart([first.id, 1], [special.id, 2]),
  play: async ({ canvas, userEvent }) => {
    const line = within(await canvas.findByRole("group", { name: special.name }, LOAD));
    await expect(line.getByText("Special Order", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(await line.findByText(new RegExp(`^Special order: ready for pickup in about ${special.specialOrderDays} business days \\(by `), { ignore: "[aria-hidden=true]" }, LOAD)).toBeVisible();
    await expect(line.queryByText("Out of Stock")).not.toBeInTheDocument();
    const summary = await canvas.findByText(/^1 line is a special order, ordered from our distributor/, {}, LOAD);
    await expect(summary).toHaveTextContent(`Special orders carry a ${store.returns.specialOrderRestockingFeePercent}% restocking fee if returned.`);
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "pat@example.com");
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Pat Lee");
    await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), "(850) 555-0100");
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));
    await expect(await canvas.findByText(/^Navigated to \/\?order=TLH-[\w-]+$/, {}, LOAD)).toBeVisible();
    await expect(getMockData().orders.at(-1)?.items.find((item) => item.productId === special.id)?.onOrder).toMatchObject({ quantity: 2, days: special.specialOrderDays });
  },
};

/** The order call fails: 'Order failed', the cart and the form stay for another try. */
export const CheckoutFails: Story = {
  beforeEach: filledCart,
  parameters: { msw: { handlers: { orders: orderHandlers.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }, LOAD), "pat@example.com");
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Pat Lee");
    await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), "(850) 555-0100");
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));
    await expect(await notifications().findByText("Order failed", {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Place Pickup Order" }, LOAD)).toBeEnabled();
    await expect(canvas.getByRole("group", { name: first.name })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Pat Lee");
  },
};

/** Types the customer's details into the summary's form. */
async function fillCustomer(canvas: { findByRole: typeof screen.findByRole }, userEvent: { type(el: Element, text: string): Promise<void> }) {
  await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }, LOAD), "pat@example.com");
  await userEvent.type(await canvas.findByRole("textbox", { name: "Name" }), "Pat Lee");
  await userEvent.type(await canvas.findByRole("textbox", { name: "Phone" }), "(850) 555-0100");
}

const RAISED_RATE = "0.075";

/**
 * The store's tax rate went up while the cart was open (the mocks change it just before the first
 * order post): that order is refused, the summary shows the new tax and total with a notice saying
 * what happened, the form keeps what was typed, the focus is back on the button, and the next
 * press places the order at the new rate. All from the keyboard.
 */
export const CheckoutAfterTaxRateChange: Story = {
  beforeEach: filledCart,
  parameters: { msw: { handlers: { orders: orderHandlers.changedMidVisit(mockChanges.taxRate(RAISED_RATE)) } } },
  play: async ({ canvas, userEvent }) => {
    const lines = [{ unitPrice: first.price, quantity: 1 }, { unitPrice: second.price, quantity: 2 }];
    const summary = within(await canvas.findByRole("form", { name: "Order Summary" }, LOAD));
    await expect(summary.getByText(`Tax (${formatRate(store.taxRate)})`)).toBeVisible();
    await fillCustomer(canvas, userEvent);
    // From the keyboard throughout: Tab from the last field to the button, Enter.
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");

    const status = await summary.findByText(cartPageCopy.totalsChanged, {}, LOAD);
    await expect(status.closest("[role=status]")).not.toBeNull();
    const raised = computeTotals(lines, RAISED_RATE);
    await expect(summary.getByText(`Tax (${formatRate(RAISED_RATE)})`)).toBeVisible();
    await expect(summary.getByText(formatUSD(raised.total))).toBeVisible();
    await expect(notifications().queryByText("Order failed")).not.toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Pat Lee");
    const button = canvas.getByRole("button", { name: "Place Pickup Order" });
    await expect(button).toHaveAccessibleDescription(cartPageCopy.totalsChanged);
    // The focus is back on the button the visitor pressed, which now reads the notice.
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText(/^Navigated to \/\?order=TLH-[\w-]+$/, {}, LOAD)).toBeVisible();
    await expect(getMockData().orders.at(-1)).toMatchObject({ tax: fromCents(raised.tax), total: fromCents(raised.total) });
  },
};

/** A part's price changed while the cart was open: refused once, its line shows the new price, and the next press places the order. */
export const CheckoutAfterPriceChange: Story = {
  beforeEach: filledCart,
  parameters: { msw: { handlers: { orders: orderHandlers.changedMidVisit(mockChanges.price(first.id, "1234.56")) } } },
  play: async ({ canvas, userEvent }) => {
    await fillCustomer(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));

    await expect(await canvas.findByText(cartPageCopy.totalsChanged, {}, LOAD)).toBeVisible();
    // Unit price and line total, at a quantity of one.
    await expect(row(canvas, first.name).getAllByText("$1,234.56")).toHaveLength(2);
    const total = computeTotals([{ unitPrice: "1234.56", quantity: 1 }, { unitPrice: second.price, quantity: 2 }], store.taxRate).total;
    await expect(within(canvas.getByRole("form", { name: "Order Summary" })).getByText(formatUSD(total))).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));
    await expect(await canvas.findByText(/^Navigated to \/\?order=TLH-[\w-]+$/, {}, LOAD)).toBeVisible();
  },
};

/**
 * A part sold out while the cart was open: the order is refused, its line says "Out of Stock" and
 * the notice names it; once it is removed the notice goes and the next press places the order.
 */
export const CheckoutAfterPartSoldOut: Story = {
  beforeEach: filledCart,
  parameters: { msw: { handlers: { orders: orderHandlers.changedMidVisit(mockChanges.outOfStock(second.id)) } } },
  play: async ({ canvas, userEvent }) => {
    await fillCustomer(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));

    const notice = cartPageCopy.outOfStock([second.name]);
    await expect(await canvas.findByText(notice, {}, LOAD)).toBeVisible();
    await expect(row(canvas, second.name).getByText("Out of Stock")).toBeVisible();
    await expect(row(canvas, first.name).queryByText("Out of Stock")).not.toBeInTheDocument();
    await expect(notifications().queryByText("Order failed")).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole("button", { name: `Remove ${second.name}` }));
    await waitFor(() => expect(canvas.queryByText(notice)).not.toBeInTheDocument(), LOAD);
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));
    await expect(await canvas.findByText(/^Navigated to \/\?order=TLH-[\w-]+$/, {}, LOAD)).toBeVisible();
    await expect(getMockData().orders.at(-1)?.items.map((line) => line.productId)).toEqual([first.id]);
  },
};

/**
 * Another order took most of a part while the cart was open: the order is refused, the line says
 * "Only 1 in stock" and offers no more, the notice says how many there are; once the line is
 * lowered the notice goes and the next press places the order.
 */
export const CheckoutAfterStockFell: Story = {
  beforeEach: filledCart,
  parameters: { msw: { handlers: { orders: orderHandlers.changedMidVisit(mockChanges.quantityOnHand(second.id, 1)) } } },
  play: async ({ canvas, userEvent }) => {
    await fillCustomer(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));

    const notice = cartPageCopy.tooFew([{ name: second.name, quantityOnHand: 1 }]);
    await expect(notice).toBe(`Only 1 of ${second.name} is in stock. Lower the quantity to place your order.`);
    await expect(await canvas.findByText(notice, {}, LOAD)).toBeVisible();
    const line = row(canvas, second.name);
    await expect(line.getByText("Only 1 in stock")).toBeVisible();
    await expect(line.getByRole("button", { name: `Increase quantity of ${second.name}` })).toBeDisabled();
    await expect(notifications().queryByText("Order failed")).not.toBeInTheDocument();

    await userEvent.click(line.getByRole("button", { name: `Decrease quantity of ${second.name}` }));
    await waitFor(() => expect(canvas.queryByText(notice)).not.toBeInTheDocument(), LOAD);
    await expect(row(canvas, second.name).queryByText("Only 1 in stock")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Place Pickup Order" }));
    await expect(await canvas.findByText(/^Navigated to \/\?order=TLH-[\w-]+$/, {}, LOAD)).toBeVisible();
    await expect(getMockData().orders.at(-1)?.items.map((l) => [l.productId, l.quantity])).toEqual([
      [first.id, 1],
      [second.id, 1],
    ]);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { cart: cartHandlers.empty } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole("heading", { name: "Your cart is empty" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Start shopping to add items to your cart")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Clear Cart" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("link", { name: "Continue Shopping" }));
    await expect(await canvas.findByText("Navigated to /")).toBeVisible();
  },
};

/** Row placeholders while the cart loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { cart: cartHandlers.pending } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=cart-row-skeleton]")).toHaveLength(3);
    await expect(canvas.getByText("Loading your cart…")).toBeInTheDocument();
  },
};

/** The cart read fails (after its one retry): the reason and a way to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { cart: cartHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(within(alert).getByRole("heading", { name: "We couldn't load your cart." })).toBeVisible();
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The store record fails: the lines show, the summary offers a retry instead of guessing the tax. */
export const StoreUnavailable: Story = {
  beforeEach: filledCart,
  parameters: { msw: { handlers: { store: storeHandlers.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("group", { name: first.name }, LOAD)).toBeVisible();
    const alert = await canvas.findByRole("alert", {}, LOAD);
    await expect(within(alert).getByRole("heading", { name: "We couldn't load the order summary." })).toBeVisible();
  },
};
