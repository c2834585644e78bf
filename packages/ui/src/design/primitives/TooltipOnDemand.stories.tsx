import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor } from "storybook/test";
import { TOOLTIP_DELAY_DURATION } from "../constants.ts";
import { HeartIcon } from "../icons/index.ts";
import { Button } from "./Button.tsx";
import { TooltipOnDemand } from "./TooltipOnDemand.tsx";

const meta = {
  title: "Primitives/TooltipOnDemand",
  component: TooltipOnDemand,
  args: {
    content: "Saved parts",
    children: (
      <Button variant="ghost" size="icon" aria-label="Saved parts">
        <HeartIcon className="size-5" />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-32 items-center justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TooltipOnDemand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resting the mouse on the control loads the tooltip and shows the control's name after 700 ms. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const started = performance.now();
    await userEvent.hover(canvas.getByRole("button", { name: "Saved parts" }));
    const tooltip = await screen.findByRole("tooltip", {}, { timeout: TOOLTIP_DELAY_DURATION + 2000 });
    await expect(tooltip).toHaveTextContent("Saved parts");
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_DURATION - 50);
    // The name stays the control's own; the tooltip only shows it.
    // Leaving closes it: the mouse moves off to the page.
    await userEvent.hover(canvas.getByRole("button", { name: "Saved parts" }));
    await userEvent.hover(document.body);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

/** Keyboard focus shows it at once and keeps the focus on the control; Escape closes it. */
export const OnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Saved parts");
    await expect(canvas.getByRole("button", { name: "Saved parts" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Saved parts" })).toHaveFocus();
  },
};

/** A click neither waits for nor leaves a tooltip: the press wins. */
export const Click: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Saved parts" }));
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_DELAY_DURATION + 200));
    await expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  },
};

/** Open from the start (its code loads on mount), for design review. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Saved parts");
  },
};
