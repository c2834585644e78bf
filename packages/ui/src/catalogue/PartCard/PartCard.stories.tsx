import { formatUSD } from "@shop/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { products } from "../../testing/fixtures.ts";
import { storedSavedParts, withSavedParts, withStored } from "../../testing/stored.ts";
import { PartCard, PartCardSkeleton } from "./PartCard.tsx";
import { MODEL_STORAGE_KEY } from "../ModelFit/useRememberedModel.ts";

/** A stand-in product photo, inline so the story needs no file: a water-filter cartridge. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f1f3f6"/><rect x="70" y="30" width="60" height="140" rx="12" fill="#2f6fd6"/><rect x="70" y="60" width="60" height="70" fill="#e9eef7"/><rect x="88" y="14" width="24" height="20" rx="4" fill="#9aa3b2"/><text x="100" y="100" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#2f3a4c">OEM</text></svg>`,
)}`;

const meta = {
  title: "Components/PartCard",
  component: PartCard,
  args: { product: products.inStock, onAddToCart: fn(async () => {}) },
  argTypes: { layout: { control: "inline-radio", options: ["grid", "row"] } },
  // A card is as wide as its grid column; stories that lay out several cards set `fullWidth`.
  decorators: [
    (Story, { args, parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className={args.layout === "row" ? "max-w-xl" : "w-64"}>
          <Story />
        </div>
      ),
  ],
  beforeEach: withSavedParts(),
  parameters: { route: { path: "/", initialEntry: "/" } },
} satisfies Meta<typeof PartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name links to the part's page; the button adds it by id. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const { id, name, partNumber } = products.inStock;
    await expect(canvas.getByRole("article", { name })).toBeVisible();
    await expect(canvas.getByText(partNumber)).toHaveClass("font-mono");
    await expect(canvas.getByText("In Stock")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(id);
    await userEvent.click(canvas.getByRole("link", { name }));
    await expect(await canvas.findByText(`Navigated to /products/${id}`)).toBeVisible();
  },
};

/** Sale price in the sale colour, the original struck through, and the Sale badge. */
export const OnSale: Story = {
  args: { product: products.onSale },
  play: async ({ canvas }) => {
    const { price, originalPrice = "" } = products.onSale;
    await expect(canvas.getByText("Sale")).toHaveAttribute("data-variant", "sale");
    await expect(canvas.getByText(formatUSD(price))).toHaveAttribute("value", price);
    await expect(canvas.getByText(formatUSD(price))).toHaveClass("text-sale");
    const original = canvas.getByText("Original price").closest("s");
    await expect(original).toHaveTextContent(`Original price ${formatUSD(originalPrice)}`);
  },
};

export const OutOfStock: Story = {
  args: { product: products.outOfStock },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Out of Stock", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  },
};

/**
 * A special order with none on hand: "Special Order", the day it should be ready on the shop's
 * calendar once the clock is live, and Add to Cart still works (docs/product.md, Rules, Special orders).
 */
export const SpecialOrder: Story = {
  args: { product: products.specialOrder },
  play: async ({ canvas, args, userEvent }) => {
    const days = products.specialOrder.specialOrderDays!;
    await expect(canvas.getByText("Special Order", { selector: "[data-slot=badge]" })).toBeVisible();
    const line = await canvas.findByText(new RegExp(`^Special order: ready for pickup in about ${days} business days \\(by \\w{3}, \\w{3} \\d{1,2}\\)$`), { ignore: "[aria-hidden=true]" }, { timeout: 5000 });
    await expect(line).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(products.specialOrder.id);
  },
};

/** A long name wraps to two lines and is cut there; the card keeps its height. */
export const LongName: Story = {
  args: { product: products.longName },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { name: products.longName.name });
    await expect(heading.getBoundingClientRect().height).toBe(40);
  },
};

export const WithImage: Story = {
  args: { product: { ...products.withImage, image: photo } },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector("img");
    await expect(img).toHaveAttribute("alt", "");
    await waitFor(() => expect(img?.complete && img.naturalWidth > 0).toBe(true));
  },
};

/** A photo that fails to load gives way to the part's category icon, in the same square. */
export const ImageFailsToLoad: Story = {
  args: { product: { ...products.withImage, image: "/missing-part-photo.jpg" } },
  play: async ({ canvasElement }) => {
    // The photo's 404 comes back from the story server first; on a busy machine that takes over a second.
    await waitFor(() => expect(canvasElement.querySelector("[data-slot=category-icon]")).not.toBeNull(), { timeout: 5000 });
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

/** Teasers show the card without a cart button. */
export const WithoutCartButton: Story = {
  args: { onAddToCart: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /add to cart/i })).not.toBeInTheDocument();
  },
};

export const Row: Story = { args: { layout: "row", product: products.onSale } };

/** The heart starts pressed for a saved part; pressing it updates local storage both ways. */
export const Wishlisted: Story = {
  beforeEach: withSavedParts(products.inStock.id),
  play: async ({ canvas, userEvent }) => {
    const heart = canvas.getByRole("button", { name: `Save ${products.inStock.name} to wishlist` });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(storedSavedParts()).toEqual([]);
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(storedSavedParts()).toEqual([products.inStock.id]);
  },
};

/** The heart is an icon alone: focusing it or resting on it shows its name in a tooltip. */
export const HeartShowsName: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = `Save ${products.inStock.name} to wishlist`;
    canvas.getByRole("button", { name }).focus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent(name);
    await expect(canvas.getByRole("button", { name })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Two cards of the same part (a grid and a teaser, say) share one heart state. */
export const WishlistSyncsAcrossCards: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <div className="grid max-w-xl grid-cols-[16rem_1fr] items-start gap-4">
      <PartCard {...args} />
      <PartCard {...args} layout="row" onAddToCart={undefined} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole("button", { name: /to wishlist$/ });
    await userEvent.click(first!);
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(second!);
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await expect(storedSavedParts()).toEqual([]);
  },
};

/** The heart, the link and the button are reached with Tab, in that order. */
export const KeyboardOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /to wishlist$/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: products.inStock.name })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Add to Cart" })).toHaveFocus();
  },
};

/** The skeleton next to a loaded card: the same width and height, so nothing jumps. */
export const Skeleton: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <div className="grid grid-cols-[16rem_16rem] items-start gap-4">
      <PartCard {...args} />
      <PartCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector("[data-slot=product-card]")!.getBoundingClientRect();
    const skeleton = canvasElement.querySelector("[data-slot=product-card-skeleton]")!.getBoundingClientRect();
    await expect(skeleton.height).toBe(card.height);
    await expect(skeleton.width).toBe(card.width);
  },
};

/** Every state, as a grid and as rows, for design review; each with its skeleton. */
export const AllStates: Story = {
  parameters: { fullWidth: true },
  render: (args) => {
    const states = [products.inStock, products.onSale, products.outOfStock, products.specialOrder, products.longName, { ...products.withImage, image: photo }];
    return (
      <div className="grid gap-8">
        <div className="grid grid-cols-[repeat(auto-fill,16rem)] items-start gap-4">
          {states.map((product, i) => (
            <PartCard key={i} product={product} onAddToCart={args.onAddToCart} />
          ))}
          <PartCard product={products.featured} />
          <PartCardSkeleton />
          <PartCardSkeleton withCartButton={false} />
        </div>
        <div className="grid max-w-xl gap-4">
          {states.slice(0, 4).map((product, i) => (
            <PartCard key={i} product={product} layout="row" onAddToCart={args.onAddToCart} />
          ))}
          <PartCardSkeleton layout="row" />
        </div>
      </div>
    );
  },
};

/** The visitor's remembered model is one this part lists: "Fits your model" over the photo, card size unchanged. */
export const FitsYourModel: Story = {
  beforeEach: withStored(window.sessionStorage, MODEL_STORAGE_KEY, products.inStock.compatibility[0] ?? ""),
  parameters: { fullWidth: true },
  render: (args) => (
    <div className="grid grid-cols-[repeat(auto-fill,16rem)] items-start gap-4">
      <PartCard product={products.inStock} onAddToCart={args.onAddToCart} />
      <PartCard product={{ ...products.inStock, id: products.inStock.id + 100000, compatibility: ["ZZ999XX"] }} />
      <div className="max-w-xl">
        <PartCard product={products.inStock} layout="row" onAddToCart={args.onAddToCart} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText("Fits your model")).toHaveLength(2);
    const [fits, other] = canvas.getAllByRole("article");
    await expect(fits).toHaveTextContent("Fits your model");
    await expect(other).not.toHaveTextContent("Fits your model");
  },
};
