import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "react-router";
import { expect, fn } from "storybook/test";
import { ChevronRightIcon, XIcon } from "../icons/index.ts";
import { Button } from "./Button.tsx";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Add to cart", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["default", "secondary", "outline", "ghost", "destructive", "link"] },
    size: { control: "select", options: ["default", "sm", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add to cart" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "View details" } };
export const Outline: Story = { args: { variant: "outline", children: "Compare" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Cancel" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Remove item" } };
export const LinkVariant: Story = { name: "Link", args: { variant: "link", children: "See compatible models" } };
export const Small: Story = { args: { size: "sm", children: "Apply" } };
export const Large: Story = { args: { size: "lg", children: "Place order" } };

export const Icon: Story = {
  args: { size: "icon", variant: "outline", "aria-label": "Remove item", children: <XIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Remove item" })).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Checkout <ChevronRightIcon />
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: "Out of stock" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Out of stock" })).toBeDisabled();
  },
};

/** `asChild` gives a router link the button's look; it stays a link for assistive technology. */
export const AsRouterLink: Story = {
  args: { asChild: true, children: <Link to="/cart">Go to cart</Link> },
  parameters: { route: { path: "/", initialEntry: "/" } },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "Go to cart" });
    await expect(link).toHaveAttribute("data-slot", "button");
    await userEvent.click(link);
    await expect(await canvas.findByText("Navigated to /cart")).toBeVisible();
  },
};

const variants = ["default", "secondary", "outline", "ghost", "destructive", "link"] as const;
const sizes = ["sm", "default", "lg"] as const;

/** Every variant in every size, enabled and disabled, for design review. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <span className="w-24 font-mono text-xs text-muted-foreground">{variant}</span>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {size === "default" ? "Add to cart" : size}
            </Button>
          ))}
          <Button variant={variant} size="icon" aria-label={`Remove (${variant})`}>
            <XIcon />
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};
