import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Card, CardContent, CardFooter, CardHeader } from "./Card.tsx";
import { Skeleton } from "./Skeleton.tsx";

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-48" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: hidden from assistive technology; the region that loads says aria-busy.
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute("aria-hidden", "true");
  },
};

export const TextLines: Story = {
  render: () => (
    <div className="grid max-w-sm gap-2">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  ),
};

/** The same box as a part card, so the grid does not jump when the parts arrive. */
export const CardShape: Story = {
  render: () => (
    <Card className="max-w-xs" aria-busy="true">
      <span className="sr-only">Loading part…</span>
      <CardHeader>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </CardHeader>
      <CardContent className="flex items-center justify-between">
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-5 w-16" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-9 w-full" />
      </CardFooter>
    </Card>
  ),
};

export const AllStates: Story = {
  render: (args, context) => (
    <div className="grid gap-6">
      <Skeleton className="h-4 w-48" />
      {TextLines.render?.(args, context)}
      {CardShape.render?.(args, context)}
    </div>
  ),
};
