import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { AddToCartButton } from "./AddToCartButton.tsx";
import { ADDED_STATE_MS } from "./add-to-cart-state.ts";

/** A promise the play function settles when it chooses, so each state can be checked in turn. */
function controllablePromise() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = () => res();
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Made afresh before each story that uses it; the story's onAddToCart answers with its promise.
let request = controllablePromise();
const renewRequest = () => {
  request = controllablePromise();
};

const meta = {
  title: "Components/AddToCartButton",
  component: AddToCartButton,
  args: { inStock: true, onAddToCart: fn(async () => {}) },
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Add to Cart" });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute("data-state", "idle");
  },
};

/** Idle -> 'Adding...' (no second add while pending) -> 'Added!' for 2 s -> idle. */
export const AddsToCart: Story = {
  beforeEach: renewRequest,
  args: { onAddToCart: fn(() => request.promise) },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Add to Cart" });

    await userEvent.click(button);
    await expect(button).toHaveAccessibleName("Adding...");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onAddToCart).toHaveBeenCalledOnce();

    request.resolve();
    await waitFor(() => expect(button).toHaveAccessibleName("Added!"));
    await expect(button).not.toHaveAttribute("aria-disabled");

    const addedAt = performance.now();
    await waitFor(() => expect(button).toHaveAccessibleName("Add to Cart"), { timeout: ADDED_STATE_MS + 1500 });
    await expect(performance.now() - addedAt).toBeGreaterThanOrEqual(ADDED_STATE_MS - 100);
  },
};

/** While the request is out: 'Adding...', and presses are ignored. Focus stays on the button. */
export const Adding: Story = {
  args: { onAddToCart: fn(() => new Promise(() => {})) },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Add to Cart" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAccessibleName("Adding...");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};

export const Added: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Add to Cart" });
    await userEvent.click(button);
    await expect(await canvas.findByRole("button", { name: "Added!" })).toHaveAttribute("data-state", "added");
  },
};

/** A failed add goes straight back to idle, so the visitor can try again; the caller shows the error toast. */
export const Failed: Story = {
  beforeEach: renewRequest,
  args: { onAddToCart: fn(() => request.promise) },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Add to Cart" });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName("Adding...");
    request.reject(new Error("500: Internal Server Error"));
    await waitFor(() => expect(button).toHaveAccessibleName("Add to Cart"));
    await expect(button).toHaveAttribute("data-state", "idle");
  },
};

export const OutOfStock: Story = {
  args: { inStock: false },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Out of Stock" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("data-state", "out-of-stock");
    button.click();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Every state side by side; the play function puts the middle two in their states and holds them. */
export const AllStates: Story = {
  render: (args) => (
    <dl className="grid max-w-sm grid-cols-[8rem_1fr] items-center gap-3">
      <dt className="font-mono text-xs text-muted-foreground">idle</dt>
      <dd>
        <AddToCartButton inStock onAddToCart={args.onAddToCart} />
      </dd>
      <dt className="font-mono text-xs text-muted-foreground">adding</dt>
      <dd>
        <AddToCartButton inStock onAddToCart={() => new Promise(() => {})} />
      </dd>
      <dt className="font-mono text-xs text-muted-foreground">added</dt>
      <dd>
        <AddToCartButton inStock addedMs={2 ** 31 - 1} onAddToCart={async () => {}} />
      </dd>
      <dt className="font-mono text-xs text-muted-foreground">out of stock</dt>
      <dd>
        <AddToCartButton inStock={false} onAddToCart={args.onAddToCart} />
      </dd>
    </dl>
  ),
  play: async ({ canvas, userEvent }) => {
    const [, adding, added] = canvas.getAllByRole("button", { name: "Add to Cart" });
    await userEvent.click(adding!);
    await userEvent.click(added!);
    await expect(await canvas.findByRole("button", { name: "Added!" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Adding..." })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  },
};
