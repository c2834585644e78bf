import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor } from "storybook/test";
import { TOOLTIP_DELAY_DURATION } from "../constants.ts";
import { XIcon } from "../icons/index.ts";
import { Button } from "./Button.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "./Tooltip.tsx";

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  // The preview mounts the one TooltipProvider (700 ms delay, 300 ms skip delay).
  render: (args) => (
    <div className="flex min-h-32 items-center justify-center">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Remove item">
            <XIcon />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Remove this part from the cart</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resting the pointer on the trigger opens the tooltip after the provider's delay. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Remove item" });
    const started = performance.now();
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole("tooltip", {}, { timeout: TOOLTIP_DELAY_DURATION + 2000 });
    await expect(tooltip).toHaveTextContent("Remove this part from the cart");
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_DURATION - 50);
    await expect(trigger).toHaveAccessibleDescription("Remove this part from the cart");
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

/** Keyboard focus opens it at once; Escape closes it. */
export const OnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Remove item" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Remove this part from the cart");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

/** Open, for design review. */
export const Open: Story = { args: { defaultOpen: true } };

export const AllStates: Story = {
  render: () => (
    <div className="grid min-h-64 grid-cols-2 place-items-center gap-16 p-12">
      {(["top", "right", "bottom", "left"] as const).map((side) => (
        <Tooltip key={side} open>
          <TooltipTrigger asChild>
            <Button variant="outline">{side}</Button>
          </TooltipTrigger>
          <TooltipContent side={side}>Tooltip on the {side}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  ),
};
