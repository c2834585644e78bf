import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ChevronRightIcon } from "../icons/index.ts";
import { TextLink, textLinkVariants } from "./TextLink.tsx";

const meta = {
  title: "Primitives/TextLink",
  component: TextLink,
  args: { to: "/brands/whirlpool", children: "Whirlpool" },
  argTypes: { variant: { control: "inline-radio", options: ["default", "underline", "quiet"] } },
  parameters: { route: { path: "/", initialEntry: "/" } },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Primary colour, underlined on hover; a router link, so it goes there without a reload. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "Whirlpool" });
    await expect(link).toHaveAttribute("href", "/brands/whirlpool");
    await userEvent.click(link);
    await expect(await canvas.findByText("Navigated to /brands/whirlpool")).toBeVisible();
  },
};

/** Always underlined, for a link inside a sentence. */
export const Underline: Story = {
  args: { variant: "underline", to: "/blog/find-your-model-number", children: "Read the full guide to finding your model number" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveClass("underline");
  },
};

/** The text's colour until hovered: the footer's and a cart line's links. */
export const Quiet: Story = { args: { variant: "quiet", to: "/shipping", children: "Shipping", className: "text-sm text-foreground" } };

/** With a chevron beside the words. */
export const WithIcon: Story = {
  args: {
    icon: true,
    to: "/blog",
    className: "text-sm",
    children: (
      <>
        All repair guides
        <ChevronRightIcon className="size-4" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "All repair guides" })).toHaveClass("inline-flex");
  },
};

/** A link that is no page of the shop (tel:, mailto:) takes the same look from `textLinkVariants`. */
export const OnAnAnchor: Story = {
  render: () => (
    <a href="tel:+18505550142" className={textLinkVariants({ variant: "quiet" })}>
      (850) 555-0142
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "(850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
  },
};

export const AllStates: Story = {
  render: () => (
    <ul className="grid gap-3">
      <li>
        <TextLink to="/brands">All brands</TextLink>
      </li>
      <li>
        <TextLink variant="underline" to="/blog">
          Read the guide
        </TextLink>
      </li>
      <li>
        <TextLink variant="quiet" to="/contact" className="text-sm text-foreground">
          Contact
        </TextLink>
      </li>
      <li>
        <TextLink icon to="/blog" className="text-sm">
          All repair guides
          <ChevronRightIcon className="size-4" />
        </TextLink>
      </li>
    </ul>
  ),
};
