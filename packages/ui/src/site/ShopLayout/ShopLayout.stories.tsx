import { cartHandlers, storeHandlers } from "@shop/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { useAddToCart, AddToCartButton, setWishlist } from "../../cart/index.ts";
import { storyPart, storyStore } from "../../testing/story-data.ts";
import { withSavedParts } from "../../testing/stored.ts";
import { ShopLayout } from "./ShopLayout.tsx";

/** The real header, once the store record has arrived (a plain stand-in shows until then). */
async function loadedHeader(canvas: ReturnType<typeof within>) {
  const search = await canvas.findByRole("search", { name: "Parts" }, { timeout: 5000 });
  return search.closest("header") as HTMLElement;
}

const part = storyPart((product) => product.inStock);
const store = storyStore();

/** A stand-in page with one part to add, so the header's cart count can be seen to change. */
function DemoPage() {
  const addToCart = useAddToCart();
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-10">
      <h1 className="text-3xl font-bold">Page content</h1>
      <p>The routed page renders here, inside the main landmark.</p>
      <p id="demo-part">{part.name}</p>
      <AddToCartButton
        className="w-fit"
        inStock
        aria-describedby="demo-part"
        onAddToCart={() => addToCart.mutateAsync({ productId: part.id })}
      />
    </div>
  );
}

const meta = {
  title: "Screens/ShopLayout",
  component: ShopLayout,
  args: { children: <DemoPage /> },
  parameters: { layout: "fullscreen", route: { path: "/", initialEntry: "/" } },
} satisfies Meta<typeof ShopLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, page, footer and call bar, every fact from the store record. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const header = await loadedHeader(canvas);
    await expect(within(header).getByRole("link", { name: `Call ${store.phone}` })).toBeVisible();
    await expect(canvas.getByRole("main")).toContainElement(canvas.getByRole("heading", { level: 1, name: "Page content" }));
    const footer = canvas.getByRole("contentinfo");
    // Top brands and categories come from data once the lists arrive.
    await expect(await within(footer).findByRole("navigation", { name: "Top Brands" }, { timeout: 5000 })).toBeVisible();
    await expect(within(footer).getByRole("navigation", { name: "Categories" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=mobile-call-bar]")).not.toBeNull();
    // The cart is empty for a new session.
    await expect(await within(header).findByRole("link", { name: "Cart, empty" }, { timeout: 5000 })).toBeVisible();
  },
};

/** The saved parts' count comes from the browser's list, and follows a heart pressed anywhere on the page. */
export const SavedPartsCount: Story = {
  beforeEach: withSavedParts(part.id, part.id + 1),
  play: async ({ canvas }) => {
    const header = within(await loadedHeader(canvas));
    await expect(header.getByRole("link", { name: "Saved parts (2)" })).toHaveAttribute("href", "/saved");
    setWishlist([part.id]);
    await expect(await header.findByRole("link", { name: "Saved parts (1)" })).toBeVisible();
  },
};

/** The first Tab reaches the skip link; following it puts focus on the main landmark. */
export const SkipToContent: Story = {
  play: async ({ canvas, userEvent }) => {
    await loadedHeader(canvas);
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
  },
};

/** The header search goes to /search?q= with the trimmed query. */
export const HeaderSearchNavigates: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = within(await canvas.findByRole("search", { name: "Parts" }, { timeout: 5000 }));
    await userEvent.type(search.getByRole("searchbox", { name: "Search parts" }), "  water filter ");
    await userEvent.click(search.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText("Navigated to /search?q=water+filter")).toBeVisible();
  },
};

/** Adding a part refreshes the cart, and the header's badge follows. */
export const CartCountFollowsTheCart: Story = {
  play: async ({ canvas, userEvent }) => {
    const header = within(await loadedHeader(canvas));
    await expect(await header.findByRole("link", { name: "Cart, empty" }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(header.getByRole("link", { name: "Cart, 1 item" })).toBeVisible(), { timeout: 5000 });
  },
};

/** While the store record loads, a plain header keeps the navigation usable; the page shows at once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { store: storeHandlers.pending } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("banner")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Page content" })).toBeVisible();
  },
};

/** The store record failed: the plain header stays and the page still works. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { store: storeHandlers.error(500) } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("banner")).toHaveAttribute("data-state", "error"), { timeout: 5000 });
    await expect(canvas.getByRole("link", { name: "Brands" })).toHaveAttribute("href", "/brands");
    await expect(canvas.getByRole("heading", { level: 1, name: "Page content" })).toBeVisible();
  },
};

/** The cart read failed: the header shows no count rather than a wrong one. */
export const CartError: Story = {
  parameters: { msw: { handlers: { cart: cartHandlers.error(500) } } },
  play: async ({ canvas }) => {
    const header = within(await loadedHeader(canvas));
    await waitFor(() => expect(header.getByRole("link", { name: "Cart" })).toBeVisible(), { timeout: 5000 });
  },
};
