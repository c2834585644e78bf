import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { store } from "../../testing/fixtures.ts";
import { MobileCallBar } from "./MobileCallBar.tsx";

const meta = {
  title: "Components/MobileCallBar",
  component: MobileCallBar,
  args: { store },
  // Phone width ("Large mobile", 414 x 896): the bar only shows below `md`.
  globals: { viewport: { value: "mobile2", isRotated: false } },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <div>
      <p className="p-4 text-sm text-muted-foreground">Page content scrolls above the bar.</p>
      <MobileCallBar {...args} />
    </div>
  ),
} satisfies Meta<typeof MobileCallBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("navigation", { name: "Call or visit the store" });
    await expect(bar).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Call (850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
    const directions = canvas.getByRole("link", { name: /^Directions to 2810 Capital Circle NE, Tallahassee, FL 32308/ });
    await expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=2810%20Capital%20Circle%20NE%2C%20Tallahassee%2C%20FL%2032308",
    );
    await expect(directions).toHaveAttribute("target", "_blank");
  },
};

/** From `md` up the bar is hidden (the header shows the phone). */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("navigation", { name: "Call or visit the store" })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="mobile-call-bar"]')).not.toBeVisible();
  },
};
