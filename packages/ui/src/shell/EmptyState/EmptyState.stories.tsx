import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "../../design/primitives/Button.tsx";
import { EmptyCart, EmptyState, NoPartsFound } from "./EmptyState.tsx";
import { SearchXIcon } from "../../design/icons/index.ts";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  args: {
    icon: <SearchXIcon />,
    title: "No Articles Found",
    description: "Try a different search term.",
  },
  parameters: { route: { path: "/", initialEntry: "/" } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generic building block: icon, heading, sentence, and an optional action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No Articles Found" })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button variant="outline">Show all articles</Button> },
};

/** A category or brand page with no matching parts; the button resets the filters. */
export const NoParts: StoryObj<typeof NoPartsFound> = {
  args: { onClearFilters: fn() },
  render: (args) => <NoPartsFound onClearFilters={args.onClearFilters} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { name: "No Parts Found" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear All Filters" }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

/** Without a callback there is nothing to clear, so no button. */
export const NoPartsWithoutFilters: Story = {
  render: () => <NoPartsFound />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const CartEmpty: Story = {
  render: () => <EmptyCart />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(canvas.getByText("Start shopping to add items to your cart")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Continue Shopping" }));
    // The story renders at "/": following the link keeps it there, which the router reports as
    // the same location; the link's target is what matters.
    await expect(canvas.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2">
      {[
        <EmptyState key="default" {...args} />,
        <NoPartsFound key="no-parts" onClearFilters={() => {}} />,
        <NoPartsFound key="no-parts-plain" />,
        <EmptyCart key="cart" />,
      ].map((state) => (
        <div key={state.key} className="rounded-lg border">
          {state}
        </div>
      ))}
    </div>
  ),
};
