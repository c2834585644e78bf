import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { Button } from "./Button.tsx";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./Toast.tsx";
import { toast, type ToastOptions } from "./toast-store.ts";

/*
 * Toasts as the app uses them: `toast({ title, description?, variant? })` from anywhere, rendered
 * by the one <Toaster /> the preview mounts (as the app does at its root).
 */

type ToastDemoProps = ToastOptions & { label?: string };

function ToastDemo({ label = "Show toast", ...options }: ToastDemoProps) {
  return (
    <Button variant="outline" onClick={() => toast(options)}>
      {label}
    </Button>
  );
}

const meta = {
  title: "Primitives/Toast",
  component: ToastDemo,
  args: { title: "Parts found!", description: "3 parts fit model WRF555SDFZ." },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

/** A toast appears in the notifications region and goes when closed. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const region = notifications();
    await expect(await region.findByText("Parts found!")).toBeVisible();
    await expect(region.getByText("3 parts fit model WRF555SDFZ.")).toBeVisible();
    await userEvent.click(region.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(region.queryByText("Parts found!")).not.toBeInTheDocument());
  },
};

export const Success: Story = { args: { title: "Cart updated", description: undefined, variant: "success" } };

export const Destructive: Story = {
  args: { title: "Could not add to cart", description: "500: Internal Server Error", variant: "destructive" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const title = await notifications().findByText("Could not add to cart");
    await expect(title.closest('[data-slot="toast"]')).toHaveAttribute("data-variant", "destructive");
  },
};

export const WithAction: Story = {
  args: {
    title: "Item removed",
    description: "Water filter WPW10321304",
    action: <ToastAction altText="Undo from the cart page">Undo</ToastAction>,
  },
};

/** It closes by itself after its duration (5000 ms by default; 600 ms here to keep the test short). */
export const ClosesByItself: Story = {
  args: { title: "Cart cleared", description: undefined, duration: 600 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const region = notifications();
    await expect(await region.findByText("Cart cleared")).toBeVisible();
    await waitFor(() => expect(region.queryByText("Cart cleared")).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** One toast at a time: a new one replaces the one showing. */
export const OneAtATime: Story = {
  render: () => (
    <div className="flex gap-2">
      <ToastDemo label="First" title="Added to cart" />
      <ToastDemo label="Second" title="Cart updated" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "First" }));
    const region = notifications();
    await region.findByText("Added to cart");
    await userEvent.click(canvas.getByRole("button", { name: "Second" }));
    await region.findByText("Cart updated");
    await waitFor(() => expect(region.queryByText("Added to cart")).not.toBeInTheDocument());
    const viewport = screen.getByRole("region", { name: /notifications/i });
    await expect(viewport.querySelectorAll('[data-slot="toast"]')).toHaveLength(1);
  },
};

/** F8 moves focus to the notifications region, so keyboard users can reach a toast. */
export const HotkeyFocusesRegion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await notifications().findByText("Parts found!");
    // Radix matches the hotkey on `event.code`; square brackets make user-event send code "F8".
    await userEvent.keyboard("[F8]");
    await waitFor(() => expect(screen.getByRole("region", { name: /notifications/i }).contains(document.activeElement)).toBe(true));
  },
};

/** Every variant at once, open for design review (rendered directly, not through `toast()`). */
export const AllStates: Story = {
  render: () => (
    <ToastProvider duration={Number.POSITIVE_INFINITY}>
      {(
        [
          ["default", "Parts found!", "3 parts fit model WRF555SDFZ."],
          ["success", "Cart updated", undefined],
          ["destructive", "Could not place order", "409: The cart changed; check the totals."],
        ] as const
      ).map(([variant, title, description]) => (
        <Toast key={variant} variant={variant} open>
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {variant === "default" ? <ToastAction altText="Open the results">View</ToastAction> : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label="Review notifications ({hotkey})" className="static max-h-none w-full max-w-[420px] p-0" />
    </ToastProvider>
  ),
};

