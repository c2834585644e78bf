import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Page } from "./Page.tsx";

const Block = ({ children }: { children: string }) => <div className="rounded-md border bg-card p-4 text-card-foreground">{children}</div>;

const meta = {
  title: "Primitives/Page",
  component: Page,
  args: { gap: "lg" },
  argTypes: {
    width: { control: "inline-radio", options: ["wide", "medium", "narrow"] },
    padding: { control: "inline-radio", options: ["default", "listing", "none"] },
    gap: { control: "inline-radio", options: ["none", "md", "lg", "xl", "2xl"] },
  },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <Page {...args}>
      <h1 className="text-3xl font-bold tracking-tight">Repair Guides & Tips</h1>
      <Block>The page's first block</Block>
      <Block>The page's second block</Block>
    </Page>
  ),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's width, with the page's padding, its blocks spaced in a grid. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const page = canvas.getByRole("heading", { level: 1 }).parentElement!;
    await expect(page).toHaveAttribute("data-slot", "page");
    await expect(page).toHaveClass("mx-auto", "max-w-7xl", "px-4", "py-8", "grid", "gap-8");
  },
};

/** A reading page with a side column (information and local pages). */
export const Medium: Story = { args: { width: "medium", gap: "xl" } };

/** An article. */
export const Narrow: Story = { args: { width: "narrow", gap: "xl" } };

/** A listing or a part: less space on a phone. */
export const Listing: Story = {
  args: { padding: "listing", gap: "md" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 }).parentElement).toHaveClass("py-6", "md:py-10", "gap-6");
  },
};

/** Around content that brings its own space, such as a not-found screen: no grid, no padding above or below. */
export const Bare: Story = {
  args: { padding: "none", gap: "none" },
  play: async ({ canvas }) => {
    const page = canvas.getByRole("heading", { level: 1 }).parentElement!;
    await expect(page).not.toHaveClass("grid");
    await expect(page).not.toHaveClass("py-8");
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6 bg-muted py-6">
      {(["wide", "medium", "narrow"] as const).map((width) => (
        <Page key={width} width={width} padding="none" className="bg-background">
          <Block>{`width="${width}"`}</Block>
        </Page>
      ))}
    </div>
  ),
};
