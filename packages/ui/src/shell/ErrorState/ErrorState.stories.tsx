import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ErrorState } from "./ErrorState.tsx";

const meta = {
  title: "Components/ErrorState",
  component: ErrorState,
  args: { message: "Failed to fetch products", onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed load: announced as an alert, with 'Try again'. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Something went wrong");
    await expect(alert).toHaveTextContent("Failed to fetch products");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** While the new attempt is out the button ignores presses and keeps focus. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Trying again..." });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const CustomTitle: Story = {
  args: { title: "Couldn't load brands", message: "Failed to fetch brands" },
};

/** Without a retry callback there is no button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2">
      <ErrorState className="rounded-lg border" message="Failed to fetch products" onRetry={args.onRetry} />
      <ErrorState className="rounded-lg border" message="Failed to fetch blog posts" onRetry={args.onRetry} retrying />
      <ErrorState className="rounded-lg border" title="Couldn't load brands" message="Failed to fetch brands" />
    </div>
  ),
};
